// The wizard's five steps by name and number (spec §2), apart from the step rules in
// wizard-steps.ts: the first step's frame (wizard-frame.tsx) needs only these, and the rules bring
// the flight and passenger validation, which the first step's start-up does not need.
import { formatNumber, msg, t } from '../../i18n/t.ts';

export const STEP_NAMES = [msg('Disruption Type'), msg('Flight Details'), msg('Passenger Information'), msg('Documents'), msg('Confirmation')] as const;
export const STEP_COUNT = STEP_NAMES.length;
export const FIRST_STEP = 0;
export const LAST_STEP = STEP_COUNT - 1;
/** The confirmation only follows a submit; a draft never resumes past the documents. */
export const DOCUMENTS_STEP = 3;

export const STEP = { disruption: 0, flight: 1, passengers: 2, documents: 3, confirmation: 4 } as const;

export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return FIRST_STEP;
  return Math.max(FIRST_STEP, Math.min(LAST_STEP, Math.trunc(step)));
}

/** 'Step 2 of 5: Flight Details' (the small-screen stepper). */
export function stepLabel(step: number): string {
  const index = clampStep(step);
  return t('Step {n} of {count}: {name}', { n: formatNumber(index + 1), count: formatNumber(STEP_COUNT), name: t(STEP_NAMES[index]!) });
}
