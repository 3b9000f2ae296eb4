// EC 261/2004 Art. 5(3) and recital 14: extraordinary circumstances free the carrier from paying,
// read narrowly by the CJEU. The carrier must prove them and that it took all reasonable
// measures, so a cause that may be extraordinary does not stop a passenger from claiming: it
// lowers the chance and leaves the proof to the airline (as peers do). The case law per cause is
// the catalogue in ../causes.ts.
import type { MessageRef } from '../../text/message.ts';
import { CAUSE_CATALOGUE, causeAssessment, citationOf, type CauseAssessment } from '../causes.ts';
import type { Cause } from '../journey-facts.ts';

/** 'depends': extraordinary only with a causal link the airline must show. */
export type CauseClass = 'extraordinary' | 'depends' | 'ordinary' | 'unknown';

function classOf(cause: Cause, assessment: CauseAssessment): CauseClass {
  if (assessment.verdict === 'not-extraordinary') return 'ordinary';
  if (assessment.verdict === 'accepted-as-extraordinary') return 'extraordinary';
  return cause === 'knock-on-previous-flight' ? 'depends' : 'unknown';
}

/** Each cause with its class and the judgments that classify it (how the passenger reads it: 'cause.<name>' in messages.ts). */
export const CAUSES: Readonly<Record<Cause, { class: CauseClass; source: string }>> = Object.fromEntries(
  (Object.entries(CAUSE_CATALOGUE) as [Cause, CauseAssessment][]).map(([cause, a]) => [cause, { class: classOf(cause, a), source: citationOf(a) }]),
) as Record<Cause, { class: CauseClass; source: string }>;

/** A knock-on delay carries its original cause (LE v TAP C-74/19): see causeAssessment. */
export function classifyCause(cause: Cause | undefined, originalCause?: Cause): { class: CauseClass; source: string } {
  const known: Cause = cause !== undefined && Object.hasOwn(CAUSES, cause) ? cause : 'unknown';
  const assessment = causeAssessment(known, originalCause);
  return { class: classOf(known, assessment), source: citationOf(assessment) };
}

/** The phrase that names the cause in a reason ('bad weather'); none for 'other' and 'unknown', which no reason names. */
export function causeLabel(cause: Cause | undefined, originalCause?: Cause): MessageRef | undefined {
  if (cause === undefined || cause === 'other' || cause === 'unknown' || !Object.hasOwn(CAUSES, cause)) return undefined;
  const original = cause === 'knock-on-previous-flight' ? causeLabel(originalCause) : undefined;
  if (original && originalCause !== 'knock-on-previous-flight') return { messageId: 'cause.knock-on-from', values: { original } };
  return { messageId: `cause.${cause}` };
}
