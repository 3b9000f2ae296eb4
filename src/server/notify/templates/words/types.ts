// What one language says in notifications: each message a sentence with {placeholders} (ref,
// status, per, total, net, count), never assembled from fragments, so a translator sees whole
// sentences. `passengers` has the language's plural forms (Arabic has six). The words are data,
// one JSON file per language (its `note` names the source of its terms).
import type { ClaimStatus } from '../../../../domain/claim/status.ts';

export interface MessageWords {
  subject: string;
  heading: string;
  /** Lines after the claim reference. */
  lines: string[];
  pushTitle: string;
  pushBody: string;
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
  payoutSent: MessageWords & { amount: string };
  syncRefused: MessageWords;
  signatureRequested: MessageWords & { action: string };
  /** The airline case's next step (desk/clock-runner.ts): {next} is the sentence, in the same language. */
  caseUpdate: MessageWords;
  footer: string;
  settings: string;
}
