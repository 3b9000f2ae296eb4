// The agents screen and the payout runs screen in the agent's language: headings, table headers,
// buttons, states, empty lists and notes, the roles, the runs' and payouts' states, and why a claim
// is not ready to be paid (the server's ids, domain/payout/messages.ts). In Persian and Arabic no
// English word is left (and in Persian no Latin digit) but the data: names, e-mails, claim ids,
// references, account numbers, currency codes, the bank files' names (SEPA, CSV, pain.001).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentsView } from '../../../src/app/backoffice/agents-screen.tsx';
import type { Agent } from '../../../src/app/backoffice/api.ts';
import { moneyProblem } from '../../../src/app/backoffice/money-messages.ts';
import { payoutReason } from '../../../src/app/backoffice/payout-run-words.ts';
import { PayoutRunsView } from '../../../src/app/backoffice/payout-runs-screen.tsx';
import type { Candidate, PayoutRun, RunItem } from '../../../src/app/backoffice/payout-runs-api.ts';
import { currentLocale, loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { theme } from '../../../src/app/theme.ts';
import { PAYOUT_MESSAGES, type PayoutMessageId } from '../../../src/domain/payout/messages.ts';
import type { KnownProblemCode } from '../../../src/domain/problem-codes.ts';
import { said, type MessageValues } from '../../../src/domain/text/message.ts';
import { ApiError } from '../../../src/offline/index.ts';

const AGENTS: Agent[] = [
  { id: 'a1', email: 'lena.berg@flightclaim.example', first_name: 'Lena', last_name: 'Berg', role: 'admin', active: true },
  { id: 'a2', email: 'omar.haddad@flightclaim.example', first_name: 'Omar', last_name: 'Haddad', role: 'claims-agent', active: true },
  { id: 'a3', email: 'sara.ahmadi@flightclaim.example', first_name: 'Sara', last_name: 'Ahmadi', role: 'payer', active: false },
  { id: 'a4', email: 'deniz.kaya@flightclaim.example', first_name: 'Deniz', last_name: 'Kaya', role: 'partner', active: true },
];

/** Values for every placeholder of the readiness sentences. */
const SAMPLE: Record<string, MessageValues[string]> = { status: 'approved', name: 'Omar Haddad', country: { country: 'IR' }, from: 'EUR', to: 'AED' };
const reason = (id: PayoutMessageId) => {
  const names = [...PAYOUT_MESSAGES[id].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const values = Object.fromEntries(names.map((name) => [name, SAMPLE[name]!]));
  // As the server sends it: id, values and the English (which the page must not show in fa or ar).
  return said(PAYOUT_MESSAGES, id, names.length > 0 ? values : undefined);
};
const IDS = Object.keys(PAYOUT_MESSAGES) as PayoutMessageId[];
const READY = '0b7f4c1e-9a59-4a0e-8d7e-2f1c5b6a7d21';
const WAITING = '7e2d0c55-13a4-4b8e-9f1a-3c4d5e6f7a8b';
const CANDIDATES: Candidate[] = [
  {
    claim_id: READY,
    ready: true,
    line: { route: 'sepa', source: { amount: 48_000, currency: 'EUR' }, payout: { amount: 48_000, currency: 'EUR' } },
    reasons: [],
  },
  { claim_id: WAITING, ready: false, line: null, reasons: IDS.map(reason) },
];

const item = (status: RunItem['status'], change: Partial<RunItem> = {}): RunItem => ({
  end_to_end_id: `E2E${status}`,
  claim_id: READY,
  reference: 'FC-7K3M9Q',
  route: 'sepa',
  source: { amount: 48_000, currency: 'EUR' },
  payout: { amount: 48_000, currency: 'EUR' },
  rate: null,
  account: 'DE89 **** 3000',
  status,
  value_date: null,
  bank_reference: null,
  ...change,
});
const converted = item('pending', {
  route: 'bank-csv',
  payout: { amount: 195_258, currency: 'AED' },
  rate: { from: 'EUR', to: 'AED', rate: '4.0679', date: '2026-11-27' },
  account: 'AE07 **** 3456',
});
const run = (id: string, status: PayoutRun['status'], items: RunItem[]): PayoutRun => ({
  id,
  status,
  execution_date: '2026-11-30',
  created_by: 'a1',
  approved_by: status === 'created' ? null : 'a3',
  totals: [
    { amount: 48_000, currency: 'EUR', count: 1 },
    { amount: 195_258, currency: 'AED', count: 1 },
  ],
  files: { sepa: true, csv: items.some((i) => i.route === 'bank-csv') },
  items,
});
const RUNS = [
  run('r1', 'created', [item('pending'), converted]),
  run('r2', 'approved', [item('pending'), converted]),
  run('r3', 'confirmed', [item('paid'), { ...converted, status: 'rejected' }]),
];

const html = (node: ReactNode) => renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>);
const agentsPage = (agents: Agent[] = AGENTS) =>
  html(<AgentsView agents={agents} admin userId="a1" error={null} notice={null} onDeactivate={() => {}} onInvited={async () => {}} onError={() => {}} />);
const payoutsPage = (runs: PayoutRun[] = RUNS, candidates: Candidate[] = CANDIDATES) =>
  html(<PayoutRunsView runs={runs} candidates={candidates} error={null} note={null} reload={async () => {}} onConfirmed={() => {}} fail={() => {}} />);

/** What an agent reads: the text without tags, comments and styles, and the buttons' and fields' accessible names. */
const text = (markup: string) =>
  [
    markup
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
      .replace(/<!--.*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
    ...[...markup.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]!),
  ]
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The agents' and claims' own data, which stays as written in every language. */
const DATA: (string | RegExp)[] = [
  ...AGENTS.flatMap((a) => [a.email, a.first_name, a.last_name]),
  READY,
  WAITING,
  'FC-7K3M9Q',
  'DE89 **** 3000',
  'AE07 **** 3456',
  /\b(?:EUR|AED|IR|SEPA|CSV|XML|pain\.00[12])\b/g,
  /\u2068|\u2069/g,
];
const withoutData = (words: string) =>
  DATA.reduce<string>((rest, data) => (typeof data === 'string' ? rest.split(data).join('') : rest.replace(data, '')), words);
/** An English word, or in Persian a Latin digit. */
const english = (words: string) => withoutData(words).match(currentLocale() === 'fa' ? /[A-Za-z]{2,}[^\s]*|[0-9]+/g : /[A-Za-z]{2,}[^\s]*/g) ?? [];

describe('in English', () => {
  it('the agents screen names the roles and states', () => {
    const words = text(agentsPage());
    for (const said of ['Invite an agent', 'Claims agent', 'Partner lawyer', 'Deactivated', 'Deactivate Omar Haddad', 'Send invitation'])
      expect(words).toContain(said);
  });

  it('the payout screen says why a claim waits, and each run’s state, amounts and rate', () => {
    const words = text(payoutsPage());
    expect(words).toContain('The passenger has not given a payout account yet.');
    expect(words).toContain('Passenger Omar Haddad has not signed the mandate');
    expect(words).toContain('480 EUR (SEPA)');
    expect(words).toContain('1,952.58 AED (480 EUR at 4.0679 on Nov 27, 2026) to');
    expect(words).toContain('Run of Nov 30, 2026');
    expect(words).toContain('Rejected by the bank');
    expect(text(payoutsPage([], []))).toContain('No payout run yet.');
  });
});

describe.each(['fa', 'ar'] as const)('in %s', (locale) => {
  beforeAll(async () => {
    await loadCatalog(locale, true);
    // The areas the two routes load (src/app/pages.ts).
    await loadAreas(['backoffice', 'common']);
  });
  afterAll(() => loadCatalog('en', true));

  it('the agents screen has no English word left', () => {
    expect(english(text(agentsPage()))).toEqual([]);
  });

  it('the payout runs screen has no English word left, with runs in every state', () => {
    expect(english(text(payoutsPage()))).toEqual([]);
  });

  it('the payout runs screen’s empty lists have no English word left', () => {
    expect(english(text(payoutsPage([], [])))).toEqual([]);
  });

  it.each(IDS)('writes why a claim is not ready (%s) in the agent’s language', (id) => {
    const sentence = payoutReason(reason(id));
    expect(sentence).not.toBe(reason(id).message);
    expect(english(sentence)).toEqual([]);
  });

  it.each<KnownProblemCode>([
    'payout-claim-not-ready',
    'payout-nothing-ready',
    'own-approval-refused',
    'payout-account-changed',
    'email-taken',
    'cannot-deactivate-self',
  ])('says the refusal %s in the agent’s language', (code) => {
    const refusal = moneyProblem(new ApiError(409, { code, title: 'Refused', detail: 'The server’s English detail' }));
    expect(english(refusal)).toEqual([]);
  });
});
