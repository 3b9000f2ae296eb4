// The packs the agent files (issue #35): `escalate` to the competent body or to court prints a PDF
// through the real Chromium printer and keeps it among the claim's letters; its pdftotext names the
// body (or the court), the flight, the passengers and the amounts. Filing before the airline's
// waiting period needs the agent's confirmation; a body that is not competent is refused; the
// passenger reads the step in their language.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../src/server/db/schema/notifications.ts';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { createClaim, makePdf, makePng, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { backOffice, signedClaim } from './desk-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
let ada: Caller;
let deniz: Caller;

const t = useTestApp(async () => {
  agent = await newAgent(t.app);
  ada = await newCaller(t.app);
  deniz = await newCaller(t.app, { firstName: 'Deniz', lastName: 'Yılmaz' });
  await t.app.db.insert(notificationPreferences).values({ userId: deniz.user.id, locale: 'tr' });
});

interface Letter {
  id: string;
  kind: string;
  language: string;
  sha256: string;
}
interface View {
  version: number;
  case: null | { stage: string; letters: Letter[] };
}

const { view, act } = backOffice<View>(
  () => t,
  () => agent,
);

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pack-')), 'pack.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** A signed FRA→FCO claim on Lufthansa (filed through its web form), sent to the airline today. */
async function sentClaim(owner: Caller, flight: string): Promise<string> {
  const claim = await signedClaim(t, owner, flight);
  expect((await act(claim.id, { action: 'send-to-airline' })).statusCode).toBe(200);
  const filed = await act(claim.id, { action: 'record-filed', airline_reference: `LH-${flight}` });
  expect(filed.statusCode, filed.body).toBe(200);
  return claim.id;
}

async function rejectedClaim(owner: Caller, flight: string): Promise<string> {
  const id = await sentClaim(owner, flight);
  const answer = { kind: 'rejected', reason: 'extraordinary', cause: 'weather', note: 'Storm over Frankfurt' };
  const res = await act(id, { action: 'record-airline-answer', answer, received_on: '2026-01-15' });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function packText(id: string, letters: Letter[], kind: string, language = 'en'): Promise<string> {
  const pack = letters.find((l) => l.kind === kind && l.language === language);
  expect(pack, `a ${kind} in ${language} among ${letters.map((l) => `${l.kind} ${l.language}`).join(', ')}`).toBeDefined();
  const pdf = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${id}/letters/${pack!.id}`, headers: agent.headers });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
}

const progress = async (owner: Caller, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/claims/${id}/progress`, headers: owner.headers })).json().data.updates as Record<string, unknown>[];

