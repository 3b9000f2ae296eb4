// The airline desk (issue #34) through the real app, database, Chromium and an SMTP server on
// loopback: send-to-airline prints the demand letter (and a second copy in the airline's language),
// keeps it with its SHA-256, and mails it once with the mandate and documents; a web form gets a
// filing pack and `record-filed`; an unknown airline, a missing channel and SMTP down are handled.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { notificationJobs, notificationPreferences } from '../../src/server/db/schema/notifications.ts';
import { claimEvents } from '../../src/server/db/schema/claims.ts';
import { claimCases } from '../../src/server/db/schema/desk.ts';
import { blobStoreSettings, openBlobStore } from '../../src/server/blobs/index.ts';
import { runDeskClock } from '../../src/server/desk/clock-runner.ts';
import { createPdfPrinter } from '../../src/server/mandate/pdf-printer.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { backOffice, createDeskApp, emailChannel, signedClaim as helperSignedClaim, until } from './desk-helpers.ts';
import type { TestApp } from './harness.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
let agent: Caller;
let ada: Caller;

const LH_CLAIMS = 'claims@lufthansa.test';
const ACCOUNT = 'Flightclaim client account, IBAN DE89 3704 0044 0532 0130 00';

beforeAll(async () => {
  sink = await startSmtpSink();
  // An admin's correction: Lufthansa's claims by e-mail (the shipped entry has its web form).
  t = await createDeskApp(sink.url, [emailChannel('LH', LH_CLAIMS, ['en', 'de'])], ACCOUNT);
  agent = await newAgent(t.app);
  ada = await newCaller(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

// Printing and mailing wait on Chromium and the SMTP sink: a loaded CI machine may take a while, so
// the wait is long (a guard against a hang, not a measure of speed).
vi.setConfig({ testTimeout: 180_000 });

interface View {
  version: number;
  claim: { status: string };
  case: null | {
    stage: string;
    channel: string | null;
    sent_to: string | null;
    airline_reference: string | null;
    blocked: string | null;
    letters: { id: string; kind: string; language: string; sha256: string; sent_at: string | null }[];
    next_due: { what: string; at: string; overdue: boolean } | null;
    filing_pack: null | { channel: string; to: string; fields: { label: string; value: string }[]; files: { letter_id: string; language: string }[] };
  };
}

const { view, act } = backOffice<View>(
  () => t,
  () => agent,
);

/** A submitted, signed claim with one document on this flight. */
const signedClaim = (flight: string) => helperSignedClaim(t, ada, flight);

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'letter-')), 'letter.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const settled = () =>
  until(
    async () =>
      // Due now: a co-passenger's signing reminders wait days ahead and are not this test's.
      (await t.app.db.select().from(notificationJobs).where(eq(notificationJobs.state, 'pending'))).filter(
        (j) => j.deliveryKey.startsWith('email:') && j.runAt.getTime() <= Date.now(),
      ).length,
    (n) => n === 0,
    'every queued mail',
  );

const mailsFor = async (claimId: string) => (await sink.messages()).filter((m) => m.replyTo?.text.includes(claimId.replace(/-/g, '')));

describe('send-to-airline by e-mail', () => {
  it('prints the letter, keeps it with its SHA-256, and mails it once with the mandate and documents', async () => {
    const claim = await signedClaim('LH400');
    const res = await act(claim.id, { action: 'send-to-airline' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as View;
    expect(data.claim.status).toBe('processing');
    expect(data.case).toMatchObject({ stage: 'sent', channel: 'email', sent_to: LH_CLAIMS, blocked: null });
    expect(data.case!.letters.map((l) => [l.kind, l.language])).toEqual([
      ['demand', 'en'],
      ['mandate', 'en'],
    ]);
    expect(data.case!.next_due).toMatchObject({ what: 'reminder', overdue: false });

    const [mail] = await until(
      () => mailsFor(claim.id),
      (m) => m.length >= 1,
      'the letter to the airline',
    );
    await settled();
    expect(await mailsFor(claim.id)).toHaveLength(1);
    expect(mail!.to).toMatchObject({ text: LH_CLAIMS });
    expect(mail!.replyTo!.text).toBe(`claims+${claim.id.replace(/-/g, '')}@localhost`);
    expect(mail!.subject).toContain('LH400');
    const names = mail!.attachments.map((a) => a.filename);
    const ref = claimReference(claim.id);
    expect(names).toEqual([`demand-letter-${ref}-en.pdf`, `mandate-${ref}.pdf`, 'boarding-pass.pdf']);

    // The PDF mailed is the one kept, byte for byte.
    const letter = mail!.attachments[0]!.content;
    expect(crypto.createHash('sha256').update(letter).digest('hex')).toBe(data.case!.letters[0]!.sha256);
    const text = pdfText(letter);
    for (const expected of [
      'Claim for compensation',
      'LH400',
      'FRA → FCO',
      'ABC123',
      'Ada Lovelace',
      'Charles Babbage',
      '250.00 EUR',
      '500.00 EUR',
      'Art. 7',
      ACCOUNT.slice(0, 30),
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdfText(mail!.attachments[1]!.content)).toMatch(/Ada Lovelace/);
    expect((await view(claim.id)).case!.letters.every((l) => l.sent_at !== null)).toBe(true);

    // Sent once: a second send is refused and mails nothing.
    const again = await act(claim.id, { action: 'send-to-airline' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('case-stage-conflict');
  }, 60_000);

  it('keeps the letter in the queue while the SMTP server is down and sends it once when it is back', async () => {
    const claim = await signedClaim('LH401');
    await sink.stop();
    try {
      expect((await act(claim.id, { action: 'send-to-airline' })).statusCode).toBe(200);
      const failed = await until(
        async () => (await t.app.db.select().from(notificationJobs)).filter((j) => j.lastError !== null && j.state === 'pending'),
        (jobs) => jobs.length >= 1,
        'a failed delivery attempt',
      );
      expect(failed[0]!.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await sink.start();
    }
    // The backoff has not passed: make the waiting job due now instead of waiting for it.
    await t.app.db
      .update(notificationJobs)
      .set({ runAt: new Date(0) })
      .where(eq(notificationJobs.state, 'pending'));
    await until(
      () => mailsFor(claim.id),
      (m) => m.length >= 1,
      'the letter after the server came back',
    );
    await settled();
    expect(await mailsFor(claim.id)).toHaveLength(1);
  }, 60_000);
});

describe('send-to-airline by web form', () => {
  it('prepares a filing pack with an English and a Turkish letter; record-filed takes the airline case number', async () => {
    const claim = await signedClaim('TK1800');
    const res = await act(claim.id, { action: 'send-to-airline' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c).toMatchObject({ stage: 'preparing', channel: 'web-form' });
    expect(c.filing_pack!.to).toContain('turkishairlines.com');
    expect(c.filing_pack!.fields).toContainEqual({ label: 'Booking reference', value: 'ABC123' });
    expect(c.filing_pack!.files.map((f) => f.language)).toEqual(['en', 'tr', 'en']);
    const turkish = c.letters.find((l) => l.language === 'tr')!;
    const blob = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/letters/${turkish.id}`, headers: agent.headers });
    expect(blob.statusCode).toBe(200);
    expect(blob.headers['content-type']).toBe('application/pdf');
    expect(pdfText(blob.rawPayload)).toContain('Tazminat talebi');

    const missing = await act(claim.id, { action: 'record-filed' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('airline_reference');
    const filed = await act(claim.id, { action: 'record-filed', airline_reference: 'TK-998877' });
    expect(filed.statusCode).toBe(200);
    expect((filed.json().data as View).case).toMatchObject({ stage: 'sent', airline_reference: 'TK-998877', filing_pack: null });
    const twice = await act(claim.id, { action: 'record-filed', airline_reference: 'TK-1' });
    expect(twice.json().code).toBe('case-stage-conflict');
  }, 60_000);
});

describe('an airline we cannot reach', () => {
  it.each([
    ['ZZ123', 'airline-unknown'],
    ['EK123', 'airline-channel-missing'],
  ])('%s: send-to-airline answers 422 %s and changes nothing; process still starts the work', async (flight, code) => {
    const claim = await createClaim(t.app, ada, claimOnFlight({ flight_number: flight }));
    const before = await view(claim.id);
    const res = await act(claim.id, { action: 'send-to-airline' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe(code);
    const after = await view(claim.id);
    expect([after.version, after.claim.status, after.case]).toEqual([before.version, 'submitted', null]);

    const processed = await act(claim.id, { action: 'process' });
    expect(processed.statusCode).toBe(200);
    expect((processed.json().data as View).case).toMatchObject({ stage: 'preparing', blocked: code, letters: [] });
  });
});

interface CaseWithAnswers {
  stage: string;
  letters: { id: string; kind: string; language: string }[];
  airline_answers: { answer: { kind: string }; follow_up: string; passenger_decision: string | null }[];
  next_due: { what: string; at: string } | null;
}

describe("the airline's answers", () => {
  it('refuses an invalid answer with 422 airline-answer-invalid, and one before the letter went with 409', async () => {
    const claim = await signedClaim('LH402');
    const early = await act(claim.id, { action: 'record-airline-answer', answer: { kind: 'no-answer' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('case-stage-conflict');
    await act(claim.id, { action: 'send-to-airline' });
    for (const [answer, field] of [
      [{ kind: 'rejected', reason: 'extraordinary' }, 'answer.cause'],
      [{ kind: 'accepted', amountMinor: 60000, currency: 'EUR' }, 'answer.promisedOn'],
      ['yes', 'answer.kind'],
    ] as const) {
      const res = await act(claim.id, { action: 'record-airline-answer', answer });
      expect(res.statusCode, JSON.stringify(answer)).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'airline-answer-invalid', errors: [{ field }] });
    }
    expect((await view(claim.id)).case!.stage).toBe('sent');
  }, 60_000);

  it('answers a refusal for a technical fault with a rebuttal letter citing the judgments', async () => {
    const claim = await signedClaim('LH403');
    await act(claim.id, { action: 'send-to-airline' });
    const res = await act(claim.id, {
      action: 'record-airline-answer',
      answer: { kind: 'rejected', reason: 'extraordinary', cause: 'technical' },
      airline_reference: 'LH-CR-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data.case as CaseWithAnswers;
    expect(c.airline_answers[0]).toMatchObject({ answer: { kind: 'rejected' }, follow_up: 'rebut' });
    // Mailed on the e-mail channel like the demand: the airline must answer the rebuttal now.
    expect(c.stage).toBe('sent');
    expect(c.next_due).toMatchObject({ what: 'reminder' });
    const rebuttal = c.letters.find((l) => l.kind === 'rebuttal')!;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/letters/${rebuttal.id}`, headers: agent.headers });
    const text = pdfText(pdf.rawPayload);
    for (const cited of ['Wallentin-Hermann C-549/07', 'van der Lans C-257/14', 'LH403', 'ABC123']) expect(text).toContain(cited);

    const [mail] = await until(
      async () => (await mailsFor(claim.id)).filter((m) => m.subject?.startsWith('Our answer to your refusal')),
      (m) => m.length >= 1,
      'the rebuttal to the airline',
    );
    await settled();
    expect((await mailsFor(claim.id)).filter((m) => m.subject?.startsWith('Our answer'))).toHaveLength(1);
    expect(mail!.to).toMatchObject({ text: LH_CLAIMS });
    expect(mail!.replyTo!.text).toBe(`claims+${claim.id.replace(/-/g, '')}@localhost`);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`rebuttal-letter-${claimReference(claim.id)}-en.pdf`]);
    expect(crypto.createHash('sha256').update(mail!.attachments[0]!.content).digest('hex')).toBe(
      (res.json().data.case as { letters: { id: string; sha256: string }[] }).letters.find((l) => l.id === rebuttal.id)!.sha256,
    );
    expect((await view(claim.id)).case!.letters.find((l) => l.id === rebuttal.id)!.sent_at).not.toBeNull();
  }, 60_000);

  it('puts a rebuttal for a web-form airline in a new filing pack; record-filed sends it', async () => {
    const claim = await signedClaim('TK1801');
    await act(claim.id, { action: 'send-to-airline' });
    await act(claim.id, { action: 'record-filed', airline_reference: 'TK-5' });
    const res = await act(claim.id, { action: 'record-airline-answer', answer: { kind: 'rejected', reason: 'extraordinary', cause: 'technical' } });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c.stage).toBe('answered');
    const rebuttals = c.letters.filter((l) => l.kind === 'rebuttal');
    expect(rebuttals.map((l) => l.language)).toEqual(['en', 'tr']);
    expect(c.filing_pack!.files.map((f) => f.letter_id)).toEqual(rebuttals.map((l) => l.id));
    const filed = await act(claim.id, { action: 'record-filed', airline_reference: 'TK-5' });
    expect(filed.statusCode, filed.body).toBe(200);
    expect((filed.json().data as View).case).toMatchObject({ stage: 'sent', filing_pack: null });
    expect(await mailsFor(claim.id)).toHaveLength(0);
  }, 60_000);

  it('shows an offer to the passenger, who accepts it once; the next step follows', async () => {
    const claim = await signedClaim('LH404');
    await act(claim.id, { action: 'send-to-airline' });
    const mine = async () => (await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: ada.headers })).json().data;
    expect((await mine()).next_step).toMatchObject({ message_id: 'desk.next.sent', lang: 'en' });
    expect((await mine()).next_step.what).toMatch(
      /^Lufthansa must answer by .+\. If it does not, we take your claim to the enforcement body in Germany on .+\.$/,
    );

    await act(claim.id, { action: 'record-airline-answer', answer: { kind: 'offer', amountMinor: 20000, currency: 'EUR' } });
    const offered = await mine();
    expect(offered.airline_offer).toMatchObject({ kind: 'offer', amount: 200, currency: 'EUR' });
    expect(offered.next_step).toMatchObject({ message_id: 'desk.next.offer' });
    expect(offered.next_step.what).toContain('€200.00');

    const decide = (decision: string) =>
      t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/offer-decision`, headers: ada.headers, payload: { decision } });
    const stranger = await newCaller(t.app);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/offer-decision`,
      headers: stranger.headers,
      payload: { decision: 'accept' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await decide('accept')).statusCode).toBe(200);
    const again = await decide('refuse');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('no-open-offer');
    const accepted = await mine();
    expect(accepted.airline_offer).toBeNull();
    expect(accepted.next_step).toMatchObject({ message_id: 'desk.next.promised-payment' });
    expect((await view(claim.id)).case).toMatchObject({ next_due: { what: 'promised-payment' } });
  }, 60_000);

  it('says the next step in Persian to a passenger who reads the app in Persian', async () => {
    const reza = await newCaller(t.app);
    await t.app.db.insert(notificationPreferences).values({ userId: reza.user.id, locale: 'fa' });
    const claim = await createClaim(t.app, reza, claimOnFlight({ flight_number: 'LH405', departure_airport: 'FRA', arrival_airport: 'FCO' }));
    await act(claim.id, { action: 'send-to-airline' });
    const step = (await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: reza.headers })).json().data.next_step;
    expect(step.lang).toBe('fa');
    expect(step.what).toContain('Lufthansa باید تا');
    expect(step.what).toContain('آلمان');
    expect(step.by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);
});

