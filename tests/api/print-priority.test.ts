// The printer's Chromium runs below the server's CPU priority (print-priority.ts): on a strike day
// the letters must not take the two cores from the passengers' requests and the agents' queue.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfPrinter } from '../../src/server/mandate/pdf-printer.ts';
import { autogroupOf, niceOf, ownChildren, PRINT_NICE, startedSince, withDescendants } from '../../src/server/mandate/print-priority.ts';

const linux = process.platform === 'linux';
const printer = createPdfPrinter(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
afterAll(() => printer.close());

/** What `read` answers from /proc, or null once the process has ended (Chromium starts and ends helpers as it prints). */
function ifRunning<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ESRCH') return null;
    throw error;
  }
}

describe.runIf(linux)('the printer runs Chromium at a lower CPU priority', () => {
  it('lowers the browser, its renderers and its utilities, also the pages opened later', async () => {
    const before = ownChildren();
    const pdfs = await Promise.all([printer.print('<p>one</p>'), printer.print('<p dir="rtl">دو</p>')]);
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);

    const browser = startedSince(before);
    expect(browser).toHaveLength(1);
    const tree = withDescendants(browser);
    const renderers = tree.filter((pid) => ifRunning(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.includes('--type=renderer'));
    // Two pages at once: at least one renderer, started after the launch.
    expect(renderers.length).toBeGreaterThan(0);
    // Each process's main thread; a process or thread the kernel was told nothing about stays at 0.
    const nices = tree.map((pid) => ({ pid, nice: ifRunning(() => niceOf(pid)) }));
    expect(nices.filter(({ nice }) => nice !== null && nice < PRINT_NICE)).toEqual([]);
    expect(nices.find(({ pid }) => pid === browser[0])?.nice).toBeGreaterThanOrEqual(PRINT_NICE); // the browser is read, not skipped
    // With autogrouping, a nice value ranks a thread only inside its group: every group of the tree
    // that is not the server's own runs at PRINT_NICE too.
    const own = autogroupOf('self');
    if (own) {
      const groups = tree.map((pid) => ({ pid, ...autogroupOf(pid) })).filter((g) => g.group && g.group !== own.group);
      expect(groups.filter((g) => (g.nice ?? 0) < PRINT_NICE)).toEqual([]);
    }
  });

  it('leaves the server itself at its own priority', () => {
    expect(niceOf(process.pid)).toBeLessThan(PRINT_NICE);
    expect(autogroupOf('self')?.nice ?? 0).toBeLessThan(PRINT_NICE);
  });
});
