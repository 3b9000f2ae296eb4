// The loop the mail and desk workers share (src/server/notify/polling-worker.ts): a wake that comes
// while a round runs is not lost (the round may have looked before the new job was there), and a
// stop waits for the round in hand. The poll interval here is an hour, so only a wake can explain
// a second round.
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { pollingWorker, type Worker } from '../../../src/server/notify/polling-worker.ts';

const HOUR = 3_600_000;
const log = pino({ level: 'silent' });
let worker: Worker | undefined;
afterEach(() => worker?.stop());

/** A promise and the function that settles it. */
function signal() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}

describe('pollingWorker', () => {
  it('runs another round at once when woken during a round', async () => {
    const inRound = signal();
    const release = signal();
    const second = signal();
    let rounds = 0;
    worker = pollingWorker(
      async () => {
        rounds++;
        if (rounds === 1) {
          inRound.done();
          await release.promise;
        } else second.done();
        return 0;
      },
      { batch: 5, pollMs: HOUR, name: 'test' },
      log,
    );
    await inRound.promise;
    worker.wake();
    release.done();
    await second.promise;
    expect(rounds).toBe(2);
  });

  it('waits for the next poll after a round that took less than a batch, unless woken', async () => {
    const first = signal();
    const second = signal();
    let rounds = 0;
    worker = pollingWorker(
      async () => {
        rounds++;
        (rounds === 1 ? first : second).done();
        return 1;
      },
      { batch: 5, pollMs: HOUR, name: 'test' },
      log,
    );
    await first.promise;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds).toBe(1);
    worker.wake();
    await second.promise;
    expect(rounds).toBe(2);
  });

  it('stops after the round in hand', async () => {
    const inRound = signal();
    const release = signal();
    let finished = false;
    worker = pollingWorker(
      async () => {
        inRound.done();
        await release.promise;
        finished = true;
        return 5;
      },
      { batch: 5, pollMs: HOUR, name: 'test' },
      log,
    );
    await inRound.promise;
    const stopped = worker.stop();
    release.done();
    await stopped;
    expect(finished).toBe(true);
  });
});
