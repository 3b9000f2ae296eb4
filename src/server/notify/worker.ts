// The delivery worker, started with the server (NOTIFY_WORKER=on) and stopped before it closes:
// a loop that takes due jobs (queue.ts), delivers each and records the outcome. Several servers
// may run it on one PostgreSQL; SKIP LOCKED and the lease give each job to one of them.
import type { FastifyBaseLogger } from 'fastify';
import { deliver, type DeliveryContext } from './deliver.ts';
import { markDone, markDropped, markFailed, markHeld, takeDueJobs } from './queue.ts';

export interface Worker {
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Finishes the jobs in hand, then stops; no new ones are taken. */
  stop(): Promise<void>;
}

const BATCH = 10;

export function startWorker(ctx: DeliveryContext, log: FastifyBaseLogger): Worker {
  const { pollMs, leaseSeconds, maxAttempts } = ctx.config.notify;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

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

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (stopped || running) return;
    running = (async () => {
      let took = 0;
      try {
        took = await runOnce();
      } catch (error) {
        if (!stopped) log.warn({ err: error }, 'notification worker: taking jobs failed');
      } finally {
        running = undefined;
        // A full batch: there may be more due at once.
        schedule(took === BATCH ? 0 : pollMs);
      }
    })();
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
