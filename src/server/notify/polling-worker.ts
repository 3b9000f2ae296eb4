// The loop both queue workers share (notify/worker.ts for mails and pushes, desk/send-worker.ts for
// letters): take a batch of due jobs (queue.ts, takeDueJobs), run them, and poll again. A full batch
// means more may be due, so the next round starts at once; otherwise after `pollMs`.
import type { FastifyBaseLogger } from 'fastify';

export interface Worker {
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /** Finishes the jobs in hand, then stops; no new ones are taken. */
  stop(): Promise<void>;
}

export interface PollingOptions {
  /** Jobs taken per round. */
  batch: number;
  pollMs: number;
  /** For the log line when a round fails: 'desk worker'. */
  name: string;
}

/** Starts the loop; `runOnce` takes at most `batch` jobs, runs them and answers how many it took. */
export function pollingWorker(runOnce: () => Promise<number>, { batch, pollMs, name }: PollingOptions, log: FastifyBaseLogger): Worker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // A wake during a round: the round may have looked before the new job was there, so look again.
  let wokenWhileRunning = false;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (stopped || running) return;
    wokenWhileRunning = false;
    running = (async () => {
      let took = 0;
      try {
        took = await runOnce();
      } catch (error) {
        if (!stopped) log.warn({ err: error }, `${name}: taking jobs failed`);
      } finally {
        running = undefined;
        schedule(took >= batch || wokenWhileRunning ? 0 : pollMs);
      }
    })();
  }

  schedule(0);
  return {
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