describe('escalate to the national enforcement body', () => {
  it('files the EU complaint form with the Luftfahrt-Bundesamt for a refused FRA departure; the passenger reads the step', async () => {
    const id = await rejectedClaim(ada, 'LH410');
    const res = await act(id, { action: 'escalate', to: 'neb' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c.stage).toBe('escalated');
    const text = await packText(id, c.letters, 'pack-neb');
    for (const expected of ['Luftfahrt-Bundesamt', 'LH410', 'FRA → FCO', 'Ada Lovelace', 'Charles Babbage', '250.00 EUR', '500.00 EUR', 'ABC123', 'LH-LH410']) {
      expect(text).toContain(expected);
    }
    // What the airline answered, and when.
    expect(text).toMatch(/2026-01-15: the airline refused to pay: extraordinary \(cause given: weather\); "Storm over Frankfurt"/);
    // The LBA works in German: the pack in German first, with an English working copy.
    expect(c.letters.filter((l) => l.kind === 'pack-neb').map((l) => l.language)).toEqual(['de', 'en']);
    const german = await packText(id, c.letters, 'pack-neb', 'de');
    for (const expected of [
      'Beschwerde über Fluggastrechte',
      'Antwort der Fluggesellschaft',
      'Ausgleichsleistung je Fluggast',
      'Luftfahrt-Bundesamt',
      'LH410',
      'Ada Lovelace',
      '500.00 EUR',
    ]) {
      expect(german).toContain(expected);
    }

    const [update] = (await progress(ada, id)).filter((u) => u.kind === 'escalated');
    expect(update).toMatchObject({
      message_id: 'desk.update.escalated',
      values: { body: { messageId: 'desk.body.neb', values: { country: { country: 'DE' } } }, days: 90 },
    });
    expect(update!.text).toMatch(/^Your complaint went to the enforcement body in Germany on .+\. It usually answers within 90 days\.$/);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/claims/${id}`, headers: ada.headers })).json().data;
    expect(mine.next_step).toMatchObject({ message_id: 'desk.next.escalated' });
    expect(mine.next_step.what).toContain('enforcement body in Germany is looking at your claim');
  }, 90_000);

  it('says why the body is competent and the wait is over as message ids and values, for the agent’s language; the pack keeps the English', async () => {
    const id = await rejectedClaim(ada, 'LH412');
    const { escalation } = (await view(id)).case as unknown as { escalation: Record<string, unknown> & { body: Record<string, unknown> } };
    expect(escalation.body.why).toEqual({ messageId: 'escalation.body.neb-departure', values: { airport: 'FRA', country: { country: 'DE' } } });
    expect(escalation.body.readiness).toMatchObject({ over: true, why: { messageId: 'escalation.wait.refused', values: { on: { date: '2026-01-15' } } } });
    expect(escalation.courts).toMatchObject({
      courts: expect.arrayContaining([
        expect.objectContaining({
          basis: 'departure',
          why: { messageId: 'escalation.court.departure', values: { place: expect.any(String), airport: 'FRA' } },
        }),
      ]),
      smallClaims: { why: { messageId: expect.stringMatching(/^escalation\.small-claims\./) } },
    });
    // No English sentence goes to the back office: every why is an id with values.
    expect(JSON.stringify(escalation)).not.toMatch(/"why":"|"message":/);
    const c = ((await act(id, { action: 'escalate', to: 'neb' })).json().data as View).case!;
    expect(await packText(id, c.letters, 'pack-neb')).toContain(
      'The flight departed from FRA in DE: the body of the state of departure handles it (Art. 16(1)).',
    );
  }, 90_000);

  it('tells a Turkish-speaking passenger in Turkish', async () => {
    const id = await rejectedClaim(deniz, 'LH411');
    expect((await act(id, { action: 'escalate', to: 'neb' })).statusCode).toBe(200);
    const [update] = (await progress(deniz, id)).filter((u) => u.kind === 'escalated');
    expect(update!.text).toContain('Almanya');
    expect(update!.text).toContain('90 gün içinde');
  }, 90_000);

  it('refuses to file before the waiting period without the agent confirming, and files with it', async () => {
    const id = await sentClaim(ada, 'LH412');
    const before = await view(id);
    const early = await act(id, { action: 'escalate', to: 'neb' });
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('application/problem+json');
    expect(early.json()).toMatchObject({ code: 'escalation-too-early' });
    expect(early.json().detail).toContain('confirm_early');
    const unchanged = await view(id);
    expect([unchanged.version, unchanged.case!.stage, unchanged.case!.letters.length]).toEqual([before.version, 'sent', before.case!.letters.length]);

    const confirmed = await act(id, { action: 'escalate', to: 'neb', confirm_early: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const text = await packText(id, (confirmed.json().data as View).case!.letters, 'pack-neb');
    expect(text).toContain('No answer received since');
    expect(text).toContain('filed before the airline’s answer period ended');
  }, 90_000);

  it('refuses a body that is not competent for the facts, and a target it does not know', async () => {
    const id = await rejectedClaim(ada, 'LH413');
    for (const to of ['adr', 'dot', 'shgm', 'gcaa']) {
      const res = await act(id, { action: 'escalate', to });
      expect(res.statusCode, to).toBe(422);
      expect(res.json()).toMatchObject({ code: 'escalation-not-competent', errors: [{ field: 'to' }] });
      expect(res.json().detail).toContain('Luftfahrt-Bundesamt');
    }
    const unknown = await act(id, { action: 'escalate', to: 'moon' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'validation-failed']);
    expect((await view(id)).case!.stage).toBe('answered');
  }, 90_000);

  it('refuses a claim that never went to the airline', async () => {
    const claim = await createClaim(t.app, ada, claimOnFlight({ flight_number: 'LH414', departure_airport: 'FRA', arrival_airport: 'FCO' }));
    const res = await act(claim.id, { action: 'escalate', to: 'neb', confirm_early: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('case-stage-conflict');
  });
});

describe('escalate to the SHGM', () => {
  it('files a SHY-YOLCU claim with the SHGM in Turkish, with an English working copy', async () => {
    const claim = await createClaim(t.app, deniz, claimOnFlight({ flight_number: 'TK2120', departure_airport: 'IST', arrival_airport: 'ESB' }));
    await t.app.inject(uploadRequest(claim.id, deniz, { data: makePdf('boarding pass') }));
    await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: deniz.headers,
      payload: { signature: pngDataUrl(makePng(50, 20)) },
    });
    expect((await act(claim.id, { action: 'send-to-airline' })).statusCode).toBe(200);
    expect((await act(claim.id, { action: 'record-filed', airline_reference: 'TK-1' })).statusCode).toBe(200);
    const answer = { kind: 'rejected', reason: 'other', note: 'Operational reasons' };
    expect((await act(claim.id, { action: 'record-airline-answer', answer, received_on: '2026-01-15' })).statusCode).toBe(200);
    const res = await act(claim.id, { action: 'escalate', to: 'shgm' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c.letters.filter((l) => l.kind === 'pack-shgm').map((l) => l.language)).toEqual(['en', 'tr']);
    const turkish = await packText(claim.id, c.letters, 'pack-shgm', 'tr');
    for (const expected of [
      'Hava yolcusu hakları şikâyeti',
      'Sivil Havacılık Genel Müdürlüğü',
      'Yolcu başına tazminat',
      'TK2120',
      'Ada Lovelace',
      'İngilizce aktarılmıştır',
    ]) {
      expect(turkish).toContain(expected);
    }
  }, 90_000);
});

describe('escalate to court', () => {
  it('fills in the European Small Claims Form A with the competent court and the amount with interest and costs', async () => {
    const id = await rejectedClaim(ada, 'LH420');
    const res = await act(id, { action: 'escalate', to: 'court' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c.stage).toBe('in-court');
    const text = await packText(id, c.letters, 'pack-court');
    // Lufthansa's seat is in Germany, so a Rome court makes the case cross-border (Art. 3(1)).
    for (const expected of [
      'Claim Form A',
      'The court in Rome, IT',
      'Frankfurt',
      'Rehder C-204/08',
      'Lufthansa',
      'Ada Lovelace',
      '500.00 EUR',
      'Statutory default interest',
      'Art. 16',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Evidence .*mandate/);
    // Form A goes in the court's language (Art. 6(1)); we print no Italian, so English says to translate it.
    expect(c.letters.filter((l) => l.kind === 'pack-court').map((l) => l.language)).toEqual(['en']);
    expect(text).toContain('have this form translated into it before filing (Reg. 861/2007 Art. 6(1))');
    const [update] = (await progress(ada, id)).filter((u) => u.kind === 'escalated');
    expect(update).toMatchObject({ message_id: 'desk.update.court', values: { place: 'Rome' } });
  }, 90_000);
});
