// IATA Bar Coded Boarding Pass (Resolution 792, "M" format): the mandatory items of every leg and
// enough of the conditional items to walk from one leg to the next. Layout:
//   M, number of legs (1), passenger name (20), electronic ticket indicator (1), then per leg:
//   booking reference (7), from (3), to (3), operating carrier (3), flight number (5), day of the
//   year (3), compartment (1), seat (4), check-in sequence (5), passenger status (1), size of the
//   leg's conditional items (2, hex), those items. The first leg's start with '>', the version
//   and a unique section (with the date of issue); an optional security section ('^') ends it.
import { normalizeFlightNumber } from '../claim/validation.ts';
import { type IssueDate } from './dates.ts';
import { parsePassengerName, type PassengerName } from './name.ts';

export interface BoardingPassLeg {
  /** The operating carrier's booking reference (PNR); '' when the pass leaves it blank. */
  bookingReference: string;
  from: string;
  to: string;
  operatingCarrier: string;
  /** Carrier and number, leading zeros dropped: "AC 0834" → "AC834". */
  flightNumber: string;
  /** 1-366: the pass has no year (see inferFlightDate). */
  dayOfYear: number;
  compartment: string;
  seat: string;
  checkInSequence: string;
  passengerStatus: string;
}

export interface BoardingPass {
  passenger: PassengerName & { raw: string };
  electronicTicket: boolean;
  legs: BoardingPassLeg[];
  /** From the first leg's unique conditional items, when the pass has them. */
  version?: number;
  issued?: IssueDate;
}

export type BoardingPassErrorCode = 'not-bcbp' | 'truncated' | 'invalid-field';

export const BOARDING_PASS_MESSAGES: Readonly<Record<BoardingPassErrorCode, string>> = {
  'not-bcbp': 'This barcode is not a boarding pass. Scan the barcode printed on your boarding pass (usually the largest one).',
  truncated: 'Only part of the boarding pass could be read. Try again with the whole barcode in view.',
  'invalid-field': 'This boarding pass barcode has data we cannot read. Please enter your flight details by hand.',
};

export type BoardingPassResult = { ok: true; pass: BoardingPass } | { ok: false; error: { code: BoardingPassErrorCode; message: string; detail: string } };

const HEADER_LENGTH = 23;
const LEG_LENGTH = 37;
/** No real pass comes near this (4 legs with every conditional item and a signature are < 600). */
const MAX_LENGTH = 2000;

class BcbpError extends Error {
  readonly code: BoardingPassErrorCode;
  constructor(code: BoardingPassErrorCode, detail: string) {
    super(detail);
    this.code = code;
  }
}

/** Reads fixed-width fields from a position onwards. */
class Cursor {
  private readonly text: string;
  at: number;
  constructor(text: string, at: number) {
    this.text = text;
    this.at = at;
  }
  take(length: number, what: string): string {
    if (this.at + length > this.text.length) throw new BcbpError('truncated', `${what} is cut short at ${this.at}`);
    const value = this.text.slice(this.at, this.at + length);
    this.at += length;
    return value;
  }
  hex(what: string): number {
    const value = this.take(2, what);
    if (!/^[0-9A-Fa-f]{2}$/.test(value)) throw new BcbpError('invalid-field', `${what} is not a hex size: "${value}"`);
    return Number.parseInt(value, 16);
  }
  get left(): number {
    return this.text.length - this.at;
  }
}

function field(value: string, pattern: RegExp, what: string): string {
  const trimmed = value.trim();
  if (!pattern.test(trimmed)) throw new BcbpError('invalid-field', `${what} is invalid: "${value}"`);
  return trimmed;
}

/** The 5-character number field, spaces dropped ("0834 ", "0012A"); zeros go in normalizeFlightNumber. */
function flightNumberField(value: string): string {
  const compact = value.replace(/\s+/g, '');
  if (!/^\d{1,4}[A-Z]?$/.test(compact)) throw new BcbpError('invalid-field', `flight number is invalid: "${value}"`);
  return compact;
}

function dayOf(value: string): number {
  const trimmed = value.trim();
  const day = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(day >= 1 && day <= 366)) throw new BcbpError('invalid-field', `day of the flight is invalid: "${value}"`);
  return day;
}

