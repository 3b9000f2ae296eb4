// The claim's timeline: the passenger's status history and the agents' audit log (notes and
// questions included; notes are internal and never reach the passenger's API). The newest
// TIMELINE_PAGE entries show, with a button for the earlier ones.
import '@mantine/core/styles/Timeline.css';
import { Stack, Text, Timeline } from '@mantine/core';
import { formatAmountWithCode, formatTimestamp } from '../components/claim-format.ts';
import { useLongList } from '../components/long-list.ts';
import { statusLabel } from '../components/domain-text.ts';
import { currentLocale, msg, t, tp } from '../i18n/t.ts';
import { directionOf } from '../i18n/locales.ts';
import { STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import type { BackofficeClaim, ClaimEvent } from './api.ts';
import { ShowMoreButton } from './long-list.tsx';
import { languageName } from './passenger-state.tsx';
import { readyQuestionLabel } from './ready-question-action.tsx';

export const TIMELINE_PAGE = 50;

const ACTION_LABELS: Record<string, string> = {
  assign: msg('Assigned to an agent'),
  unassign: msg('Unassigned'),
  'request-info': msg('Asked the passenger'),
  note: msg('Internal note'),
  answer: msg('Passenger answered'),
  process: msg('Sent to the airline'),
  approve: msg('Airline approved'),
  reject: msg('Rejected'),
  pay: msg('Paid (payout run confirmed)'),
  status: msg('Status changed'),
  'payout-account-read': msg('Viewed the full payout account'),
  'resend-verification': msg('Sent the address confirmation again'),
  'payout-account-changed': msg('Passenger set the payout account'),
  // The airline desk, the road after it and the money (issues #34, #35, #36).
  'send-to-airline': msg('Letter sent to the airline'),
  'letter-prepared': msg('Letter prepared'),
  'record-filed': msg('Filed with the airline'),
  'record-airline-answer': msg('Airline’s answer recorded'),
  'offer-accepted': msg('Passenger accepted the airline’s offer'),
  'offer-refused': msg('Passenger refused the airline’s offer'),
  'desk-task': msg('A date on the desk’s clock came due'),
  escalate: msg('Taken to a body or a court'),
  'record-body-answer': msg('Body’s answer recorded'),
  'assign-partner': msg('Handed to a partner firm'),
  'court-step': msg('Court step recorded'),
  'limitation-alert': msg('Limitation deadline alert'),
  'record-airline-payment': msg('Airline’s payment recorded'),
  'bank-statement': msg('Airline’s payment found on the bank statement'),
  'bank-credit-matched': msg('Bank credit matched by hand'),
  'payout-consent': msg('Co-passenger’s consent to be paid through the main passenger'),
  'payout-run-added': msg('Added to a payout run'),
  'payout-rejected': msg('The bank refused the payout'),
};

/** What an agent or the passenger did, in the agent's language (the server's word for an action this screen does not know). */
function actionLabel(action: string): string {
  const label = ACTION_LABELS[action];
  return label ? t(label) : action;
}

/**
 * The passenger's words, a label or a masked account kept whole in a right-to-left line (U+2068 …
 * U+2069); and the passenger's Persian in an English line.
 */
const isolate = (text: string) => (directionOf(currentLocale()) === 'rtl' || /[\u0600-\u06ff]/.test(text) ? `\u2068${text}\u2069` : text);

/** A ready-made question names itself by its label in the agent's language and says what the passenger read. */
function questionText(event: ClaimEvent): string {
  const d = event.details;
  const label = typeof d.question_id === 'string' ? readyQuestionLabel(d.question_id) : undefined;
  if (!label) return String(d.question ?? '');
  return t('{label} (ready-made, sent in {language}: {question})', {
    label,
    language: languageName(String(d.locale)),
    question: isolate(String(d.question ?? '')),
  });
}

/** A status's name, or the server's word for one this screen does not know. */
const statusName = (status: string | null) => (status && status in STATUS_LABELS ? statusLabel(status as ClaimStatus) : (status ?? ''));

/** 'Submitted → Processing' (← in a right-to-left language, which reads the other way). */
function statusChange(event: ClaimEvent): string {
  const arrow = directionOf(currentLocale()) === 'rtl' ? '←' : '→';
  const change = `${statusName(event.from_status)} ${arrow} ${statusName(event.to_status)}`;
  return event.reason ? t('{change}: {reason}', { change, reason: event.reason }) : change;
}

function describe(event: ClaimEvent): string {
  const d = event.details;
  if (event.action === 'request-info') return questionText(event);
  if (event.action === 'note') return String(d.note ?? '');
  if (event.action === 'answer') {
    const files = (d.document_ids as string[] | undefined)?.length ?? 0;
    const text = String(d.text ?? '');
    return files > 0 ? `${text} ${tp(files, { one: '(# file, under Documents)', other: '(# files, under Documents)' })}` : text;
  }
  if (event.action === 'payout-account-changed') return payoutChangeText(event);
  if (event.action === 'approve') {
    const money = d.amount_received as { amount: number; currency: string } | undefined;
    return money ? t('Amount received: {amount}', { amount: formatAmountWithCode(money.amount, money.currency) }) : '';
  }
  if (event.to_status) return statusChange(event);
  return '';
}

/** 'Changed from GB82 •••• 5432 to DE89 •••• 3000 (password confirmed, passenger e-mailed)', or the first account given. */
export function payoutChangeText(event: ClaimEvent): string {
  const { before, after } = event.details as { before?: string | null; after?: string };
  return before
    ? t('Changed from {before} to {after} (password confirmed, passenger e-mailed)', { before: isolate(before), after: isolate(after ?? '') })
    : t('First account given: {after} (password confirmed, passenger e-mailed)', { after: isolate(after ?? '') });
}

export function ClaimTimeline({ detail }: { detail: BackofficeClaim }) {
  const items = [
    ...detail.claim.status_history.map((change) => ({
      at: change.at,
      title: t('Status: {status}', { status: statusLabel(change.status) }),
      text: change.reason ?? '',
    })),
    ...detail.events.map((event) => ({ at: event.at, title: actionLabel(event.action), text: describe(event) })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((item, index) => ({ ...item, key: index }));
  const list = useLongList(items, TIMELINE_PAGE, 'last');
  return (
    <Stack gap="sm" ref={list.containerRef}>
      <ShowMoreButton list={list} page={TIMELINE_PAGE} what="earlier entries" />
      <Timeline bulletSize={14} lineWidth={2}>
        {list.shown.map((item) => (
          <Timeline.Item key={item.key} title={item.title} data-list-item tabIndex={-1}>
            {item.text && <Text size="sm">{item.text}</Text>}
            <Text size="xs" c="gray.7">
              {formatTimestamp(item.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
