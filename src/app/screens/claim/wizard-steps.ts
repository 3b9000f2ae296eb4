// The wizard's step rules (spec §2, §4): five steps, index 0 to 4 and never outside; Back on
// steps 2 to 4; Skip on steps 2 and 3, usable only when that step's data is already there. Pure,
// so the rules are unit tested apart from the screen.
import type { DraftFields } from '../../../offline/index.ts';
import { DOCUMENTS_STEP, FIRST_STEP, LAST_STEP, STEP, STEP_COUNT, STEP_NAMES, clampStep, stepLabel } from './wizard-step-names.ts';
import { validateFlightStep } from './rules/flight-form.ts';
import { validatePassengerStep } from './rules/passengers.ts';

export { DOCUMENTS_STEP, FIRST_STEP, LAST_STEP, STEP, STEP_COUNT, STEP_NAMES, clampStep, stepLabel };

export function showsBack(step: number): boolean {
  return step >= STEP.flight && step <= STEP.documents;
}

export function showsSkip(step: number): boolean {
  return step === STEP.flight || step === STEP.passengers;
}

/** The flight step's data: a valid flight whose check said eligible (the flow goes on only then). */
export function flightStepDone(fields: DraftFields): boolean {
  return fields.disruptionType !== undefined && !validateFlightStep(fields).any && fields.eligibility?.eligible === true;
}

export function passengerStepDone(fields: DraftFields): boolean {
  return !validatePassengerStep(fields).any;
}

/** Skip is enabled only on steps 2 and 3 and only when that step's data is complete. */
export function canSkip(step: number, fields: DraftFields): boolean {
  if (step === STEP.flight) return flightStepDone(fields);
  if (step === STEP.passengers) return passengerStepDone(fields);
  return false;
}

export function nextStep(step: number): number {
  return clampStep(step + 1);
}

export function previousStep(step: number): number {
  return clampStep(step - 1);
}

/**
 * Where a reopened draft resumes: its saved step, but never past the first step whose data is
 * missing (e.g. a flight edited to ineligible after moving on), and never the confirmation.
 */
export function resumeStep(savedStep: number, fields: DraftFields): number {
  let step = Math.min(clampStep(savedStep), DOCUMENTS_STEP);
  if (step > STEP.disruption && !fields.disruptionType) step = STEP.disruption;
  if (step > STEP.flight && !flightStepDone(fields)) step = STEP.flight;
  if (step > STEP.passengers && !passengerStepDone(fields)) step = STEP.passengers;
  return step;
}
