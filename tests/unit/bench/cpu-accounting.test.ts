// bench:strike-day's CPU line over fabricated /proc readings: processes that end between two
// readings (a PostgreSQL backend, a Chromium renderer, an nginx worker) must keep their ticks in
// their group, through their parent's cutime+cstime, as Linux does when the parent reaps them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuSnapshot, cpuSpent, type CpuGroups } from '../../bench/strike/cpu-accounting.ts';

interface Fake {
  pid: number;
  ppid: number;
  comm: string;
  cmd: string;
  utime: number;
  stime?: number;
  cutime?: number;
  cstime?: number;
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A /proc with these processes: stat as Linux writes it (fields 14–17 utime stime cutime cstime), cmdline NUL-separated. */
function fakeProc(processes: Fake[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-proc-'));
  dirs.push(root);
  for (const p of processes) {
    fs.mkdirSync(path.join(root, String(p.pid)));
    const times = [p.utime, p.stime ?? 0, p.cutime ?? 0, p.cstime ?? 0].join(' ');
    const stat = `${p.pid} (${p.comm}) S ${p.ppid} ${p.pid} ${p.pid} 0 -1 4194304 100 0 0 0 ${times} 20 0 1 0 12345 1000000 100`;
    fs.writeFileSync(path.join(root, String(p.pid), 'stat'), `${stat}\n`);
    fs.writeFileSync(path.join(root, String(p.pid), 'cmdline'), `${p.cmd.split(' ').join('\0')}\0`);
  }
  return root;
}

const HARNESS = 10;
const INSTANCE = 20;
const POSTMASTER = 30;
const NGINX = 40;
const groups: CpuGroups = {
  instances: [INSTANCE],
  named: { nginx: NGINX },
  postmaster: POSTMASTER,
  database: 'strike',
  harness: HARNESS,
};

const harness: Fake = { pid: HARNESS, ppid: 1, comm: 'node', cmd: 'node tests/bench/strike-day.ts', utime: 1000, cutime: 50 };
const postmaster = (cutime: number): Fake => ({
  pid: POSTMASTER,
  ppid: 1,
  comm: 'postgres',
  cmd: '/usr/lib/postgresql/15/bin/postgres -D /tmp/pg',
  utime: 40,
  cutime,
});
const backend = (pid: number, utime: number, database = 'strike'): Fake => ({
  pid,
  ppid: POSTMASTER,
  comm: 'postgres',
  cmd: `postgres: app ${database} 127.0.0.1(${pid}) idle`,
  utime,
});

describe('the strike day CPU accounting', () => {
  it('keeps the ticks of a PostgreSQL backend that ended in the postmaster cutime', () => {
    const before = cpuSnapshot(groups, fakeProc([harness, postmaster(0), backend(31, 500), backend(32, 300)]));
    // Backend 31 used 1 s more, then ended: the postmaster reaped it (500 + 100 ticks); 32 used 1 s.
    const after = cpuSnapshot(groups, fakeProc([harness, postmaster(600), backend(32, 400)]));
    expect(cpuSpent(before, after)).toContain('PostgreSQL 2 s');
  });

  it('counts a Chromium renderer that ended, and a browser that crashed and was reaped by its instance', () => {
    const instance = (cutime: number): Fake => ({ pid: INSTANCE, ppid: HARNESS, comm: 'node', cmd: 'node src/server/main.ts', utime: 700, cutime });
    const browser = (pid: number, utime: number, cutime: number): Fake => ({
      pid,
      ppid: INSTANCE,
      comm: 'chromium',
      cmd: '/usr/lib/chromium/chromium --headless',
      utime,
      cutime,
    });
    const renderer = (pid: number, ppid: number, utime: number): Fake => ({
      pid,
      ppid,
      comm: 'chromium',
      cmd: '/usr/lib/chromium/chromium --type=renderer',
      utime,
    });
    const before = cpuSnapshot(groups, fakeProc([harness, instance(0), browser(21, 100, 0), renderer(22, 21, 400)]));
    // Renderer 22 used 2 s more and ended (reaped by the browser), then the browser (2 s more of its
    // own) crashed and was reaped by the instance: 100 + 200 + (400 + 200) ticks. A new browser used 1 s.
    const after = cpuSnapshot(groups, fakeProc([harness, instance(900), browser(23, 100, 0)]));
    expect(cpuSpent(before, after)).toContain('Chromium 5 s');
    expect(cpuSpent(before, after)).toContain('instances (node) 0 s');
  });

  it("counts an nginx worker that ended in nginx's figure and not the harness's", () => {
    const master = (cutime: number): Fake => ({ pid: NGINX, ppid: HARNESS, comm: 'nginx', cmd: 'nginx: master process /usr/sbin/nginx', utime: 10, cutime });
    const worker = (pid: number, utime: number): Fake => ({ pid, ppid: NGINX, comm: 'nginx', cmd: 'nginx: worker process', utime });
    const before = cpuSnapshot(groups, fakeProc([harness, master(0), worker(41, 300)]));
    // Worker 41 used 1 s more and ended; its replacement used 1 s. The harness used 3 s of its own.
    const after = cpuSnapshot(groups, fakeProc([{ ...harness, utime: 1300 }, master(400), worker(42, 100)]));
    expect(cpuSpent(before, after)).toContain('nginx 2 s');
    expect(cpuSpent(before, after)).toContain('harness (clients) 3 s');
  });

  it('says when the PostgreSQL server also served other databases', () => {
    const shared = cpuSnapshot(groups, fakeProc([harness, postmaster(0), backend(31, 5), backend(33, 5, 'someone_else')]));
    const alone = cpuSnapshot(groups, fakeProc([harness, postmaster(0), backend(31, 5)]));
    expect(cpuSpent(alone, alone)).not.toContain('other databases');
    expect(cpuSpent(alone, shared)).toContain('PostgreSQL is the whole server, which served other databases too');
  });
});
