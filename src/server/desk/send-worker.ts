// The desk worker: runs the 'desk' jobs the bulk letter action queued (bulk-send.ts), each through
// the one send service (send.ts) in its own transaction on the locked claim row. It runs beside the
// mail worker, not in it: printing waits on Chromium, and mails must not wait behind letters. As many
// jobs run at once as the printer has pages. Several servers share the queue through the lease.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/database.ts';
import { notifications } from '../db/schema/notifications.ts';
import { findClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { pollingWorker, type Worker } from '../notify/polling-worker.ts';
import { markDone, markDropped, markFailed, takeDueJobs, type DeliveryOutcome, type JobRow } from '../notify/queue.ts';
import type { NotificationData } from '../notify/events.ts';
import { eq } from 'drizzle-orm';
import { AlreadySent, sendToAirline, type DeskDeps } from './send.ts';

export type SendWorker = Worker;

/** One job: the claim sent to the airline, or why not. A refusal (4xx) is final; anything else is retried. */
export async function runSendJob(db: AppDb, deps: DeskDeps, job: JobRow, log: FastifyBaseLogger): Promise<DeliveryOutcome> {
  const [note] = await db.select().from(notifications).where(eq(notifications.id, job.notificationId));
  const data = note?.data as NotificationData | undefined;
  if (!data?.claim_id || !data.actor_id) return { dropped: 'not a send job' };
  const { claim_id: claimId, actor_id: actorId } = data;
  try {
    return await db.transaction(async (tx) => {
      const row = await findClaimRow(tx, claimId, true);
      if (!row) return { dropped: 'claim gone' };
      const context = { embeddedIdentity: deps.config.oidcEmbedded, limits: deps.config.limits, log, ip: data.actor_ip ?? '' };
      await sendToAirline(tx, deps, row, { name: 'send-to-airline', lenient: false }, actorId, context);
      return 'done';
    });
  } catch (error) {
    // Sent since it was queued (by hand, or by this job before a crash lost its mark): nothing to do.
    if (error instanceof AlreadySent) return 'done';
    if (error instanceof HttpProblem && error.status < 500) return { dropped: error.code };
    return { failed: (error as Error).name || 'error' };
  }
}

/**
 * Two jobs per page of the printer: while one job of a pair prints, the other reads, stores and
 * queues its mail, so Chromium's pages never wait for the database (profiled for issue #37). A job
 * that ends frees its place at once: a new one is taken without waiting for the others in hand.
 */
export const JOBS_PER_PAGE = 2;

export function startSendWorker(db: AppDb, deps: DeskDeps, log: FastifyBaseLogger): SendWorker {
  const { pollMs, leaseSeconds, maxAttempts } = deps.config.notify;
  const places = Math.max(1, deps.printer.pages ?? 1) * JOBS_PER_PAGE;
  const inHand = new Set<Promise<void>>();

  async function finish(job: JobRow, outcome: DeliveryOutcome): Promise<void> {
    if (outcome === 'done') return markDone(db, job);
    if ('dropped' in outcome) return markDropped(db, job, outcome.dropped);
    if ('failed' in outcome) {
      log.warn({ job: job.id, attempt: job.attempts, cause: outcome.failed }, 'send-to-airline job failed');
      return markFailed(db, job, outcome.failed, maxAttempts);
    }
  }

  function start(job: JobRow): void {
    const running = runSendJob(db, deps, job, log)
      .then((outcome) => finish(job, outcome))
      .catch((error: unknown) => log.warn({ err: error, job: job.id }, 'send-to-airline job not marked; its lease runs out'))
      .finally(() => {
        inHand.delete(running);
        worker.wake();
      });
    inHand.add(running);
  }

  /** Takes as many jobs as there are free places and starts them; answers how many it took. */
  async function runOnce(): Promise<number> {
    const free = places - inHand.size;
    if (free <= 0) return 0;
    const jobs = await takeDueJobs(db, free, leaseSeconds, 'desk');
    jobs.forEach(start);
    return jobs.length;
  }

  const worker = pollingWorker(runOnce, { batch: places, pollMs, name: 'desk worker' }, log);
  return {
    wake: () => worker.wake(),
    async stop() {
      await worker.stop();
      await Promise.all(inHand);
    },
  };
}