describe('the clock', () => {
  it('fires a due date once with a fake clock: the reminder letter to the airline, a notice to the passenger, a task for the agent', async () => {
    const claim = await signedClaim('LH406');
    await act(claim.id, { action: 'send-to-airline' });
    // The agent works in Persian: the task reaches them in Persian.
    await act(claim.id, { action: 'assign' });
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: agent.user.id, locale: 'fa' })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { locale: 'fa' } });
    const due = (await view(claim.id)).case!.next_due!;
    expect(due.what).toBe('reminder');
    const printer = createPdfPrinter(t.config.chromiumPath);
    const deps = { blobs: await openBlobStore(blobStoreSettings(t.config)), printer, config: t.config };
    const fakeNow = new Date(`${due.at}T09:00:00Z`);
    try {
      // The day before, nothing is due.
      await runDeskClock(t.app.db, deps, new Date(fakeNow.getTime() - 86_400_000));
      expect((await view(claim.id)).case!.stage).toBe('sent');

      expect(await runDeskClock(t.app.db, deps, fakeNow)).toBeGreaterThanOrEqual(1);
      const after = await view(claim.id);
      expect(after.case!.stage).toBe('reminded');
      expect(after.case!.letters.filter((l) => l.kind === 'reminder').map((l) => l.language)).toEqual(['en']);
      expect(after.case!.next_due).toMatchObject({ what: 'airline-answer' });
      const tasks = () =>
        t.app.db
          .select()
          .from(claimEvents)
          .where(and(eq(claimEvents.claimId, claim.id), eq(claimEvents.action, 'desk-task')));
      expect((await tasks()).map((e) => e.details.what)).toEqual(['reminder']);

      // Again on the same day: nothing fires twice.
      await runDeskClock(t.app.db, deps, fakeNow);
      expect(await tasks()).toHaveLength(1);
      expect((await view(claim.id)).case!.letters.filter((l) => l.kind === 'reminder')).toHaveLength(1);
    } finally {
      await printer.close();
    }
    const reminders = await until(
      async () => (await mailsFor(claim.id)).filter((m) => m.subject?.startsWith('Reminder')),
      (m) => m.length >= 1,
      'the reminder to the airline',
    );
    expect(reminders[0]!.attachments[0]!.filename).toMatch(/^reminder-letter-/);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: ada.headers })).json().data as {
      kind: string;
      claim_id: string;
    }[];
    expect(inbox.filter((n) => n.kind === 'case-update' && n.claim_id === claim.id)).toHaveLength(1);
    const agentInbox = (await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: agent.headers })).json().data as {
      kind: string;
      claim_id: string;
      title: string;
      body: string;
    }[];
    const tasks = agentInbox.filter((n) => n.kind === 'desk-task' && n.claim_id === claim.id);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]!.body).toContain('شرکت هواپیمایی پرداخت نکرده است');
  }, 60_000);
});

