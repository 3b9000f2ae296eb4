// The claim page's calls for what our team did: GET …/progress and PUT …/payout-account (online
// only: bank details are never queued or kept on the device). Answers go through the outbox.
import type { MaskedAccountWire } from '../../../domain/claim/payout-account.ts';
import type { UpdateWire } from '../../../domain/claim/wire.ts';
import type { StatementWire } from '../../../domain/claim/payout.ts';
import { getApi } from '../../../offline/index.ts';

/** One entry of what our team did, as the server answers it. */
export type Update = UpdateWire;

/** The wire types the server answers with (src/domain): the same the back office reads. */
export type Statement = StatementWire;
export type MaskedAccount = MaskedAccountWire;

export interface Progress {
  updates: Update[];
  open_question: { id: number; text: string; at: string } | null;
  statement: Statement | null;
  payout_account: MaskedAccount | null;
  payout_account_open: boolean;
  /** The claim is paid and its fee's tax invoice is issued. */
  invoice_available: boolean;
}

export async function fetchProgress(claimId: string): Promise<Progress> {
  return (await getApi().request<{ data: Progress }>(`/claims/${encodeURIComponent(claimId)}/progress`)).data;
}

export interface AccountFields {
  holder_name: string;
  iban?: string;
  account_number?: string;
  bic?: string;
  country?: string;
  /** The holder's town and country (ISO 3166 alpha-2). */
  town?: string;
  address_country?: string;
  /** Where the passenger lives (ISO 3166 alpha-2), for the VAT on our fee; not the bank's or the holder's country. */
  residence_country?: string;
}

/** Gives or changes the account, with the password asked again (the server checks it). */
export async function putPayoutAccount(claimId: string, fields: AccountFields, password: string): Promise<MaskedAccount> {
  const path = `/claims/${encodeURIComponent(claimId)}/payout-account`;
  return (await getApi().request<{ data: MaskedAccount }>(path, { method: 'PUT', json: { ...fields, password } })).data;
}
