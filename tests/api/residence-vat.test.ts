// Where the passenger lives decides the VAT on our fee (issue #36), with INVOICE_ZERO_RATING on, on
// PGlite and (DATABASE_URL) PostgreSQL: the passenger answers with the payout account; the payout
// statement and the tax invoice follow the one rule (src/domain/money/vat.ts). The bank's country
// and the holder's address country are not the residence.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/server/db/schema/money.ts';
import { claimPayload, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { claimVersion, processingClaim } from './money-helpers.ts';
import { approvedRunOf, confirmRun, PAYOUT_IBAN, twoAdmins } from './payout-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;
let agent: Caller;

const t = useTestApp(
  async () => {
    passenger = await newCaller(t.app, { firstName: 'Ayşe', lastName: 'Yılmaz' });
    agent = await newAgent(t.app);
  },
  {
    invoice: {
      supplierName: 'Flightclaim Technologies FZ-LLC',
      supplierAddress: 'Bay Square, Building 5, Business Bay, Dubai, United Arab Emirates',
      supplierTrn: '100123456700003',
      zeroRateNonResidents: true,
      aedRates: { EUR: '4.0517' },
    },
  },
);

/** A one-passenger claim whose airline payment (250.00 EUR) is recorded. */
async function approvedClaim() {
  const claim = await processingClaim(t.app, passenger, agent, claimPayload({ additional_passengers: [] }));
  const { version } = await claimVersion(t.app, agent, claim.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claim.id}/actions`,
    headers: agent.headers,
    payload: { action: 'record-airline-payment', amount_minor: 25000, currency: 'EUR', value_date: '2026-11-20', bank_reference: `EB-${claim.id}`, version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return claim;
}

function giveAccount(claimId: string, extra: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/claims/${claimId}/payout-account`,
    headers: passenger.headers,
    payload: { holder_name: 'Ayşe Yılmaz', iban: PAYOUT_IBAN, town: 'Berlin', address_country: 'DE', password: passenger.user.password, ...extra },
  });
}

const statement = async (claimId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/progress`, headers: passenger.headers })).json().data.statement;

async function paidInvoice(claimId: string) {
  const confirmed = await confirmRun(t.app, await approvedRunOf(t.app, claimId));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return (await t.app.db.select().from(invoices).where(eq(invoices.claimId, claimId)))[0]!;
}

describe('VAT by where the passenger lives', () => {
  it.each([
    // residence → statement VAT (minor units), the invoice's treatment and rate
    ['TR', 0, 'zero-rated', 0],
    ['AE', 313, 'standard', 500],
    [undefined, 313, 'standard', 500],
  ])('lives in %s: VAT %i on the statement, the invoice %s at %i bp', async (residence, vatMinor, treatment, bp) => {
    await twoAdmins(t.app);
    const claim = await approvedClaim();
    // The account and the holder's address are in Germany either way: neither is the residence.
    const res = await giveAccount(claim.id, residence ? { residence_country: residence.toLowerCase() } : {});
    expect(res.statusCode, res.body).toBe(200);
    const mine = await statement(claim.id);
    expect(mine.minor.total).toMatchObject({ compensation: 25000, fee: 6250, vat: vatMinor, net: 18750 - vatMinor });
    expect(mine.vat_rate).toBe(bp / 10_000);
    const invoice = await paidInvoice(claim.id);
    expect(invoice).toMatchObject({ vatTreatment: treatment, vatBasisPoints: bp, vatMinor });
  });

  it('refuses a residence that is not a country code, and keeps nothing', async () => {
    const claim = await approvedClaim();
    const res = await giveAccount(claim.id, { residence_country: 'Turkey' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(JSON.stringify(res.json())).toContain('residence_country');
    expect((await statement(claim.id)).minor.total.vat).toBe(313);
  });
});
