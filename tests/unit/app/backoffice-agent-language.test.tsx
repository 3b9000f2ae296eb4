// What the server sends the back office as ids, in the agent's language: the escalation panel's
// "why" sentences (domain/escalation/messages.ts), the ready-made questions' labels and every
// back-office page's title, in Persian and Arabic. No English word and no Latin digit may be left
// but the claim's and the law's own data (a body's name, a city, an airport code, a web address).
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeClaim } from '../../../src/app/backoffice/api.ts';
import type { CaseWithEscalation } from '../../../src/app/backoffice/escalation-api.ts';
import { escalationWhy } from '../../../src/app/backoffice/escalation-labels.ts';
import { EscalationPanel } from '../../../src/app/backoffice/escalation-panel.tsx';
import { readyQuestionLabel } from '../../../src/app/backoffice/ready-question-action.tsx';
import { currentLocale, loadAreas, loadCatalog, t } from '../../../src/app/i18n/t.ts';
import { PAGES, type PageInfo } from '../../../src/app/pages.ts';
import { documentTitle } from '../../../src/app/shell/layout.tsx';
import { theme } from '../../../src/app/theme.ts';
import { READY_QUESTION_IDS } from '../../../src/domain/claim/ready-questions.ts';
import { competentCourts, enforcementBodyFor, ESCALATION_MESSAGES, waitingPeriod, type EscalationMessageId } from '../../../src/domain/escalation/index.ts';
import type { MessageRef, MessageValues, SaidMessage } from '../../../src/domain/text/message.ts';
import { pageText } from './page-text.ts';

const ID = '0b7f4c1e-9a59-4a0e-8d7e-2f1c5b6a7d21';
const legs = [{ from: 'FRA', to: 'JFK', operatingCarrier: 'LH' }];
/** As the server sends a sentence: its id and values, without the English (server/desk/escalation-view.ts). */
const ref = ({ messageId, values }: SaidMessage): MessageRef => (values ? { messageId, values } : { messageId });

// The escalation view of a Frankfurt–New York claim the airline refused, as the server builds it.
const body = enforcementBodyFor({ regime: 'EC261', legs })!;
const courts = competentCourts({ legs, claimEuroCents: 120_000 });
const refused = waitingPeriod({ waitingDays: 42, sentOn: '2025-06-10', lastAnswer: { kind: 'rejected', on: '2025-06-20' } }, '2025-07-01');
const running = waitingPeriod({ waitingDays: 42, sentOn: '2025-06-10' }, '2025-07-01');
const CASE: CaseWithEscalation = {
  stage: 'answered',
  letters: [],
  next_due: null,
  escalation: {
    escalated_to: null,
    escalated_at: null,
    body: {
      kind: 'neb',
      name: body.name,
      country: body.country,
      why: ref(body.why),
      source: body.source,
      complaints: 'https://www.lba.de',
      waiting_days: 42,
      answer_days: 90,
      answer_source: 'x',
      languages: ['de', 'en'],
      language_source: 'x',
      readiness: { ...refused, why: ref(refused.why) },
    },
    courts: {
      courts: courts.courts.map((court) => ({ ...court, why: ref(court.why), languages: ['de'] })),
      smallClaims: { ...courts.smallClaims, why: ref(courts.smallClaims.why) },
      readiness: { ...running, why: ref(running.why) },
      answer_days: 180,
    },
    body_answers: [],
    court_steps: [],
  },
};
const DETAIL = {
  claim: { id: ID, status: 'processing' },
  version: 3,
  case: CASE,
} as unknown as BackofficeClaim;

const panel = () =>
  renderToString(
    <MantineProvider theme={theme}>
      <EscalationPanel detail={DETAIL} onChange={() => {}} reload={async () => {}} />
    </MantineProvider>,
  );

const text = pageText;

