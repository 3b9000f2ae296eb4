// The airline's stated cause against the case law (src/domain/compensation/causes.ts), and a knock-on
// delay carrying its original cause (LE v TAP C-74/19).
import { describe, expect, it } from 'vitest';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { causeAssessment, CAUSE_CATALOGUE } from '../../../src/domain/compensation/causes.ts';
import { delayed, leg } from './journey-builders.ts';

describe('causeAssessment: verdict and the judgment to cite', () => {
  it.each([
    ['technical', 'not-extraordinary', ['C-549/07', 'C-257/14']],
    ['own-staff-strike', 'not-extraordinary', ['C-28/20', 'C-195/17', 'C-613/20']],
    ['crew-illness', 'not-extraordinary', ['C-156/22 to C-158/22']],
    ['bird-strike', 'accepted-as-extraordinary', ['C-315/15']],
    ['airport-fuel-supply', 'accepted-as-extraordinary', ['C-308/21']],
    ['unruly-passenger', 'accepted-as-extraordinary', ['C-74/19']],
    ['hidden-manufacturing-defect', 'accepted-as-extraordinary', ['C-549/07']],
    ['weather', 'accepted-as-extraordinary', ['recital 14', 'C-12/11']],
    ['air-traffic-control', 'accepted-as-extraordinary', ['recital 15']],
    ['airport-staff-strike', 'accepted-as-extraordinary', ['recital 14', 'C-405/23']],
    ['knock-on-previous-flight', 'airline-must-prove', ['C-74/19']],
    ['other', 'airline-must-prove', ['Art. 5(3)']],
    ['unknown', 'airline-must-prove', ['Art. 5(3)']],
  ] as const)('%s → %s (%j)', (cause, verdict, cases) => {
    const a = causeAssessment(cause);
    expect(a.verdict).toBe(verdict);
    expect(a.judgments.map((j) => j.case)).toEqual(cases);
  });

  it('every judgment has a name and a point to cite', () => {
    for (const { judgments } of Object.values(CAUSE_CATALOGUE)) {
      for (const j of judgments) expect([j.case, j.name, j.point].every((text) => text.length > 3)).toBe(true);
    }
  });

  it('an unknown cause from the wire reads as unknown', () => {
    expect(causeAssessment('toString' as never).verdict).toBe('airline-must-prove');
    expect(causeAssessment(undefined).verdict).toBe('airline-must-prove');
  });
});

describe('A knock-on delay carries its original cause (LE v TAP C-74/19)', () => {
  it.each([
    ['technical', 'not-extraordinary', ['C-74/19', 'C-549/07', 'C-257/14']],
    ['crew-illness', 'not-extraordinary', ['C-74/19', 'C-156/22 to C-158/22']],
    ['weather', 'airline-must-prove', ['C-74/19', 'recital 14', 'C-12/11']],
    ['bird-strike', 'airline-must-prove', ['C-74/19', 'C-315/15']],
    ['unknown', 'airline-must-prove', ['C-74/19', 'Art. 5(3)']],
  ] as const)('earlier flight: %s → %s', (originalCause, verdict, cases) => {
    const a = causeAssessment('knock-on-previous-flight', originalCause);
    expect([a.verdict, a.judgments.map((j) => j.case)]).toEqual([verdict, cases]);
  });

  it('the engine: a knock-on from a technical fault is no defence (chance high, no extraordinary reason)', () => {
    const a = assessCompensation(delayed([leg('FRA', 'MAD', 'LH')], 240, { cause: 'knock-on-previous-flight', originalCause: 'technical' }));
    expect(a).toMatchObject({ outcome: 'eligible', chance: 'high' });
    const why = a.reasons.find((r) => r.code === 'not-extraordinary');
    expect(why?.message).toBe(
      "A technical problem on an earlier flight of the same aircraft is part of the airline's normal operations, not an extraordinary circumstance.",
    );
    expect(why?.source).toContain('LE v TAP C-74/19');
  });

  it('the engine: a knock-on from bad weather still needs the causal link (chance medium)', () => {
    const a = assessCompensation(delayed([leg('FRA', 'MAD', 'LH')], 240, { cause: 'knock-on-previous-flight', originalCause: 'weather' }));
    expect(a).toMatchObject({ outcome: 'eligible', chance: 'medium' });
    expect(a.reasons.find((r) => r.code === 'extraordinary-circumstances-possible')?.message).toContain(
      'bad weather on an earlier flight of the same aircraft',
    );
  });
});
