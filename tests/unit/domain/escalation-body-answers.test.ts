// The body's answer after escalation (issue #35): the catalogue refuses what the server refuses,
// each body's own period drives the clock (with its source), and the pack's language per body.
import { describe, expect, it } from 'vitest';
import { caseDueDates, nextStep, type CaseClockInput } from '../../../src/domain/desk/index.ts';
import {
  BODY_ANSWER_PERIODS,
  BODY_LANGUAGES,
  bodyFollowUp,
  checkCourtStep,
  courtLanguages,
  ESCALATION_TARGETS,
  nebLanguages,
  parseBodyAnswer,
  usualAnswerDays,
} from '../../../src/domain/escalation/index.ts';

describe('parseBodyAnswer', () => {
  it.each([
    [{ kind: 'upheld' }, 'await-payment'],
    [{ kind: 'upheld', amountMinor: 60_000, currency: 'EUR' }, 'await-payment'],
    [{ kind: 'airline-paid', note: ' paid on 3 March ' }, 'check-payment'],
    [{ kind: 'rejected' }, 'court'],
    [{ kind: 'no-decision' }, 'court'],
    [{ kind: 'no-jurisdiction' }, 'other-body'],
  ])('reads %o and follows up with %s', (input, followUp) => {
    const check = parseBodyAnswer(input);
    expect(check.ok).toBe(true);
    if (check.ok) expect(bodyFollowUp(check.answer)).toBe(followUp);
  });

  it('trims the note', () => {
    expect(parseBodyAnswer({ kind: 'airline-paid', note: ' paid on 3 March ' })).toEqual({
      ok: true,
      answer: { kind: 'airline-paid', note: 'paid on 3 March' },
    });
  });

  it.each([
    [undefined, 'kind'],
    [{ kind: 'maybe' }, 'kind'],
    [{ kind: 'upheld', amountMinor: 12.5, currency: 'EUR' }, 'amountMinor'],
    [{ kind: 'upheld', amountMinor: 0, currency: 'EUR' }, 'amountMinor'],
    [{ kind: 'upheld', amountMinor: 100, currency: 'euro' }, 'currency'],
    [{ kind: 'rejected', note: 'x'.repeat(2001) }, 'note'],
  ])('refuses %o on %s', (input, field) => {
    const check = parseBodyAnswer(input);
    expect(check).toMatchObject({ ok: false, field });
  });
});

describe("each body's clock", () => {
  const base: CaseClockInput = { stage: 'escalated', regime: 'EC261', submittedOn: '2026-01-01', sentOn: '2026-01-02', escalatedOn: '2026-03-01' };

  it.each([
    ['neb', 90, '2026-05-30'],
    ['adr', 90, '2026-05-30'],
    ['shgm', 30, '2026-03-31'],
    ['gcaa', 30, '2026-03-31'],
    ['dot', 60, '2026-04-30'],
  ] as const)('%s answers within %i days: the body is overdue after %s', (to, days, on) => {
    expect(BODY_ANSWER_PERIODS[to].days).toBe(days);
    expect(usualAnswerDays(to).days).toBe(days);
    expect(caseDueDates({ ...base, escalatedTo: to })[0]).toEqual({ what: 'body-decision', on, source: BODY_ANSWER_PERIODS[to].source });
  });

  it('cites a source for every target', () => {
    for (const target of ESCALATION_TARGETS) expect(BODY_ANSWER_PERIODS[target].source.length).toBeGreaterThan(20);
  });

  it('stops waiting for the body once it answered, and runs on what the answer calls for', () => {
    const upheld = { ...base, escalatedTo: 'shgm' as const, bodyAnswer: { answer: { kind: 'upheld' as const }, on: '2026-03-20' } };
    expect(caseDueDates(upheld)[0]).toMatchObject({ what: 'promised-payment', on: '2026-04-17' });
    const rejected = { ...upheld, bodyAnswer: { answer: { kind: 'rejected' as const }, on: '2026-03-20' } };
    expect(caseDueDates(rejected)[0]).toMatchObject({ what: 'escalation', on: '2026-03-21' });
    expect(caseDueDates(rejected).some((d) => d.what === 'body-decision')).toBe(false);
  });

  it("tells the passenger the body's answer and the next date", () => {
    const step = nextStep({
      ...base,
      escalatedTo: 'neb',
      bodyAnswer: { answer: { kind: 'upheld' }, on: '2026-03-20' },
      airlineName: 'Lufthansa',
      escalation: { body: { messageId: 'desk.body.neb', values: { country: { country: 'DE' } } }, days: 90 },
    });
    expect(step).toMatchObject({ messageId: 'desk.next.body-upheld', by: '2026-04-17', values: { airline: 'Lufthansa' } });
  });
});

describe("the pack's language per body", () => {
  it('prints for the SHGM in Turkish and for the UAE in English and Arabic, each with a source', () => {
    expect(BODY_LANGUAGES.shgm.languages).toEqual(['tr']);
    expect(BODY_LANGUAGES.gcaa.languages).toEqual(['en', 'ar']);
    expect(BODY_LANGUAGES.dot.languages).toEqual(['en']);
    for (const rule of Object.values(BODY_LANGUAGES)) expect(rule.source).toMatch(/\w{4,}/);
  });

  it("takes a NEB's language from its row when we print it, English otherwise", () => {
    expect(nebLanguages('de').languages).toEqual(['de']);
    expect(nebLanguages('fr').languages).toEqual(['fr']);
    expect(nebLanguages('nl').languages).toEqual(['en']);
  });

  it('files Form A in the language of the court (Reg. 861/2007 Art. 6(1)), English with a flag when we have no translation', () => {
    expect(courtLanguages('DE')).toMatchObject({ languages: ['de'], translated: true });
    expect(courtLanguages('fr')).toMatchObject({ languages: ['fr'], translated: true });
    expect(courtLanguages('ES')).toMatchObject({ languages: ['en'], translated: false });
    expect(courtLanguages('DE').source).toContain('Art. 6(1)');
  });
});

describe('checkCourtStep (the server and the form share it)', () => {
  it.each([
    [{ step: 'filed', date: '2026-03-01', court: 'AG Frankfurt', case_number: '31 C 1/26' }, true, undefined],
    [{ step: 'hearing', date: '2026-04-01' }, true, undefined],
    [{ step: 'judgment', date: '2026-05-01', amount_minor: 50_000, currency: 'EUR' }, true, undefined],
    [{ step: 'appeal', date: '2026-05-01' }, false, 'step'],
    [{ step: 'hearing', date: '1 May' }, false, 'date'],
    [{ step: 'filed', date: '2026-03-01', court: 'AG Frankfurt' }, false, 'case_number'],
    [{ step: 'paid', date: '2026-06-01' }, false, 'amount_minor'],
    [{ step: 'paid', date: '2026-06-01', amount_minor: 12.5, currency: 'EUR' }, false, 'amount_minor'],
    [{ step: 'paid', date: '2026-06-01', amount_minor: -100, currency: 'EUR' }, false, 'amount_minor'],
    [{ step: 'paid', date: '2026-06-01', amount_minor: 1005, currency: 'euro' }, false, 'amount_minor'],
    [{ step: 'paid', date: '2026-06-01', amount_minor: 1005, currency: 'kwd' }, true, undefined],
  ])('%o → ok %s (%s)', (input, ok, field) => {
    const check = checkCourtStep(input);
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.field).toBe(field);
  });
});
