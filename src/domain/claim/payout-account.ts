// The passenger's payout account: an IBAN (country format and checksum, AE included), or, for a
// country without IBANs (US, IN, …), an account number and the bank's BIC in that country; and the
// account holder's name. The form and the server check it here, with the same messages. The IBAN
// and BIC registry is the maintained ibantools package, handed in by the caller (src/domain
// imports no package): `checkPayoutAccount(input, ibantools)` with `import * as ibantools`. Not
// exported from the domain index, so only the payout-account chunk and the server load it.
import { accountCountry, screenAccountCountry } from '../payout/screening.ts';
import type { SaidMessage } from '../text/message.ts';

import { toLatinDigits } from '../text/digits.ts';

/** The part of ibantools used here (its documented API). */
export interface IbanLibrary {
  countrySpecs: Record<string, { IBANRegistry?: boolean } | undefined>;
  electronicFormatIBAN(iban?: string): string | null;
  isValidBIC(bic: string): boolean;
  validateIBAN(iban?: string): { valid: boolean; errorCodes: number[] };
}

// ibantools' ValidationErrorsIBAN codes.
const NO_IBAN_COUNTRY = 1;
const WRONG_BBAN_LENGTH = 2;
const WRONG_CHECKSUMS = [5, 6];

export interface PayoutAccountInput {
  holder_name?: string | undefined;
  iban?: string | undefined;
  account_number?: string | undefined;
  bic?: string | undefined;
  /** ISO 3166-1 alpha-2, with account_number. */
  country?: string | undefined;
  /** The holder's town and country (ISO 3166-1 alpha-2): the structured address of payment messages. */
  town?: string | undefined;
  address_country?: string | undefined;
}

/** The holder's structured address: town and country, as payment messages carry it since 15 Nov 2026. */
export interface HolderAddress {
  town?: string;
  addressCountry?: string;
}

export type PayoutAccount = (
  { kind: 'iban'; holderName: string; iban: string } | { kind: 'account'; holderName: string; accountNumber: string; bic: string; country: string }
) &
  HolderAddress;

export interface FieldError {
  field: string;
  message: string;
  /** A domain message's id and values (the screening), for the app to say it in the passenger's language. */
  messageId?: string;
  values?: SaidMessage['values'];
}

export const PAYOUT_ACCOUNT_MESSAGES = {
  holder: "Enter the account holder's name as the bank knows it",
  ibanOrAccount: 'Enter an IBAN, or an account number and BIC if your country has no IBANs',
  ibanCountry: 'This IBAN does not start with a known country code',
  ibanLength: 'This IBAN has the wrong number of characters for its country',
  ibanFormat: 'This IBAN does not have the format of its country',
  ibanChecksum: 'This IBAN has a typo: its check digits do not match',
  country: 'Choose the country of the account',
  countryHasIban: 'Banks in this country use IBANs: enter the IBAN instead',
  accountNumber: 'Enter the account number: 4 to 34 letters or digits',
  bic: 'Enter the bank’s BIC (SWIFT code): 8 or 11 characters, e.g. CHASUS33',
  bicCountry: "The BIC's country (its 5th and 6th characters) must be the account's country",
  town: 'Enter the town of your address (at most 35 characters)',
  addressCountry: 'Choose the country of your address',
} as const;

const HOLDER_MAX = 140;
/** ISO 20022's TwnNm is Max35Text. */
const TOWN_MAX = 35;

/** Countries that use IBANs (the IBAN registry). */
export function usesIban(lib: IbanLibrary, country: string): boolean {
  return Boolean(lib.countrySpecs[country.toUpperCase()]?.IBANRegistry);
}

function ibanMessage(codes: number[]): string {
  if (codes.includes(NO_IBAN_COUNTRY)) return PAYOUT_ACCOUNT_MESSAGES.ibanCountry;
  if (codes.includes(WRONG_BBAN_LENGTH)) return PAYOUT_ACCOUNT_MESSAGES.ibanLength;
  if (codes.some((code) => WRONG_CHECKSUMS.includes(code))) return PAYOUT_ACCOUNT_MESSAGES.ibanChecksum;
  return PAYOUT_ACCOUNT_MESSAGES.ibanFormat;
}

type Verdict = { ok: true; account: PayoutAccount } | { ok: false; errors: FieldError[] };

