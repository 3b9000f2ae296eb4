// The database factory: PGlite (PostgreSQL in WASM) in DATA_DIR/pg by default, PostgreSQL through
// `pg` when DATABASE_URL is set. Both go through drizzle with the same schema and the same
// migrations folder, applied on open.
//
// PGlite durability: its Node filesystem writes straight through to the OS on every write, so a
// committed row survives a crash of this process; it has no fsync path (PGlite #1107), so turning
// Postgres' fsync back on would change nothing, and a committed row can still be lost when the
// machine itself loses power. `relaxedDurability: false` keeps every query waiting for its
// write, and close() (checkpoint) runs on every shutdown. For "never lose a claim", use
// DATABASE_URL (research/backend.md §3.1).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { closeTree } from '../data-dir.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The drizzle database, the same type for PGlite and PostgreSQL. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself. */
export type DbOrTx = Parameters<Parameters<AppDb['transaction']>[0]>[0] | AppDb;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: AppDb;
  kind: DatabaseKind;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * After an erasure: on PGlite, ends the WAL segment that holds the erased rows and checkpoints,
   * so the segment is deleted (not recycled with its bytes) and the rows leave DATA_DIR/pg/pg_wal.
   * On PostgreSQL nothing: its WAL, archives and backups are the operator's (src/server/README.md, Privacy and erasure).
   */
  flushErased(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

// Any number; serialises migrations when several servers start on one PostgreSQL at once.
const MIGRATION_LOCK_KEY = 7_261_2004;

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pg'));
}

async function openPglite(dir: string): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({ dataDir: dir, relaxedDurability: false });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  // PGlite creates its cluster files 0666 whatever the umask; later ones (new WAL segments) stay
  // behind the 0700 directories.
  closeTree(dir);
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as AppDb,
    kind: 'pglite',
    ping: () => ping(db as unknown as AppDb),
    // PGlite runs the checkpoint in this one backend, so the session's wal_recycle applies to it.
    flushErased: async () => {
      await client.exec('set wal_recycle = off; select pg_switch_wal(); checkpoint; reset wal_recycle;');
    },
    close: () => (closed ??= client.closed ? Promise.resolve() : client.close()),
  };
}

async function openPostgres(url: string): Promise<Database> {
  await migratePostgresOnce(url);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  let closed: Promise<void> | undefined;
  return {
    db: db as unknown as AppDb,
    kind: 'postgres',
    ping: () => ping(db as unknown as AppDb),
    flushErased: async () => {},
    close: () => (closed ??= pool.end()),
  };
}

async function migratePostgresOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A session advisory lock on this one connection: other servers wait, then find nothing to do.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client, schema, casing: 'snake_case' }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } finally {
    await client.end();
  }
}

async function ping(db: AppDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
