// Every harness stops what it started: on success, on failure and when it is told to stop
// (SIGTERM from a timeout, SIGINT, SIGHUP) (issue 32, "Our own harness").
// - Helpers that spawn a process hand it to own(); helpers and scripts register how to stop what
//   they started with atCleanup(), which gives back the same stop, callable once.
// - On a signal, and at the end of runHarness(), the stops run (the last registered first), then
//   every owned process still alive gets SIGTERM and, a few seconds later, SIGKILL.
// - Should the process exit some other way (an uncaught error, process.exit), the owned processes
//   still get SIGKILL from the 'exit' hook, which cannot wait for anything gentler.
// Inside vitest the runner owns the signals: only the 'exit' hook is installed there.
import type { ChildProcess } from 'node:child_process';

const owned = new Set<ChildProcess>();
const stops: (() => Promise<void>)[] = [];
const GRACE_MS = 5_000;
const SIGNAL_EXIT_CODES = { SIGTERM: 143, SIGINT: 130, SIGHUP: 129 } as const;

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

process.on('exit', () => {
  for (const child of owned) if (alive(child)) child.kill('SIGKILL');
});

let signalsInstalled = false;
function stopOnSignals(): void {
  if (signalsInstalled || process.env.VITEST) return;
  signalsInstalled = true;
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.once(signal, () => {
      console.error(`${signal}: stopping every process this run started`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}

/** Marks a spawned process as this run's: it does not outlive the run. */
export function own<T extends ChildProcess>(child: T): T {
  stopOnSignals();
  owned.add(child);
  child.once('exit', () => owned.delete(child));
  return child;
}

/** Registers a stop for what was just started; the returned stop runs at most once. */
export function atCleanup(stop: () => Promise<unknown>): () => Promise<void> {
  stopOnSignals();
  let done: Promise<void> | undefined;
  const once = () => {
    done ??= (async () => {
      const index = stops.indexOf(once);
      if (index >= 0) stops.splice(index, 1);
      await stop();
    })();
    return done;
  };
  stops.push(once);
  return once;
}

let cleaning: Promise<void> | undefined;
/** Runs every registered stop, then ends the owned processes still alive. */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    // Each stop takes itself off the list as it starts, so this ends even when one fails.
    while (stops.length > 0) await stops.at(-1)!().catch((error: unknown) => console.error('cleanup:', error));
    await endOwned();
  })();
  return cleaning;
}

async function endOwned(): Promise<void> {
  const running = [...owned].filter(alive);
  for (const child of running) child.kill('SIGTERM');
  const exited = Promise.all(running.map((child) => new Promise((resolve) => (alive(child) ? child.once('exit', resolve) : resolve(null)))));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, GRACE_MS)))]);
  clearTimeout(timer);
  for (const child of running) if (alive(child)) child.kill('SIGKILL');
}

/**
 * Runs a harness script's body and exits with its status (0 when it returns nothing), 1 when it
 * throws or an error escapes it; everything started is stopped first in every case.
 */
export function runHarness(main: () => Promise<number | void>): void {
  stopOnSignals();
  const finish = (status: number) => void cleanUp().finally(() => process.exit(status));
  const fail = (error: unknown) => {
    console.error(error);
    finish(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  main().then((status) => finish(status ?? 0), fail);
}
