// The delivery worker, started with the server (NOTIFY_WORKER=on) and stopped before it closes:
// a loop that takes due jobs (queue.ts), delivers each and records the outcome. Several servers
// may run it on one PostgreSQL; SKIP LOCKED and the lease give each job to one of them.
import type { FastifyBaseLogger } from 'fastify';
import { deliver, type DeliveryContext } from './deliver.ts';
import { pollingWorker, type Worker } from './polling-worker.ts';
import { markDone, markDropped, markFailed, markHeld, takeDueJobs } from './queue.ts';

export type { Worker } from './polling-worker.ts';

const BATCH = 10;

export function startWorker(ctx: DeliveryContext, log: FastifyBaseLogger): Worker {
  const { pollMs, leaseSeconds, maxAttempts } = ctx.config.notify;

  async function runOnce(): Promise<number> {
    const jobs = await takeDueJobs(ctx.db, BATCH, leaseSeconds);
    for (const job of jobs) {
      let outcome;
      try {
        outcome = await deliver(ctx, job);
      } catch (error) {
        outcome = { failed: (error as Error).name || 'error' };
      }
      if (outcome === 'done') await markDone(ctx.db, job);
      else if ('dropped' in outcome) await markDropped(ctx.db, job, outcome.dropped);
      else if ('held' in outcome) await markHeld(ctx.db, job, outcome.held);
      else {
        log.warn({ job: job.id, channel: job.channel, attempt: job.attempts, cause: outcome.failed }, 'notification delivery failed');
        await markFailed(ctx.db, job, outcome.failed, maxAttempts);
      }
    }
    return jobs.length;
  }

  return pollingWorker(runOnce, { batch: BATCH, pollMs, name: 'notification worker' }, log);
}
