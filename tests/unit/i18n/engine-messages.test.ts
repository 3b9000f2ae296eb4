// Every message the rules engine can put on the claim wizard (reasons, questions, care rights, the
// rights at the airport, the eligibility message) reads in Arabic, Persian and Turkish: the engine
// runs over a table of journeys that between them give every reason it has, and each message
// claimDomainText shows must differ from the English and keep no {placeholder}.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { rightsNow } from '../../../src/domain/compensation/rights-now.ts';
import { CAUSES } from '../../../src/domain/compensation/ec261/extraordinary.ts';
import { eligibilityMessage } from '../../../src/domain/claim/eligibility.ts';
import { claimDomainText } from '../../../src/app/screens/claim/claim-domain-text.ts';
import { templateOf } from '../../../src/app/screens/claim/claim-domain-patterns.ts';
import { readCatalog } from '../../i18n-messages.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { resolveJourney } from '../../../src/domain/compensation/journey.ts';
import { assessEc261 } from '../../../src/domain/compensation/ec261/index.ts';
import { assessUk261 } from '../../../src/domain/compensation/uk261/index.ts';
import { assessShyYolcu } from '../../../src/domain/compensation/shy-yolcu/index.ts';
import { assessUsDot } from '../../../src/domain/compensation/us-dot/index.ts';
import { cancelled, delayed, deniedBoarding, leg } from '../domain/journey-builders.ts';

const LANGUAGES = ['ar', 'fa', 'tr'] as const;
const NEEDS_MORE = 'We need a little more information: ';
const CAUSE_NAMES = Object.keys(CAUSES) as (keyof typeof CAUSES)[];

