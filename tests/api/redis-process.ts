// A throwaway redis-server (Debian's /usr/bin/redis-server or REDIS_SERVER) on a free loopback
// port with its files in a temp dir and no persistence, for tests of several server instances.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { atCleanup, own } from '../shared/owned-processes.ts';
import { freePort } from './server-process.ts';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export function redisServerInstalled(): boolean {
  return fs.existsSync(REDIS_SERVER);
}

export interface RedisProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/** A fresh, empty redis-server; on `port` to bring one back where a stopped one was. */
export async function startRedis(port?: number): Promise<RedisProcess> {
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no'];
  const proc = own(spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
  let log = '';
  proc.stdout.on('data', (chunk) => (log += chunk));
  proc.stderr.on('data', (chunk) => (log += chunk));
  const stop = atCleanup(async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (proc.exitCode !== null) break;
    if (await pong(port)) return { url: `redis://127.0.0.1:${port}`, port, pid: proc.pid!, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`redis-server did not answer PING:\n${log.slice(-2000)}`);
}

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}
