// The demand letter for a claim under the Montreal Convention 1999 (issue #33), printed by the real
// app, database and Chromium and read back with pdftotext: Emirates EK 45 Dubai → Frankfurt, 5 h
// late, a damaged bag, two receipts. The letter claims the costs of the delay from the receipts
// (Art. 19, 22(1), 6,303 SDR), the bag (Art. 17, 22(2), 1,519 SDR), and names the time limits
// (Art. 31(2), Art. 35(1)); no fixed sum is claimed. Beside EC 261 it adds the damages to the fixed sum.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { createClaim, makeJpeg, makePdf, makePng, multipart, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { createDeskApp, emailChannel } from './desk-helpers.ts';
import type { TestApp } from './harness.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

let t: TestApp;
let sink: SmtpSink;
let agent: Caller;
let ada: Caller;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createDeskApp(sink.url, [emailChannel('EK'), emailChannel('LH')]);
  agent = await newAgent(t.app);
  ada = await newCaller(t.app);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

// Printing waits on Chromium: a guard against a hang, not a measure of speed.
vi.setConfig({ testTimeout: 180_000 });

function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'letter-')), 'letter.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

async function receipt(claimId: string, kind: string, amount: string, currency: string) {
  const form = multipart([
    { name: 'kind', value: kind },
    { name: 'amount', value: amount },
    { name: 'currency', value: currency },
    { name: 'file', filename: `${kind}.jpg`, contentType: 'image/jpeg', data: makeJpeg() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/expenses`,
    headers: { ...ada.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A signed claim on this flight, sent to the airline; the English demand letter as text. */
async function sentLetter(flight: Parameters<typeof claimOnFlight>[0], receipts: [string, string, string][]): Promise<string> {
  const claim = await createClaim(t.app, ada, claimOnFlight(flight));
  await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('boarding pass') }));
  await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/signature`, headers: ada.headers, payload: { signature: pngDataUrl(makePng(50, 20)) } });
  for (const [kind, amount, currency] of receipts) await receipt(claim.id, kind, amount, currency);
  const { version } = (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers })).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claim.id}/actions`,
    headers: agent.headers,
    payload: { version, action: 'send-to-airline' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const demand = (res.json().data.case.letters as { id: string; kind: string; language: string }[]).find((l) => l.kind === 'demand' && l.language === 'en')!;
  const pdf = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}/letters/${demand.id}`, headers: agent.headers });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
}

const EK45 = {
  flight_number: 'EK45',
  departure_date: '2025-06-01',
  departure_airport: 'DXB',
  arrival_airport: 'FRA',
  delay_duration_hours: 5,
  cause: 'technical' as const,
  baggage: { kind: 'damaged' as const, received_on: '2025-06-02', cost: { amount_minor: 18950, currency: 'AED' } },
};

describe('the demand letter under the Montreal Convention', () => {
  it('EK 45 DXB→FRA: the costs from the receipts, the bag, each with its article and limit in SDR, and the time limits', async () => {
    const text = await sentLetter(EK45, [
      ['meals', '42.50', 'AED'],
      ['hotel', '120', 'EUR'],
    ]);
    for (const expected of [
      'Damages under the Montreal Convention 1999',
      'Costs caused by the delay (receipts attached)',
      '42.50 AED + 120.00 EUR',
      'Montreal Convention 1999 Art. 19, Art. 22(1)',
      '6,303 SDR',
      'Damaged baggage: the repair or its value',
      '189.50 AED',
      'Montreal Convention 1999 Art. 17(2), Art. 22(2)',
      '1,519 SDR',
      'Time limits',
      'written complaint for the baggage under Art. 31(2), due within 7 days: by 2025-06-09',
      'unless an action is brought by 2027-05-31 (Art. 35(1))',
    ]) {
      expect(text).toContain(expected);
    }
    // No fixed sum: no "0.00 EUR" per passenger, and the limit is never written "XDR".
    expect(text).not.toContain('Amount claimed');
    expect(text).not.toContain('XDR');
  });

  it('without receipts yet: the delay costs are claimed as proven by the receipts to follow; no bag line without a bag', async () => {
    const { baggage: _none, ...noBag } = EK45;
    const text = await sentLetter({ ...noBag, flight_number: 'EK47' }, []);
    expect(text).toContain('as proven by the receipts (to follow)');
    expect(text).not.toContain('baggage: ');
    expect(text).not.toContain('Art. 31(2)');
  });

  it('beside EC 261 (Frankfurt → Dubai on Lufthansa): the fixed sum, then the damages beyond it', async () => {
    const text = await sentLetter({ ...EK45, flight_number: 'LH630', departure_airport: 'FRA', arrival_airport: 'DXB', baggage: { kind: 'lost' } }, [
      ['taxi', '30', 'EUR'],
    ]);
    expect(text).toContain('Amount claimed');
    expect(text).toContain('600.00 EUR');
    expect(text).toContain('Damages under the Montreal Convention 1999');
    expect(text).toContain('30.00 EUR');
    expect(text).toContain('Lost baggage: its value');
    expect(text).toContain('Montreal Convention 1999 Art. 17(2)-(3), Art. 22(2)');
  });
});
