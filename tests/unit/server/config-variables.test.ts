// Each configuration variable's default and range are written once, in the configuration rows
// (src/server/*-variables.json): the server reads them from there and src/server/README.md's table
// is written from there. These fail when the code keeps a default or range of its own, reads a
// variable the rows lack (or ignores one they list), or the table in the docs drifts.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, configTableCells, configVariable, TABLE_END, TABLE_START } from '../../../src/server/config-variables.ts';
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const withDefault = CONFIG_VARIABLES.filter((row) => row.default !== undefined);
const ranged = CONFIG_VARIABLES.filter((row) => row.min !== undefined || row.max !== undefined);

function configWith(name: string, value: string): ServerConfig {
  return loadConfig({ [name]: value });
}

describe('the configuration rows', () => {
  it('give each variable a default or what unset means, and a range only to a number within it', () => {
    for (const row of CONFIG_VARIABLES) {
      expect(row.default === undefined, `${row.name}: a default or whenUnset, not both`).toBe(row.whenUnset !== undefined);
      if (row.min === undefined && row.max === undefined) continue;
      expect(row.min, `${row.name}: min with max`).toBeTypeOf('number');
      expect(row.max, `${row.name}: max with min`).toBeTypeOf('number');
      const fallback = Number(row.default);
      expect(fallback >= row.min! && fallback <= row.max!, `${row.name}: default within its range`).toBe(true);
    }
    expect(new Set(CONFIG_VARIABLES.map((row) => row.name)).size).toBe(CONFIG_VARIABLES.length);
  });

  it.each(withDefault)('$name set to its documented default configures what leaving it unset does', ({ name, default: value }) => {
    expect(configWith(name, value!)).toEqual(loadConfig({}));
  });

  it.each(ranged)('$name accepts $min to $max and refuses a value outside', ({ name, min, max }) => {
    expect(() => configWith(name, String(min))).not.toThrow();
    expect(() => configWith(name, String(max))).not.toThrow();
    const refusal = new RegExp(`${name} must be .*from ${min} to ${max}`);
    expect(() => configWith(name, String(max! + 1))).toThrow(refusal);
    if (min! > 0) expect(() => configWith(name, String(min! - 1))).toThrow(refusal);
  });

  it('are every variable the server reads, and the server reads every one', () => {
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get: (_, name) => {
        read.add(String(name));
        return undefined;
      },
    });
    loadConfig(env);
    expect([...read].sort()).toEqual(CONFIG_VARIABLES.map((row) => row.name).sort());
    expect(() => configVariable('NOT_A_VARIABLE')).toThrow(/not in the configuration table/);
  });

  it('are the table src/server/README.md shows (npm run docs:config writes it)', () => {
    const readme = readFileSync(join(ROOT, 'src/server/README.md'), 'utf8');
    const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
    expect(table, 'the table between its markers').not.toBe('');
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(configTableCells());
  });
});
