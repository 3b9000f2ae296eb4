// Queries prepared once per database handle (drizzle's `.prepare()` with placeholders; a named
// statement on PostgreSQL): intake's hot path ran drizzle's query building for every statement of
// every request, 8-10 % of its busy CPU (issue #37). A query prepared on the database runs on the
// pool, outside any transaction; `preparedFor` also runs one inside a transaction, on its connection.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppDb, DbOrTx } from './database.ts';

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

/** The two fields of drizzle's own objects this file reads (internal to drizzle, the same on node-postgres and PGlite). */
interface TransactionInternals {
  dialect: object;
  session: { client: unknown };
}

/**
 * `build` prepared once per database, on the handle it is given: the database itself (the pool) or
 * a transaction. Every transaction gets a new drizzle handle, so the query built in the first one is
 * kept (per database: its dialect, which its transactions share) and each later transaction runs a
 * copy bound to its own connection, the `client` both drivers' prepared queries send through. Without
 * it, every statement inside a transaction was built again per request. Only for `build` that
 * prepares one statement (the same text every time); tests/api/prepared-in-transaction.test.ts holds the copy
 * to the transaction's connection on PGlite, the claims api tests on both databases.
 */
export function preparedFor<Query extends object>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const onDatabase = preparedOn(build);
  const firstBuilt = new WeakMap<object, Query>();
  return (db) => {
    if (!is(db, PgTransaction)) return onDatabase(db as AppDb);
    const tx = db as unknown as TransactionInternals;
    const template = firstBuilt.get(tx.dialect);
    if (!template) {
      const query = build(db);
      firstBuilt.set(tx.dialect, query);
      return query;
    }
    const copy = Object.create(Object.getPrototypeOf(template) as object) as Query;
    return Object.assign(copy, template, { client: tx.session.client });
  };
}
