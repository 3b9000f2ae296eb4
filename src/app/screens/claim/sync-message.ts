// What the confirmation says about where the claim is: on this device waiting for a connection,
// being sent, with our team, waiting for the person to log in again, or refused (with why).
// Pure: unit tested.
import type { ProblemWire } from '../../../domain/claim/index.ts';
import type { ClaimSyncState } from '../../../offline/db.ts';

export const QUEUED_OFFLINE = 'Saved on this device — it will be sent automatically as soon as you are back online. You can close the app.';
export const SENT = 'Sent to our team.';

export interface SyncMessage {
  tone: 'blue' | 'green' | 'yellow' | 'red';
  title: string;
  text: string;
}

export function syncMessage(state: ClaimSyncState, online: boolean, problem: ProblemWire | null): SyncMessage {
  switch (state) {
    case 'sent':
      return { tone: 'green', title: 'Sent', text: SENT };
    case 'sending':
      return { tone: 'blue', title: 'Sending', text: 'Sending your claim and documents to our team…' };
    case 'needs-login':
      return {
        tone: 'yellow',
        title: 'Waiting for you to log in',
        text: 'Your sign-in has expired, so your claim is waiting on this device. Log in again and it will be sent automatically.',
      };
    case 'rejected': {
      const reason = problem?.detail ?? problem?.title;
      return {
        tone: 'red',
        title: 'Not accepted yet',
        text: `Our server could not accept this claim${reason ? `: ${reason}` : ''}. It is kept on this device; open it from your dashboard to correct it and send it again.`,
      };
    }
    case 'queued':
    default:
      return online
        ? { tone: 'blue', title: 'Sending', text: 'Saved on this device and being sent to our team now. You can close the app: it will finish sending by itself.' }
        : { tone: 'blue', title: 'Waiting for a connection', text: QUEUED_OFFLINE };
  }
}
