// The strike day's SMTP server: Debian's aiosmtpd on loopback with a handler (smtp_count.py) that
// logs each message's Message-ID, so mails are counted where they arrive and a second copy of one
// shows. Stopped at cleanup, also on failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/free-port.ts';
import { atCleanup, own } from '../../shared/owned-processes.ts';

export interface SmtpCounter {
  url: string;
  pid: number | undefined;
  /** Every message so far: its Message-ID and first recipient. */
  received(): { messageId: string; to: string }[];
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

export async function startSmtpCounter(): Promise<SmtpCounter> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'strike-smtp-'));
  const log = path.join(dir, 'received.tsv');
  fs.writeFileSync(log, '');
  const child = own(
    spawn('/usr/bin/python3', ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'smtp_count.Counter', log], {
      stdio: 'ignore',
      env: { ...process.env, PYTHONPATH: import.meta.dirname },
    }),
  );
  atCleanup(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 400 && !(await listening(port)); i++) await new Promise((r) => setTimeout(r, 25));
  if (!(await listening(port))) throw new Error('aiosmtpd did not start');
  return {
    url: `smtp://127.0.0.1:${port}`,
    pid: child.pid,
    received: () =>
      fs
        .readFileSync(log, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [messageId = '', to = ''] = line.split('\t');
          return { messageId, to };
        }),
  };
}
