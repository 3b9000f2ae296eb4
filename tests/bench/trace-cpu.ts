// What a Lighthouse trace says about the page's own work, apart from the machine's load. Lighthouse's
// simulated blocking time takes each main-thread task's wall time × 4; on a machine shared with other
// jobs a task's wall time includes the time the renderer waited for a core. Its thread time (tdur:
// CPU time on the thread) does not: × 4, it is the blocking time the page itself causes.

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface OwnWork {
  /** Main-thread CPU time after the first contentful paint, ms. */
  mainCpuMs: number;
  /** Σ max(0, thread time × slowdown − 50 ms) over the main thread's tasks after the first contentful paint. */
  ownBlockingMs: number;
  /** The longest task's thread time, ms. */
  longestTaskMs: number;
}

/** The page's own work after its first contentful paint, on the thread that painted it. */
export function ownWork(events: readonly TraceEvent[], slowdown = 4): OwnWork | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  let mainCpuMs = 0;
  let ownBlockingMs = 0;
  let longestTaskMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    const ms = (e.tdur ?? e.dur ?? 0) / 1000;
    mainCpuMs += ms;
    ownBlockingMs += Math.max(0, ms * slowdown - 50);
    longestTaskMs = Math.max(longestTaskMs, ms);
  }
  return { mainCpuMs, ownBlockingMs, longestTaskMs };
}
