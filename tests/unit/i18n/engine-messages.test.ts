// Every message the rules engine can put on the claim wizard (reasons, questions, care rights, the
// rights at the airport, the eligibility message) reads in Arabic, Persian and Turkish: the engine
// runs over a table of journeys that between them give every reason it has, and each message
// claimDomainText shows must differ from the English and keep no {placeholder}.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { rightsNow } from '../../../src/domain/compensation/rights-now.ts';
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
import { EVERY_REASON_JOURNEYS } from '../domain/journey-cases.ts';

const LANGUAGES = ['ar', 'fa', 'tr'] as const;
const NEEDS_MORE = 'We need a little more information: ';

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

const answers = EVERY_REASON_JOURNEYS.flatMap(answersOf);
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
