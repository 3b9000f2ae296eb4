// One answer to "where is my claim?", used by the confirmation, the dashboard card and the claim
// page alike, so they never say different things: waiting for a connection, sending, waiting for
// the passenger to log in, not accepted (the claim, or one document), or with our team (the
// server's status). "Claim Submitted Successfully!" only once the server has the claim. Pure.
import type { ClaimStatus } from '../../domain/claim/index.ts';
import type { ClaimView } from '../../offline/index.ts';
import { msg, t, translates } from '../i18n/t.ts';
import { statusLabel } from './domain-text.ts';
import { problemText } from './problem-text.ts';

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

export const SUBMITTED_HEADING = msg('Claim Submitted Successfully!');
export const QUEUED_OFFLINE = msg('Saved on this device — it will be sent automatically as soon as you are back online. You can close the app.');
export const QUEUED_ONLINE = msg('Saved on this device and waiting its turn to go out. You can close the app: it finishes by itself.');
/** Only the sent state says this; no other state's words contain it (tests match it as text). */
export const SENT = msg('Sent to our team.');

const STATUS_TONES: Record<ClaimStatus, ProgressTone> = {
  draft: 'gray',
  submitted: 'blue',
  processing: 'yellow',
  approved: 'green',
  rejected: 'red',
  paid: 'green',
};

type ProgressInput = Pick<ClaimView, 'syncState' | 'status' | 'statusHistory' | 'problem'> & { refusedElsewhere?: boolean };

/**
 * The deciding reason of a refusal, in the page's language: the field messages, else the detail,
 * else the title. Server English the app does not know is replaced by its code's message.
 */
export function refusalReason(problem: ClaimView['problem']): string | null {
  if (!problem) return null;
  const fields =
    problem.errors
      ?.map((e) => (e.field ? `${fieldName(e.field)}: ${serverText(e.message, problem.code)}` : serverText(e.message, problem.code)))
      .filter(Boolean) ?? [];
  if (fields.length > 0) return fields.join('; ');
  const text = problem.detail ?? problem.title ?? null;
  return text === null ? null : serverText(text, problem.code);
}

/**
 * Server English about one thing (a field, a document, an answer): the server writes the domain's
 * sentences (the same validation as the device), which the catalogues translate; any other English
 * reads as its problem code's message.
 */
export function serverText(english: string, code: string): string {
  return translates(english) ? t(english) : problemText(code);
}

/** 'passenger.last_name' → 'Last name' (the server names wire fields; people read labels). */
export function fieldName(field: string): string {
  const last = field.split(/[./]/).filter(Boolean).pop() ?? field;
  const label = FIELD_LABELS[last];
  if (label) return t(label);
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FIELD_LABELS: Record<string, string> = {
  first_name: msg('First name'),
  last_name: msg('Last name'),
  email: msg('Email'),
  phone: msg('Phone'),
  flight_number: msg('Flight number'),
  departure_date: msg('Departure date'),
  booking_reference: msg('Booking reference'),
  departure_airport: msg('Departure airport'),
  arrival_airport: msg('Arrival airport'),
};

export function claimProgress(claim: ProgressInput, online: boolean): ClaimProgress {
  const reason = refusalReason(claim.problem);
  const saved = t('Claim saved on this device');
  switch (claim.syncState) {
    case 'queued':
      return online
        ? { badge: t('Waiting to send'), tone: 'gray', heading: saved, title: t('Waiting to send'), text: t(QUEUED_ONLINE), sent: false }
        : { badge: t('Waiting to send'), tone: 'gray', heading: saved, title: t('Waiting for a connection'), text: t(QUEUED_OFFLINE), sent: false };
    case 'sending':
      return {
        badge: t('Sending'),
        tone: 'blue',
        heading: t('Sending your claim'),
        title: t('Sending'),
        text: t('Sending your claim and documents to our team…'),
        sent: false,
      };
    case 'needs-login':
      return {
        badge: t('Sign in to send'),
        tone: 'yellow',
        heading: t('Log in to send your claim'),
        title: t('Waiting for you to log in'),
        text: t('Your sign-in has expired, so your claim is waiting on this device. Log in again and it will be sent automatically.'),
        sent: false,
      };
    case 'rejected':
      if (claim.statusHistory.length > 0) {
        const next = claim.refusedElsewhere
          ? t('Your claim reached our team; remove or replace this document on the device you sent it from to complete it.')
          : t('Your claim reached our team; remove or replace this document on the claim page to complete it.');
        return {
          badge: t('Document refused'),
          tone: 'red',
          heading: t('A document was not accepted'),
          title: t('A document was not accepted'),
          text: reason ? `${reason.replace(/\.+$/, '')}. ${next}` : next,
          sent: false,
        };
      }
      return {
        badge: t('Not sent'),
        tone: 'red',
        heading: t('Your claim was not accepted'),
        title: t('Not accepted'),
        text: reason
          ? t('Our server could not accept this claim: {reason}. It is kept on this device; correct it and send it again from your dashboard.', { reason })
          : t('Our server could not accept this claim. It is kept on this device; correct it and send it again from your dashboard.'),
        sent: false,
      };
    case 'sent':
    default:
      return { badge: statusLabel(claim.status), tone: STATUS_TONES[claim.status], heading: t(SUBMITTED_HEADING), title: t('Sent'), text: t(SENT), sent: true };
  }
}
