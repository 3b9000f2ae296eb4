// One answer to "where is my claim?", used by the confirmation, the dashboard card and the claim
// page alike, so they never say different things: waiting for a connection, sending, waiting for
// the passenger to log in, not accepted (the claim, or one document), or with our team (the
// server's status). "Claim Submitted Successfully!" only once the server has the claim. Pure.
import { STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import type { ClaimView } from '../../offline/index.ts';

export type ProgressTone = 'gray' | 'blue' | 'yellow' | 'red' | 'green';

export interface ClaimProgress {
  /** The short label of the badge. */
  badge: string;
  tone: ProgressTone;
  /** The confirmation's heading. */
  heading: string;
  /** The status box: a title and one plain sentence or two. */
  title: string;
  text: string;
  /** The server has the claim (the spec's "Processing" promise applies). */
  sent: boolean;
}

export const SUBMITTED_HEADING = 'Claim Submitted Successfully!';
export const QUEUED_OFFLINE = 'Saved on this device — it will be sent automatically as soon as you are back online. You can close the app.';
export const QUEUED_ONLINE = 'Saved on this device and waiting its turn to go out. You can close the app: it finishes by itself.';
/** Only the sent state says this; no other state's words contain it (tests match it as text). */
export const SENT = 'Sent to our team.';

const STATUS_TONES: Record<ClaimStatus, ProgressTone> = {
  draft: 'gray', submitted: 'blue', processing: 'yellow', approved: 'green', rejected: 'red', paid: 'green',
};

type ProgressInput = Pick<ClaimView, 'syncState' | 'status' | 'statusHistory' | 'problem'> & { refusedElsewhere?: boolean };

/** The deciding reason of a refusal: the field messages, else the detail, else the title. */
export function refusalReason(problem: ClaimView['problem']): string | null {
  if (!problem) return null;
  const fields = problem.errors?.map((e) => (e.field ? `${fieldName(e.field)}: ${e.message}` : e.message)).filter(Boolean) ?? [];
  return fields.length > 0 ? fields.join('; ') : (problem.detail ?? problem.title ?? null);
}

/** 'passenger.last_name' → 'Last name' (the server names wire fields; people read labels). */
function fieldName(field: string): string {
  const last = field.split(/[./]/).filter(Boolean).pop() ?? field;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function claimProgress(claim: ProgressInput, online: boolean): ClaimProgress {
  const reason = refusalReason(claim.problem);
  switch (claim.syncState) {
    case 'queued':
      return online
        ? { badge: 'Waiting to send', tone: 'gray', heading: 'Claim saved on this device', title: 'Waiting to send', text: QUEUED_ONLINE, sent: false }
        : { badge: 'Waiting to send', tone: 'gray', heading: 'Claim saved on this device', title: 'Waiting for a connection', text: QUEUED_OFFLINE, sent: false };
    case 'sending':
      return { badge: 'Sending', tone: 'blue', heading: 'Sending your claim', title: 'Sending', text: 'Sending your claim and documents to our team…', sent: false };
    case 'needs-login':
      return {
        badge: 'Sign in to send', tone: 'yellow', heading: 'Log in to send your claim', title: 'Waiting for you to log in',
        text: 'Your sign-in has expired, so your claim is waiting on this device. Log in again and it will be sent automatically.', sent: false,
      };
    case 'rejected':
      if (claim.statusHistory.length > 0) {
        const where = claim.refusedElsewhere ? 'on the device you sent it from' : 'on the claim page';
        return {
          badge: 'Document refused', tone: 'red', heading: 'A document was not accepted', title: 'A document was not accepted',
          text: `${reason ? `${reason.replace(/\.+$/, '')}. ` : ''}Your claim reached our team; remove or replace this document ${where} to complete it.`, sent: false,
        };
      }
      return {
        badge: 'Not sent', tone: 'red', heading: 'Your claim was not accepted', title: 'Not accepted',
        text: `Our server could not accept this claim${reason ? `: ${reason}` : ''}. It is kept on this device; correct it and send it again from your dashboard.`, sent: false,
      };
    case 'sent':
    default:
      return { badge: STATUS_LABELS[claim.status], tone: STATUS_TONES[claim.status], heading: SUBMITTED_HEADING, title: 'Sent', text: SENT, sent: true };
  }
}
