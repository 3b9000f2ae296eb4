// Reading the environment for the configuration: every bad value is reported into `problems`
// (the start lists them all at once) and the default is used meanwhile. Defaults and ranges come
// from the configuration table (config-variables.ts), so each is written once.
import { configDefault, configVariable, numberVariable } from './config-variables.ts';

export type Env = Record<string, string | undefined>;

export function envReader(env: Env, problems: string[]) {
  /** The trimmed value, undefined when unset or blank. Only variables of the table may be read. */
  const read = (name: string): string | undefined => {
    configVariable(name);
    return env[name]?.trim() || undefined;
  };
  /** The value, else the table's default. */
  const text = (name: string): string => read(name) ?? configDefault(name);
  /** A whole number within the table's range, else the table's default. */
  const integer = (name: string): number => {
    const { fallback, min, max } = numberVariable(name);
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  return { read, text, integer };
}
