// Reading the environment for the configuration: every bad value is reported into `problems`
// (the start lists them all at once) and the default is used meanwhile.
export type Env = Record<string, string | undefined>;

export function envReader(env: Env, problems: string[]) {
  /** The trimmed value, undefined when unset or blank. */
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  /** A whole number from `min` to `max`, else `fallback`. */
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  return { read, integer };
}
