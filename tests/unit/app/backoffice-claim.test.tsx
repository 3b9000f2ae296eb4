// The back office's claim screen in the agent's language: the badges, the flight and passenger facts,
// the engine's assessment, documents, receipts, the timeline, the payout and the actions in English
// and in Persian (right to left, Persian digits). In Persian no English word or Latin digit is left
// but the claim's own data (names, e-mail, flight, references, the law's article). Rendered to markup.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackofficeClaim, ClaimEvent } from '../../../src/app/backoffice/api.ts';
import { ExpenseList } from '../../../src/app/backoffice/claim-expenses.tsx';
import { ClaimView } from '../../../src/app/backoffice/claim-screen.tsx';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { theme } from '../../../src/app/theme.ts';
import { assessCompensation } from '../../../src/domain/compensation/assess.ts';
import { statementOfPayment } from '../../../src/domain/claim/payout.ts';
import { claimReference } from '../../../src/domain/claim/reference.ts';
import { pageText } from './page-text.ts';

const ID = '0b7f4c1e-9a59-4a0e-8d7e-2f1c5b6a7d21';
const at = (day: number) => new Date(Date.UTC(2025, 5, day, 9, 30)).toISOString();
const event = (id: number, action: string, details: Record<string, unknown> = {}, change: Partial<ClaimEvent> = {}): ClaimEvent => ({
  id,
  actor_id: 'agent-2',
  action,
  from_status: null,
  to_status: null,
  reason: null,
  details,
  at: at(id),
  ...change,
});

/** The audit log's actions of the airline desk, the road after it and the money (the server's names). */
const DESK_AND_MONEY_ACTIONS = [
  'send-to-airline',
  'letter-prepared',
  'record-filed',
  'record-airline-answer',
  'offer-accepted',
  'offer-refused',
  'desk-task',
  'escalate',
  'record-body-answer',
  'assign-partner',
  'court-step',
  'limitation-alert',
  'record-airline-payment',
  'bank-statement',
  'bank-credit-matched',
  'payout-consent',
  'payout-run-added',
  'payout-rejected',
];

const assessment = assessCompensation({ legs: [{ from: 'FRA', to: 'JFK', operatingCarrier: 'LH' }], disruption: 'delayed', arrivalDelayMinutes: 300 });

const DETAIL = {
  claim: {
    id: ID,
    status: 'processing',
    disruption_type: 'delayed',
    flight: { flight_number: 'LH400', departure_date: '2025-06-01', departure_airport: 'FRA', arrival_airport: 'JFK' },
    passenger: { first_name: 'Reza', last_name: 'Rezaei', email: 'reza@example.com', phone: '+49 170 1234567', address: null },
    additional_passengers: [
      { first_name: 'Sara', last_name: 'Rezaei', email: 'sara@example.com', minor: false },
      { first_name: 'Dara', last_name: 'Rezaei', email: '', minor: true },
    ],
    booking_reference: 'ABC123',
    compensation: { amount: 600, currency: 'EUR', regime: 'EC261', status: 'estimated' },
    documents: [
      { id: 'd1', name: 'boarding.png', type: 'image/png', size: 2048 },
      { id: 'd2', name: 'booking.pdf', type: 'application/pdf', size: 300_000 },
    ],
    signature: { signed_at: at(1), sha256: 'x' },
    status_history: [
      { status: 'submitted', at: at(1) },
      { status: 'processing', at: at(3) },
    ],
    created_at: at(1),
    updated_at: at(9),
  },
  user_id: 'passenger-1',
  version: 12,
  assigned_to: 'agent-2',
  open_request_at: at(4),
  assessment,
  limitation_deadline: '2031-06-01',
  events: [
    event(2, 'assign'),
    event(4, 'request-info', { question_id: 'boarding-pass', locale: 'fa', question: 'لطفاً کارت پرواز خود را بارگذاری کنید.' }),
    event(5, 'note', { note: 'یادداشت' }),
    event(6, 'answer', { text: 'فرستادم', document_ids: ['d1', 'd2'] }),
    event(7, 'approve', { amount_received: { amount: 1200, currency: 'EUR' } }, { from_status: 'processing', to_status: 'approved' }),
    event(8, 'payout-account-changed', { before: null, after: 'AE07 •••• 3456' }),
    event(9, 'payout-account-changed', { before: 'AE07 •••• 3456', after: 'GB82 •••• 5432' }),
    event(10, 'payout-account-changed', { before: 'GB82 •••• 5432', after: 'DE89 •••• 3000' }),
    event(11, 'payout-account-read'),
    event(12, 'resend-verification'),
    event(13, 'status', {}, { from_status: 'approved', to_status: 'processing', reason: 'بررسی دوباره' }),
    // The desk's, the escalation's and the money's steps name themselves in the agent's language too.
    ...DESK_AND_MONEY_ACTIONS.map((action, index) => event(14 + index, action)),
  ],
  payout: statementOfPayment(120_000, 'EUR', 2),
  payout_account: {
    masked: 'DE89 •••• 3000',
    holder_name: 'Reza Rezaei',
    updated_at: at(10),
    details: { kind: 'iban', holderName: 'Reza Rezaei', iban: 'DE89370400440532013000' },
  },
  passenger_account: { locale: 'fa', locale_chosen: true, email_verified: false },
  ready_questions: [{ id: 'boarding-pass', text: 'لطفاً کارت پرواز خود را بارگذاری کنید.' }],
  cosigners: [
    {
      position: 2,
      first_name: 'Sara',
      last_name: 'Rezaei',
      signed_at: null,
      requested_at: at(2),
      link_expires_at: at(30),
      reminders_sent: 2,
      next_reminder_at: at(12),
    },
  ],
  airline_messages: [],
} as unknown as BackofficeClaim;

