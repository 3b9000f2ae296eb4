// When the agent may take a claim further (issue #35): only to the body the facts make competent,
// and only once the airline had its waiting period or refused (EU complaint form, instruction 2;
// CAA: eight weeks or a final answer). Each row names its source.
import { describe, expect, it } from 'vitest';
import { competenceFor, courtWaitingDays, isEscalationTarget, usualAnswerDays, waitingPeriod } from '../../../src/domain/escalation/index.ts';
import type { Leg } from '../../../src/domain/compensation/index.ts';

const leg = (from: string, to: string, operatingCarrier: string): Leg => ({ from, to, operatingCarrier });

describe('competenceFor', () => {
  it.each([
    // [regime, from, to, carrier, target, competent, source]
    ['EC261', 'FRA', 'FCO', 'LH', 'neb', true, 'Art. 16(1): departure from Germany, the LBA'],
    ['EC261', 'FRA', 'FCO', 'LH', 'adr', false, 'ADR is the UK route; an EU departure goes to the NEB'],
    ['EC261', 'FRA', 'FCO', 'LH', 'dot', false, 'the DOT takes US-DOT claims'],
    ['UK261', 'LHR', 'MAD', 'FR', 'adr', true, 'CAA ADR list: Ryanair is in AviationADR'],
    ['UK261', 'LHR', 'MAD', 'FR', 'neb', false, 'UK261 has no NEB of Art. 16 since 2021'],
    ['SHY-YOLCU', 'IST', 'FRA', 'TK', 'shgm', true, 'SHY-YOLCU: the SHGM'],
    ['EC261', 'FRA', 'FCO', 'LH', 'court', true, 'Brussels I bis Art. 7(1)(b): departure and arrival'],
  ] as const)('%s %s→%s on %s to %s: competent %s (%s)', (regime, from, to, carrier, target, competent, source) => {
    const result = competenceFor(target, { regime, legs: [leg(from, to, carrier)] });
    expect(result.ok, source).toBe(competent);
    if (!result.ok) expect(result.detail).toMatch(/competent body|No enforcement body/);
  });

  it('names the competent body when another is asked', () => {
    const result = competenceFor('adr', { regime: 'EC261', legs: [leg('FRA', 'FCO', 'LH')] });
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.detail).toContain('Luftfahrt-Bundesamt');
  });

  it('knows no court for airports and a carrier outside the directories', () => {
    expect(competenceFor('court', { regime: 'EC261', legs: [leg('QQQ', 'QQX', 'Q0')] }).ok).toBe(false);
  });
});

describe('waitingPeriod', () => {
  it('ends at once when the airline refused (EU complaint form: a reply that does not satisfy)', () => {
    expect(waitingPeriod({ waitingDays: 42, sentOn: '2026-11-01', lastAnswer: { kind: 'rejected', on: '2026-11-10' } }, '2026-11-11').over).toBe(true);
  });

  it('runs the body’s days from the letter otherwise, the last day included', () => {
    const input = { waitingDays: 42, sentOn: '2026-01-01', lastAnswer: { kind: 'no-answer', on: '2026-01-20' } };
    expect(waitingPeriod(input, '2026-02-11')).toMatchObject({ over: false, endsOn: '2026-02-12' });
    expect(waitingPeriod(input, '2026-02-12')).toMatchObject({ over: true, endsOn: '2026-02-12' });
  });

  it('is never over for a claim that did not go to the airline', () => {
    expect(waitingPeriod({ waitingDays: 0 }, '2026-02-12').over).toBe(false);
  });

  it('gives the court the regime’s reply period (desk/periods.ts)', () => {
    expect([courtWaitingDays('EC261'), courtWaitingDays('UK261')]).toEqual([42, 56]);
  });
});

describe('the targets', () => {
  it('accepts the six targets only, each with a usual answer period and its source', () => {
    for (const to of ['neb', 'adr', 'shgm', 'gcaa', 'dot', 'court']) {
      expect(isEscalationTarget(to)).toBe(true);
      if (!isEscalationTarget(to)) continue;
      const usual = usualAnswerDays(to);
      expect(usual.days).toBeGreaterThan(0);
      expect(usual.source.length).toBeGreaterThan(10);
    }
    expect(isEscalationTarget('moon')).toBe(false);
  });
});
