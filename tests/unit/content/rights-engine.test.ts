// The rights pages and the rules engine say the same thing (issue #16): each figure on a page is
// checked against what assessCompensation answers for a journey in that band.
import { describe, expect, it } from 'vitest';
import { assessCompensation, claimDeadline, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { CONSTANTS } from '../../../src/app/company.ts';
import { careTable, amountsTable, halvedSentence, turkeySentence } from '../../../src/app/content/rights/common.ts';
import { DOWNGRADE_PERCENTS, MONTREAL, US_DOT, formatEur, formatGbp, formatUsd } from '../../../src/app/content/figures.ts';
import { MC99_LIMITS } from '../../../src/domain/compensation/mc99/limits.ts';
import { COMPLAINT_DAYS } from '../../../src/domain/compensation/mc99/deadlines.ts';
import { MC99_PARTIES } from '../../../src/domain/compensation/mc99/parties.ts';

const leg = (from: string, to: string, operatingCarrier: string, departureDate?: string) => ({
  from,
  to,
  operatingCarrier,
  ...(departureDate ? { departureDate } : {}),
});
const delayed = (from: string, to: string, carrier: string, minutes: number, extra: Partial<JourneyFacts> = {}): JourneyFacts => ({
  legs: [leg(from, to, carrier)],
  disruption: 'delayed',
  arrivalDelayMinutes: minutes,
  ...extra,
});
const under = (facts: JourneyFacts, regime: string): Assessment | undefined => {
  const a = assessCompensation(facts);
  return [a, ...(a.alsoApplicable ?? [])].find((x) => x.regime === regime);
};
const cell = (table: { rows: readonly (readonly unknown[])[] }, row: number, col: number) => String(table.rows[row]![col]);

// One journey per band: EC 261 Art. 7(1)(a)–(c), UK261 the same bands in pounds.
const BANDS = [
  { eu: delayed('FRA', 'MUC', 'LH', 300), uk: delayed('LHR', 'EDI', 'BA', 300) },
  { eu: delayed('FRA', 'TLV', 'LH', 300), uk: delayed('LGW', 'TFS', 'U2', 300) },
  { eu: delayed('FRA', 'JFK', 'LH', 300), uk: delayed('LHR', 'SIN', 'BA', 300) },
];

describe('amounts table = engine (EC 261 Art. 7(1); UK261 Art. 7(1) as amended by SI 2019/278)', () => {
  it.each([0, 1, 2])('band %d', (i) => {
    const eu = under(BANDS[i]!.eu, 'EC261')!.compensation!;
    const uk = under(BANDS[i]!.uk, 'UK261')!.compensation!;
    expect(cell(amountsTable(), i, 1)).toBe(formatEur(eu.amount));
    expect(cell(amountsTable(), i, 2)).toBe(formatGbp(uk.amount));
    expect(CONSTANTS.euTiers[i]!.eur).toBe(eu.amount);
  });
});

describe('the Sturgeon halving (Art. 7(2)(c): "does not exceed" four hours)', () => {
  it("the page words it as the regulation does, and names the engine's amount at exactly 4:00", () => {
    const atFour = under(delayed('FRA', 'JFK', 'LH', 240), 'EC261')!.compensation!;
    expect(halvedSentence()).toContain('does not exceed 4 hours');
    expect(halvedSentence()).toContain(formatEur(atFour.amount));
    expect(halvedSentence()).not.toMatch(/less than 4 hours/);
    expect(under(delayed('FRA', 'JFK', 'LH', 241), 'EC261')!.compensation!.amount).toBe(atFour.amount * 2);
  });
});

describe('care table = engine (Art. 6(1), Art. 9)', () => {
  it.each([0, 1, 2])('band %d', (i) => {
    const meals = under(BANDS[i]!.eu, 'EC261')!.care!.find((c) => c.code === 'meals')!;
    expect(cell(careTable(), i, 1)).toBe(`${meals.startsAfterMinutes / 60} hours or more`);
  });
});

describe('US DOT figures = engine (14 CFR 250.5; 89 FR 84815; 14 CFR 260.2)', () => {
  const bumped = (date: string, minutes: number | undefined, fare: number): JourneyFacts => ({
    legs: [leg('JFK', 'LAX', 'AA', date)],
    disruption: 'denied-boarding',
    oneWayFare: { amount: fare, currency: 'USD' },
    ...(minutes === undefined ? { deniedBoarding: { voluntary: false, noAlternativeOffered: true } } : { arrivalDelayMinutes: minutes }),
  });
  it('limits today and before 22 Jan 2025', () => {
    expect(formatUsd(assessCompensation(bumped('2025-06-01', 90, 10_000)).compensation!.amount)).toBe(formatUsd(US_DOT.lowMaxUsd));
    expect(formatUsd(assessCompensation(bumped('2025-06-01', undefined, 10_000)).compensation!.amount)).toBe(formatUsd(US_DOT.highMaxUsd));
    expect(assessCompensation(bumped('2024-06-01', 90, 10_000)).compensation!.amount).toBe(US_DOT.lowMaxUsdBefore);
    expect(assessCompensation(bumped('2024-06-01', undefined, 10_000)).compensation!.amount).toBe(US_DOT.highMaxUsdBefore);
  });

  it('refund thresholds', () => {
    const refundAt = (to: string, carrier: string) => under(delayed('JFK', to, carrier, 0), 'US-DOT')!.care![0]!.startsAfterMinutes / 60;
    expect(refundAt('LAX', 'AA')).toBe(US_DOT.refundDomesticHours);
    expect(refundAt('CDG', 'AF')).toBe(US_DOT.refundInternationalHours);
  });
});

describe('Turkey and downgrading = engine', () => {
  it('SHY-YOLCU amounts (Art. 8)', () => {
    const domestic = under({ legs: [leg('IST', 'ESB', 'TK')], disruption: 'cancelled', cancellation: { noticeDays: 1 } }, 'SHY-YOLCU')!.compensation!;
    expect(turkeySentence()).toContain(`${formatEur(domestic.amount)} for domestic flights`);
  });

  it.each([0, 1, 2])('Art. 10(2) band %d', (i) => {
    const a = under({ ...BANDS[i]!.eu, arrivalDelayMinutes: 0, downgrade: { ticketPrice: { amount: 100, currency: 'EUR' } } }, 'EC261')!;
    expect(a.downgradeRefund!.percent).toBe(DOWNGRADE_PERCENTS[i]);
  });
});

describe('passenger-facing text carries no research markers ("(R, M)", "n/v")', () => {
  const markers = /\bn\/v\b|\((?:[RMEO], )*[RMEO]\)|\b[RMEO] says\b/;
  it.each(['DE', 'PL', 'SE', 'GB', 'TR', 'US', 'FR', 'BG', 'MT'])('limitation period for %s', (country) => {
    const d = claimDeadline(country, '2024-01-01')!;
    expect(`${d.source} ${d.note ?? ''}`).not.toMatch(markers);
  });

  it.each([
    ['IST→FRA on TK, weather', delayed('IST', 'FRA', 'TK', 300, { cause: 'weather', claimDate: '2030-01-01' })],
    [
      'IST→ESB cancelled, free ticket',
      { legs: [leg('IST', 'ESB', 'TK')], disruption: 'cancelled', cancellation: { noticeDays: 1 }, booking: { fare: 'free' } } as JourneyFacts,
    ],
    ['FRA→WAW, claimed late', delayed('FRA', 'WAW', 'LH', 300, { legs: [leg('FRA', 'WAW', 'LO', '2020-01-01')], claimDate: '2022-06-01' })],
  ])('%s', (_name, facts) => {
    const a = assessCompensation(facts);
    for (const x of [a, ...(a.alsoApplicable ?? [])]) {
      for (const r of [...x.reasons, ...(x.care ?? [])]) expect(`${r.message} ${r.source}`).not.toMatch(markers);
    }
  });
});

describe('Montreal Convention figures on the pages = engine (Art. 22, 31(2), 35)', () => {
  const ek = delayed('DXB', 'FRA', 'EK', 300, { baggage: { kind: 'damaged', receivedOn: '2025-03-02' } });

  it('the limits in force today, and the ones before', () => {
    const a = under(ek, 'MC99')!;
    expect([a.damagesCap?.amount, a.baggageCap?.amount]).toEqual([MONTREAL.delaySdr, MONTREAL.baggageSdr]);
    expect(MC99_LIMITS[0]!.from).toBe('2024-12-28');
    expect(MONTREAL.baggageSdrFrom).toBe('28 December 2024');
    const before = under({ ...ek, legs: [leg('DXB', 'FRA', 'EK', '2024-12-27')] }, 'MC99')!;
    expect(before.baggageCap?.amount).toBe(MONTREAL.baggageSdrBefore);
  });

  it('the complaint days and the two years', () => {
    expect(COMPLAINT_DAYS['baggage-damage']).toBe(CONSTANTS.baggageDamageComplaintDays);
    expect(COMPLAINT_DAYS['baggage-delay']).toBe(CONSTANTS.baggageDelayComplaintDays);
    expect(under(ek, 'MC99')!.claimDeadlines?.shortest.years).toBe(MONTREAL.limitationYears);
  });

  it('the overview does not count Iran among the parties, as the engine does not', () => {
    expect(under(delayed('IKA', 'DXB', 'IR', 300), 'MC99')).toBeUndefined();
    expect(MC99_PARTIES).not.toHaveProperty('IR');
  });
});
