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
  /** An HTML alternative to the text (notifications). */
  html?: string;
  /**
   * Makes a repeated send of one message harmless: it becomes the Message-ID (SMTP receivers
   * drop duplicates by it) and the file name, written at most once, in DATA_DIR/mail.
   */
  deliveryId?: string;
  /** Where replies go (an airline letter: the claim's own address). */
  replyTo?: string;
  /** Files sent with the message (an airline letter's PDFs and the claim's documents). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** 'smtp' or 'file'. */
  kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  /** Ends a pooled transport's open connections. */
  close(): void;
}

/** The file a delivery's mail is written to: one per delivery, so a retried delivery writes no second copy. */
export function deliveryFileName(deliveryId: string): string {
  return `delivery-${crypto.createHash('sha256').update(deliveryId).digest('hex').slice(0, 32)}.eml`;
}

export function mailDir(config: Pick<ServerConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/**
 * `pool`: keep up to a few SMTP connections open and send message after message on them (the
 * delivery worker, which sends most of the mail), instead of a connection, a greeting and a QUIT
 * per message. The owner closes it.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, { pool = false } = {}): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool, maxConnections: 2 });
    return {
      kind: 'smtp',
      close: () => transport.close(),
      async send({ deliveryId, ...message }) {
        await transport.sendMail({ from: config.mailFrom, ...message, ...(deliveryId ? { messageId: messageIdOf(deliveryId, config.mailFrom) } : {}) });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config);
  return {
    kind: 'file',
    close: () => transport.close(),
    async send({ deliveryId, ...message }) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = deliveryId ? deliveryFileName(deliveryId) : `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      if (deliveryId && fs.existsSync(path.join(dir, name))) return;
      const info = await transport.sendMail({
        from: config.mailFrom,
        ...message,
        ...(deliveryId ? { messageId: messageIdOf(deliveryId, config.mailFrom) } : {}),
      });
      // Written under a temporary name first, so a reader never sees half a message.
      const tmp = path.join(dir, `.${name}.${crypto.randomBytes(4).toString('hex')}.tmp`);
      fs.writeFileSync(tmp, info.message as Buffer, { mode: 0o600 });
      fs.renameSync(tmp, path.join(dir, name));
    },
  };
}

/** <delivery hash@sender's domain>: the same for every send of one delivery. */
function messageIdOf(deliveryId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'flightclaim.invalid';
  return `<${crypto.createHash('sha256').update(deliveryId).digest('hex').slice(0, 32)}@${domain}>`;
}