function readLeg(cursor: Cursor): { leg: BoardingPassLeg; conditionalSize: number } {
  const bookingReference = field(cursor.take(7, 'booking reference'), /^[A-Z0-9]{0,7}$/, 'booking reference');
  const from = field(cursor.take(3, 'from airport'), /^[A-Z]{3}$/, 'from airport');
  const to = field(cursor.take(3, 'to airport'), /^[A-Z]{3}$/, 'to airport');
  const operatingCarrier = field(cursor.take(3, 'operating carrier'), /^[A-Z0-9]{2,3}$/, 'operating carrier');
  const number = flightNumberField(cursor.take(5, 'flight number'));
  const dayOfYear = dayOf(cursor.take(3, 'day of the flight'));
  const compartment = cursor.take(1, 'compartment').trim();
  const seat = cursor.take(4, 'seat').trim();
  const checkInSequence = cursor.take(5, 'check-in sequence').trim();
  const passengerStatus = cursor.take(1, 'passenger status').trim();
  const conditionalSize = cursor.hex('size of conditional items');
  return {
    leg: {
      bookingReference,
      from,
      to,
      operatingCarrier,
      flightNumber: normalizeFlightNumber(operatingCarrier + number),
      dayOfYear,
      compartment,
      seat,
      checkInSequence,
      passengerStatus,
    },
    conditionalSize,
  };
}

/** The version and the date of issue from the first leg's conditional items, when present. */
function readUnique(block: string): { version?: number; issued?: IssueDate } {
  if (!block.startsWith('>') || block.length < 4) return {};
  const result: { version?: number; issued?: IssueDate } = {};
  if (/^\d$/.test(block[1]!)) result.version = Number(block[1]);
  const size = /^[0-9A-Fa-f]{2}$/.test(block.slice(2, 4)) ? Number.parseInt(block.slice(2, 4), 16) : 0;
  const unique = block.slice(4, 4 + size);
  // Passenger description, source of check-in, source of issuance, then the date of issue.
  const issue = /^(\d)(\d{3})$/.exec(unique.slice(3, 7));
  if (issue && Number(issue[2]) >= 1 && Number(issue[2]) <= 366) {
    result.issued = { yearDigit: Number(issue[1]), dayOfYear: Number(issue[2]) };
  }
  return result;
}

function parse(text: string): BoardingPass {
  if (text.length > MAX_LENGTH || !/^M[1-9]/.test(text)) throw new BcbpError('not-bcbp', 'does not start with M and a number of legs');
  const legCount = Number(text[1]);
  if (text.length < HEADER_LENGTH + LEG_LENGTH) throw new BcbpError('truncated', `${text.length} characters, a leg needs ${HEADER_LENGTH + LEG_LENGTH}`);
  const cursor = new Cursor(text, 2);
  const rawName = cursor.take(20, 'passenger name');
  if (!/^[A-Z][A-Z0-9 /.'-]*$/.test(rawName.trimEnd())) throw new BcbpError('invalid-field', 'passenger name is invalid');
  const ticket = cursor.take(1, 'electronic ticket indicator');
  const pass: BoardingPass = { passenger: { ...parsePassengerName(rawName), raw: rawName.trim() }, electronicTicket: ticket === 'E', legs: [] };
  for (let i = 0; i < legCount; i++) {
    const { leg, conditionalSize } = readLeg(cursor);
    pass.legs.push(leg);
    const last = i === legCount - 1;
    // Scanners often drop trailing spaces: the last leg's items may end early; earlier legs' may not.
    if (!last && conditionalSize > cursor.left) throw new BcbpError('truncated', `leg ${i + 1}'s conditional items are cut short`);
    const block = cursor.take(Math.min(conditionalSize, cursor.left), 'conditional items');
    if (i === 0) Object.assign(pass, readUnique(block));
  }
  return pass;
}

/** Parses the text of a boarding pass barcode; a clear error for anything that is not BCBP. */
export function parseBoardingPass(text: string): BoardingPassResult {
  try {
    return { ok: true, pass: parse(text.replace(/^\uFEFF/, '').replace(/[\r\n]+$/, '')) };
  } catch (error) {
    if (!(error instanceof BcbpError)) throw error;
    return { ok: false, error: { code: error.code, message: BOARDING_PASS_MESSAGES[error.code], detail: error.message } };
  }
}
