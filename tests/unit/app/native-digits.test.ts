// Every input of the passenger's app that takes digits (issue #32): Persian (۰-۹) and Arabic-Indic
// (٠-٩) digits, the default of a phone keyboard in those languages, are read as 0-9 through the one
// rule (toLatinDigits, src/domain/text/digits.ts). The table lists each input with what reads it;
// the last test finds every digit-taking input in src/app and fails on one the table does not list.
// The back office (src/app/backoffice, agents) is not the passenger's and is outside this table.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkPayoutAccount } from '../../../src/domain/claim/payout-account.ts';
import { normalizeAirlineCode, normalizeFlightNumber, normalizeTimeOfDay, parseAmount } from '../../../src/domain/claim/index.ts';
import { normalizeBookingReference, normalizePhone, readTypedNumber } from '../../../src/domain/text/digits.ts';
import { wholeNumber } from '../../../src/app/components/number-field.tsx';
import { NOTICE_DAYS } from '../../../src/app/screens/claim/fields/cancellation-facts.tsx';
import { AIRCRAFT_SEATS } from '../../../src/app/screens/claim/fields/extra-facts.tsx';
import { AMOUNT } from '../../../src/app/screens/claim/fields/fact-fields.tsx';
import { readDuration } from '../../../src/app/screens/claim/fields/duration-field.tsx';
import { toMinor } from '../../../src/app/screens/claim/fields/money-facts.tsx';
import { validatePassengerStep } from '../../../src/app/screens/claim/rules/passengers.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** Writes a text with Latin digits in Persian or Arabic-Indic ones. */
const persian = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
const arabic = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const iban = (text: string) => checkPayoutAccount({ holder_name: 'Maryam Rezaei', iban: text }, ibantools);
const account = (number: string, bic: string) => checkPayoutAccount({ holder_name: 'Maryam Rezaei', account_number: number, bic, country: 'US' }, ibantools);

interface DigitInput {
  /** The input's label (English). */
  input: string;
  /** The file that renders it (each file's inputs read their digits with `reader`, named in the file). */
  file: string;
  reader: string;
  /** What the typed text becomes (the value stored, sent or shown as an error). */
  read: (typed: string) => unknown;
  /** Typed with Latin digits; the test types the same in Persian and Arabic-Indic digits. */
  typed: string;
  expected: unknown;
}

