// Screening: the countries whose banks our payment partners cannot pay. Our partners are UAE banks;
// they do not send transfers to banks in these countries, so an account there is refused at the
// payout form, before the passenger types it (the form asks for the account's country first), and
// by the server with the same message. The money waits in our client account until the passenger
// gives an account we can pay. Sources:
// - IR: the Central Bank of the UAE's and the correspondent banks' Iran restrictions (UN Security
//   Council Res. 2231 (2015) and the EU's Regulation (EU) No 267/2012, Art. 23 and 30a); Iranian
//   banks have been off the SWIFT network since November 2018.
// - KP: UN Security Council Res. 2270 (2016) §33 and Res. 2321 (2016) §31: no correspondent banking
//   with the DPRK.
// - CU: US dollar clearing is closed to Cuba (31 CFR Part 515), which our partners' correspondents use.
// The list is the partners' to confirm; a change is a change of this table and its test.
import type { SaidMessage } from '../text/message.ts';
import { sayPayout } from './messages.ts';

/** ISO 3166-1 alpha-2 codes of the countries we cannot pay into. */
export const UNSUPPORTED_PAYOUT_COUNTRIES: readonly string[] = ['IR', 'KP', 'CU'];

/** The country of an account: an IBAN's first two letters, or the country given with an account number. */
export function accountCountry(account: { iban?: string | undefined; country?: string | undefined }): string | null {
  const iban = (account.iban ?? '').replace(/\s/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(iban)) return iban.slice(0, 2);
  const country = (account.country ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

export function canPayInto(country: string): boolean {
  return !UNSUPPORTED_PAYOUT_COUNTRIES.includes(country.toUpperCase());
}

/** The refusal the form shows as soon as the country is chosen, and the server answers: null when we can pay there. */
export function screenAccountCountry(country: string): SaidMessage | null {
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !canPayInto(code) ? sayPayout('payout.screen.unsupported-country', { country: { country: code } }) : null;
}
