// What the money screens say when the server refuses (problem+json): one sentence per stable code,
// in the page's language, so an agent reads what happened and what to do. Codes not listed here
// fall back to the app's common messages (components/problem-text.ts).
import { ApiError } from '../../offline/index.ts';
import { problemText } from '../components/problem-text.ts';
import { formatNumber, msg, t } from '../i18n/t.ts';
import { DownloadError } from './money-api.ts';

const MONEY_PROBLEMS: Record<string, string> = {
  'statement-malformed': msg('This file is not well-formed XML. Export the statement from the bank again.'),
  'statement-not-camt053': msg('This file is not a camt.053 bank statement. Choose the statement of our client account.'),
  'statement-invalid': msg('The statement has an amount or date we cannot read. Nothing was imported.'),
  'statement-conflict': msg('A different statement with the same id was already imported. Ask the bank which one is right. Nothing was imported.'),
  'unsupported-media-type': msg('Choose a camt.053 file (XML).'),
  'payload-too-large': msg('The file is too large for one statement.'),
  'airline-payment-mismatch': msg('The amount or currency is not what this claim is owed. Nothing was changed.'),
  'claim-not-awaiting-payment': msg('This claim is not waiting for the airline’s payment. Nothing was changed.'),
  'claim-not-found': msg('No claim has this reference. Check it and try again.'),
  'claim-reference-ambiguous': msg('This reference names more than one claim. Enter the claim’s full id.'),
  'bank-credit-matched': msg('This credit is already matched to a claim.'),
  'bank-credit-not-found': msg('This credit no longer exists. Reload the page.'),
  'payout-report-invalid': msg('This file is not the bank’s execution report (pain.002) for this run. Nothing was changed.'),
  'payout-amount-mismatch': msg('The bank’s report gives another amount than the run. Nothing was changed: ask the bank.'),
  'payout-run-confirmed': msg('This run is already confirmed. Nothing was changed.'),
  'payout-run-state': msg('This run is not approved yet: a second admin approves it first.'),
  'payout-claim-not-ready': msg('A claim you chose is not ready to be paid: see what is missing in the list. Nothing was created.'),
  'payout-nothing-ready': msg('No claim is ready to be paid. Nothing was created.'),
  'own-approval-refused': msg('You created this run: another admin approves it.'),
  'payout-account-changed': msg('A passenger changed their payout account after the run was created. Nothing was exported: ask an admin.'),
  'payout-not-configured': msg('Our client account for payouts is not configured. Ask an admin.'),
  'invoice-not-creditable': msg('This invoice already has a credit note, or is one.'),
  'validation-failed': msg('Some details are not valid. Please check them and try again.'),
  'permission-required': msg('Your role does not allow this.'),
  'admin-role-required': msg('Only an admin can do this.'),
  'agent-role-required': msg('This area is for the back office. Sign in with an agent account.'),
};

const DOWNLOAD_FAILED = msg('The file could not be downloaded ({status}). Please try again.');

/** The refusal as the agent reads it. */
export function moneyProblem(error: unknown): string {
  if (error instanceof ApiError) {
    const own = MONEY_PROBLEMS[error.code];
    return own ? t(own) : problemText(error.code);
  }
  if (error instanceof DownloadError) return t(DOWNLOAD_FAILED, { status: formatNumber(error.status) });
  return problemText('bad-request');
}
