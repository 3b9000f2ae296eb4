// What bench:intake-cpu and bench:letters-cpu share: the statements the server sends (counted at
// pg's Client.query, with their text), the measured part's CPU and wall time with its V8 profile
// (BENCH_PROFILE=DIR), and the per-claim report (BENCH_STATEMENTS=1 lists every statement).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../../src/server/config.ts';
import { startS3Child } from './strike/processes.ts';

const counted = new Map<string, number>();
let statements = 0;

/** Counts every statement from now on, except those `skip` answers true for (the bench's own reads). */
export function countStatements(skip: (text: string) => boolean = () => false): void {
  const query0 = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
    if (!skip(text)) {
      statements++;
      const head = text.replace(/\s+/g, ' ').slice(0, 90);
      counted.set(head, (counted.get(head) ?? 0) + 1);
    }
    return query0.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

export interface Measured {
  cpu: NodeJS.CpuUsage;
  wall: number;
  statements: number;
  byText: [string, number][];
}

/** Runs `work` with the counts reset, under the profiler when BENCH_PROFILE names a folder (`name-….cpuprofile`). */
export async function measure(name: string, work: () => Promise<void>): Promise<Measured> {
  const dir = process.env.BENCH_PROFILE;
  const session = new Session();
  if (dir) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  statements = 0;
  counted.clear();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await work();
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  const result = { cpu, wall, statements, byText: [...counted].sort((a, b) => b[1] - a[1]) };
  if (dir) {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  return result;
}

/** The server's CPU, statements and wall time per claim; every statement's count with BENCH_STATEMENTS. */
export function reportPerClaim(title: string, claims: number, m: Measured): void {
  const per = (n: number) => (n / claims).toFixed(1);
  console.log(title);
  console.log(
    `  server CPU ${per((m.cpu.user + m.cpu.system) / 1000)} ms per claim (user ${per(m.cpu.user / 1000)}, system ${per(m.cpu.system / 1000)}); statements ${per(m.statements)} per claim; wall ${per(m.wall)} ms per claim`,
  );
  if (process.env.BENCH_STATEMENTS) for (const [head, n] of m.byText) console.log(`  ${(n / claims).toFixed(2).padStart(6)}  ${head}`);
}

/**
 * The blob store the bench's app writes to: the data folder (default), or with BENCH_BLOBS=s3 an
 * s3rver in a process of its own, as bench:strike-day's instances use (the SDK's work per object
 * is the server's CPU too). `stop` ends the s3rver.
 */
export async function benchBlobStore(): Promise<{ overrides: Partial<ServerConfig>; label: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_BLOBS !== 's3') return { overrides: {}, label: 'blobs on disk', stop: async () => {} };
  const s3 = await startS3Child('flightclaim-bench');
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3.options;
  return { overrides: { blobStore: 's3', s3: { endpoint, bucket, region, accessKeyId, secretAccessKey } }, label: 'blobs in s3rver', stop: () => s3.stop() };
}
