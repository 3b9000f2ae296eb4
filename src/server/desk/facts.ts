// What a letter says about a claim, read in the caller's transaction: the passengers, the flight,
// what happened, the engine's reasons with their sources, the amounts and the evidence.
import { asc, eq } from 'drizzle-orm';
import { claimReference } from '../../domain/claim/reference.ts';
import { formatMinorUnits, majorToMinor } from '../../domain/money/minor-units.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claimPassengers } from '../db/schema/claims.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { damagesOf } from './damages.ts';
import type { LetterFacts } from './letter-html.ts';

/** A stored major-unit sum (600 EUR) as a letter prints it ("600.00 EUR"), in the currency's own digits. */
export function moneyText(amount: number, currency: string): string {
  return `${formatMinorUnits(majorToMinor(amount, currency) ?? 0, currency)} ${currency}`;
}

/** The sum for all passengers, multiplied in minor units (never in floats). */
export function totalText(perPassenger: number, passengers: number, currency: string): string {
  return `${formatMinorUnits((majorToMinor(perPassenger, currency) ?? 0) * passengers, currency)} ${currency}`;
}

function whatHappened(row: ClaimRow): string {
  const f = row.flight;
  const parts: string[] = [row.disruptionType === 'delayed' ? 'Delayed' : row.disruptionType === 'cancelled' ? 'Cancelled' : 'Denied boarding'];
  if (f.arrival_delay_minutes !== undefined) parts.push(`arrived ${Math.floor(f.arrival_delay_minutes / 60)} h ${f.arrival_delay_minutes % 60} min late`);
  else if (f.delay_duration_hours !== undefined) parts.push(`arrived about ${f.delay_duration_hours} h late`);
  if (f.notice_days !== undefined) parts.push(`notice given ${f.notice_days} days before departure`);
  if (f.cause) parts.push(`cause given: ${f.cause}`);
  return parts.join('; ');
}

export interface FactsInput {
  airlineName: string;
  today: string;
  payBy: string;
  clientAccount: string | undefined;
  replyTo: string;
}

export async function letterFacts(tx: DbOrTx, row: ClaimRow, input: FactsInput): Promise<LetterFacts> {
  const passengers = await tx.select().from(claimPassengers).where(eq(claimPassengers.claimId, row.id)).orderBy(asc(claimPassengers.position));
  const documents = await tx.select().from(claimDocuments).where(eq(claimDocuments.claimId, row.id)).orderBy(asc(claimDocuments.position));
  const f = row.flight;
  const count = Math.max(1, passengers.length);
  const currency = row.compensationCurrency ?? 'EUR';
  const per = row.compensationAmount ?? 0;
  const reasons = row.assessment?.reasons ?? [];
  const damages = await damagesOf(tx, row.id, f, row.assessment ?? null);
  // A claim under the Montreal Convention alone has no fixed sum: the damages section says what is claimed.
  const fixedSum = row.compensationAmount !== null || !damages;
  return {
    airlineName: input.airlineName,
    reference: claimReference(row.id),
    date: input.today,
    flightNumber: f.flight_number ?? '',
    flightDate: f.departure_date ?? '',
    route: [f.departure_airport, f.arrival_airport].filter(Boolean).join(' → '),
    bookingReference: row.bookingReference ?? '',
    whatHappened: whatHappened(row),
    passengers: passengers.map((p) => `${p.firstName} ${p.lastName}`),
    legalBasis: reasons.map((r) => ({ text: r.message, source: r.source })),
    ...(fixedSum ? { perPassenger: moneyText(per, currency), total: totalText(per, count, currency) } : {}),
    passengerCount: count,
    ...(damages ? { damages } : {}),
    evidence: documents.map((d) => d.name),
    payBy: input.payBy,
    clientAccount: input.clientAccount ?? 'Please ask us for our client account, quoting our reference.',
    replyTo: input.replyTo,
  };
}
