// The delivery queue's lease, on whichever database the api tier runs (PGlite by default, PostgreSQL
// with DATABASE_URL): a job one worker has taken is not taken by another until its lease runs out,
// and an outcome recorded late by a worker whose lease ran out changes nothing. The workers here are
// two callers of takeDueJobs on the app's database; the app's own worker is off, so only they take.
// notify-crash.test.ts checks the same with two server processes, on PostgreSQL only.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationJobs } from '../../src/server/db/schema/notifications.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { markDone, takeDueJobs, type JobLane, type JobRow } from '../../src/server/notify/queue.ts';
import { planWithoutScans } from './query-plan.ts';
import { createClaim, newCaller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

const LEASE_SECONDS = 60;

const t = useTestApp({ notify: { ...loadNotifyConfig({}, []), worker: false } });

const take = () => takeDueJobs(t.app.db, 10, LEASE_SECONDS);
const ids = (jobs: JobRow[]) => jobs.map((job) => job.id).sort((a, b) => a - b);

/** Queues `n` deliveries (a claim received is mailed to its passenger), after finishing the earlier tests' ones. */
async function freshJobs(n: number): Promise<number[]> {
  await t.app.db.update(notificationJobs).set({ state: 'done', lockedUntil: null }).where(eq(notificationJobs.state, 'pending'));
  const caller = await newCaller(t.app);
  for (let i = 0; i < n; i++) await createClaim(t.app, caller);
  const queued = await t.app.db.select({ id: notificationJobs.id }).from(notificationJobs).where(eq(notificationJobs.state, 'pending'));
  expect(queued.length).toBeGreaterThanOrEqual(n);
  return queued.map((row) => row.id).sort((a, b) => a - b);
}

/** As if the lease was given long ago: the worker holding it is presumed dead. */
const expireLeases = (jobIds: number[]) =>
  t.app.db
    .update(notificationJobs)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(inArray(notificationJobs.id, jobIds));

describe('the notification lease', () => {
  it('a job one worker holds is not taken by another while the lease runs', async () => {
    const queued = await freshJobs(3);
    const first = await take();
    expect(ids(first)).toEqual(queued);
    expect(first.every((job) => job.attempts === 1 && job.lockedUntil !== null)).toBe(true);
    expect(await take()).toEqual([]);
  });

  it('two workers taking at once share the jobs without overlap', async () => {
    const queued = await freshJobs(4);
    const [a, b] = await Promise.all([take(), take()]);
    expect([...ids(a), ...ids(b)].sort((x, y) => x - y)).toEqual(queued);
  });

  it('after the lease runs out another worker takes the job, and the first one finishing late changes nothing', async () => {
    const queued = await freshJobs(2);
    const crashed = await take();
    await expireLeases(queued);
    const second = await take();
    expect(ids(second)).toEqual(queued);
    expect(second.every((job) => job.attempts === 2)).toBe(true);

    for (const job of crashed) await markDone(t.app.db, job);
    const held = await t.app.db.select().from(notificationJobs).where(inArray(notificationJobs.id, queued));
    expect(held.every((job) => job.state === 'pending' && job.lockedUntil !== null)).toBe(true);
    expect(await take()).toEqual([]);

    for (const job of second) await markDone(t.app.db, job);
    const done = await t.app.db.select().from(notificationJobs).where(inArray(notificationJobs.id, queued));
    expect(done.map((job) => job.state)).toEqual(queued.map(() => 'done'));
  });
});

/** The take's plan with table scans ruled out where an index can serve. */
const takePlan = (lane: JobLane) => planWithoutScans(t.app.db, takeDueJobs(t.app.db, 10, LEASE_SECONDS, lane).toSQL());

describe('the two lanes', () => {
  it("each worker takes only its own lane's jobs, however many of the other lane's wait before them", async () => {
    const [mail] = await freshJobs(1);
    const [job] = await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.id, mail!));
    const desk = await t.app.db
      .insert(notificationJobs)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          deliveryKey: `desk:${job!.notificationId}:${i}`,
          channel: 'desk' as const,
          notificationId: job!.notificationId,
          runAt: sql`now() - interval '1 hour'`,
        })),
      )
      .returning({ id: notificationJobs.id });
    expect(ids(await takeDueJobs(t.app.db, 1, LEASE_SECONDS, 'mail'))).toEqual([mail]);
    expect(ids(await takeDueJobs(t.app.db, 20, LEASE_SECONDS, 'desk'))).toEqual(desk.map((row) => row.id).sort((a, b) => a - b));
  });

  it("each lane's take reads that lane's index of due jobs, not one shared with the other lane", async () => {
    expect(await takePlan('mail')).toMatch(/notification_jobs_due_mail_idx/);
    expect(await takePlan('desk')).toMatch(/notification_jobs_due_desk_idx/);
  });
});
