// The law in force on the day of the flight, and boundaries read as the texts word them
// (issue #16 "Dates").
import { describe, expect, it } from 'vitest';
import { assessCompensation, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { answerUnder } from './answers.ts';
import { cancelled, delayed, deniedBoarding, leg } from './journey-builders.ts';

describe('SHY-YOLCU Art. 7(3): delay compensation only from its amendment (RG 32748, 10 Dec 2024)', () => {
  it.each([
    ['2024-12-09', 'not-eligible', undefined],
    ['2024-12-10', 'eligible', 400],
    ['2025-06-01', 'eligible', 400],
  ])('IST→FRA on Turkish Airlines on %s, 4 h late (technical) → %s', (date, outcome, eur) => {
    const a = answerUnder(delayed([leg('IST', 'FRA', 'TK', date)], 240, { cause: 'technical' }), 'SHY-YOLCU');
    expect(a?.outcome).toBe(outcome);
    expect(a?.compensation?.amount).toBe(eur);
    if (outcome === 'not-eligible') expect(a?.reasons.map((r) => r.code)).toContain('delay-rule-not-in-force');
  });

  it('the earlier rules still paid for a cancellation on 2024-06-01 (SHY-YOLCU Art. 8)', () => {
    expect(answerUnder(cancelled([leg('IST', 'FRA', 'TK', '2024-06-01')], 2), 'SHY-YOLCU')).toMatchObject({
      outcome: 'eligible',
      compensation: { amount: 400 },
    });
  });
});

describe('14 CFR 250.5: denied-boarding limits on the day of the flight, and the bands as worded', () => {
  const jfkLax = (date: string, minutes: number | undefined, fare = 1000): JourneyFacts =>
    deniedBoarding([leg('JFK', 'LAX', 'AA', date)], {
      ...(minutes === undefined ? { deniedBoarding: { voluntary: false, noAlternativeOffered: true } } : { arrivalDelayMinutes: minutes }),
      oneWayFare: { amount: fare, currency: 'USD' },
    });
  const jfkCdg = (minutes: number): JourneyFacts =>
    deniedBoarding([leg('JFK', 'CDG', 'AA', '2025-06-01')], { arrivalDelayMinutes: minutes, oneWayFare: { amount: 100, currency: 'USD' } });

  it.each<[string, number | undefined, number, string]>([
    ['2025-01-21', 90, 775, '86 FR 2534: $775 before 22 Jan 2025'],
    ['2025-01-21', undefined, 1550, '86 FR 2534: $1,550 before 22 Jan 2025'],
    ['2025-01-22', 90, 1075, '89 FR 84815: $1,075 from 22 Jan 2025'],
    ['2025-01-22', undefined, 2150, '89 FR 84815: $2,150 from 22 Jan 2025'],
  ])('domestic on %s, %s min late, $1,000 fare → $%d (%s)', (date, minutes, usd) => {
    expect(assessCompensation(jfkLax(date, minutes))).toMatchObject({ regime: 'US-DOT', compensation: { amount: usd, currency: 'USD' } });
  });

  it.each([
    [119, 200, 'domestic "more than one hour but less than two hours": 200%'],
    [120, 400, 'domestic exactly 2:00 is not "less than two hours": 400%'],
  ])('JFK→LAX %d min late, $100 fare → $%d (%s)', (minutes, usd) => {
    expect(assessCompensation(jfkLax('2025-06-01', minutes, 100)).compensation?.amount).toBe(usd);
  });

  it.each([
    [239, 200, 'international "less than four hours": 200%'],
    [240, 400, 'international exactly 4:00: 400%'],
  ])('JFK→CDG %d min late, $100 fare → $%d (%s)', (minutes, usd) => {
    expect(answerUnder(jfkCdg(minutes), 'US-DOT')?.compensation?.amount).toBe(usd);
  });
});

describe('EC 261 Art. 5(1)(c): notice in hours from being told to the scheduled departure', () => {
  const notice = (noticeHours: number): JourneyFacts => ({ legs: [leg('FRA', 'MUC', 'LH')], disruption: 'cancelled', cancellation: { noticeHours } });
  it.each([
    [14 * 24, 'not-eligible', '(i) exactly two weeks'],
    [14 * 24 - 1, 'eligible', '(ii) 13 days 23 h is not two weeks, though "13 days" in whole days'],
    [7 * 24, 'eligible', '(ii) seven days'],
    [7 * 24 - 1, 'eligible', '(iii) under seven days'],
  ])('%d h → %s: %s', (hours, outcome) => {
    expect(assessCompensation(notice(hours)).outcome).toBe(outcome);
  });

  it('(ii) vs (iii) by hours: 6 days 23 h with a re-routing 3 h late is (iii), so compensation is due', () => {
    const reroute = { departedEarlierMinutes: 0, arrivedLaterMinutes: 180 };
    expect(assessCompensation({ ...notice(7 * 24), cancellation: { noticeHours: 7 * 24, reroute } }).outcome).toBe('not-eligible');
    expect(assessCompensation({ ...notice(7 * 24 - 1), cancellation: { noticeHours: 7 * 24 - 1, reroute } }).outcome).toBe('eligible');
  });

  it('noticeHours wins over noticeDays, and the text says the hours', () => {
    const a = assessCompensation({ legs: [leg('FRA', 'MUC', 'LH')], disruption: 'cancelled', cancellation: { noticeDays: 14, noticeHours: 335 } });
    expect(a.outcome).toBe('eligible');
    expect(a.reasons.map((r) => r.message).join(' ')).toContain('13 days 23 h');
  });
});
