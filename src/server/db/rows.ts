// The rows of a raw `db.execute(sql`...`)`: node-postgres and PGlite both answer `{ rows }`, but
// AppDb (one type for both drivers) types the answer as unknown. The one cast lives here.

/** The rows a raw statement returned, typed as its SQL names the columns. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
