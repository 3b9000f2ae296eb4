// The payout runs screen's words for what the server sends as names (a run's and a payout's state,
// the route) and ids (why a claim cannot be paid yet: domain/payout/messages.ts), and its amounts,
// rates and days written the agent's language's way.
import { minorToMajor } from '../../domain/money/minor-units.ts';
import { PAYOUT_MESSAGES } from '../../domain/payout/messages.ts';
import type { MessageValues } from '../../domain/text/message.ts';
import { STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import { formatAmountWithCode } from '../components/claim-format.ts';
import { statusLabel } from '../components/domain-text.ts';
import { formatFlightDate } from '../components/dates.ts';
import { msg, numberFormat, t } from '../i18n/t.ts';
import { messageFrom } from '../screens/claim/text/domain-message.ts';
import type { Amount } from './payout-runs-api.ts';

const RUN_STATES: Record<string, string> = { created: msg('Created'), approved: msg('Approved'), confirmed: msg('Confirmed') };
const ITEM_STATES: Record<string, string> = { pending: msg('Pending'), paid: msg('Paid'), rejected: msg('Rejected by the bank') };
const ROUTES: Record<string, string> = { sepa: msg('SEPA'), 'bank-csv': msg('bank CSV') };

const label = (table: Record<string, string>, key: string) => (table[key] ? t(table[key]) : key);
export const runStateLabel = (status: string) => label(RUN_STATES, status);
export const itemStateLabel = (status: string) => label(ITEM_STATES, status);
export const routeLabel = (route: string) => label(ROUTES, route);

/** 60000 EUR (minor units) → '€600' ('٦٠٠ يورو' in Arabic). */
export const amountText = (a: Amount) => formatAmountWithCode(minorToMajor(a.amount, a.currency), a.currency);

/** An exchange rate as decimal text ('3.9512'), in the language's digits. */
export function rateText(rate: string): string {
  const digits = rate.split('.')[1]?.length ?? 0;
  const value = Number(rate);
  return Number.isFinite(value) ? numberFormat({ minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value) : rate;
}

export const dayText = (isoDate: string) => formatFlightDate(isoDate);

/** Why a claim is not ready to be paid: the server's id and values, in the agent's words. */
export function payoutReason(reason: { messageId: string; message?: string; values?: MessageValues }): string {
  const status = reason.values?.status;
  // The claim's status comes as its name ('submitted'): shown as the passenger's and agent's screens name it.
  const values = typeof status === 'string' && status in STATUS_LABELS ? { ...reason.values, status: statusLabel(status as ClaimStatus) } : reason.values;
  return messageFrom(PAYOUT_MESSAGES, values ? { ...reason, values } : reason);
}
