// The scale run's PostgreSQL: a fresh database on DATABASE_URL's server when it is set, else a
// throwaway cluster (Debian's PostgreSQL 15, initdb in a temp dir, trust auth on loopback) like
// .ci/run starts; run as the postgres user when this process is root (initdb refuses root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../api/harness.ts';
import { freePort } from '../api/server-process.ts';
import { atCleanup } from '../shared/owned-processes.ts';

const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

export interface Postgres {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<Postgres> {
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createPostgresDatabase(process.env.DATABASE_URL);
    return { url, stop: atCleanup(drop) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-pg-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    root
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [path.join(PGBIN, bin), ...args.map((a) => `'${a}'`)].join(' ')])
      : execFileSync(path.join(PGBIN, bin), args);
  const data = path.join(dir, 'data');
  // Registered before the start: pg_ctl leaves a daemon that is no child of this process.
  const stop = atCleanup(async () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, stop };
}
