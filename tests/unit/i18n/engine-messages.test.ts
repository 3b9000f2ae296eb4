// The domain speaks in message ids (src/domain/messages.ts), and every one reads in Arabic, Persian
// and Turkish: the rules engine runs over a table of journeys (and the claim's form rules over bad
// input) that between them give every id the domain declares, no more and no fewer; each id's
// template is in every language's claim catalogue; each message fills exactly its template's
// placeholders; and shown in another language it keeps no English and no {placeholder}.
import { afterAll, describe, expect, it } from 'vitest';
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';
import { rightsNow } from '../../../src/domain/compensation/rights-now.ts';
import { checkEligibility } from '../../../src/domain/claim/eligibility.ts';
import { eligibilityMessageRef } from '../../../src/domain/claim/eligibility-message.ts';
import { DOCUMENT_TYPE_TEXT } from '../../../src/domain/claim/document-bytes.ts';
import { durationFromParts } from '../../../src/domain/claim/index.ts';
import { DOMAIN_MESSAGES, MESSAGE_TABLES } from '../../../src/domain/messages.ts';
import { placeholdersOf, type MessageRef, type MessageValue } from '../../../src/domain/text/message.ts';
import { resolveJourney } from '../../../src/domain/compensation/journey.ts';
import { assessEc261 } from '../../../src/domain/compensation/ec261/index.ts';
import { assessUk261 } from '../../../src/domain/compensation/uk261/index.ts';
import { assessShyYolcu } from '../../../src/domain/compensation/shy-yolcu/index.ts';
import { assessUsDot } from '../../../src/domain/compensation/us-dot/index.ts';
import { assessMc99 } from '../../../src/domain/compensation/mc99/index.ts';
import { checkDocumentSize, MAX_DOCUMENT_BYTES } from '../../../src/offline/documents.ts';
import { domainMessage } from '../../../src/app/screens/claim/text/domain-message.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { readCatalog } from '../../i18n-messages.ts';
import { EVERY_REASON_JOURNEYS } from '../domain/journey-cases.ts';

const LANGUAGES = ['ar', 'fa', 'tr'] as const;

/** Every message one answer shows: its summary, reasons, care and rights at the airport, and its alternatives'. */
function shown(answer: Assessment, facts: JourneyFacts): MessageRef[] {
  const own = [
    eligibilityMessageRef(answer),
    ...answer.reasons,
    ...(answer.care ?? []),
    ...rightsNow({ assessment: answer, disruption: facts.disruption, voluntary: facts.deniedBoarding?.voluntary }),
  ];
  return [...own, ...(answer.alsoApplicable ?? []).flatMap((other) => shown(other, facts))];
}

/** The combined answer, and each regime's own (whose 'out-of-scope' the combined answer leaves out). */
function answersOf(facts: JourneyFacts): Assessment[] {
  const resolved = resolveJourney(facts);
  const own = (assess: typeof assessEc261): Assessment[] => {
    try {
      return 'journey' in resolved ? [assess(resolved.journey, facts).assessment] : [];
    } catch {
      return []; // malformed facts: assessCompensation answers 'invalid-facts' for them
    }
  };
  return [assessCompensation(facts), ...[assessEc261, assessUk261, assessShyYolcu, assessUsDot, assessMc99].flatMap(own)];
}

/** What the claim's form rules refuse (durations, documents) and the eligibility check asks for. */
function formMessages(): MessageRef[] {
  const refused = (check: () => void): MessageRef[] => {
    try {
      check();
      return [];
    } catch (error) {
      return [error as MessageRef];
    }
  };
  const missing = checkEligibility({ flight_number: '', date: '2025-01-01' }).assessment;
  return [
    ...[durationFromParts('x', '', 60), durationFromParts('1', '75', 60), durationFromParts('2', '', 60)].flatMap((d) => (d.problem ? [d.problem] : [])),
    DOCUMENT_TYPE_TEXT,
    ...refused(() => checkDocumentSize(0)),
    ...refused(() => checkDocumentSize(MAX_DOCUMENT_BYTES + 1)),
    ...shown(missing, { legs: [], disruption: 'delayed' }),
    // The summary of answers the engine does not give (eligible with no amount or law, refused with no reason)
    ...[{ regime: 'EC261' as const }, {}].map((more) => eligibilityMessageRef({ outcome: 'eligible', reasons: [], ...more })),
    eligibilityMessageRef({ outcome: 'not-eligible', reasons: [] }),
  ];
}

const MESSAGES = [...EVERY_REASON_JOURNEYS.flatMap((facts) => answersOf(facts).flatMap((answer) => shown(answer, facts))), ...formMessages()];

/** A message and the phrases in its values (a cause, a law's name, a licence, each question). */
function withNested(ref: MessageRef): MessageRef[] {
  const inside = (value: MessageValue): MessageRef[] =>
    typeof value !== 'object' ? [] : 'messageId' in value ? withNested(value) : 'sentences' in value ? value.sentences.flatMap(withNested) : [];
  return [ref, ...Object.values(ref.values ?? {}).flatMap(inside)];
}

const PRODUCED = MESSAGES.flatMap(withNested);
const DECLARED = Object.keys(DOMAIN_MESSAGES);

afterAll(() => loadCatalog('en'));

describe('the message ids of src/domain', () => {
  it('each id is declared in one table only', () => {
    const ids = Object.values(MESSAGE_TABLES).flatMap((table) => Object.keys(table));
    expect(ids.length).toBe(new Set(ids).size);
    expect(DECLARED.length).toBeGreaterThan(100);
  });

  it('the journeys and form rules give every declared id, and only declared ones', () => {
    expect([...new Set(PRODUCED.map((m) => m.messageId))].sort()).toEqual([...DECLARED].sort());
  });

  it("every message fills exactly its template's placeholders", () => {
    const wrong = PRODUCED.filter((m) => {
      const given = Object.keys(m.values ?? {}).sort();
      return (
        given.join() !==
        placeholdersOf(DOMAIN_MESSAGES[m.messageId] ?? '')
          .sort()
          .join()
      );
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('every template is in the %s claim catalogue', (locale) => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'claim') };
    expect(Object.values(DOMAIN_MESSAGES).filter((template) => typeof catalog[template] !== 'string')).toEqual([]);
  });

  it.each(LANGUAGES)('every message the domain gives reads in %s', async (locale) => {
    await loadCatalog(locale);
    await loadAreas(['claim']);
    // In Arabic and Persian, Latin letters only inside an isolate (a code, a name, a law).
    const englishLeft = (text: string) => locale !== 'tr' && /[A-Za-z]/.test(text.replace(/\u2068[^\u2069]*\u2069/g, ''));
    const untranslated = MESSAGES.map((m) => ({ id: m.messageId, text: domainMessage(m), english: (m as { message?: string }).message })).filter(
      ({ text, english }) => text === english || /\{\w+\}/.test(text) || englishLeft(text),
    );
    expect(untranslated).toEqual([]);
  });
});
