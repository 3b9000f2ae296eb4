// The tax invoice for our fee (issue #36), on PGlite and (DATABASE_URL) PostgreSQL: issued when the
// claim is paid out, printed as a PDF whose text (pdftotext) shows what a UAE tax invoice must,
// numbered without gap or duplicate under concurrent payouts, corrected only by credit notes, kept
// when the passenger erases their account, and summed by the accountant's monthly CSV.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPreferences } from '../../src/server/db/schema/notifications.ts';
import { invoices } from '../../src/server/db/schema/money.ts';
import { uaeToday } from '../../src/server/money/invoices.ts';
import type { ClaimCreatePayload } from '../../src/domain/claim/index.ts';
import { claimPayload, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { claimVersion, processingClaim } from './money-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { approvedRunOf, confirmRun, makeReady, payThroughRun, twoAdmins } from './payout-helpers.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

const TRN = '100123456700003';
let passenger: Caller;
let agent: Caller;
let admin: Caller;

const t = useTestApp(
  async () => {
    passenger = await newCaller(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    agent = await newAgent(t.app);
    admin = await newAgent(t.app, 'admin');
  },
  {
    invoice: {
      supplierName: 'Flightclaim Technologies FZ-LLC',
      supplierAddress: 'Bay Square, Building 5, Office 402, Business Bay, Dubai, United Arab Emirates',
      supplierTrn: TRN,
      zeroRateNonResidents: false,
      aedRates: { EUR: '4.0517' },
    },
  },
);

const dir = mkdtempSync(join(tmpdir(), 'invoice-test-'));
function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The invoices' month: the day the test started in the UAE, so payments and invoices fall in one month. */
const month = uaeToday().slice(0, 7);

async function approvedClaim(owner: Caller = passenger, payload?: ClaimCreatePayload) {
  const claim = await processingClaim(t.app, owner, agent, payload);
  const { version } = await claimVersion(t.app, agent, claim.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claim.id}/actions`,
    headers: agent.headers,
    payload: { action: 'record-airline-payment', amount_minor: 50000, currency: 'EUR', value_date: `${month}-01`, bank_reference: `EB-${claim.id}`, version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return claim;
}

/** Every table's rows as JSON text (tests/api/erasure-scan.test.ts reads the database the same way). */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = await t.app.db.execute(sql`select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  const rows: { table: string; row: string }[] = [];
  for (const { table_schema: schema, table_name: name } of rowsOf<{ table_schema: string; table_name: string }>(tables)) {
    const result = await t.app.db.execute(sql.raw(`select row_to_json(t)::text as row from "${schema}"."${name}" t`));
    for (const { row } of rowsOf<{ row: string }>(result)) rows.push({ table: `${schema}.${name}`, row });
  }
  return rows;
}

const invoicePdf = (claimId: string, caller: Caller) => t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/invoice.pdf`, headers: caller.headers });
const invoicesOf = (claimId: string) => t.app.db.select().from(invoices).where(eq(invoices.claimId, claimId));

describe('the fee invoice', () => {
  it('is issued at payout and printed with what a UAE tax invoice shows', async () => {
    const claim = await approvedClaim();
    expect((await invoicePdf(claim.id, passenger)).json().code).toBe('invoice-not-found');
    expect((await payThroughRun(t.app, passenger, claim.id)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(claim.id);
    // 500.00 EUR for 2 passengers: fee 2 × 62.50, VAT 2 × 3.13 (the payout statement's lines); AED at 4.0517.
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'EUR', compensationMinor: 50000, feeMinor: 12500, vatMinor: 626, vatBasisPoints: 500 });
    expect(invoice).toMatchObject({
      aedRate: '4.0517',
      feeAedMinor: 50646,
      vatAedMinor: 2536,
      customerName: 'Ada Lovelace',
      customerAddress: '12 Analytical Row, London',
    });

    const res = await invoicePdf(claim.id, passenger);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    const number = `INV-${String(invoice!.number).padStart(6, '0')}`;
    for (const shown of [
      'Tax Invoice',
      TRN,
      number,
      'VAT rate',
      '5%',
      'VAT amount',
      '6.26 EUR',
      '25.36 AED',
      '506.46 AED',
      '1 EUR = 4.0517 AED',
      'Ada Lovelace',
      'Flightclaim Technologies FZ-LLC',
    ])
      expect(text, shown).toContain(shown);

    const stranger = await newCaller(t.app);
    expect((await invoicePdf(claim.id, stranger)).statusCode).toBe(404);
  });

  it("prints the passenger's language beside English", async () => {
    const turkish = await newCaller(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' });
    await t.app.db.insert(notificationPreferences).values({ userId: turkish.user.id, locale: 'tr' });
    const claim = await approvedClaim(turkish);
    await payThroughRun(t.app, turkish, claim.id);
    const text = pdfText((await invoicePdf(claim.id, turkish)).rawPayload);
    for (const shown of ['Vergi Faturası', 'Tax Invoice', 'KDV tutarı', 'VAT amount', TRN]) expect(text, shown).toContain(shown);
  });

  it('numbers 20 concurrent payouts without a gap or a duplicate', async () => {
    const claims = [];
    for (let i = 0; i < 20; i++) claims.push(await approvedClaim());
    const [maker] = await twoAdmins(t.app);
    const runs = [];
    for (const c of claims) {
      await makeReady(t.app, passenger, c.id, maker);
      runs.push(await approvedRunOf(t.app, c.id));
    }
    // The bank's 20 confirmations at once: each issues its claim's invoice in its own transaction.
    const answers = await Promise.all(runs.map((id) => confirmRun(t.app, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(claims.map(() => 200));
    const rows = await t.app.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.claimId,
          claims.map((c) => c.id),
        ),
      );
    expect(rows).toHaveLength(20);
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.at(-1)! - numbers[0]!).toBe(19);
    const all = (await t.app.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'invoice')))
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
  }, 180_000);

  it('is corrected by a credit note, never edited, and a paid claim then gets a new invoice', async () => {
    const claim = await approvedClaim();
    await payThroughRun(t.app, passenger, claim.id);
    const [invoice] = await invoicesOf(claim.id);
    await expect(t.app.db.update(invoices).set({ feeMinor: 1 }).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
    await expect(t.app.db.delete(invoices).where(eq(invoices.id, invoice!.id))).rejects.toThrow();

    const credit = (id: string, caller = admin) =>
      t.app.inject({ method: 'POST', url: `/api/backoffice/invoices/${id}/credit-note`, headers: caller.headers, payload: { reason: 'Wrong address' } });
    expect((await credit(invoice!.id, agent)).statusCode).toBe(403);
    const res = await credit(invoice!.id);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().data;
    expect(note).toMatchObject({ kind: 'credit-note', credits_invoice_id: invoice!.id, fee_minor: 12500, vat_minor: 626, vat_aed_minor: 2536 });
    expect(note.number).toMatch(/^CN-\d{6}$/);
    expect((await credit(invoice!.id)).json().code).toBe('invoice-not-creditable');
    expect((await credit(note.id)).json().code).toBe('invoice-not-creditable');
    const [unchanged] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(unchanged).toEqual(invoice);

    const reissued = await invoicePdf(claim.id, passenger);
    expect(reissued.statusCode).toBe(200);
    expect((await invoicesOf(claim.id)).filter((r) => r.kind === 'invoice')).toHaveLength(2);

    // The back office's list of the month: the invoice says which credit note cancelled it; each prints.
    const listed = await t.app.inject({ method: 'GET', url: `/api/backoffice/invoices?month=${invoice!.issueDate.slice(0, 7)}`, headers: admin.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().data.filter((d: { claim_id: string }) => d.claim_id === claim.id);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: invoice!.id, kind: 'invoice', credited_by: note.number, customer_name: 'Ada Lovelace' }),
        expect.objectContaining({ id: note.id, kind: 'credit-note', credits_invoice_id: invoice!.id, reason: 'Wrong address', credited_by: null }),
      ]),
    );
    const printed = await t.app.inject({ method: 'GET', url: `/api/backoffice/invoices/${note.id}/document.pdf`, headers: admin.headers });
    expect(printed.statusCode).toBe(200);
    expect(pdfText(printed.rawPayload)).toContain(note.number);
    expect((await t.app.inject({ method: 'GET', url: `/api/backoffice/invoices/${note.id}/document.pdf`, headers: agent.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/invoices?month=2026-13', headers: admin.headers })).statusCode).toBe(422);
  });

  it("sums to the invoices' totals in the accountant's monthly CSV", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/reports/monthly.csv?month=${month}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .trim()
      .split('\r\n')
      .map((l) => l.split(','));
    const header = lines[0]!;
    const col = (row: string[], name: string) => row[header.indexOf(name)]!;
    const documents = await t.app.db.select().from(invoices);
    const signed = (pick: (r: (typeof documents)[number]) => number) => documents.reduce((sum, r) => sum + (r.kind === 'credit-note' ? -1 : 1) * pick(r), 0);
    const total = (section: string, currency: string) => lines.find((l) => col(l, 'section') === section && col(l, 'currency') === currency);
    expect(col(total('total-fee', 'AED')!, 'amount')).toBe((signed((r) => r.feeAedMinor) / 100).toFixed(2));
    expect(col(total('total-vat', 'AED')!, 'amount')).toBe((signed((r) => r.vatAedMinor) / 100).toFixed(2));
    const inRows = lines.filter((l) => col(l, 'section') === 'money-in');
    expect(col(total('total-money-in', 'EUR')!, 'amount')).toBe((inRows.length * 500).toFixed(2));
    expect(lines.filter((l) => col(l, 'section') === 'credit-note').every((l) => col(l, 'fee').startsWith('-'))).toBe(true);
    expect(lines.some((l) => col(l, 'section') === 'money-out' && col(l, 'amount') === '368.74')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/backoffice/reports/monthly.csv?month=2026-13', headers: admin.headers })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('is kept when the passenger erases their account; everything else goes', async () => {
    const leaving = await newCaller(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const claim = await approvedClaim(
      leaving,
      claimPayload({ passenger: { first_name: 'Grace', last_name: 'Hopperstein', email: leaving.user.email, address: '1 Cobol Way' } }),
    );
    await payThroughRun(t.app, leaving, claim.id);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: leaving.headers, payload: { password: leaving.user.password } });
    expect(res.statusCode, res.body).toBe(204);
    expect(await invoicesOf(claim.id)).toMatchObject([
      { kind: 'invoice', customerName: 'Grace Hopperstein', customerAddress: '1 Cobol Way', userId: leaving.user.id },
    ]);
    // Only the invoice (kept 5 years) still names the user or the claim.
    const marks = [leaving.user.id, leaving.user.email, 'Hopperstein', claim.id];
    const left = (await everyRow()).filter(({ row }) => marks.some((m) => row.toLowerCase().includes(m.toLowerCase())));
    expect([...new Set(left.map((r) => r.table))]).toEqual(['public.invoices']);
  });
});
