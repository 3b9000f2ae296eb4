// What the payout rules (src/domain/payout) need to know about a claim, read from the database: the
// airline's payment and the statement's net (the amount received, however it was recorded, through
// the one statement computation), the payout account (decrypted here, never answered), whether it
// was given with the password (N3's event, backoffice/payout-change.ts, naming the account as it
// is now), the co-passengers' signatures and written consents, and whether the claim is in an open run.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PayoutAccount } from '../../domain/claim/payout-account.ts';
import type { ExchangeRate } from '../../domain/money/conversion.ts';
import { majorToMinor } from '../../domain/money/minor-units.ts';
import type { PlanInput } from '../../domain/payout/plan.ts';
import { readPayoutAccount } from '../backoffice/payout-accounts.ts';
import { PAYOUT_ACCOUNT_CHANGED } from '../backoffice/payout-change.ts';
import { amountReceived, statementOf } from '../backoffice/statement.ts';
import { listClaimEvents, type ClaimEventRow } from '../claims-audit.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPayoutAccounts } from '../db/schema/backoffice.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { payoutRunItems } from '../db/schema/payout-runs.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { claimVatRate, type VatSettings } from '../money/residence.ts';

/** An agent's record that an adult co-passenger consented in writing to be paid through the main passenger (details.position). */
export const PAYOUT_CONSENT = 'payout-consent';

export interface ClaimPayoutState {
  plan: PlanInput;
  account: { full: PayoutAccount; masked: string; updatedAt: Date } | null;
}

function givenWithPassword(events: readonly ClaimEventRow[], masked: string): boolean {
  const last = [...events].reverse().find((e) => e.action === PAYOUT_ACCOUNT_CHANGED);
  return last?.details.after === masked;
}

function receivedOf(events: readonly ClaimEventRow[]): { amount: number; currency: string } | null {
  const received = amountReceived(events);
  const minor = received ? majorToMinor(received.amount, received.currency) : null;
  return received && minor !== null ? { amount: minor, currency: received.currency } : null;
}

async function passengersOf(db: DbOrTx, claimId: string, events: readonly ClaimEventRow[]): Promise<PlanInput['passengers']> {
  const people = await db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claimId));
  const signed = await db
    .select({ position: claimCosigners.position })
    .from(claimCosigners)
    .where(and(eq(claimCosigners.claimId, claimId), isNotNull(claimCosigners.signedAt)));
  const consents = new Set(events.filter((e) => e.action === PAYOUT_CONSENT).map((e) => Number(e.details.position)));
  return people.map((p) => ({
    position: p.position,
    name: `${p.firstName} ${p.lastName}`,
    minor: p.minor,
    signedMandate: p.position === 0 || signed.some((s) => s.position === p.position),
    consentedInWriting: consents.has(p.position),
  }));
}

async function inOpenRun(db: DbOrTx, claimId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.claimId, claimId), eq(payoutRunItems.status, 'pending')));
  return (row?.n ?? 0) > 0;
}

export async function claimPayoutState(db: DbOrTx, key: Buffer, row: ClaimRow, vat: VatSettings, rates: readonly ExchangeRate[]): Promise<ClaimPayoutState> {
  const events = await listClaimEvents(db, row.id);
  const passengers = await passengersOf(db, row.id, events);
  const statement = statementOf(events, passengers.length, await claimVatRate(db, row.id, vat));
  const netMinor = statement ? statement.minor.total.net : null;
  const stored = await readPayoutAccount(db, key, row.id);
  const [meta] = stored ? await db.select().from(claimPayoutAccounts).where(eq(claimPayoutAccounts.claimId, row.id)) : [];
  const full = stored?.full ?? null;
  const account =
    full && meta
      ? {
          holderName: full.holderName,
          kind: full.kind,
          country: full.kind === 'iban' ? full.iban.slice(0, 2) : full.country,
          town: meta.town ?? full.town ?? null,
          addressCountry: meta.addressCountry ?? full.addressCountry ?? null,
          givenWithPassword: givenWithPassword(events, meta.masked),
        }
      : null;
  return {
    plan: {
      status: row.status,
      airlinePayment: receivedOf(events),
      account,
      passengers,
      inOpenRun: await inOpenRun(db, row.id),
      net: statement && netMinor !== null ? { amount: netMinor, currency: statement.currency } : null,
      rates,
    },
    account: full && meta ? { full, masked: meta.masked, updatedAt: meta.updatedAt } : null,
  };
}
