import { describe, expect, it } from 'vitest';
import { ownWork, type TraceEvent } from '../../bench/trace-cpu.ts';

const MAIN = { pid: 1, tid: 10 };
const task = (ts: number, durMs: number, cpuMs: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});
const fcp = (ts: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts });

describe('ownWork', () => {
  it('counts thread time × 4 over 50 ms, after the first contentful paint, on its thread only', () => {
    const work = ownWork([
      task(0, 100, 40), // before the paint
      fcp(1_000),
      task(2_000, 80, 20), // 20 × 4 = 80: 30 ms blocking, although it took 80 ms of wall time
      task(3_000, 60, 10), // 40: none
      task(4_000, 90, 30, { pid: 2, tid: 20 }), // another process
    ])!;
    expect(work.ownBlockingMs).toBe(30);
    expect(work.mainCpuMs).toBe(30);
    expect(work.longestTaskMs).toBe(20);
  });

  it('gives nothing without a first contentful paint', () => {
    expect(ownWork([task(0, 100, 100)])).toBeNull();
  });
});
