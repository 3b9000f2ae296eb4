// The airline desk's rules (issue #34): the answer catalogue, the stages, the clock with its
// statutory periods and the next step.
import { describe, expect, it } from 'vitest';
import {
  caseDueDates,
  canMoveStage,
  followUpOf,
  isOverdue,
  letterDates,
  nextDue,
  nextStep,
  parseAirlineAnswer,
  rebuttalGrounds,
  renderNextStep,
  REPLY_PERIODS,
  type AirlineAnswer,
  type CaseClockInput,
} from '../../../src/domain/desk/index.ts';

describe('the answer catalogue', () => {
  it.each([
    [{ kind: 'accepted', amountMinor: 60000, currency: 'EUR', promisedOn: '2027-01-20' }],
    [{ kind: 'offer', amountMinor: 20000, currency: 'EUR' }],
    [{ kind: 'voucher', amountMinor: 30000, currency: 'EUR' }],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'technical' }],
    [{ kind: 'rejected', reason: 'time-barred', note: 'Flight in 2019' }],
    [{ kind: 'paid-passenger' }],
    [{ kind: 'paid-passenger', amountMinor: 25000, currency: 'GBP' }],
    [{ kind: 'no-answer' }],
  ])('takes %j', (input) => {
    const check = parseAirlineAnswer(input);
    expect(check).toEqual({ ok: true, answer: input });
  });

  it.each([
    [null, 'kind'],
    [{ kind: 'maybe' }, 'kind'],
    [{ kind: 'accepted', amountMinor: 600.5, currency: 'EUR', promisedOn: '2027-01-20' }, 'amountMinor'],
    [{ kind: 'accepted', amountMinor: 60000, currency: 'euro', promisedOn: '2027-01-20' }, 'currency'],
    [{ kind: 'accepted', amountMinor: 60000, currency: 'EUR', promisedOn: '2027-02-30' }, 'promisedOn'],
    [{ kind: 'offer', amountMinor: 0, currency: 'EUR' }, 'amountMinor'],
    [{ kind: 'rejected' }, 'reason'],
    [{ kind: 'rejected', reason: 'extraordinary' }, 'cause'],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'aliens' }, 'cause'],
    [{ kind: 'rejected', reason: 'other', note: 'x'.repeat(2001) }, 'note'],
  ])('refuses %j on %s', (input, field) => {
    const check = parseAirlineAnswer(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.field).toBe(field);
  });

  it.each<[AirlineAnswer, string, string]>([
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'technical' }, 'rebut', 'Wallentin-Hermann C-549/07'],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'own-staff-strike' }, 'rebut', 'Airhelp v SAS C-28/20'],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'crew-illness' }, 'rebut', 'TAP Portugal C-156/22'],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'weather' }, 'escalate', 'recital 14: the airline must prove it'],
    [{ kind: 'rejected', reason: 'documents-missing' }, 'send-documents', 'policy'],
    [{ kind: 'rejected', reason: 'not-operating-carrier' }, 'check-carrier', 'Art. 2(b), 5: the operating carrier owes'],
    [{ kind: 'offer', amountMinor: 1, currency: 'EUR' }, 'ask-passenger', 'the passenger decides'],
    [{ kind: 'no-answer' }, 'escalate', 'EU complaint form'],
  ])('%j leads to %s (%s)', (answer, followUp) => {
    expect(followUpOf(answer)).toBe(followUp);
  });
});

describe('the rebuttal', () => {
  it.each<[AirlineAnswer, string[]]>([
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'technical' }, ['C-549/07', 'C-257/14']],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'crew-illness' }, ['C-156/22 to C-158/22']],
    [{ kind: 'rejected', reason: 'time-barred' }, ['C-139/11']],
    [{ kind: 'rejected', reason: 'extraordinary', cause: 'weather' }, []],
    [{ kind: 'offer', amountMinor: 100, currency: 'EUR' }, []],
  ])('%j cites %j', (answer, cases) => {
    expect(rebuttalGrounds(answer).map((j) => j.case)).toEqual(cases);
  });
});

describe('the stages inside processing', () => {
  it.each([
    ['preparing', 'sent', true],
    ['preparing', 'answered', false],
    ['sent', 'reminded', true],
    ['answered', 'sent', true],
    ['escalated', 'in-court', true],
    ['settled', 'sent', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveStage(from, to)).toBe(allowed);
  });
});

const base: CaseClockInput = { stage: 'sent', regime: 'EC261', submittedOn: '2026-11-01', sentOn: '2026-12-01' };