const CLAIM = 'src/app/screens/claim';
const INPUTS: DigitInput[] = [
  {
    input: 'How many days before departure were you told',
    file: `${CLAIM}/fields/cancellation-facts.tsx`,
    reader: 'NumberField',
    read: (s) => readTypedNumber(s, NOTICE_DAYS),
    typed: '3',
    expected: 3,
  },
  {
    input: 'Days / Hours (exact notice), Hours / Minutes (departure delay)',
    file: `${CLAIM}/fields/fact-fields.tsx`,
    reader: 'NumberField',
    read: (s) => readTypedNumber(s, wholeNumber(0, 23)),
    typed: '13',
    expected: 13,
  },
  {
    input: 'Price of that flight, Amount paid, Value of the voucher',
    file: `${CLAIM}/fields/fact-fields.tsx`,
    reader: 'NumberField',
    read: (s) => readTypedNumber(s, AMOUNT),
    typed: '249.5',
    expected: 249.5,
  },
  {
    input: 'What did the one-way fare cost',
    file: `${CLAIM}/fields/extra-facts.tsx`,
    reader: 'NumberField',
    read: (s) => readTypedNumber(s, AMOUNT),
    typed: '380',
    expected: 380,
  },
  {
    input: 'How many passenger seats did the aircraft have',
    file: `${CLAIM}/fields/extra-facts.tsx`,
    reader: 'NumberField',
    read: (s) => readTypedNumber(s, AIRCRAFT_SEATS),
    typed: '180',
    expected: 180,
  },
  {
    input: 'What did the ticket cost, what the bag cost (kept in hundredths)',
    file: `${CLAIM}/fields/money-facts.tsx`,
    reader: 'toMinor',
    read: (s) => {
      const amount = readTypedNumber(s, AMOUNT);
      return typeof amount === 'number' ? toMinor(amount) : amount;
    },
    typed: '1200.5',
    expected: 120050,
  },
  {
    input: 'Scheduled / Expected new departure (times of day)',
    file: `${CLAIM}/fields/money-facts.tsx`,
    reader: 'normalizeTimeOfDay',
    read: normalizeTimeOfDay,
    typed: '7:45',
    expected: '07:45',
  },
  {
    input: 'Hours / Minutes (arrival delay, rerouting)',
    file: `${CLAIM}/fields/duration-field.tsx`,
    reader: 'readDuration',
    read: (s) => readDuration(s, '30', 72 * 60).minutes,
    typed: '5',
    expected: 330,
  },
  {
    input: 'Amount (a receipt)',
    file: `${CLAIM}/documents/receipts-section.tsx`,
    reader: 'toLatinDigits',
    read: (s) => parseAmount(s),
    typed: '12.50',
    expected: 1250,
  },
  {
    input: 'Flight number',
    file: `${CLAIM}/rules/flight-form.ts`,
    reader: 'normalizeFlightNumber',
    read: normalizeFlightNumber,
    typed: 'TK 1979',
    expected: 'TK1979',
  },
  {
    input: 'Operating airline code',
    file: `${CLAIM}/steps/step-flight.tsx`,
    reader: 'normalizeAirlineCode',
    read: normalizeAirlineCode,
    typed: '8q',
    expected: '8Q',
  },
  {
    input: "Next flight's airline code",
    file: `${CLAIM}/fields/connections-field.tsx`,
    reader: 'normalizeAirlineCode',
    read: normalizeAirlineCode,
    typed: '3u',
    expected: '3U',
  },
  {
    input: 'Next flight number',
    file: `${CLAIM}/rules/flight-form.ts`,
    reader: 'normalizeFlightNumber',
    read: normalizeFlightNumber,
    typed: 'LH 400',
    expected: 'LH400',
  },
  {
    input: 'Phone (optional)',
    file: `${CLAIM}/rules/passengers.ts`,
    reader: 'normalizePhone',
    read: normalizePhone,
    typed: ' +98 912 345 6789',
    expected: '+98 912 345 6789',
  },
  {
    input: 'Phone and booking reference (the step check)',
    file: `${CLAIM}/steps/step-passengers.tsx`,
    reader: 'validatePassengerStep',
    read: (s) =>
      validatePassengerStep({ passenger: { firstName: 'M', lastName: 'R', email: 'm@example.com', phone: s }, bookingReference: `AB${s.slice(-2)}` }).errors,
    typed: '0912 345 67 89',
    expected: {},
  },
  {
    input: 'Booking reference (optional)',
    file: `${CLAIM}/rules/passengers.ts`,
    reader: 'normalizeBookingReference',
    read: normalizeBookingReference,
    typed: 'ab12c3',
    expected: 'AB12C3',
  },
  {
    input: 'Phone (correcting a refused claim)',
    file: 'src/app/screens/claim-detail/fix-claim.tsx',
    reader: 'normalizePhone',
    read: normalizePhone,
    typed: '+971 50 123 4567',
    expected: '+971 50 123 4567',
  },
  {
    input: 'Booking reference (correcting a refused claim)',
    file: 'src/app/screens/claim-detail/fix-claim.tsx',
    reader: 'normalizeBookingReference',
    read: normalizeBookingReference,
    typed: 'xy9z01',
    expected: 'XY9Z01',
  },
  {
    input: 'Flight number (correcting a refused claim)',
    file: 'src/app/screens/claim-detail/fix-claim.tsx',
    reader: 'normalizeFlightNumber',
    read: normalizeFlightNumber,
    typed: 'EK 059',
    expected: 'EK59',
  },
  {
    input: 'IBAN',
    file: 'src/app/screens/claim-team/payout-account-form.tsx',
    reader: 'checkPayoutAccount',
    read: iban,
    typed: 'AE07 0331 2345 6789 0123 456',
    expected: { ok: true, account: { kind: 'iban', holderName: 'Maryam Rezaei', iban: 'AE070331234567890123456' } },
  },
  {
    input: 'Account number and BIC',
    file: 'src/app/screens/claim-team/payout-account-form.tsx',
    reader: 'checkPayoutAccount',
    read: (s) => account(s, 'CHASUS33'),
    typed: '000123456789',
    expected: { ok: true, account: { kind: 'account', holderName: 'Maryam Rezaei', accountNumber: '000123456789', bic: 'CHASUS33', country: 'US' } },
  },
];