/** The claim's and the law's own data, which stays as written in every language. */
const DATA = [
  body.name,
  body.source,
  'https://www.lba.de',
  ...courts.courts.flatMap((court) => [court.place ?? '', court.source]),
  // The laws' and bodies' own names, written so in every language (as the glossary keeps SHY-YOLCU).
  /\b(?:UK261|SHY-YOLCU|SHGM|US DOT|GCAA|CAA|PACT)\b/g,
  /\b(?:FRA|JFK|LH|DE|US|EUR|CEDR)\b/g,
  /\u2068|\u2069/g,
];
const withoutData = (words: string) =>
  DATA.reduce<string>((rest, data) => (typeof data === 'string' ? rest.split(data).join('') : rest.replace(data, '')), words);
/** An English word, or in Persian a Latin digit (Arabic writes Intl's digits, Latin ones here). */
const english = (words: string) => withoutData(words).match(currentLocale() === 'fa' ? /[A-Za-z]{2,}[^\s]*|[0-9]+/g : /[A-Za-z]{2,}[^\s]*/g) ?? [];

/** Values for every placeholder of the escalation sentences: data (codes, names) and values the page writes its own way. */
const SAMPLE: Record<string, MessageValues[string]> = {
  airport: 'FRA',
  country: { country: 'DE' },
  airline: 'LH',
  scheme: 'CEDR',
  on: { date: '2025-06-20' },
  from: { date: '2025-06-10' },
  until: { date: '2025-07-22' },
  days: 42,
  place: 'Frankfurt am Main',
  limit: { amount: 5000, currency: 'EUR' },
};
const sentence = (id: EscalationMessageId) => {
  const names = [...ESCALATION_MESSAGES[id].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return escalationWhy({ messageId: id, values: Object.fromEntries(names.map((name) => [name, SAMPLE[name]!])) });
};
const IDS = Object.keys(ESCALATION_MESSAGES) as EscalationMessageId[];
const BACKOFFICE_PAGES = (Object.keys(PAGES) as (keyof typeof PAGES)[]).filter((path) => path.startsWith('/backoffice'));

describe('in English', () => {
  it('the panel says why the body is competent, and why the small claims procedure is closed', () => {
    const words = text(panel());
    expect(words).toContain('Why: The flight departed from FRA in Germany: the body of the state of departure handles it (Art. 16(1)).');
    expect(words).toContain('European Small Claims Procedure is not open: No competent court is both in a Member State');
  });

  it('names each ready-made question and each page', () => {
    expect(READY_QUESTION_IDS.map(readyQuestionLabel)).toContain('Boarding pass');
    expect(documentTitle(t(PAGES['/backoffice/claims/$claimId'].title))).toBe('Back office: claim — Flightclaim');
  });
});

describe.each(['fa', 'ar'] as const)('in %s', (locale) => {
  beforeAll(async () => {
    await loadCatalog(locale, true);
    await loadAreas(['backoffice', 'common', 'claim', 'account']);
  });
  afterAll(() => loadCatalog('en', true));

  it('the escalation panel says why in the agent’s language, with no English word left', () => {
    const words = text(panel());
    expect(words).toContain(escalationWhy(CASE.escalation.body!.why));
    expect(words).toContain(escalationWhy(CASE.escalation.courts.smallClaims.why));
    expect(english(words)).toEqual([]);
  });

  it.each(IDS)('writes the escalation sentence %s in the agent’s language', (id) => {
    expect(english(sentence(id))).toEqual([]);
  });

  it('names every ready-made question in the agent’s language', () => {
    for (const id of READY_QUESTION_IDS) expect(english(readyQuestionLabel(id) ?? id), id).toEqual([]);
  });

  it.each(BACKOFFICE_PAGES)('titles %s in the agent’s language with the catalogues its route loads', async (path) => {
    await loadCatalog(locale, true);
    await loadAreas((PAGES[path] as PageInfo).areas ?? []);
    const title = documentTitle(t(PAGES[path].title));
    expect(title.replace('Flightclaim', '').match(/[A-Za-z]+/g) ?? [], title).toEqual([]);
  });
});
