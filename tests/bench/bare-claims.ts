// The yardstick for `npm run bench:api`, started as its own process (bare-claims-server.ts), the
// way the project's server runs: a route served from the load generator's own process shares one
// event loop with autocannon, is slowed by it, and makes the project look closer to it than it is.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { atCleanup, own } from '../shared/owned-processes.ts';

export interface BareServer {
  url: string;
  pid: number;
  close: () => Promise<void>;
}

const SERVER = new URL('./bare-claims-server.ts', import.meta.url).pathname;

/** Starts the bare route against `databaseUrl`, trusting tokens of `issuer` for `audience`. */
export async function startBareClaims(databaseUrl: string, issuer: string, audience: string, poolSize = 10): Promise<BareServer> {
  const child = own(
    // BENCH_PROFILE=DIR: its CPU profile too, beside the server's (written when it stops).
    spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}/bare`] : []), SERVER], {
      env: { ...process.env, BARE_DATABASE_URL: databaseUrl, BARE_ISSUER: issuer, BARE_AUDIENCE: audience, BARE_POOL_SIZE: String(poolSize) },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const close = atCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  // The server prints its URL as its first line once it listens.
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bare route exited (${code}) before listening`)));
  });
  lines.close();
  return { url, pid: child.pid!, close };
}
