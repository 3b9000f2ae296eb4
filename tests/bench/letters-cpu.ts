// `npm run bench:letters-cpu`: what one claim's demand letter costs the server, in process on
// PostgreSQL: the bulk action queues BENCH_CLAIMS (60) signed claims, the desk worker prints the
// letter and the mandate copy with the real printer (Chromium, its own process, not counted), and
// the mail worker sends them to an SMTP server on loopback. Prints the server's CPU milliseconds and
// statements per claim (BENCH_STATEMENTS=1 lists them), after 10 unmeasured; BENCH_PROFILE=DIR writes the measured part's V8
// profile (`node tests/bench/strike/profile-summary.ts FILE` sums it).
import '../../src/server/production-env.ts';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { newAgent, newCaller, type Caller } from '../api/claims-helpers.ts';
import { createDeskApp, emailChannel, signedClaim, until } from '../api/desk-helpers.ts';
import { startSmtpSink } from '../api/smtp-sink.ts';
import type { TestApp } from '../api/harness.ts';

process.env.DATABASE_URL ??= 'postgres://app@127.0.0.1:54329/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 60);
const WARM = 10;

// The bench's own wait for the workers, not counted among the server's statements.
const DUE_JOBS = "select count(*)::int as n from notification_jobs where state = 'pending' and run_at <= now() /* bench */";
let statements = 0;
const shown = new Map<string, number>();
const query0 = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
  if (text === DUE_JOBS) return (query0 as (...a: unknown[]) => unknown).apply(this, args);
  statements++;
  const head = text.replace(/\s+/g, ' ').slice(0, 90);
  shown.set(head, (shown.get(head) ?? 0) + 1);
  return (query0 as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query0;

async function signedClaims(t: TestApp, owners: Caller[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await signedClaim(t, owners[i % owners.length]!, 'LH410')).id);
  return ids;
}

async function sendAndWait(t: TestApp, agent: Caller, ids: string[]): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/backoffice/letters/send', headers: agent.headers, payload: { claim_ids: ids } });
  if (res.statusCode !== 202) throw new Error(`bulk send: ${res.statusCode} ${res.body}`);
  await until(
    async () => ((await t.app.db.execute(sql.raw(DUE_JOBS))) as unknown as { rows: { n: number }[] }).rows[0]!.n,
    (n) => n === 0,
    'every letter printed and mailed',
  );
}

const sink = await startSmtpSink();
const t = await createDeskApp(sink.url, [emailChannel('LH')]);
try {
  const agent = await newAgent(t.app);
  const owners = await Promise.all(Array.from({ length: 10 }, () => newCaller(t.app)));
  const warm = await signedClaims(t, owners, WARM);
  const measured = await signedClaims(t, owners, CLAIMS);
  await sendAndWait(t, agent, warm);
  const session = new Session();
  if (process.env.BENCH_PROFILE) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  statements = 0;
  shown.clear();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  await sendAndWait(t, agent, measured);
  const cpu = process.cpuUsage(cpu0);
  const wall = performance.now() - wall0;
  if (process.env.BENCH_PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(process.env.BENCH_PROFILE, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_PROFILE, `letters-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  const per = (n: number) => (n / CLAIMS).toFixed(1);
  console.log(`letters in process, PostgreSQL: ${CLAIMS} claims sent in one bulk action (demand letter + mandate copy, printed and mailed)`);
  console.log(
    `  server CPU ${per((cpu.user + cpu.system) / 1000)} ms per claim (user ${per(cpu.user / 1000)}, system ${per(cpu.system / 1000)}); statements ${per(statements)} per claim; wall ${per(wall)} ms per claim`,
  );
  // The polling of idle workers is counted too; BENCH_STATEMENTS=1 lists every statement's count.
  if (process.env.BENCH_STATEMENTS)
    for (const [head, n] of [...shown].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / CLAIMS).toFixed(2).padStart(6)}  ${head}`);
} finally {
  await t.close();
  await sink.close();
}
