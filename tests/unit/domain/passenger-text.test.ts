// What the eligibility answer says to a passenger reads as plain English (issue #15): "an AE
// licence", no research marks such as "(R, M)" or "n/v", and no bullet about a law that has
// nothing to do with the journey (US rules on a Dubai–Frankfurt flight).
import { describe, expect, it } from 'vitest';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { delayed, leg } from './journey-builders.ts';
import { EVERY_REASON_JOURNEYS } from './journey-cases.ts';

describe('passenger-facing eligibility text', () => {
  const messages = EVERY_REASON_JOURNEYS.flatMap((facts) => assessCompensation(facts).reasons.map((r) => r.message));

  it('has messages to check', () => {
    expect(messages.length).toBeGreaterThan(EVERY_REASON_JOURNEYS.length);
  });

  it('"an" before a licence code that is read with a vowel sound ("an AE licence", not "a AE licence")', () => {
    for (const message of messages) expect(message).not.toMatch(/\ba [AEFHILMNORSX][A-Z] licence/);
    expect(messages.some((m) => m.includes('holds an AE licence'))).toBe(true);
  });

  it('no research marks: "(R, M)", "(R)", "n/v"', () => {
    for (const message of messages) {
      expect(message).not.toMatch(/\((?:[RM](?:, ?[RM])*)\)/);
      expect(message).not.toMatch(/\bn\/v\b/);
    }
  });

  it('Dubai–Frankfurt on Emirates: no bullet about US rules', () => {
    const reasons = assessCompensation(delayed([leg('DXB', 'FRA', 'EK')], 300)).reasons;
    expect(reasons.map((r) => r.code)).not.toContain('us-no-delay-compensation');
    expect(reasons.map((r) => r.message).join(' ')).not.toMatch(/\bUS\b/);
  });
});
