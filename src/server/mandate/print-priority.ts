// Printing is background work: a letter may wait a moment, a passenger's request or an agent's queue
// should not. So the printer's Chromium runs at a lower CPU priority (a higher nice value) than the
// server. Linux keeps a nice value per thread and a new thread or process inherits its creator's, so
// every thread of the browser's processes is lowered once it has started and again when a page is
// opened (a page may bring a new renderer). Raising one's own children's nice value needs no
// privilege; where /proc is missing (not Linux) nothing happens.
// A thread's nice value only ranks it within its autogroup, and Playwright starts the browser in a
// session of its own, so with autogrouping on (the kernel's default) the browser's group took an even
// share of the cores beside the whole server's. The browser's group is lowered too (issue #37: the
// agents' queue waited 100-400 ms behind the printing).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value the printer's threads run at: the kernel gives a thread at 0 about 9 times the CPU of one at 10. */
export const PRINT_NICE = 10;

function parentOf(pid: number): number | null {
  try {
    // Field 4 of /proc/PID/stat, after the command name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function processIds(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const pid of processIds()) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  return children;
}

/** This process's own children now: taken before a launch, to tell the new browser apart after it. */
export function ownChildren(): Set<number> {
  return new Set(childrenByParent().get(process.pid) ?? []);
}

/** The children this process started since `before` (the browser a launch started). */
export function startedSince(before: Set<number>): number[] {
  return [...ownChildren()].filter((pid) => !before.has(pid));
}

/** `roots` with every process below them (the browser with its zygotes, renderers and utilities). */
export function withDescendants(roots: number[]): number[] {
  const children = childrenByParent();
  const found: number[] = [];
  const next = [...roots];
  while (next.length > 0) {
    const pid = next.pop()!;
    found.push(pid);
    next.push(...(children.get(pid) ?? []));
  }
  return found;
}

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/** A process's autogroup, as /proc/PID/autogroup names it ("/autogroup-12 nice 0"); null without one. */
export function autogroupOf(pid: number | 'self'): { group: string; nice: number } | null {
  try {
    const [group, , nice] = readFileSync(`/proc/${pid}/autogroup`, 'utf8').trim().split(' ');
    return group ? { group, nice: Number(nice) } : null;
  } catch {
    return null;
  }
}

/** Lowers to PRINT_NICE the autogroup of each of `pids` that is not the server's own. */
function lowerGroups(pids: number[]): void {
  const own = autogroupOf('self')?.group;
  for (const pid of pids) {
    const found = autogroupOf(pid);
    if (!found || found.group === own || found.nice >= PRINT_NICE) continue;
    try {
      writeFileSync(`/proc/${pid}/autogroup`, String(PRINT_NICE));
    } catch {
      // Gone, or not ours to change.
    }
  }
}

/** Lowers to PRINT_NICE every thread of `pids` that runs above it, and their autogroups; a thread that ended meanwhile is skipped. */
export function lowerPriority(pids: number[]): void {
  lowerGroups(pids);
  for (const pid of pids)
    for (const tid of threadsOf(pid))
      try {
        if (niceOf(tid) < PRINT_NICE) setPriority(tid, PRINT_NICE);
      } catch {
        // Gone, or not ours to change.
      }
}

/** A thread's nice value (field 19 of its stat). */
export function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
