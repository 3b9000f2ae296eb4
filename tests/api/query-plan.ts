// A statement's plan as PostgreSQL (or PGlite) would run it with table scans ruled out where an
// index can serve: a test that the plan names an index fails when no index fits the query.
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../src/server/db/database.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

/** `explain` of `statement`: a drizzle SQL, or a built query's `toSQL()` with its parameters written in. */
export async function planWithoutScans(db: AppDb, statement: SQL | { sql: string; params: unknown[] }): Promise<string> {
  const text = 'params' in statement ? sql.raw(statement.sql.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]))) : statement;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${text}`));
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`);
