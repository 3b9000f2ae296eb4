// "What the airline says" (issue #34): the inbound SMTP receiver (INBOUND_SMTP_PORT) takes real SMTP
// from nodemailer on loopback. A reply to a claim's address lands on that claim as an airline
// message and the assigned agent is notified; an unknown reference or another address is refused at
// RCPT; an oversized message is refused at DATA; an oversized or malicious attachment is refused,
// recorded, and never stored; the receiver stops with the app. Without inbound mail, the agent
// uploads the answer (same storage, same rules). PGlite, and PostgreSQL with DATABASE_URL.
import net from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { DiskBlobStore } from '../../src/server/blobs/index.ts';
import { airlineMessageFiles } from '../../src/server/db/schema/airline-messages.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { sweepOrphanBlobs } from '../../src/server/orphan-blobs.ts';
import { claimReplyAddress } from '../../src/server/inbound/index.ts';
import { createClaim, EXE, HTML, makePdf, multipart, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { createTestApp } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const DOMAIN = 'claims.test';
const MAX_BYTES = 16 * 1024 * 1024;
const inbound = { port: 0, host: '127.0.0.1', maxBytes: MAX_BYTES, maxConnections: 5 };

let agent: Caller;
let passenger: Caller;
let claim: ClaimWire;

const t = useTestApp(
  async (app) => {
    passenger = await newCaller(app.app);
    agent = await newAgent(app.app);
    claim = await createClaim(app.app, passenger);
    const seen = await app.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers });
    const assigned = await app.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'assign', assignee: agent.user.id, version: seen.json().data.version },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  },
  { inbound, mailDomain: DOMAIN },
);

function transport() {
  return nodemailer.createTransport({ host: '127.0.0.1', port: t.app.inboundMail.port!, secure: false, ignoreTLS: true, connectionTimeout: 5000 });
}

async function send(message: SendMailOptions) {
  const smtp = transport();
  try {
    return await smtp.sendMail({ from: 'claims@airline.example', ...message });
  } finally {
    smtp.close();
  }
}

async function airlineMessages() {
  const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.airline_messages as {
    id: string;
    via: string;
    from: string | null;
    subject: string | null;
    body: string;
    note: string | null;
    files: { position: number; name: string; stored: boolean; refused: string | null; content_type: string }[];
  }[];
}

const bySubject = async (subject: string) => (await airlineMessages()).find((m) => m.subject === subject);

