// The claim's timeline: the passenger's status history and the agents' audit log (notes and
// questions included; notes are internal and never reach the passenger's API). The newest
// TIMELINE_PAGE entries show, with a button for the earlier ones.
import '@mantine/core/styles/Timeline.css';
import { Stack, Text, Timeline } from '@mantine/core';
import { STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import { formatTimestamp } from '../components/claim-format.ts';
import { useLongList } from '../components/long-list.ts';
import type { BackofficeClaim, ClaimEvent } from './api.ts';
import { ShowMoreButton } from './long-list.tsx';
import { languageName } from './passenger-state.tsx';

export const TIMELINE_PAGE = 50;

const ACTION_LABELS: Record<string, string> = {
  assign: 'Assigned',
  unassign: 'Unassigned',
  'request-info': 'Asked the passenger',
  note: 'Internal note',
  answer: 'Passenger answered',
  process: 'Sent to the airline',
  approve: 'Airline approved',
  reject: 'Rejected',
  pay: 'Paid (payout run confirmed)',
  status: 'Status changed',
  'payout-account-read': 'Viewed the full payout account',
  'resend-verification': 'Sent the address confirmation again',
  'payout-account-changed': 'Passenger set the payout account',
};

/** A ready-made question names itself in English and says what the passenger read. */
function questionText(event: ClaimEvent, ready: BackofficeClaim['ready_questions']): string {
  const d = event.details;
  const label = ready.find((q) => q.id === d.question_id)?.label;
  if (!label) return String(d.question ?? '');
  // The passenger's words isolated (U+2068 … U+2069): Persian or Arabic keeps its own order in the English line.
  return `${label} (ready-made, sent in ${languageName(String(d.locale))}: \u2068${String(d.question ?? '')}\u2069)`;
}

function describe(event: ClaimEvent, ready: BackofficeClaim['ready_questions']): string {
  const d = event.details;
  if (event.action === 'request-info') return questionText(event, ready);
  if (event.action === 'note') return String(d.note ?? '');
  if (event.action === 'answer') {
    const files = (d.document_ids as string[] | undefined)?.length ?? 0;
    return `${String(d.text ?? '')}${files > 0 ? ` (${files} file${files === 1 ? '' : 's'}, under Documents)` : ''}`;
  }
  if (event.action === 'payout-account-changed') return payoutChangeText(event);
  if (event.action === 'approve') {
    const money = d.amount_received as { amount: number; currency: string } | undefined;
    return money ? `Amount received: ${money.amount} ${money.currency}` : '';
  }
  if (event.to_status)
    return `${STATUS_LABELS[event.from_status as ClaimStatus] ?? event.from_status} → ${STATUS_LABELS[event.to_status as ClaimStatus] ?? event.to_status}${event.reason ? `: ${event.reason}` : ''}`;
  return '';
}

/** 'GB82 •••• 5432 → DE89 •••• 3000 (password confirmed, passenger e-mailed)', or the first account given. */
export function payoutChangeText(event: ClaimEvent): string {
  const { before, after } = event.details as { before?: string | null; after?: string };
  return `${before ? `Changed from ${before} to ${after ?? ''}` : `First account given: ${after ?? ''}`} (password confirmed, passenger e-mailed)`;
}

export function ClaimTimeline({ detail }: { detail: BackofficeClaim }) {
  const items = [
    ...detail.claim.status_history.map((change) => ({ at: change.at, title: `Status: ${STATUS_LABELS[change.status]}`, text: change.reason ?? '' })),
    ...detail.events.map((event) => ({ at: event.at, title: ACTION_LABELS[event.action] ?? event.action, text: describe(event, detail.ready_questions) })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((item, index) => ({ ...item, key: index }));
  const list = useLongList(items, TIMELINE_PAGE, 'last');
  return (
    <Stack gap="sm" ref={list.containerRef}>
      <ShowMoreButton list={list} page={TIMELINE_PAGE} noun="earlier entries" />
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
