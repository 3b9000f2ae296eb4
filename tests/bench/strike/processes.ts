// bench:strike-day's helper processes and what it reads of them: a script run as a child that
// prints one JSON line when ready (the bare route, s3rver, the queue probe) and may answer questions on stdin, the instances' peak RSS (VmHWM) and the
// blob store's bytes on disk. Each child is stopped at cleanup, also on failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT, type ServerProcess } from '../../api/server-process.ts';
import { atCleanup, own } from '../../shared/owned-processes.ts';

export interface Child {
  pid: number | undefined;
  info: Record<string, unknown>;
  /** Writes one line to the child's stdin and answers its next JSON line (the queue probe's `take`). */
  ask<Answer = Record<string, unknown>>(command: string): Promise<Answer>;
  stop(): Promise<void>;
}

export interface S3Child extends Child {
  options: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
}

export async function startChild(script: string, args: string[]): Promise<Child> {
  const child = own(spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }));
  const stop = atCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const nextLine = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`${script} exited (${code})`));
      child.once('exit', exited);
      lines.once('line', (line) => {
        child.off('exit', exited);
        resolve(JSON.parse(line) as Record<string, unknown>);
      });
    });
  const info = await nextLine();
  const ask = <Answer>(command: string) => {
    const answer = nextLine();
    child.stdin!.write(`${command}\n`);
    return answer as Promise<Answer>;
  };
  return { pid: child.pid, info, ask, stop };
}

export async function startS3Child(bucket: string): Promise<S3Child> {
  const child = await startChild('tests/bench/strike/s3-child.ts', [bucket]);
  const options = {
    endpoint: `http://127.0.0.1:${child.info.port as number}`,
    bucket,
    region: 'us-east-1',
    // s3rver accepts its well-known development credentials only.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return { ...child, options };
}

/** The process serving this instance: the node whose environment names its DATA_DIR. */
export function pidOf(instance: ServerProcess): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${instance.dataDir}`)) return Number(entry);
    } catch {
      // gone, or not ours
    }
  }
  return undefined;
}

/** Each instance's peak resident memory in KiB (VmHWM), 0 when it cannot be read. */
export async function peakRss(instances: ServerProcess[]): Promise<number[]> {
  return instances.map((instance) => {
    const pid = pidOf(instance);
    const status = pid ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
    return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  });
}

/** Bytes of the files under the bucket's folder of s3rver's directory. */
export function storeBytes(directory: string, bucket: string): number {
  let total = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else total += fs.statSync(full).size;
    }
  };
  const root = path.join(directory, bucket);
  if (fs.existsSync(root)) walk(root);
  return total;
}
