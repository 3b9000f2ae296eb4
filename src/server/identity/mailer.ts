// Outgoing mail (password reset). Through SMTP when SMTP_URL is set; otherwise each message is
// written to DATA_DIR/mail/<time>-<id>.eml, so a single machine needs no mail server and the
// operator (or a test) can open the message.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' or 'file'. */
  kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
}

export function mailDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config);
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      // Written under a temporary name first, so a reader never sees half a message.
      const tmp = path.join(dir, `.${name}.tmp`);
      fs.writeFileSync(tmp, info.message as Buffer, { mode: 0o600 });
      fs.renameSync(tmp, path.join(dir, name));
    },
  };
}