const CASES: JourneyFacts[] = [
  // Scope, each regime
  delayed([leg('FRA', 'JFK', 'LH')], 240),
  delayed([leg('JFK', 'FRA', 'LH')], 240),
  delayed([leg('JFK', 'FRA', 'LH')], 240, { receivedBenefitsInThirdCountry: true }),
  delayed([leg('DXB', 'CDG', 'EK')], 240),
  delayed([leg('JFK', 'AMS', 'DL'), leg('AMS', 'BER', 'KL')], 240),
  delayed([leg('DXB', 'FRA', 'EK'), leg('FRA', 'JFK', 'LH')], 240),
  delayed([leg('DXB', 'LHR', 'EK'), leg('LHR', 'JFK', 'BA')], 240),
  delayed([leg('DXB', 'IST', 'TK'), leg('IST', 'JFK', 'TK')], 240),
  delayed([leg('DXB', 'BOM', 'EK')], 240),
  delayed([leg('LHR', 'JFK', 'BA')], 240),
  delayed([leg('JFK', 'LHR', 'BA')], 240),
  delayed([leg('JFK', 'LHR', 'LH')], 240),
  delayed([leg('JFK', 'LHR', 'EK')], 240),
  delayed([leg('JFK', 'LHR', 'BA')], 240, { receivedBenefitsInThirdCountry: true }),
  delayed([leg('JFK', 'FRA', 'BA')], 240),
  delayed([leg('JFK', 'FRA', 'EK')], 240),
  delayed([leg('IST', 'ESB', 'TK', '2025-03-01')], 240),
  delayed([leg('IST', 'ESB', 'TK', '2024-06-01')], 240),
  delayed([leg('IST', 'DXB', 'TK')], 240, { cause: 'technical' }),
  delayed([leg('IST', 'JFK', 'TK')], 240, { cause: 'technical' }),
  delayed([leg('IST', 'FRA', 'TK')], 200, { cause: 'weather' }),
  delayed([leg('DXB', 'IST', 'TK')], 240, { cause: 'technical' }),
  delayed([leg('DXB', 'IST', 'EK')], 240),
  delayed([leg('DXB', 'IST', 'TK')], 240, { receivedBenefitsInThirdCountry: true }),
  delayed([leg('IST', 'ESB', 'TK')], 240),
  delayed([leg('JFK', 'FRA', 'XQZ')], 240),
  delayed([leg('JFK', 'FRA', '')], 240),
  delayed([leg('QQQ', 'FRA', 'LH')], 240),
  delayed([leg('', 'FRA', 'LH')], 240),
  delayed([], 240),
  delayed([leg('FRA', 'JFK', 'LH'), leg('JFK', 'FRA', 'LH')], 240),
  delayed([leg('KEF', 'FRA', 'FI')], 240),
  delayed([leg('CDG', 'RUN', 'AF')], 240),
  delayed([leg('FRA', 'TLV', 'LH')], 240),
  delayed([leg('FRA', 'MUC', 'LH')], 240),
  delayed([leg('LHR', 'EDI', 'BA')], 240),
  delayed([leg('LHR', 'ATH', 'BA')], 240),
  delayed([leg('FRA', 'JFK', 'LH')], 120),
  delayed([leg('FRA', 'JFK', 'LH')], undefined),
  delayed([leg('FRA', 'JFK', 'LH')], 200),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { departureDelayMinutes: 300, diversion: { sameArea: true } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { diversion: { sameArea: false } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { downgrade: { ticketPrice: { amount: 812.4, currency: 'eur' } } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 100, currency: 'EUR', kind: 'cash' } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 700, currency: 'EUR', kind: 'cash' } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 100, currency: 'GBP', kind: 'voucher', acceptedInWriting: true } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 900, currency: 'EUR', kind: 'voucher', acceptedInWriting: true } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 100, currency: 'EUR', kind: 'voucher' } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 5000, currency: 'XYZ', kind: 'cash' } }),
  delayed([leg('FRA', 'JFK', 'LH', '2020-01-10')], 240, { claimDate: '2023-06-01' }),
  delayed([leg('FRA', 'JFK', 'LH', '2010-01-10')], 240, { claimDate: '2026-06-01' }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { advancedMinutes: 90 }),
  delayed([leg('LHR', 'JFK', 'BA')], 240, { advancedMinutes: 90 }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { advancedMinutes: 45, disruption: 'cancelled' }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { booking: { confirmedReservation: false } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { booking: { checkedIn: false } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { booking: { fare: 'free' } }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { booking: { claimAssigned: true } }),
  ...CAUSE_NAMES.map((cause) => delayed([leg('FRA', 'JFK', 'LH')], 240, { cause })),
  ...CAUSE_NAMES.map((cause) => cancelled([leg('FRA', 'JFK', 'LH')], 3, undefined, { cause })),
  // Cancellation notice windows
  cancelled([leg('FRA', 'JFK', 'LH')], 20),
  cancelled([leg('FRA', 'JFK', 'LH')], 10),
  cancelled([leg('FRA', 'JFK', 'LH')], 10, { departedEarlierMinutes: 60, arrivedLaterMinutes: 120 }),
  cancelled([leg('FRA', 'JFK', 'LH')], 3, { departedEarlierMinutes: 30, arrivedLaterMinutes: 60 }),
  cancelled([leg('FRA', 'JFK', 'LH')], 3, { departedEarlierMinutes: 180, arrivedLaterMinutes: 200 }),
  { legs: [leg('FRA', 'JFK', 'LH')], disruption: 'cancelled', cancellation: { noticeHours: 13.5 * 24 } },
  { legs: [leg('FRA', 'JFK', 'LH')], disruption: 'cancelled', cancellation: { noticeHours: 5 } },
  { legs: [leg('FRA', 'JFK', 'LH')], disruption: 'cancelled' },
  // Denied boarding, EU and US
  deniedBoarding([leg('FRA', 'JFK', 'LH')]),
  deniedBoarding([leg('FRA', 'JFK', 'LH')], { arrivalDelayMinutes: 120 }),
  deniedBoarding([leg('FRA', 'JFK', 'LH')], { deniedBoarding: { voluntary: true } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 90, oneWayFare: { amount: 300, currency: 'USD' } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 150, oneWayFare: { amount: 300, currency: 'USD' } }),
  deniedBoarding([leg('JFK', 'LHR', 'AA')], { arrivalDelayMinutes: 150, oneWayFare: { amount: 300, currency: 'USD' } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { deniedBoarding: { voluntary: false, noAlternativeOffered: true }, oneWayFare: { amount: 300, currency: 'USD' } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 30 }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')]),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 90 }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { arrivalDelayMinutes: 90, oneWayFare: { amount: 300, currency: 'EUR' } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { deniedBoarding: { voluntary: true } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { aircraftSeats: 20 }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { deniedBoarding: { voluntary: false, substituteSmallerAircraft: true } }),
  deniedBoarding([leg('JFK', 'LAX', 'AA')], { booking: { checkedIn: false } }),
  delayed([leg('JFK', 'LAX', 'AA')], 300),
  cancelled([leg('JFK', 'LAX', 'AA')], 2),
  // Odd input: a band edge, a flight number that is not one of the booking's, a malformed amount
  delayed([leg('BCN', 'BER', 'VY')], 240),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { disruptedLegIndex: 5 }),
  delayed([leg('FRA', 'JFK', 'LH')], 240, { alreadyReceived: { amount: 5, currency: 5, kind: 'cash' } as never }),
];

/** Every message the wizard shows from one answer and its alternatives. */
function shown(answer: Assessment, facts: JourneyFacts): string[] {
  const own = [
    eligibilityMessage(answer),
    ...answer.reasons.map((r) => r.message),
    ...(answer.care ?? []).map((c) => c.message),
    ...rightsNow({ assessment: answer, disruption: facts.disruption, voluntary: facts.deniedBoarding?.voluntary }).map((r) => r.message),
  ];
  return [...own, ...(answer.alsoApplicable ?? []).flatMap((other) => shown(other, facts))];
}

/** The combined answer, and each regime's own (whose 'out-of-scope' the combined answer leaves out). */
function answersOf(facts: JourneyFacts): { facts: JourneyFacts; answer: Assessment }[] {
  const resolved = resolveJourney(facts);
  const own = (assess: typeof assessEc261): Assessment[] => {
    try {
      return 'journey' in resolved ? [assess(resolved.journey, facts).assessment] : [];
    } catch {
      return []; // malformed facts: assessCompensation answers 'invalid-facts' for them
    }
  };
  const regimes = [assessEc261, assessUk261, assessShyYolcu, assessUsDot].flatMap(own);
  return [assessCompensation(facts), ...regimes].map((answer) => ({ facts, answer }));
}

const answers = CASES.flatMap(answersOf);
const MESSAGES = [...new Set(answers.flatMap(({ facts, answer }) => shown(answer, facts)))];
const CODES = new Set(answers.flatMap(({ answer }) => [answer, ...(answer.alsoApplicable ?? [])].flatMap((a) => a.reasons.map((r) => r.code))));

/** The reason codes written in the engine's source (reason('code', …)). */
function sourceCodes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceCodes(path);
    return [...readFileSync(path, 'utf8').matchAll(/reason\(\s*'([a-z0-9-]+)'/g)].map((m) => m[1]!);
  });
}

