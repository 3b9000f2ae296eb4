// Queries prepared once per database handle (drizzle's `.prepare()` with placeholders; a named
// statement on PostgreSQL): intake's hot path ran drizzle's query building for every statement of
// every request, 8-10 % of its busy CPU (issue #37). Only for the handle itself: a query prepared on
// the database runs on the pool, outside any transaction.
import type { AppDb } from './database.ts';

/** `build(db)` at its first use on each database handle, then the same prepared query. */
export function preparedOn<Query>(build: (db: AppDb) => Query): (db: AppDb) => Query {
  const built = new WeakMap<AppDb, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