describe('the clock', () => {
  it.each([
    // regime, days, escalation date for a letter sent 2026-12-01, source
    ['EC261', 42, '2027-01-13', 'EU complaint form: 6 weeks, then the national enforcement body'],
    ['UK261', 56, '2027-01-27', 'CAA: eight weeks, then ADR'],
    ['SHY-YOLCU', 10, '2026-12-16', 'SHGM: 10 days; our pay-by (14 days) is later'],
    ['US-DOT', 60, '2027-01-31', '14 CFR 259.5(b)(5): 60 days'],
    ['MC99', 42, '2027-01-13', 'no statutory period: our policy'],
  ] as const)('%s: %i days, escalation on %s (%s)', (regime, days, escalateOn, _source) => {
    expect(REPLY_PERIODS[regime].days).toBe(days);
    expect(REPLY_PERIODS[regime].source.length).toBeGreaterThan(20);
    expect(letterDates(regime, '2026-12-01').escalateOn).toBe(escalateOn);
  });

  it('runs a sent letter: reminder after the pay-by date, then the answer, then escalation', () => {
    expect(caseDueDates(base).map((d) => [d.what, d.on])).toEqual([
      ['reminder', '2026-12-16'],
      ['airline-answer', '2027-01-12'],
      ['escalation', '2027-01-13'],
    ]);
    // After the reminder went, it is not due again.
    expect(nextDue({ ...base, stage: 'reminded' })).toMatchObject({ what: 'airline-answer', on: '2027-01-12' });
  });

  it('honours a policy setting for the pay-by date', () => {
    expect(nextDue({ ...base, policy: { payWithinDays: 7 } })).toMatchObject({ what: 'reminder', on: '2026-12-09' });
  });

  it('puts the limitation deadline first when it comes before the others', () => {
    const due = nextDue({ ...base, limitationLastDay: '2027-03-01' });
    expect(due).toMatchObject({ what: 'court-before-limitation', on: '2026-12-01' });
    expect(isOverdue(due!, '2026-12-02')).toBe(true);
    expect(isOverdue(due!, '2026-12-01')).toBe(false);
  });

  it('follows a promise to pay, and settles with nothing due', () => {
    const promised: CaseClockInput = {
      ...base,
      stage: 'answered',
      lastAnswer: { on: '2026-12-10', answer: { kind: 'accepted', amountMinor: 60000, currency: 'EUR', promisedOn: '2026-12-24' } },
    };
    expect(caseDueDates(promised).map((d) => [d.what, d.on])).toEqual([
      ['promised-payment', '2026-12-24'],
      ['escalation', '2026-12-25'],
    ]);
    expect(nextDue({ ...base, stage: 'settled' })).toBeUndefined();
  });
});

describe('the next step', () => {
  it('says by when the airline must answer and where the claim goes after (the issue example)', () => {
    const step = nextStep({ ...base, airlineName: 'Lufthansa', incidentCountry: 'DE' });
    expect(step).toEqual({
      messageId: 'desk.next.sent',
      by: '2027-01-12',
      values: {
        airline: 'Lufthansa',
        by: { date: '2027-01-12' },
        escalateOn: { date: '2027-01-13' },
        body: { messageId: 'desk.body.neb', values: { country: { country: 'DE' } } },
      },
    });
  });

  it.each<[Partial<CaseClockInput>, string, string | undefined]>([
    [{ stage: 'preparing' }, 'desk.next.preparing', '2026-11-03'],
    [{ stage: 'answered', lastAnswer: { on: '2026-12-10', answer: { kind: 'offer', amountMinor: 20000, currency: 'EUR' } } }, 'desk.next.offer', '2026-12-24'],
    [
      { stage: 'answered', lastAnswer: { on: '2026-12-10', answer: { kind: 'rejected', reason: 'extraordinary', cause: 'technical' } } },
      'desk.next.rebut',
      '2026-12-17',
    ],
    [{ stage: 'escalated', escalatedOn: '2027-01-13' }, 'desk.next.escalated', '2027-04-13'],
    [{ stage: 'in-court' }, 'desk.next.in-court', undefined],
  ])('%j → %s by %s', (change, messageId, by) => {
    const step = nextStep({ ...base, ...change, airlineName: 'Lufthansa' });
    expect(step.messageId).toBe(messageId);
    expect(step.by).toBe(by);
  });
});

describe('the offer in the next step: minor units to the major-unit number once, by the currency (ISO 4217)', () => {
  it.each([
    [1005, 'EUR', 10.05],
    [30, 'EUR', 0.3],
    [1005, 'JPY', 1005],
    [12345, 'KWD', 12.345],
  ])('%i %s → %d', (amountMinor, currency, amount) => {
    const step = nextStep({
      ...base,
      stage: 'answered',
      lastAnswer: { on: '2026-12-10', answer: { kind: 'offer', amountMinor, currency } },
      airlineName: 'Lufthansa',
    });
    expect(step.values.amount).toEqual({ amount, currency });
  });
});

describe('the next step in the passenger language', () => {
  const step = nextStep({ ...base, airlineName: 'Lufthansa', incidentCountry: 'DE' });

  it('reads as the issue example in English', () => {
    expect(renderNextStep(step, 'en')).toBe(
      'Lufthansa must answer by January 12, 2027. If it does not, we take your claim to the enforcement body in Germany on January 13, 2027.',
    );
  });

  it.each([
    ['fa', 'آلمان', /[۰-۹]/],
    ['ar', 'ألمانيا', /يجب أن تردّ Lufthansa/],
    ['tr', 'Almanya', /12 Ocak 2027/],
    ['de', 'Germany', /January 12, 2027/],
  ])('%s: names the country (%s) and the dates its own way', (lang, country, pattern) => {
    const text = renderNextStep(step, lang);
    expect(text).toContain(country);
    expect(text).toMatch(pattern);
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