afterAll(() => loadCatalog('en'));

describe('the rules engine in the wizard', () => {
  it('the table of journeys gives every reason the engine has', () => {
    const written = sourceCodes(new URL('../../../src/domain/compensation', import.meta.url).pathname);
    expect(written.length).toBeGreaterThan(40);
    expect([...new Set(written)].filter((code) => !CODES.has(code))).toEqual([]);
  });

  it.each(LANGUAGES)('every message the engine gives has its translation in the %s claim catalogue', (locale) => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'claim') };
    // The joined questions of a needs-more-information answer are each a reason checked here too.
    const keys = MESSAGES.filter((english) => !english.startsWith(NEEDS_MORE)).map((english) => templateOf(english)?.template ?? english);
    expect(keys.filter((key) => typeof catalog[key] !== 'string')).toEqual([]);
  });

  it.each(LANGUAGES)('every message the engine gives reads in %s', async (locale) => {
    await loadCatalog(locale);
    await loadAreas(['claim']);
    // In Arabic and Persian, Latin letters only inside an isolate (a code, a name, a law).
    const englishLeft = (text: string) => locale !== 'tr' && /[A-Za-z]/.test(text.replace(/\u2068[^\u2069]*\u2069/g, ''));
    const untranslated = MESSAGES.filter((english) => {
      const text = claimDomainText(english);
      return text === english || /\{\w+\}/.test(text) || englishLeft(text);
    });
    expect(untranslated).toEqual([]);
  });
});