describe('the queue by due date', () => {
  it('sorts by the next date due, flags what is overdue, and puts claims without one last', async () => {
    const claim = await signedClaim('LH407');
    const waiting = await createClaim(t.app, ada, claimOnFlight({ flight_number: 'LH408' }));
    await act(claim.id, { action: 'send-to-airline' });
    await t.app.db.update(claimCases).set({ nextDueOn: '2000-01-03' }).where(eq(claimCases.claimId, claim.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/claims?sort=due&per_page=100', headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { id: string; next_due: { at: string; overdue: boolean } | null }[];
    expect(items[0]).toMatchObject({ id: claim.id, next_due: { at: '2000-01-03', overdue: true } });
    const dates = items.map((i) => i.next_due?.at ?? '9999');
    expect(dates).toEqual([...dates].sort());
    expect(items.at(-1)).toMatchObject({ next_due: null });
    expect(items.find((i) => i.id === waiting.id)).toMatchObject({ next_due: null });
    expect(items.filter((i) => i.next_due && i.id !== claim.id).every((i) => !i.next_due!.overdue)).toBe(true);
  }, 60_000);
});

describe("the team lead's figures", () => {
  it('counts the cases by stage, per airline, the answers by kind, and lists what is overdue; agents are refused', async () => {
    const lead = await newAgent(t.app, 'admin');
    const claim = await signedClaim('LH409');
    await act(claim.id, { action: 'send-to-airline' });
    await act(claim.id, { action: 'record-airline-answer', answer: { kind: 'accepted', amountMinor: 50000, currency: 'EUR', promisedOn: '2999-01-01' } });
    await t.app.db.update(claimCases).set({ nextDueOn: '2000-01-02', nextDueWhat: 'promised-payment' }).where(eq(claimCases.claimId, claim.id));
    // The airline pays three days after the letter went (its value date on our client account).
    const [sent] = await t.app.db.select({ at: claimCases.sentAt }).from(claimCases).where(eq(claimCases.claimId, claim.id));
    const valueDate = new Date(sent!.at!.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const payment = await act(claim.id, {
      action: 'record-airline-payment',
      amount_minor: 50000,
      currency: 'EUR',
      value_date: valueDate,
      bank_reference: 'LH-PAY-1',
    });
    expect(payment.statusCode, payment.body).toBe(200);

    const refused = await t.app.inject({ method: 'GET', url: '/api/backoffice/desk/insights', headers: agent.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const res = await t.app.inject({ method: 'GET', url: '/api/backoffice/desk/insights', headers: lead.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as {
      stages: { stage: string; count: number; ages: Record<string, number> }[];
      airlines: {
        airline: string;
        cases: number;
        answered: number;
        accepted: number;
        overdue: number;
        median_days_to_answer: number | null;
        median_days_to_pay: number | null;
      }[];
      answers: { kind: string; count: number }[];
      overdue: { claim_id: string; what: string; due_on: string }[];
      overdue_total: number;
    };
    const cases = (await t.app.db.select().from(claimCases)).length;
    expect(data.stages.reduce((sum, s) => sum + s.count, 0)).toBe(cases);
    for (const s of data.stages) expect(Object.values(s.ages).reduce((a, b) => a + b, 0)).toBe(s.count);
    const lh = data.airlines.find((a) => a.airline === 'LH')!;
    expect(lh.answered).toBeGreaterThanOrEqual(1);
    expect(lh.accepted).toBeGreaterThanOrEqual(1);
    expect(lh.accepted).toBeLessThanOrEqual(lh.answered);
    expect(lh.median_days_to_answer).toBe(0);
    expect(lh.median_days_to_pay).toBe(3);
    expect(data.answers.find((a) => a.kind === 'accepted')!.count).toBeGreaterThanOrEqual(1);
    expect(data.overdue[0]).toMatchObject({ claim_id: claim.id, what: 'promised-payment', due_on: '2000-01-02' });
    expect(data.overdue_total).toBe(data.overdue.length);
  }, 60_000);
});
