// The web-form and postal channels: the agent files the letter by hand from a filing pack (the
// fields to paste, the files to attach, the link), then records the airline's case number.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { claimLetters } from '../db/schema/desk.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { listLetters, loadCase, saveCase, type CaseRow, type LetterRow } from './case-store.ts';
import { totalText } from './facts.ts';
import { bumpVersion } from './version.ts';

export interface FilingPack {
  channel: 'web-form' | 'post';
  /** The form's link, or the postal address. */
  to: string;
  fields: { label: string; value: string }[];
  files: { letter_id: string; kind: string; language: string; sha256: string }[];
}

/** Letters to the airline (not an escalation's pack) that have not gone yet: what a filing pack holds. */
const AIRLINE_LETTERS = ['demand', 'reminder', 'rebuttal', 'mandate'];
const unfiled = (letters: LetterRow[]) => letters.filter((l) => !l.sentAt && AIRLINE_LETTERS.includes(l.kind));
const byHand = (c: CaseRow): c is CaseRow & { channel: 'web-form' | 'post' } => c.channel === 'web-form' || c.channel === 'post';

/** What the agent pastes into the airline's form and which stored files to attach (the demand, a reminder, a rebuttal). */
export function filingPack(row: ClaimRow, c: CaseRow, letters: LetterRow[], passengers: number): FilingPack | null {
  const waiting = unfiled(letters);
  if (!byHand(c) || waiting.length === 0 || c.stage === 'escalated' || c.stage === 'in-court' || c.stage === 'settled') return null;
  const f = row.flight;
  const amount = row.compensationAmount ?? 0;
  const currency = row.compensationCurrency ?? 'EUR';
  const fields = [
    { label: 'Flight number', value: f.flight_number ?? '' },
    { label: 'Flight date', value: f.departure_date ?? '' },
    { label: 'From', value: f.departure_airport ?? '' },
    { label: 'To', value: f.arrival_airport ?? '' },
    { label: 'Booking reference', value: row.bookingReference ?? '' },
    { label: 'What happened', value: row.disruptionType },
    { label: 'Passengers', value: String(passengers) },
    { label: 'Amount claimed', value: totalText(amount, passengers, currency) },
  ];
  const files = waiting.map((l) => ({ letter_id: l.id, kind: l.kind, language: l.language, sha256: l.sha256 }));
  return { channel: c.channel, to: c.sentTo ?? '', fields, files };
}

/** `record-filed`: the agent filed the pack; the case is sent (a reminder keeps it reminded), under the airline's case number. */
export async function recordFiled(tx: DbOrTx, row: ClaimRow, airlineReference: string | undefined, actorId: string, payWithinDays: number): Promise<ClaimRow> {
  const reference = airlineReference?.trim() ?? '';
  if (!reference) {
    throw new HttpProblem(422, 'validation-failed', 'The action is not valid', {
      detail: "Enter the airline's case number.",
      errors: [{ field: 'airline_reference', message: "Enter the airline's case number." }],
    });
  }
  const c = await loadCase(tx, row.id);
  const waiting = c ? unfiled(await listLetters(tx, row.id)) : [];
  if (!c || !byHand(c) || waiting.length === 0 || !['preparing', 'reminded', 'answered'].includes(c.stage)) {
    throw new HttpProblem(409, 'case-stage-conflict', 'The airline case is not at a stage that allows this', {
      detail: 'Only a letter prepared for a web form or the post is filed by hand; send the claim to the airline first.',
    });
  }
  const now = new Date();
  await tx
    .update(claimLetters)
    .set({ sentAt: now })
    .where(
      inArray(
        claimLetters.id,
        waiting.map((l) => l.id),
      ),
    );
  // A reminder keeps the clock of the letter it reminds of; a demand or a rebuttal starts it again.
  const next = c.stage === 'reminded' ? { stage: 'reminded' as const } : { stage: 'sent' as const, sentAt: now };
  await saveCase(tx, row, { ...next, airlineReference: reference }, payWithinDays);
  return bumpVersion(tx, row, actorId, 'record-filed', { airline_reference: reference, channel: c.channel });
}
