// Where the machine's CPU went during a phase of bench:strike-day, by process group: the three
// instances' node processes, the Chromium each started (their descendants), the PostgreSQL server
// (the postmaster and every process it forked), nginx, redis, s3rver, the SMTP server and the
// harness itself (the load generator). Read from /proc/PID/stat.
//
// A process that ends takes its utime+stime out of /proc, but Linux adds them (and its own reaped
// children's) to its parent's cutime+cstime when the parent reaps it. So a group counts, for each
// live member, utime+stime+cutime+cstime: a backend or renderer that ends between two snapshots
// moves its ticks into its parent's cutime and the group's sum never goes down. That holds while
// each member is reaped by its parent inside the group, as the postmaster, nginx's master and
// Chromium's browser and zygote do. An instance's cutime is its Chromium's (its only child).
import fs from 'node:fs';

export interface CpuGroups {
  /** The instances' node processes. */
  instances: number[];
  /** Servers started for the run (nginx, redis, s3rver, SMTP), by name; each with its descendants. */
  named: Record<string, number | undefined>;
  /** The PostgreSQL server's postmaster (see parentPid), when it runs on this machine. */
  postmaster: number | undefined;
  /** This run's database: a backend of another one means the server is shared. */
  database: string;
  /** The harness (the load generator): its own ticks only, its children have their groups. */
  harness: number;
}

export interface CpuSnapshot {
  ticks: Map<string, number>;
  notes: string[];
}

export interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime: the process's own ticks. */
  own: number;
  /** cutime + cstime: ticks of the children it reaped (and of theirs). */
  reaped: number;
  cmd: string;
}

const TICKS = 100; // USER_HZ on Linux

/** Every process under `root` (a /proc or a recorded copy of one). */
export function readProcesses(root = '/proc'): ProcStat[] {
  const all: ProcStat[] = [];
  for (const entry of fs.readdirSync(root)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`${root}/${entry}/stat`, 'utf8');
      // After "pid (comm) ": field 3 (state) is fields[0], so field N is fields[N - 3].
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      const cmd = fs.readFileSync(`${root}/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      all.push({ pid: Number(entry), ppid: fields[1]!, own: fields[11]! + fields[12]!, reaped: fields[13]! + fields[14]!, cmd });
    } catch {
      // exited meanwhile
    }
  }
  return all;
}

/** The parent of a process (the postmaster of a backend: `select pg_backend_pid()`), if it is visible here. */
export function parentPid(pid: number, root = '/proc'): number | undefined {
  return readProcesses(root).find((p) => p.pid === pid)?.ppid;
}

interface Root {
  own: string | null;
  reaped: string | null;
  descendants: string | null;
}

function rootsOf(groups: CpuGroups): Map<number, Root> {
  const roots = new Map<number, Root>();
  const whole = (group: string): Root => ({ own: group, reaped: group, descendants: group });
  for (const [name, pid] of Object.entries(groups.named)) if (pid) roots.set(pid, whole(name));
  if (groups.postmaster) roots.set(groups.postmaster, whole('PostgreSQL'));
  for (const pid of groups.instances) roots.set(pid, { own: 'instances (node)', reaped: 'Chromium', descendants: 'Chromium' });
  roots.set(groups.harness, { own: 'harness (clients)', reaped: null, descendants: null });
  return roots;
}

/** A client backend's database, from its title "postgres: user database host(port) state". */
const backendDatabase = (cmd: string) => /^postgres: \S+ (\S+) (?:\S+\(\d+\)|\[local\]) /.exec(cmd)?.[1];

/** Whether the postmaster also serves another database than the run's (a shared server: its figure is the whole server's). */
const servesOthers = (all: ProcStat[], groups: CpuGroups) =>
  all.some((p) => p.ppid === groups.postmaster && (backendDatabase(p.cmd) ?? groups.database) !== groups.database);

/** CPU ticks per group in one reading of /proc, and what the figures cannot tell apart. */
export function groupTicks(all: ProcStat[], groups: CpuGroups): CpuSnapshot {
  const parent = new Map(all.map((p) => [p.pid, p.ppid]));
  const roots = rootsOf(groups);
  const nearestRoot = (pid: number) => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (roots.has(p)) return roots.get(p);
    return undefined;
  };
  const ticks = new Map<string, number>();
  const add = (group: string | null | undefined, n: number) => {
    if (group) ticks.set(group, (ticks.get(group) ?? 0) + n);
  };
  for (const p of all) {
    const root = roots.get(p.pid);
    if (root) {
      add(root.own, p.own);
      add(root.reaped, p.reaped);
    } else add(nearestRoot(p.pid)?.descendants, p.own + p.reaped);
  }
  const notes: string[] = [];
  if (!groups.postmaster) notes.push('PostgreSQL not counted: its postmaster is not on this machine');
  else if (servesOthers(all, groups)) notes.push('PostgreSQL is the whole server, which served other databases too');
  return { ticks, notes };
}

/** CPU ticks per group now. */
export function cpuSnapshot(groups: CpuGroups, root = '/proc'): CpuSnapshot {
  return groupTicks(readProcesses(root), groups);
}

/** Seconds of CPU per group between two snapshots. */
export function cpuSeconds(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  return new Map([...after.ticks.entries()].map(([group, ticks]) => [group, (ticks - (before.ticks.get(group) ?? 0)) / TICKS]));
}

/** "instances 40 s, Chromium 30 s, …" between two snapshots, then what the figures cannot tell apart. */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): string {
  const figures = [...cpuSeconds(before, after).entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([group, seconds]) => `${group} ${seconds.toFixed(0)} s`)
    .join(', ');
  const notes = [...new Set([...before.notes, ...after.notes])];
  return notes.length ? `${figures} (${notes.join('; ')})` : figures;
}
