// The passenger's country of residence for the VAT on our fee (issue #36): stored with the claim
// (claim_residences, migration 0023) when the passenger gives the payout account, and read by the
// one VAT rule (src/domain/money/vat.ts) for both the payout statement and the tax invoice, so the
// VAT the statement deducts is the VAT the invoice charges.
import { eq, sql } from 'drizzle-orm';
import { basisPoints, vatForResidence, type VatDecision } from '../../domain/money/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimResidences } from '../db/schema/residence.ts';

/** The settings the VAT rule reads: the standard rate (PAYOUT_VAT_RATE) and INVOICE_ZERO_RATING. */
export interface VatSettings {
  payoutVatRate: number;
  zeroRateNonResidents: boolean;
}

export function vatSettingsOf(config: { payoutVatRate: number; invoice: { zeroRateNonResidents: boolean } }): VatSettings {
  return { payoutVatRate: config.payoutVatRate, zeroRateNonResidents: config.invoice.zeroRateNonResidents };
}

export async function residenceOf(db: DbOrTx, claimId: string): Promise<string | null> {
  const [row] = await db.select({ country: claimResidences.country }).from(claimResidences).where(eq(claimResidences.claimId, claimId));
  return row?.country ?? null;
}

/** Keeps the passenger's answer (ISO 3166 alpha-2), replacing an earlier one. */
export async function saveResidence(db: DbOrTx, claimId: string, country: string): Promise<void> {
  const code = country.trim().toUpperCase();
  await db
    .insert(claimResidences)
    .values({ claimId, country: code })
    .onConflictDoUpdate({ target: claimResidences.claimId, set: { country: code, updatedAt: sql`now()` } });
}

/** The VAT decision for the claim's passenger. */
export async function claimVat(db: DbOrTx, claimId: string, settings: VatSettings): Promise<VatDecision> {
  return vatForResidence(await residenceOf(db, claimId), {
    zeroRateNonResidents: settings.zeroRateNonResidents,
    standardBasisPoints: basisPoints(settings.payoutVatRate),
  });
}

/** The claim's VAT rate as a share (0.05, or 0 when zero-rated), as the payout statement takes it. */
export async function claimVatRate(db: DbOrTx, claimId: string, settings: VatSettings): Promise<number> {
  return (await claimVat(db, claimId, settings)).basisPoints / 10_000;
}