const EXPENSES = {
  data: [
    { id: 'e1', kind: 'meals', amount: '12.50', currency: 'EUR', name: 'lunch.jpg', content_type: 'image/jpeg', size: 1000, created_at: at(2) },
    { id: 'e2', kind: 'hotel', amount: '1234.00', currency: 'EUR', name: 'hotel.pdf', content_type: 'application/pdf', size: 1000, created_at: at(2) },
  ],
  totals: [{ currency: 'EUR', amount: '1246.50', count: 2 }],
} as const;

async function render(node: ReactNode): Promise<string> {
  return renderToString(<MantineProvider theme={theme}>{node}</MantineProvider>);
}
const claim = () => render(<ClaimView detail={DETAIL} userId="agent-1" onChange={() => {}} reload={async () => {}} />);
const expenses = () => render(<ExpenseList list={EXPENSES as never} open={() => {}} shown={null} />);

const text = pageText;

/** The claim's own data, which stays as the passenger and the law wrote it. */
const DATA = [
  /Reza Rezaei|Sara Rezaei|Dara Rezaei|Reza|Sara|Dara|Rezaei/g,
  /[\w.]+@example\.com/g,
  /LH400|ABC123|EC261|FRA|JFK|EUR/g,
  /(?:AE07|GB82|DE89) •••• \d{4}|DE89370400440532013000/g,
  /boarding\.png|booking\.pdf|lunch\.jpg|hotel\.pdf|image\/png|application\/pdf/g,
  /\+49 170 1234567/g,
  /Frankfurt am Main|EC 261\/2004/g, // the engine's values: a city, the law
  /IBAN/g, // the account's kind, written so in every language
  /\b(?:JPEG|PNG|PDF|kB|MB)\b/g, // file formats and units (Intl writes '۲٫۰ kB' in Persian)
];
/** The articles and judgments the engine's reasons cite, as the law writes them. */
const SOURCES = assessment.reasons.map((reason) => `(${reason.source})`);
const withoutData = (words: string) =>
  DATA.reduce(
    (rest, pattern) => rest.replace(pattern, ''),
    SOURCES.reduce((rest, source) => rest.split(source).join(''), words.replace(claimReference(ID), '')),
  );

describe('the claim screen in English', () => {
  it('names its badges, facts, sections, timeline and actions in English', async () => {
    const words = text(await claim());
    for (const word of [
      `Claim ${claimReference(ID)}`,
      'Assigned to another agent',
      'Question open',
      'Reads Persian',
      'Address not confirmed',
      'Mandate: a signature missing',
      'Version 12',
      'Flight Delay',
      'Booking reference',
      'per passenger',
      'Passenger 3',
      'Dara Rezaei (no e-mail), under 18',
      'Persian: mails and ready-made questions go out in Persian',
      'Outcome: Eligible under EC261',
      'Limitation deadline:',
      'Sara Rezaei: not signed; asked',
      '2 reminders sent',
      'View boarding.png',
      'Download booking.pdf',
      'Care expenses',
      'Status: Submitted',
      'Assigned to an agent',
      'Boarding pass (ready-made, sent in Persian:',
      '(2 files, under Documents)',
      'Amount received: 1,200 EUR',
      'Approved → Processing: ',
      'First account given: AE07 •••• 3456 (password confirmed, passenger e-mailed)',
      'Changed 2 times in all; see the timeline.',
      'Holder',
      'Send the confirmation again',
      'Amount received from the airline',
      'Record approval',
      'Taken to a body or a court',
      'The bank refused the payout',
    ]) {
      expect(words).toContain(word);
    }
  });

  it('counts receipts and writes their amounts in English digits', async () => {
    const words = text(await expenses());
    for (const word of ['Meals and drinks', '1,234.00 EUR', 'Total EUR: 1,246.50 (2 receipts)', 'View lunch.jpg']) expect(words).toContain(word);
  });
});

describe('the claim screen in Persian', () => {
  beforeAll(async () => {
    await loadCatalog('fa');
    await loadAreas(['backoffice', 'common', 'claim', 'account']);
  });
  afterAll(() => loadCatalog('en'));

  it('speaks Persian with Persian digits, and leaves no English word but the claim’s data', async () => {
    const words = text(await claim());
    for (const word of [
      'درخواست',
      'واگذارشده به کارشناسی دیگر',
      'فارسی می\u200cخواند',
      'وکالت\u200cنامه: یک امضا ناقص است',
      'نسخهٔ ۱۲',
      'مسافر ۳',
      '۲ یادآوری فرستاده شد',
      'تأخیر پرواز', // Flight Delay
      'ارزیابی',
      'در مجموع ۲ بار تغییر کرد؛ تاریخچه را ببینید.',
      'تأییدشده ← در حال بررسی', // the status change reads right to left
      'کارت پرواز (پرسش آماده، فرستاده‌شده به فارسی:', // the ready-made question's label, from its id
    ]) {
      expect(words).toContain(word);
    }
    const shown = withoutData(words.slice(words.indexOf('درخواست')));
    expect(shown.match(/[A-Za-z]{2,}[^\s]*|[0-9]+/g) ?? []).toEqual([]);
  });

  it('counts receipts in Persian digits', async () => {
    const words = text(await expenses());
    expect(words).toContain('غذا و نوشیدنی');
    expect(words).toContain('۱٬۲۳۴٫۰۰ EUR');
    const shown = withoutData(words);
    expect(shown.match(/[A-Za-z]{2,}[^\s]*|[0-9]+/g) ?? []).toEqual([]);
  });
});
