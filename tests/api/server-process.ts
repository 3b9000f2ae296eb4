// The real server as a child process (node src/server/main.ts) on a fixed loopback port, so the
// reliability tests can kill it (SIGTERM or SIGKILL) and start it again on the same DATA_DIR and
// the same database. With DATABASE_URL set, each instance gets its own fresh PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atCleanup, own } from '../shared/owned-processes.ts';
import { freePort } from './free-port.ts';
import { copyPgliteTemplate, createPostgresDatabase } from './harness.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export { freePort };

export interface ServerProcess {
  readonly port: number;
  /** http://127.0.0.1:port, straight to the server (no proxy). */
  readonly url: string;
  readonly dataDir: string;
  /** The fresh PostgreSQL database, when the suite runs on PostgreSQL. */
  readonly databaseUrl: string | undefined;
  /** Starts the server and waits for /api/health. */
  start(): Promise<void>;
  /** Sends the signal and waits for the process to exit (its exit code); nothing when it is not running. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null | undefined>;
  running(): boolean;
  /** Everything every instance printed so far. */
  output(): string;
  /** Stops it and removes its DATA_DIR and database. */
  dispose(): Promise<void>;
}

export interface ServerProcessOptions {
  port?: number;
  /** What PUBLIC_ORIGIN to announce (e.g. a proxy in front); default the server's own URL. */
  publicOrigin?: string;
  env?: Record<string, string>;
  /** A PostgreSQL database to use as it is (shared by several instances; not dropped at dispose). */
  databaseUrl?: string;
}

const START_TIMEOUT_MS = 90_000;

export async function createServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-proc-'));
  const distDir = path.join(dataDir, 'no-dist');
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (options.databaseUrl) databaseUrl = options.databaseUrl;
  else if (process.env.DATABASE_URL) ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase(process.env.DATABASE_URL));
  else await copyPgliteTemplate(path.join(dataDir, 'pg')); // a first PGlite initdb takes seconds

  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_ORIGIN: options.publicOrigin ?? url,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };

  let child: ChildProcess | null = null;
  let log = '';

  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  async function start(): Promise<void> {
    if (running()) throw new Error('the server is already running');
    const proc = own(spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }));
    child = proc;
    proc.stdout?.on('data', (chunk) => (log += chunk));
    proc.stderr?.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`the server exited (${proc.exitCode ?? proc.signalCode}):\n${log.slice(-4000)}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${log.slice(-4000)}`);
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null | undefined> {
    const proc = child;
    if (!proc || !running()) return undefined;
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    proc.kill(signal);
    return exited;
  }

  const dispose = atCleanup(async () => {
    await stop('SIGTERM');
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { port, url, dataDir, databaseUrl, start, stop, running, output: () => log, dispose };
}
