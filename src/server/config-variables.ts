// Every environment variable the server reads, listed once: its name, its default (and range),
// and one line on what it does. The code reads its defaults and ranges from here (env-reader.ts),
// and the configuration table of src/server/README.md is written from here (`npm run docs:config`).
// The rows are data, one JSON file per area: config-variables.json here, limit-variables.json,
// payout-variables.json and notify/notify-variables.json.
import LIMIT_ROWS from './limit-variables.json' with { type: 'json' };
import NOTIFY_ROWS from './notify/notify-variables.json' with { type: 'json' };
import PAYOUT_ROWS from './payout-variables.json' with { type: 'json' };
import SERVER_ROWS from './config-variables.json' with { type: 'json' };
import DESK_ROWS from './desk/desk-variables.json' with { type: 'json' };

export interface ConfigVariable {
  name: string;
  /** The value the server uses when the variable is unset. */
  default?: string;
  /** For a variable without a fixed default: what unset means (Markdown, for the docs). */
  whenUnset?: string;
  /** The range of a number. */
  min?: number;
  max?: number;
  description: string;
}

/** Every environment variable the server reads, for the code's defaults and the docs' table. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [...SERVER_ROWS, ...LIMIT_ROWS, ...PAYOUT_ROWS, ...NOTIFY_ROWS, ...DESK_ROWS];

const BY_NAME = new Map(CONFIG_VARIABLES.map((row) => [row.name, row]));

/** The row of a variable; a name without one is a programming error (every variable is documented). */
export function configVariable(name: string): ConfigVariable {
  const row = BY_NAME.get(name);
  if (!row) throw new Error(`${name} is not in the configuration table (src/server/config-variables.ts)`);
  return row;
}

/** The fixed default of a variable, for code that reads it as a constant. */
export function configDefault(name: string): string {
  const value = configVariable(name).default;
  if (value === undefined) throw new Error(`${name} has no fixed default in the configuration table`);
  return value;
}

/** A number's default and range. */
export function numberVariable(name: string): { fallback: number; min: number; max: number } {
  const { min, max } = configVariable(name);
  const fallback = Number(configDefault(name));
  if (min === undefined || max === undefined || !Number.isFinite(fallback))
    throw new Error(`${name} has no numeric default and range in the configuration table`);
  return { fallback, min, max };
}

/** The Default column: the value (with its range) or what unset means. */
function defaultCell(row: ConfigVariable): string {
  if (row.default === undefined) return row.whenUnset ?? '';
  const range = row.min !== undefined && row.max !== undefined ? ` (${row.min} to ${row.max})` : '';
  return `\`${row.default}\`${range}`;
}

/** The table's rows as cells: name, default, meaning. */
export function configTableCells(rows: readonly ConfigVariable[] = CONFIG_VARIABLES): string[][] {
  return rows.map((row) => [`\`${row.name}\``, defaultCell(row), row.description]);
}

/** The configuration table as Markdown (the writer then formats it with Prettier). */
export function configTableMarkdown(rows: readonly ConfigVariable[] = CONFIG_VARIABLES): string {
  const lines = ['| Variable | Default | Meaning |', '| --- | --- | --- |'];
  for (const cells of configTableCells(rows)) lines.push(`| ${cells.join(' | ')} |`);
  return lines.join('\n');
}

export const TABLE_START = '<!-- Written by `npm run docs:config` from the configuration rows (src/server/config-variables.ts): edit those. -->';
export const TABLE_END = '<!-- End of the written table. -->';

/** The document with the table between its markers rewritten from the rows. */
export function withConfigTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('the document has no configuration table markers');
  return `${document.slice(0, start + TABLE_START.length)}\n\n${configTableMarkdown()}\n\n${document.slice(end)}`;
}
