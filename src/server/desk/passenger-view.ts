// What the passenger reads of the airline case (GET /api/claims/{id}): `next_step: { what, by }` in
// their language (the app's language they last used), with the message id and values for the app,
// and the open offer they may accept or refuse.
import { and, desc, eq } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { findAirport } from '../../domain/airports/directory.ts';
import { nextStep, renderNextStep, type NextStep, type NextStepInput } from '../../domain/desk/index.ts';
import type { MessageRef } from '../../domain/text/message.ts';
import { minorToMajor } from '../../domain/money/minor-units.ts';
import { claimEvents } from '../db/schema/claims.ts';
import type { DbOrTx } from '../db/database.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { claimChannelOf } from './directory.ts';
import { openOffer } from './answers.ts';
import { clockInputOf, listAnswers, listBodyAnswers, loadCase, type CaseRow } from './case-store.ts';

export interface NextStepWire {
  what: string;
  by: string | null;
  message_id: string;
  values: NextStep['values'];
  lang: string;
}

export async function passengerLanguage(db: DbOrTx, userId: string): Promise<string> {
  const [prefs] = await db.select({ locale: notificationPreferences.locale }).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return prefs?.locale ?? 'en';
}

/** Where the incident took place: the departure's State (EU complaint form, instruction 2). */
function incidentCountry(row: ClaimRow): { incidentCountry?: string } {
  const country = row.flight.departure_airport ? findAirport(row.flight.departure_airport)?.country : undefined;
  return country ? { incidentCountry: country } : {};
}

/** The body of the latest `escalate` (its audit event keeps the passenger's sentence). */
export async function lastEscalation(db: DbOrTx, claimId: string): Promise<Pick<NextStepInput, 'escalation'>> {
  const [event] = await db
    .select({ details: claimEvents.details })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.action, 'escalate')))
    .orderBy(desc(claimEvents.id))
    .limit(1);
  const values = (event?.details.passenger as MessageRef | undefined)?.values;
  const body = values?.body;
  if (!body || typeof body !== 'object' || !('messageId' in body) || typeof values.days !== 'number') return {};
  return { escalation: { body, days: values.days } };
}

/** The next step of a claim at the desk (submitted or processing); null once decided. */
export async function passengerNextStep(db: DbOrTx, row: ClaimRow, payWithinDays: number, lang?: string): Promise<NextStepWire | null> {
  if (row.status !== 'submitted' && row.status !== 'processing') return null;
  const c: CaseRow = (await loadCase(db, row.id)) ?? ({ claimId: row.id, stage: 'preparing' } as CaseRow);
  const [last] = await listAnswers(db, row.id);
  const [lastBody] = await listBodyAnswers(db, row.id);
  const entry = row.airline ? await claimChannelOf(db, row.airline) : null;
  const adr = entry?.adr && entry.adr !== 'not-known-yet' ? entry.adr.name : undefined;
  const step = nextStep({
    ...clockInputOf(row, c, last, payWithinDays, lastBody),
    airlineName: entry?.name ?? findAirline(row.airline ?? '')?.name ?? row.airline ?? '',
    ...incidentCountry(row),
    ...(adr ? { adrName: adr } : {}),
    ...(await lastEscalation(db, row.id)),
  });
  const language = lang ?? (await passengerLanguage(db, row.userId));
  return { what: renderNextStep(step, language), by: step.by ?? null, message_id: step.messageId, values: step.values, lang: language };
}

/** The offer or voucher waiting for the passenger's decision. */
export async function passengerOffer(db: DbOrTx, claimId: string) {
  const offer = await openOffer(db, claimId);
  if (!offer || (offer.answer.kind !== 'offer' && offer.answer.kind !== 'voucher')) return null;
  return {
    id: offer.id,
    kind: offer.answer.kind,
    amount: minorToMajor(offer.answer.amountMinor, offer.answer.currency),
    currency: offer.answer.currency,
    received_on: offer.receivedOn,
  };
}
