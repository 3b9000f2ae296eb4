// Starts the server: DATA_DIR lock (PGlite mode), database and migrations, the app, the port,
// and a graceful shutdown on SIGINT/SIGTERM. `node src/server/main.ts` runs it with the
// environment's configuration; src/server/start.ts (build if stale, then start) calls
// startServer() too.
import './production-env.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.ts';
import { ConfigError, loadConfig, redactUrl, type ServerConfig } from './config.ts';
import { DataDirPermissionError, secureDataDir } from './data-dir.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock.ts';
import { openDatabase, type Database } from './db/database.ts';
import { releaseInterruptedKeys } from './idempotency.ts';
import { releaseInterruptedJobs } from './notify/index.ts';

export interface RunningServer {
  app: App;
  /** The URL to open, e.g. http://localhost:8080 (the real port when PORT=0). */
  url: string;
  /** Closes the HTTP server, the database and releases the lock; safe to call twice. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Install SIGINT/SIGTERM handlers that close the server and exit (default true). */
  handleSignals?: boolean;
  /** Fastify logging (default true). */
  logger?: boolean;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Files this process creates (keys, mail, blobs, anything a library writes) are its own alone,
  // and DATA_DIR is closed to other users before anything is read from it (review F1).
  process.umask(0o077);
  secureDataDir(config.dataDir);
  // PGlite corrupts a directory opened by two processes; PostgreSQL needs no such lock.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  let database: Database | undefined;
  let app: App | undefined;
  try {
    database = await openDatabase(config);
    // Under the DATA_DIR lock no other process runs requests on this data: keys still held are
    // those of a run that died with the previous process, so its retries need not wait the lease.
    if (lock) await releaseInterruptedKeys(database.db);
    if (lock) await releaseInterruptedJobs(database.db);
    app = await buildApp(config, { database, ...(options.logger === false ? { logger: false } : {}) });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    lock?.release();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicOrigin === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.publicOrigin;

  const runningApp = app;
  const runningDb = database;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await runningApp.close();
      } finally {
        await runningDb.close();
        lock?.release();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      }
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    runningApp.log.info({ signal }, 'shutting down');
    // Not ready first, so the balancer moves new requests elsewhere; then close the port and let
    // in-flight requests finish (Fastify's close waits for them) before the database closes.
    runningApp.lifecycle.draining = true;
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
    drained.then(close).then(
      () => {
        runningApp.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        runningApp.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  if (options.handleSignals !== false) {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  runningApp.log.info(
    { database: runningDb.kind, dataDir: config.dataDir, databaseUrl: config.databaseUrl ? redactUrl(config.databaseUrl) : undefined },
    'started',
  );
  return { app: runningApp, url, close };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url);
}

if (isMainModule()) {
  try {
    const server = await startServer(loadConfig());
    console.log(`Flightclaim is running at ${server.url}`);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DataDirPermissionError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