describe('inbound airline mail over SMTP', () => {
  it('puts a reply to the claim address on its claim, with its attachment, and tells the assigned agent', async () => {
    const pdf = makePdf('Our reference LH-4711: we reject the claim');
    const info = await send({
      to: claimReplyAddress(claim.id, DOMAIN).toUpperCase().replace(`@${DOMAIN.toUpperCase()}`, `@${DOMAIN}`),
      subject: 'Your claim LH-4711',
      text: 'Dear Sir or Madam,\nthe delay was caused by weather.\u0007',
      attachments: [{ filename: 'answer.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(info.accepted).toHaveLength(1);
    const message = await bySubject('Your claim LH-4711');
    expect(message).toMatchObject({ via: 'email', from: 'claims@airline.example', note: null });
    expect(message!.body).toBe('Dear Sir or Madam,\nthe delay was caused by weather.');
    expect(message!.files).toEqual([
      expect.objectContaining({ position: 0, name: 'answer.pdf', stored: true, refused: null, content_type: 'application/pdf' }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/claims/${claim.id}/airline-messages/${message!.id}/files/0`,
      headers: agent.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.user.id), eq(notifications.kind, 'airline-message')));
    expect(notes.map((n) => n.claimId)).toContain(claim.id);
  });

  it('keeps the same mail once when the sender delivers it again', async () => {
    const mail = { to: claimReplyAddress(claim.id, DOMAIN), subject: 'Sent twice', text: 'Hello', messageId: '<twice@airline.example>' };
    await send(mail);
    await send(mail);
    expect((await airlineMessages()).filter((m) => m.subject === 'Sent twice')).toHaveLength(1);
  });

  it('refuses an unknown reference and any other address at RCPT, with a clear SMTP error', async () => {
    const before = (await airlineMessages()).length;
    const unknown = await send({ to: `claims+${'0'.repeat(32)}@${DOMAIN}`, subject: 'Nobody', text: 'x' }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(String((unknown as Error).message)).toContain('No claim with this reference');
    const other = await send({ to: `sales@${DOMAIN}`, subject: 'Spam', text: 'x' }).catch((error: unknown) => error);
    expect(other).toMatchObject({ code: 'EENVELOPE', responseCode: 550 });
    expect(String((other as Error).message)).toContain(`Only claims+<reference>@${DOMAIN}`);
    const elsewhere = await send({ to: claimReplyAddress(claim.id, 'other.example'), subject: 'Elsewhere', text: 'x' }).catch((error: unknown) => error);
    expect(elsewhere).toMatchObject({ responseCode: 550 });
    // The short reference people read is guessable: only the whole id is an address.
    const short = await send({ to: `claims+${claimReference(claim.id)}@${DOMAIN}`, subject: 'Short', text: 'x' }).catch((error: unknown) => error);
    expect(short).toMatchObject({ responseCode: 550 });
    expect(await airlineMessages()).toHaveLength(before);
  });

  it('keeps only the text of an HTML mail: no markup, no script', async () => {
    await send({ to: claimReplyAddress(claim.id, DOMAIN), subject: 'HTML only', html: '<p>We <b>accept</b> your claim.</p><script>alert(1)</script>' });
    const message = await bySubject('HTML only');
    expect(message!.body).toContain('accept');
    expect(message!.body).not.toMatch(/<|>/);
    expect(message!.body).not.toContain('alert(1)');
  });

  it('refuses and records an attachment over 10 MiB, an HTML page and an executable named .pdf; none is stored', async () => {
    await send({
      to: claimReplyAddress(claim.id, DOMAIN),
      subject: 'Bad attachments',
      text: 'See attached',
      attachments: [
        { filename: 'huge.pdf', content: Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]), contentType: 'application/pdf' },
        { filename: 'letter.html', content: HTML, contentType: 'text/html' },
        { filename: 'letter.pdf', content: EXE, contentType: 'application/pdf' },
      ],
    });
    const message = await bySubject('Bad attachments');
    expect(message!.files.map((f) => [f.name, f.stored, f.refused])).toEqual([
      ['huge.pdf', false, 'file-too-large'],
      ['letter.html', false, 'unsupported-file-type'],
      ['letter.pdf', false, 'unsupported-file-type'],
    ]);
    for (const position of [0, 1, 2]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/backoffice/claims/${claim.id}/airline-messages/${message!.id}/files/${position}`,
        headers: agent.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a message over the size limit at DATA (552) and keeps nothing of it', async () => {
    const before = (await airlineMessages()).length;
    const error = await send({
      to: claimReplyAddress(claim.id, DOMAIN),
      subject: 'Too big',
      text: 'x',
      attachments: [{ filename: 'big.pdf', content: Buffer.alloc(MAX_BYTES, 0x41) }],
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ responseCode: 552 });
    expect(await airlineMessages()).toHaveLength(before);
  });
});

describe("the agent uploads the airline's answer", () => {
  function upload(caller: Caller, file: { data: Buffer; filename: string }, note = 'Phoned: they will pay') {
    const form = multipart([
      { name: 'note', value: note },
      { name: 'file', filename: file.filename, contentType: 'application/pdf', data: file.data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/airline-messages`,
      headers: { ...caller.headers, ...form.headers },
      payload: form.payload,
    });
  }

  it('keeps the file and the note on the claim', async () => {
    const res = await upload(agent, { data: makePdf('Letter of 3 March'), filename: 'letter.pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      via: 'upload',
      note: 'Phoned: they will pay',
      uploaded_by: agent.user.id,
      files: [{ name: 'letter.pdf', stored: true }],
    });
    expect((await airlineMessages()).map((m) => m.id)).toContain(res.json().data.id);
  });

  it('refuses an executable named .pdf and an HTML page with the upload problems, keeping nothing', async () => {
    const before = (await airlineMessages()).length;
    for (const data of [EXE, HTML]) {
      const res = await upload(agent, { data, filename: 'letter.pdf' });
      expect(res.statusCode).toBe(415);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().code).toBe('unsupported-file-type');
    }
    expect(await airlineMessages()).toHaveLength(before);
  });

  it('refuses a file over 10 MiB with 413 file-too-large, keeping nothing', async () => {
    const before = (await airlineMessages()).length;
    const res = await upload(agent, { data: Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]), filename: 'huge.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('file-too-large');
    expect(await airlineMessages()).toHaveLength(before);
  });
});

describe('the receiver and the app', () => {
  it('refuses a connection over INBOUND_SMTP_MAX_CONNECTIONS with 421', async () => {
    const small = await createTestApp({ inbound: { ...inbound, maxConnections: 1 }, mailDomain: DOMAIN });
    const first = net.connect(small.app.inboundMail.port!, '127.0.0.1');
    try {
      expect(await firstLine(first)).toMatch(/^220 /);
      const second = net.connect(small.app.inboundMail.port!, '127.0.0.1');
      expect(await firstLine(second)).toMatch(/^421 /);
      second.destroy();
    } finally {
      first.destroy();
      await small.close();
    }
  });

  it('stops listening when the app closes', async () => {
    const other = await createTestApp({ inbound, mailDomain: DOMAIN });
    const port = other.app.inboundMail.port!;
    expect(port).toBeGreaterThan(0);
    expect(await connects(port)).toBe(true);
    await other.close();
    expect(other.app.inboundMail.port).toBeNull();
    expect(await connects(port)).toBe(false);
  });

  it('has no receiver without INBOUND_SMTP_PORT', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.config.inbound.port).toBeUndefined();
      expect(plain.app.inboundMail.port).toBeNull();
    } finally {
      await plain.close();
    }
  });
});

describe("the airline's files and the claim's lifetime", () => {
  it("are kept by the blob sweep, and erased with the passenger's account", async () => {
    const store = new DiskBlobStore(path.join(t.config.dataDir, 'blobs'));
    const keys = (await t.app.db.select({ key: airlineMessageFiles.blobKey }).from(airlineMessageFiles)).flatMap((r) => (r.key ? [r.key] : []));
    expect(keys.length).toBeGreaterThan(0);
    expect(await sweepOrphanBlobs(t.app.db, store)).toEqual([]);
    for (const key of keys) expect(await store.head(key), key).not.toBeNull();
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: passenger.headers, payload: { password: passenger.user.password } });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    for (const key of keys) expect(await store.head(key), key).toBeNull();
    expect(await t.app.db.select().from(airlineMessageFiles)).toEqual([]);
  });
});

/** The server's greeting line on a raw connection. */
function firstLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
