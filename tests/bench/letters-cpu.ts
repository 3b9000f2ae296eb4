// `npm run bench:letters-cpu`: what one claim's demand letter costs the server, in process on
// PostgreSQL: the bulk action queues BENCH_CLAIMS (60) signed claims, the desk worker prints the
// letter and the mandate copy with the real printer (Chromium, its own process, not counted), and
// the mail worker sends them to an SMTP server on loopback. Prints the server's CPU milliseconds and
// statements per claim after 10 unmeasured (BENCH_STATEMENTS and BENCH_PROFILE: tests/bench/in-process.ts;
// `node tests/bench/strike/profile-summary.ts FILE` sums a profile).
import '../../src/server/production-env.ts';
import { sql } from 'drizzle-orm';
import { newAgent, newCaller, type Caller } from '../api/claims-helpers.ts';
import { createDeskApp, emailChannel, signedClaim, until } from '../api/desk-helpers.ts';
import { startSmtpSink } from '../api/smtp-sink.ts';
import type { TestApp } from '../api/harness.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { benchBlobStore, countStatements, measure, reportPerClaim } from './in-process.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';

process.env.DATABASE_URL ??= 'postgres://app@127.0.0.1:54329/postgres';
const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 60);
const WARM = 10;

// The bench's own wait for the workers, not counted among the server's statements.
const DUE_JOBS = "select count(*)::int as n from notification_jobs where state = 'pending' and run_at <= now() /* bench */";
countStatements((text) => text === DUE_JOBS);

async function signedClaims(t: TestApp, owners: Caller[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await signedClaim(t, owners[i % owners.length]!, 'LH410')).id);
  return ids;
}

async function sendAndWait(t: TestApp, agent: Caller, ids: string[]): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/api/backoffice/letters/send', headers: agent.headers, payload: { claim_ids: ids } });
  if (res.statusCode !== 202) throw new Error(`bulk send: ${res.statusCode} ${res.body}`);
  await until(
    async () => rowsOf<{ n: number }>(await t.app.db.execute(sql.raw(DUE_JOBS)))[0]!.n,
    (n) => n === 0,
    'every letter printed and mailed',
  );
}

const sink = await startSmtpSink();
const blobs = await benchBlobStore();
// The workers poll as in production (NOTIFY_POLL_MS' default): the tests' 50 ms made idle polling
// 20 of the 52 statements a claim.
const t = await createDeskApp(sink.url, [emailChannel('LH')], undefined, { ...blobs.overrides, notify: { ...loadNotifyConfig({}, []), maxAttempts: 10 } });
try {
  const agent = await newAgent(t.app);
  const owners = await Promise.all(Array.from({ length: 10 }, () => newCaller(t.app)));
  const warm = await signedClaims(t, owners, WARM);
  const claims = await signedClaims(t, owners, CLAIMS);
  await sendAndWait(t, agent, warm);
  const measured = await measure('letters', () => sendAndWait(t, agent, claims));
  // The polling of idle workers is counted too.
  reportPerClaim(
    `letters in process, PostgreSQL, ${blobs.label}: ${CLAIMS} claims sent in one bulk action (demand letter + mandate copy, printed and mailed)`,
    CLAIMS,
    measured,
  );
} finally {
  await t.close();
  await sink.close();
  await blobs.stop();
}
