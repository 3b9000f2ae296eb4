// A real SMTP server on loopback for the tests that send mail out (Debian's aiosmtpd, storing every
// message in a maildir), with its messages parsed by mailparser. It can be stopped and started again
// on the same port, to show mail waiting in the queue while it is down. Stopped on close, also on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './free-port.ts';

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message received so far, parsed. */
  messages(): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-sink-'));
  const maildir = path.join(dir, 'mail');
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn('/usr/bin/python3', ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'aiosmtpd.handlers.Mailbox', maildir], { stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      if (await listening(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('aiosmtpd did not start');
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    async messages() {
      const files = ['new', 'cur'].flatMap((sub) => {
        const d = path.join(maildir, sub);
        return fs.existsSync(d) ? fs.readdirSync(d).map((f) => path.join(d, f)) : [];
      });
      return Promise.all(files.map((f) => simpleParser(fs.readFileSync(f))));
    },
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
