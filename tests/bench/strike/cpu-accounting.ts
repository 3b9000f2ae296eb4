// Where the machine's CPU went during a phase of bench:strike-day, by process: the three instances'
// node processes, the Chromium each started (their descendants), the PostgreSQL backends serving
// this run's database, s3rver, the SMTP server and the harness itself (the load generator). Read
// from /proc (utime + stime); a process that exited during the phase is not counted.
import fs from 'node:fs';

export interface CpuGroups {
  instances: number[];
  /** Children of the harness that are not instances (s3rver, the SMTP server), by name. */
  named: Record<string, number | undefined>;
  database: string;
}

const TICKS = 100; // USER_HZ on Linux

interface Proc {
  pid: number;
  ppid: number;
  ticks: number;
  cmd: string;
}

function processes(): Proc[] {
  const all: Proc[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      all.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmd });
    } catch {
      // exited meanwhile
    }
  }
  return all;
}

/** CPU ticks per group now. */
export function cpuSnapshot(groups: CpuGroups): Map<string, number> {
  const all = processes();
  const parent = new Map(all.map((p) => [p.pid, p.ppid]));
  const under = (pid: number, roots: Set<number>) => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (roots.has(p)) return true;
    return false;
  };
  const instances = new Set(groups.instances);
  const sums = new Map<string, number>();
  const add = (group: string, ticks: number) => sums.set(group, (sums.get(group) ?? 0) + ticks);
  for (const p of all) {
    if (instances.has(p.pid)) add('instances (node)', p.ticks);
    else if (under(p.pid, instances)) add('Chromium', p.ticks);
    else if (p.cmd.startsWith('postgres:') && p.cmd.includes(` ${groups.database} `)) add('PostgreSQL', p.ticks);
    else if (p.pid === process.pid) add('harness (clients)', p.ticks);
    else
      for (const [name, pid] of Object.entries(groups.named)) {
        if (pid === p.pid) add(name, p.ticks);
      }
  }
  return sums;
}

/** "instances 40 s, Chromium 30 s, …" between two snapshots. */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>): string {
  return [...after.entries()]
    .map(([group, ticks]) => [group, (ticks - (before.get(group) ?? 0)) / TICKS] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([group, seconds]) => `${group} ${seconds.toFixed(0)} s`)
    .join(', ');
}