/**
 * The account in its canonical form, or every problem with the field it belongs to: the account,
 * the screening (a country we cannot pay into, screening.ts) and the holder's town and country
 * (required by the form, `requireAddress`; an older client may still send the account alone).
 */
export function checkPayoutAccount(input: PayoutAccountInput, lib: IbanLibrary, options: { requireAddress?: boolean } = {}): Verdict {
  const verdict = checkAccountFields(input, lib);
  const errors = verdict.ok ? [] : [...verdict.errors];
  const country = accountCountry(input);
  const refusal = country ? screenAccountCountry(country) : null;
  if (refusal) errors.push({ field: input.iban?.trim() ? 'iban' : 'country', ...refusal });
  const address = checkAddress(input, options.requireAddress ?? false, errors);
  if (!verdict.ok || errors.length > 0) return { ok: false, errors };
  return { ok: true, account: { ...verdict.account, ...address } };
}

function checkAddress(input: PayoutAccountInput, required: boolean, errors: FieldError[]): HolderAddress {
  const town = (input.town ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  const addressCountry = (input.address_country ?? '').trim().toUpperCase();
  if (!town && !addressCountry && !required) return {};
  if (!town || town.length > TOWN_MAX || /\p{Cc}/u.test(town)) errors.push({ field: 'town', message: PAYOUT_ACCOUNT_MESSAGES.town });
  if (!/^[A-Z]{2}$/.test(addressCountry)) errors.push({ field: 'address_country', message: PAYOUT_ACCOUNT_MESSAGES.addressCountry });
  return { town, addressCountry };
}

function checkAccountFields(input: PayoutAccountInput, lib: IbanLibrary): Verdict {
  const errors: FieldError[] = [];
  const holderName = (input.holder_name ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (!holderName || holderName.length > HOLDER_MAX || /\p{Cc}/u.test(holderName))
    errors.push({ field: 'holder_name', message: PAYOUT_ACCOUNT_MESSAGES.holder });
  // Digits from an Arabic or Persian keyboard are the same digits (AE۰۷… is AE07…).
  const iban = lib.electronicFormatIBAN(toLatinDigits(input.iban ?? '')) ?? '';
  if (iban) {
    const verdict = lib.validateIBAN(iban);
    if (!verdict.valid) errors.push({ field: 'iban', message: ibanMessage(verdict.errorCodes) });
    return errors.length ? { ok: false, errors } : { ok: true, account: { kind: 'iban', holderName, iban } };
  }
  const accountNumber = toLatinDigits(input.account_number ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  const bic = toLatinDigits(input.bic ?? '')
    .replace(/\s/g, '')
    .toUpperCase();
  const country = (input.country ?? '').trim().toUpperCase();
  if (!accountNumber && !bic && !country) {
    errors.push({ field: 'iban', message: PAYOUT_ACCOUNT_MESSAGES.ibanOrAccount });
    return { ok: false, errors };
  }
  if (!/^[A-Z]{2}$/.test(country) || !lib.countrySpecs[country]) errors.push({ field: 'country', message: PAYOUT_ACCOUNT_MESSAGES.country });
  else if (usesIban(lib, country)) errors.push({ field: 'country', message: PAYOUT_ACCOUNT_MESSAGES.countryHasIban });
  if (!/^[A-Z0-9]{4,34}$/.test(accountNumber)) errors.push({ field: 'account_number', message: PAYOUT_ACCOUNT_MESSAGES.accountNumber });
  if (!lib.isValidBIC(bic)) errors.push({ field: 'bic', message: PAYOUT_ACCOUNT_MESSAGES.bic });
  else if (/^[A-Z]{2}$/.test(country) && bic.slice(4, 6) !== country) errors.push({ field: 'bic', message: PAYOUT_ACCOUNT_MESSAGES.bicCountry });
  return errors.length ? { ok: false, errors } : { ok: true, account: { kind: 'account', holderName, accountNumber, bic, country } };
}

/** What is shown once the account is stored: never the whole number. */
export function maskAccount(account: PayoutAccount): string {
  if (account.kind === 'iban') return `${account.iban.slice(0, 4)} •••• ${account.iban.slice(-4)}`;
  return `•••• ${account.accountNumber.slice(-4)} (${account.bic})`;
}

/** A payout account as the passenger sees it once sent: masked, never the full number. */
export interface MaskedAccountWire {
  kind: 'iban' | 'account';
  masked: string;
  holder_name: string;
  updated_at: string;
}
