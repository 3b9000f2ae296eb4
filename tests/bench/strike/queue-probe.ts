// The agents' view timed while the strike day runs: the queue's first page, a filter by one flight
// and a search by a passenger's name, one after another every half second. Latencies of answers
// that were not 200 count too (they are what the agent waited for). It runs in a process of its own
// (queue-probe-child.ts).
import { percentile } from './intake.ts';
import { FLIGHT_DATE } from './setup.ts';

export interface ProbeFigures {
  p95: number;
  n: number;
}

export interface QueueProbe {
  /** The p95 and count since the last take, and starts afresh. */
  take(): ProbeFigures;
  /** `rounds` rounds back to back (no pause), with the probe's p95. */
  run(rounds: number): Promise<ProbeFigures>;
  stop(): void;
}

const PATHS = [
  '/api/backoffice/claims',
  `/api/backoffice/claims?q=LH1007&flight_date_from=${FLIGHT_DATE}&flight_date_to=${FLIGHT_DATE}`,
  '/api/backoffice/claims?q=Strike12',
];

/** `background`: probe every half second until stopped (else only `run`). */
export function startQueueProbe(get: (path: string) => Promise<number>, background = true): QueueProbe {
  let latencies: number[] = [];
  let stopped = false;
  const round = async () => {
    for (const path of PATHS) {
      const started = performance.now();
      await get(path).catch(() => 0);
      latencies.push(performance.now() - started);
    }
  };
  const loop = async () => {
    while (!stopped) {
      await round();
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  if (background) void loop();
  const take = () => {
    const figures = { p95: percentile(latencies, 95), n: latencies.length };
    latencies = [];
    return figures;
  };
  return {
    take,
    async run(rounds) {
      stopped = true;
      for (let i = 0; i < rounds; i++) await round();
      return take();
    },
    stop: () => {
      stopped = true;
    },
  };
}
