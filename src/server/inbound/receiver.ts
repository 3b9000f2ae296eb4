// The inbound SMTP receiver (INBOUND_SMTP_PORT): nodemailer's smtp-server takes the mail, mailparser
// reads it, and each accepted recipient's claim keeps it as an airline message (airline-messages.ts).
// Only claims+<reference>@MAIL_DOMAIN of a claim we hold is accepted, at RCPT time (550 otherwise);
// no AUTH, no STARTTLS (the MX in front does TLS and filtering). Limits: the message's size (SIZE,
// 552 beyond it), connections at once (421 beyond), recipients per message, and idle sockets.
// Logs carry claim ids and counts, never addresses, subjects or bodies.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { BlobStore } from '../blobs/index.ts';
import type { AppDb } from '../db/database.ts';
import { saveAirlineMessage } from './airline-messages.ts';
import type { InboundConfig } from './config.ts';
import { claimIdForReference, referenceOfRecipient } from './reply-address.ts';

export const MAX_RECIPIENTS = 5;
const IDLE_SOCKET_MS = 60_000;
const CLOSE_GRACE_MS = 2_000;

export interface InboundReceiver {
  /** The port it listens on (the real one when INBOUND_SMTP_PORT=0). */
  port: number;
  /** Stops taking connections, waits for messages being saved, then closes the rest. */
  close(): Promise<void>;
}

export interface ReceiverDeps {
  config: InboundConfig;
  mailDomain: string;
  db: AppDb;
  blobs: BlobStore;
  log: FastifyBaseLogger;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** The claim each recipient names, resolved again at DATA (RCPT accepted only those that resolved). */
async function claimsOf(db: AppDb, mailDomain: string, session: SMTPServerSession): Promise<string[]> {
  const ids = new Set<string>();
  for (const rcpt of session.envelope.rcptTo) {
    const reference = referenceOfRecipient(rcpt.address, mailDomain);
    const id = reference ? await claimIdForReference(db, reference) : null;
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The whole message, or null when it ran past the size limit (the rest is read and dropped). */
async function readMessage(stream: Readable & { sizeExceeded?: boolean }, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > maxBytes ? null : Buffer.concat(chunks);
}

/** The mail's text part; for an HTML-only mail, its text without scripts, styles or tags. The HTML is never kept. */
function bodyOf(mail: ParsedMail): string {
  if (mail.text) return mail.text;
  if (typeof mail.html !== 'string') return '';
  return mail.html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

export async function startInboundReceiver({ config, mailDomain, db, blobs, log }: ReceiverDeps): Promise<InboundReceiver> {
  const saving = new Set<Promise<unknown>>();

  async function acceptRecipient(address: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) throw smtpError(452, '4.5.3 Too many recipients');
    const reference = referenceOfRecipient(address.address, mailDomain);
    if (!reference) {
      log.info({ reason: 'not-a-claim-address' }, 'inbound mail refused');
      throw smtpError(550, `5.1.1 Only claims+<reference>@${mailDomain} is accepted here`);
    }
    if (!(await claimIdForReference(db, reference))) {
      log.info({ reason: 'unknown-reference' }, 'inbound mail refused');
      throw smtpError(550, '5.1.1 No claim with this reference: check the address in our letter');
    }
  }

  async function receive(stream: Readable, session: SMTPServerSession): Promise<void> {
    const raw = await readMessage(stream, config.maxBytes);
    if (!raw) {
      log.info({ reason: 'too-large' }, 'inbound mail refused');
      throw smtpError(552, `5.3.4 Message larger than ${config.maxBytes} bytes`);
    }
    const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
    // A retried delivery has the same Message-ID (or, without one, the same bytes): kept once.
    const messageId = mail.messageId ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const files = mail.attachments.map((a) => ({ filename: a.filename ?? 'attachment', declaredType: a.contentType, bytes: a.content }));
    for (const claimId of await claimsOf(db, mailDomain, session)) {
      const id = await saveAirlineMessage(db, blobs, {
        claimId,
        via: 'email',
        from: mail.from?.value[0]?.address ?? null,
        subject: mail.subject ?? null,
        body: bodyOf(mail),
        messageId,
        files,
      });
      log.info({ claimId, airlineMessageId: id, files: files.length, duplicate: id === null }, 'airline message received');
    }
  }

  const server = new SMTPServer({
    name: mailDomain,
    banner: 'Flightclaim: replies to claims only',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    hideSTARTTLS: true,
    size: config.maxBytes,
    maxClients: config.maxConnections,
    socketTimeout: IDLE_SOCKET_MS,
    closeTimeout: CLOSE_GRACE_MS,
    logger: false,
    onRcptTo(address, session, callback) {
      acceptRecipient(address, session).then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
    onData(stream, session, callback) {
      const work = receive(stream, session);
      saving.add(work);
      work.then(
        () => callback(),
        (error: Error & { responseCode?: number }) => {
          if (error.responseCode) return callback(error);
          log.error({ err: { name: error.name, code: (error as { code?: string }).code } }, 'inbound mail could not be kept; the sender will retry');
          callback(smtpError(451, '4.3.0 Could not keep the message now, try again later'));
        },
      );
      void work.catch(() => {}).finally(() => saving.delete(work));
    },
  });
  server.on('error', (error) => log.warn({ err: { name: error.name, code: (error as { code?: string }).code } }, 'inbound SMTP error'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port }, 'inbound SMTP receiver listening');
  return {
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...saving]);
      await closed;
    },
  };
}
