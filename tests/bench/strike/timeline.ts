// STRIKE_TIMELINE=FILE for bench:strike-day: one line every two seconds of the day, to see where the
// machine waits. Each line has the cores each process group used since the line before, the whole
// machine's busy cores (/proc/stat), the letters stored so far, and the desk and mail jobs waiting
// (due, not leased) and in hand (leased).
import fs from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import { cpuSeconds, cpuSnapshot, type CpuGroups } from './cpu-accounting.ts';

const EVERY_MS = 2000;

const JOBS = `select channel,
  count(*) filter (where locked_until is null or locked_until <= now())::int as waiting,
  count(*) filter (where locked_until > now())::int as in_hand
  from notification_jobs where state = 'pending' and run_at <= now() group by channel`;

/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  return { busy: total - idle, total };
}

export interface Timeline {
  /** Marks the next line with a phase name (intake, letters). */
  phase(name: string): void;
  stop(): Promise<void>;
}

export function startTimeline(file: string, db: pg.Pool, groups: CpuGroups): Timeline {
  const out = fs.openSync(file, 'w');
  const cores = (busy: number, total: number, jiffies: number) => (total > 0 ? (busy / total) * jiffies : 0);
  let phase = 'start';
  let last = { at: performance.now(), groups: cpuSnapshot(groups), machine: machineTicks() };
  const started = last.at;
  let running: Promise<void> = Promise.resolve();

  async function sample(): Promise<void> {
    const now = { at: performance.now(), groups: cpuSnapshot(groups), machine: machineTicks() };
    const seconds = (now.at - last.at) / 1000;
    const byGroup = [...cpuSeconds(last.groups, now.groups)].map(([g, spent]) => `${g}=${(spent / seconds).toFixed(2)}`);
    const machine = now.machine.total - last.machine.total;
    const busyCores = cores(now.machine.busy - last.machine.busy, machine, os.availableParallelism());
    const letters = (await db.query<{ n: number }>('select count(*)::int as n from claim_letters')).rows[0]!.n;
    const jobs = (await db.query<{ channel: string; waiting: number; in_hand: number }>(JOBS)).rows;
    const jobText = jobs.map((j) => `${j.channel}=${j.waiting}/${j.in_hand}`).join(' ');
    const t = ((now.at - started) / 1000).toFixed(0);
    fs.writeSync(out, `${t}s ${phase} machine=${busyCores.toFixed(2)} ${byGroup.join(' ')} letters=${letters} jobs(waiting/in-hand) ${jobText}\n`);
    last = now;
  }

  const timer = setInterval(() => {
    running = running.then(sample).catch(() => undefined);
  }, EVERY_MS);
  return {
    phase(name) {
      phase = name;
    },
    async stop() {
      clearInterval(timer);
      await running;
      fs.closeSync(out);
    },
  };
}
