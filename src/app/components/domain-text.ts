// Labels for what src/domain and the server name by a code (a claim's status, a disruption type,
// the compensation's state), in the page's language. The domain's sentences are translated where
// they are shown: t() for a fixed one (validation, a refusal), domainMessage (screens/claim) for one
// with an id and values (the rules engine's); tests/i18n-domain-messages.ts lists both for the catalogues.
import { DISRUPTION_LABELS, STATUS_LABELS, type ClaimStatus, type DisruptionType } from '../../domain/claim/index.ts';
import { msg, t } from '../i18n/t.ts';

/** The compensation's state before a decision; after one, the server gives the claim's status ('approved'…). */
const ESTIMATED = msg('Estimated');

/** 'Processing' in the page's language. */
export function statusLabel(status: ClaimStatus): string {
  return t(STATUS_LABELS[status]);
}

/** 'Flight Delay' in the page's language. */
export function disruptionLabel(type: DisruptionType): string {
  return t(DISRUPTION_LABELS[type]);
}

/** The server's compensation state ('estimated', 'approved'…) as a label in the page's language. */
export function compensationStateLabel(state: string): string {
  if (state === 'estimated') return t(ESTIMATED);
  return t(state ? state[0]!.toUpperCase() + state.slice(1) : state);
}
