// When a claim can be paid (issue #36, "Money out"): the airline's payment is recorded, the payout
// account is complete and was given with the passenger's password (review N3), and every adult on
// the claim signed the mandate or agreed in writing to be paid through the main passenger. Each
// missing item is a reason with its message id, so the back office says why a claim is not ready.
// The run creation (server) and the back office's list both ask here.
import type { SaidMessage } from '../text/message.ts';
import type { ClaimStatus } from '../claim/status.ts';
import { sayPayout } from './messages.ts';
import { canPayInto } from './screening.ts';

export interface ReadinessAccount {
  holderName: string;
  kind: 'iban' | 'account';
  /** The account's country (the IBAN's, or the one given with an account number). */
  country: string;
  /** The holder's town and country, the structured address a payment message needs. */
  town: string | null;
  addressCountry: string | null;
  /** The change was confirmed with the password (N3's payout-account-changed event). */
  givenWithPassword: boolean;
}

export interface ReadinessPassenger {
  /** 1 and up: the co-passengers (0, the main passenger, signed when the claim was sent). */
  position: number;
  name: string;
  minor: boolean;
  signedMandate: boolean;
  /** A written consent to be paid through the main passenger, recorded by an agent. */
  consentedInWriting: boolean;
}

export interface ReadinessInput {
  status: ClaimStatus;
  /** What the airline paid us, in minor units; null until recorded. */
  airlinePayment: { amount: number; currency: string } | null;
  account: ReadinessAccount | null;
  passengers: readonly ReadinessPassenger[];
  /** The claim is in a payout run not yet confirmed or cancelled. */
  inOpenRun: boolean;
}

export type Readiness = { ready: true } | { ready: false; reasons: SaidMessage[] };

function accountReasons(account: ReadinessAccount | null): SaidMessage[] {
  if (!account) return [sayPayout('payout.not-ready.no-account')];
  const reasons: SaidMessage[] = [];
  if (!canPayInto(account.country)) reasons.push(sayPayout('payout.screen.unsupported-country', { country: { country: account.country } }));
  if (!account.town?.trim() || !account.addressCountry?.trim()) reasons.push(sayPayout('payout.not-ready.address'));
  if (!account.givenWithPassword) reasons.push(sayPayout('payout.not-ready.password'));
  return reasons;
}

/** Every co-passenger of age who neither signed nor consented in writing. */
function mandateReasons(passengers: readonly ReadinessPassenger[]): SaidMessage[] {
  return passengers
    .filter((p) => p.position > 0 && !p.minor && !p.signedMandate && !p.consentedInWriting)
    .map((p) => sayPayout('payout.not-ready.mandate', { name: p.name }));
}

export function payoutReadiness(input: ReadinessInput): Readiness {
  const reasons: SaidMessage[] = [];
  if (input.status !== 'approved') reasons.push(sayPayout('payout.not-ready.status', { status: input.status }));
  else if (!input.airlinePayment) reasons.push(sayPayout('payout.not-ready.airline-payment'));
  if (input.inOpenRun) reasons.push(sayPayout('payout.not-ready.in-run'));
  reasons.push(...accountReasons(input.account), ...mandateReasons(input.passengers));
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
