// What one language says in notifications: each message a sentence with {placeholders} (ref,
// status, per, total, net, count, account; paid, date, bankRef), never assembled from fragments, so a translator sees whole
// sentences. `passengers` has the language's plural forms (Arabic has six). The words are data,
// one JSON file per language (its `note` names the source of its terms).
import type { ClaimStatus } from '../../../../domain/claim/status.ts';
import type { DueKind } from '../../../../domain/desk/clock.ts';

export interface MessageWords {
  subject: string;
  heading: string;
  /** Lines after the claim reference. */
  lines: string[];
  pushTitle: string;
  pushBody: string;
}

/** A mail that brings a link rather than a claim's news: it cannot be turned off, so its footer says why it came. */
export interface LinkMailWords {
  subject: string;
  heading: string;
  lines: string[];
  /** The button's label. */
  action: string;
  footer: string;
}

export interface Words {
  statuses: Record<ClaimStatus, string>;
  reference: string;
  openClaim: string;
  /** '{count} passengers' in the language's plural forms. */
  passengers: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  received: MessageWords & { estimate: string; net: string; noAmount: string; next: string };
  statusChanged: MessageWords;
  infoRequested: MessageWords;
  /** `paid`: a payout confirmed by the bank, with {paid}, {date} and {bankRef}. */
  payoutSent: MessageWords & { amount: string; paid: string };
  syncRefused: MessageWords;
  signatureRequested: MessageWords & { action: string };
  /** The claim's flight, on every mail about a claim: '{flight}' and '{date}'. */
  flight: string;
  /** The account's own mails (identity/email-verification.ts, identity/password-reset.ts). */
  verifyEmail: LinkMailWords;
  passwordReset: LinkMailWords;
  /** A co-passenger's signing request and its reminders (mandate/cosigners.ts): '{flight}', '{date}', '{until}'. */
  cosign: LinkMailWords & { reminderSubject: string };
  /** The payout account was given or changed ({account}: its masked form). */
  payoutAccount: MessageWords;
  /** To the agent a claim is assigned to: the airline wrote (src/server/inbound). */
  airlineMessage: MessageWords;
  /** The airline case's next step (desk/clock-runner.ts): {next} is the sentence, in the same language. */
  caseUpdate: MessageWords;
  /** To the agent a claim is assigned to: a date of the airline case came (desk/clock-runner.ts); {task} one of `tasks`, {due} its day. */
  deskTask: MessageWords & { tasks: Record<DueKind, string> };
  footer: string;
  settings: string;
}