/** Inputs that take digits but never see a keyboard's digits, or send them nowhere, and why. */
const NOT_TYPED: { file: string; input: string; why: string }[] = [
  { file: `${CLAIM}/steps/step-flight.tsx`, input: 'Departure date', why: "the browser's date picker: its value is YYYY-MM-DD in Latin digits" },
  { file: `${CLAIM}/scan/scan-confirmation.tsx`, input: 'Date of the flight', why: "the browser's date picker" },
  { file: 'src/app/screens/claim-detail/fix-claim.tsx', input: 'Departure date', why: "the browser's date picker" },
  { file: `${CLAIM}/fields/money-facts.tsx`, input: 'When did you get the bag back?', why: "the browser's date picker" },
  { file: 'src/app/content/contact.tsx', input: 'Claim ID', why: 'the contact form is not connected to a backend yet (spec §2): nothing is read or sent' },
];

describe.each(INPUTS)('$input ($file)', (row) => {
  it.each([
    ['Persian', persian],
    ['Arabic-Indic', arabic],
  ])('reads %s digits as the Latin ones', (_name, write) => {
    expect(row.read(row.typed)).toEqual(row.expected);
    expect(row.read(write(row.typed))).toEqual(row.expected);
  });

  it(`is read by ${row.reader} in its file`, () => {
    expect(readFileSync(join(ROOT, row.file), 'utf8')).toContain(row.reader);
  });
});

describe('readTypedNumber, the number field rule', () => {
  it.each([
    ['', ''],
    ['۳', 3],
    ['٣', 3],
    ['۱۲٫', 12],
    ['۱۲٫۵', 12.5],
    ['١٢,٥٠', 12.5],
    ['١٬٢٠٠', 1200],
    ['12.345', null],
    ['-3', null],
    ['3a', null],
    ['۱۰۰۰۰۱', null],
  ])('an amount typed %j reads %j', (typed, expected) => {
    expect(readTypedNumber(typed, AMOUNT)).toBe(expected);
  });

  it('keeps a count whole and within its bounds', () => {
    expect(readTypedNumber('۳۶۶', NOTICE_DAYS)).toBe(366);
    expect(readTypedNumber('۳۶۷', NOTICE_DAYS)).toBeNull();
    expect(readTypedNumber('۲٫۵', NOTICE_DAYS)).toBeNull();
    expect(readTypedNumber('۰', AIRCRAFT_SEATS)).toBeNull();
  });
});

/** What marks an input that takes digits in a screen's source. */
const DIGIT_INPUT =
  /NumberInput|NumberField|inputMode=|type="(tel|date|number)"|type: '(tel|date|number)'|'iban'|'phone'|flightNumber|bookingReference|airline code|Claim ID/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/app/backoffice' || path === 'src/app/i18n' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('finding them all', () => {
  it('lists every screen of src/app with an input that takes digits', () => {
    const listed = new Set([...INPUTS.map((row) => row.file), ...NOT_TYPED.map((row) => row.file)]);
    const found = sourceFiles('src/app').filter((file) => /<(TextInput|Textarea|input)\b|NumberField/.test(readFileSync(join(ROOT, file), 'utf8')));
    const unlisted = found.filter((file) => DIGIT_INPUT.test(readFileSync(join(ROOT, file), 'utf8')) && !listed.has(file));
    // The field itself, and the boarding-pass scan (it reads a barcode, and the passenger confirms what it read).
    const displayOnly = ['src/app/components/number-field.tsx', `${CLAIM}/scan/boarding-pass-scan.tsx`];
    expect(unlisted.filter((file) => !displayOnly.includes(file)).map((file) => relative(ROOT, join(ROOT, file)))).toEqual([]);
  });

  it("no passenger's screen uses Mantine's NumberInput, which drops ۳ and ٣", () => {
    // Comments and style sheets aside (the back office's NumberInput takes its CSS from the claim chunk).
    const code = (file: string) => readFileSync(join(ROOT, file), 'utf8').replace(/^(\/\/.*|import '.*\.css';)$/gm, '');
    expect(sourceFiles('src/app').filter((file) => /\bNumberInput\b/.test(code(file)))).toEqual([]);
  });
});
