// The delivery queue: a table (notification_jobs), not pg-boss. pg-boss needs its own pg
// connection pool, which PGlite in this process cannot give; a table taken with
// FOR UPDATE SKIP LOCKED works the same on PGlite and PostgreSQL, and jobs go into the event's
// own transaction through the same drizzle handle. A worker takes due jobs with a lease
// (locked_until), sends outside any transaction, then marks them done; a failure waits with
// exponential backoff and, after maxAttempts, the job is a dead letter. An e-mail to an address
// its owner has not confirmed is held, and due again once they confirm it. A server killed mid-send
// leaves its lease, which expires (PostgreSQL) or is released at the next start (PGlite, under
// the DATA_DIR lock); the retry is then harmless because each delivery is idempotent at the
// receiver (the mail file is named by the delivery, SMTP's Message-ID, Web Push's Topic and the
// notification's tag).
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { preparedOn } from '../db/prepared.ts';
import { notificationJobs, notifications, type JobState } from '../db/schema/notifications.ts';

export type JobRow = typeof notificationJobs.$inferSelect;

/**
 * How one delivery of a job ended (deliver.ts and the senders it calls): the worker marks the job by
 * it. `held`: an e-mail kept until its owner confirms the address (releaseHeldMails).
 */
export type DeliveryOutcome = 'done' | { dropped: string } | { held: string } | { failed: string };

/** 30 s, doubling, at most 6 h. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/**
 * The two lanes of the queue, each with its own index of due jobs (migration 0029): the mail and push
 * worker's ('email', 'push') and the desk worker's ('desk'). Written as constants, so the planner
 * knows which index a take may read: with one index for both, the mail worker read past every desk
 * job waiting before its mails, and a strike day's bulk send put thousands there (issue #37).
 */
export type JobLane = 'mail' | 'desk';
const IN_LANE: Record<JobLane, SQL> = {
  mail: sql`${notificationJobs.channel} <> 'desk'`,
  desk: sql`${notificationJobs.channel} = 'desk'`,
};

/**
 * Takes up to `limit` due jobs of this lane for this worker for `leaseSeconds`; another worker skips
 * them. The query itself, awaited for the rows (tests read its plan).
 */
export function takeDueJobs(db: AppDb, limit: number, leaseSeconds: number, lane: JobLane = 'mail') {
  // One statement: the due jobs, locked past other workers, leased and read back.
  const due = db
    .select({ id: notificationJobs.id })
    .from(notificationJobs)
    .where(
      and(
        sql`${notificationJobs.state} = 'pending'`,
        IN_LANE[lane],
        lte(notificationJobs.runAt, sql`now()`),
        or(isNull(notificationJobs.lockedUntil), lt(notificationJobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(notificationJobs.runAt, notificationJobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notificationJobs)
    .set({
      attempts: sql`${notificationJobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(notificationJobs.id, due))
    .returning();
}

/** A job's last state, prepared once (it runs per delivery); only the attempt that took it may set it. */
const finishJob = preparedOn((db) =>
  db
    .update(notificationJobs)
    .set({ state: sql`${sql.placeholder('state')}`, lastError: sql`${sql.placeholder('error')}`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.id, sql.placeholder('id')), eq(notificationJobs.attempts, sql.placeholder('attempts'))))
    .prepare('notify_finish_job'),
);

async function finish(db: AppDb, job: JobRow, state: JobState, error: string | null): Promise<void> {
  await finishJob(db).execute({ state, error, id: job.id, attempts: job.attempts });
}

export const markDone = (db: AppDb, job: JobRow) => finish(db, job, 'done', null);

/** Nothing left to deliver to (the subscription is gone, the channel was turned off, no account address). */
export const markDropped = (db: AppDb, job: JobRow, why: string) => finish(db, job, 'dropped', why);

/**
 * An e-mail to an address its owner has not confirmed: kept, not sent, until they confirm it
 * (releaseHeldMails); the attempt it took is not counted.
 */
export async function markHeld(db: AppDb, job: JobRow, why: string): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ state: 'held', attempts: sql`greatest(${notificationJobs.attempts} - 1, 0)`, lastError: why, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.id, job.id), eq(notificationJobs.attempts, job.attempts)));
}

/** The owner confirmed their address: their held e-mails are due now, in the order they were written. Returns how many. */
export async function releaseHeldMails(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .update(notificationJobs)
    .set({ state: 'pending', runAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(notificationJobs.state, 'held'),
        eq(notificationJobs.channel, 'email'),
        inArray(notificationJobs.notificationId, db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))),
      ),
    )
    .returning({ id: notificationJobs.id });
  return rows.length;
}

/** A failed attempt: again after the backoff, or a dead letter after the last attempt. */
export async function markFailed(db: AppDb, job: JobRow, error: string, maxAttempts: number): Promise<void> {
  if (job.attempts >= maxAttempts) return finish(db, job, 'dead', error);
  await db
    .update(notificationJobs)
    .set({ lastError: error, lockedUntil: null, runAt: sql`now() + make_interval(secs => ${backoffSeconds(job.attempts)})`, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.id, job.id), eq(notificationJobs.attempts, job.attempts)));
}

/** At a PGlite start (DATA_DIR locked: no other process): leases held by the process that died are free at once. */
export async function releaseInterruptedJobs(db: AppDb): Promise<void> {
  await db
    .update(notificationJobs)
    .set({ lockedUntil: null })
    .where(and(eq(notificationJobs.state, 'pending'), isNotNull(notificationJobs.lockedUntil)));
}

/** Dead letters for admins, newest first: what failed and why, no addresses or contents. */
export async function listDeadLetters(db: AppDb, limit: number) {
  return db
    .select({
      id: notificationJobs.id,
      channel: notificationJobs.channel,
      attempts: notificationJobs.attempts,
      lastError: notificationJobs.lastError,
      updatedAt: notificationJobs.updatedAt,
      createdAt: notificationJobs.createdAt,
      kind: notifications.kind,
      claimId: notifications.claimId,
    })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .where(eq(notificationJobs.state, 'dead'))
    .orderBy(desc(notificationJobs.updatedAt), desc(notificationJobs.id))
    .limit(limit);
}

/** An admin sends a dead letter again: pending, due now, attempts counted afresh. */
export async function retryDeadLetter(db: AppDb, id: number): Promise<boolean> {
  const rows = await db
    .update(notificationJobs)
    .set({ state: 'pending', attempts: 0, runAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(notificationJobs.id, id), eq(notificationJobs.state, 'dead')))
    .returning({ id: notificationJobs.id });
  return rows.length > 0;
}
