// The claim wizard's step rules (spec §2, §4): bounds 0–4, Back on steps 2–4, Skip on steps 2–3
// only with that step's data, and where a reopened draft resumes.
import { describe, expect, it } from 'vitest';
import type { DraftFields } from '../../../src/offline/db.ts';
import {
  LAST_STEP,
  STEP,
  canSkip,
  clampStep,
  nextStep,
  previousStep,
  resumeStep,
  showsBack,
  showsSkip,
  stepLabel,
} from '../../../src/app/screens/claim/wizard-steps.ts';

const ELIGIBLE = { eligible: true, message: 'ok', checkedAt: 1 };
const FLIGHT_DONE: DraftFields = {
  disruptionType: 'delayed',
  flight: { flightNumber: 'BA123', departureDate: '2025-03-10', departureAirport: 'LHR', arrivalAirport: 'JFK' },
  eligibility: ELIGIBLE,
};
const ALL_DONE: DraftFields = {
  ...FLIGHT_DONE,
  passenger: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  additionalPassengers: [{ firstName: 'Charles', lastName: 'Babbage', email: 'charles@example.com' }],
};

describe('step bounds', () => {
  it('keeps the index within 0 to 4', () => {
    expect([-3, -1, 0, 2, 4, 5, 99, Number.NaN, 2.7].map(clampStep)).toEqual([0, 0, 0, 2, 4, 4, 4, 0, 2]);
    expect(nextStep(LAST_STEP)).toBe(4);
    expect(previousStep(0)).toBe(0);
    expect(nextStep(1)).toBe(2);
    expect(previousStep(3)).toBe(2);
  });

  it("labels the small-screen stepper 'Step N of 5: name'", () => {
    expect(stepLabel(0)).toBe('Step 1 of 5: Disruption Type');
    expect(stepLabel(1)).toBe('Step 2 of 5: Flight Details');
    expect(stepLabel(2)).toBe('Step 3 of 5: Passenger Information');
    expect(stepLabel(3)).toBe('Step 4 of 5: Documents');
    expect(stepLabel(4)).toBe('Step 5 of 5: Confirmation');
    expect(stepLabel(12)).toBe('Step 5 of 5: Confirmation');
  });
});

describe('Back and Skip', () => {
  it('shows Back on steps 2 to 4 only', () => {
    expect([0, 1, 2, 3, 4].map(showsBack)).toEqual([false, true, true, true, false]);
  });

  it('shows Skip on steps 2 and 3 only', () => {
    expect([0, 1, 2, 3, 4].map(showsSkip)).toEqual([false, true, true, false, false]);
  });

  it('disables Skip on the flight step until the flight is valid and checked eligible', () => {
    expect(canSkip(STEP.flight, {})).toBe(false);
    expect(canSkip(STEP.flight, { ...FLIGHT_DONE, eligibility: null })).toBe(false);
    expect(canSkip(STEP.flight, { ...FLIGHT_DONE, eligibility: { ...ELIGIBLE, eligible: false } })).toBe(false);
    expect(canSkip(STEP.flight, { ...FLIGHT_DONE, flight: { ...FLIGHT_DONE.flight, flightNumber: 'B' } })).toBe(false);
    expect(canSkip(STEP.flight, FLIGHT_DONE)).toBe(true);
  });

  it('disables Skip on the passenger step until every passenger is valid', () => {
    expect(canSkip(STEP.passengers, FLIGHT_DONE)).toBe(false);
    expect(canSkip(STEP.passengers, { ...ALL_DONE, passenger: { ...ALL_DONE.passenger, email: 'not-an-email' } })).toBe(false);
    expect(canSkip(STEP.passengers, { ...ALL_DONE, additionalPassengers: [{ firstName: 'C', lastName: '', email: 'c@example.com' }] })).toBe(false);
    expect(canSkip(STEP.passengers, ALL_DONE)).toBe(true);
  });

  it('never allows Skip on the other steps', () => {
    for (const step of [0, 3, 4]) expect(canSkip(step, ALL_DONE)).toBe(false);
  });
});

describe('resuming a draft', () => {
  it('resumes at the saved step when the earlier steps are complete', () => {
    expect(resumeStep(3, ALL_DONE)).toBe(3);
    expect(resumeStep(2, ALL_DONE)).toBe(2);
  });

  it('never resumes at the confirmation (it only follows a submit)', () => {
    expect(resumeStep(4, ALL_DONE)).toBe(3);
  });

  it('goes back to the first step whose data is missing', () => {
    expect(resumeStep(3, {})).toBe(0);
    expect(resumeStep(3, { disruptionType: 'denied' })).toBe(1);
    expect(resumeStep(3, FLIGHT_DONE)).toBe(2);
    expect(resumeStep(3, { ...ALL_DONE, eligibility: null })).toBe(1);
  });
});
