// What our team asked and decided, in plain words, oldest first (internal notes never reach here).
import { Text, Timeline } from '@mantine/core';
import { STATUS_LABELS, type ClaimStatus } from '../../../domain/claim/index.ts';
import { formatAmountWithCode, formatTimestamp } from '../../components/claim-format.ts';
import type { Update } from './progress-api.ts';

const TITLES: Record<Update['kind'], string> = {
  question: 'We asked you a question',
  answer: 'You answered',
  'sent-to-airline': 'We sent your claim to the airline',
  approved: 'The airline approved your claim',
  rejected: 'Your claim was rejected',
  paid: 'We paid your compensation',
  status: 'Your claim’s status changed',
};

function detail(update: Update): string | null {
  switch (update.kind) {
    case 'approved':
      return update.amount ? `The airline paid ${formatAmountWithCode(update.amount.amount, update.amount.currency)}. See your payout statement below.` : null;
    case 'rejected':
      return update.text ? `Reason: ${update.text}` : null;
    case 'status':
      return update.status ? `It is now: ${STATUS_LABELS[update.status as ClaimStatus] ?? update.status}.` : null;
    case 'answer': {
      const files = update.documents?.length ?? 0;
      return files > 0 ? `${update.text ?? ''} (${files === 1 ? '1 file' : `${files} files`} attached)` : update.text ?? null;
    }
    default:
      return update.text ?? null;
  }
}

export function TeamUpdates({ updates }: { updates: Update[] }) {
  if (updates.length === 0) return <Text size="sm" c="gray.8">No news from our team yet. We will write here when there is.</Text>;
  return (
    <Timeline active={updates.length - 1} bulletSize={16} lineWidth={2} aria-label="Updates from our team">
      {updates.map((update) => {
        const text = detail(update);
        return (
          <Timeline.Item key={update.id} title={TITLES[update.kind]}>
            {text ? <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{text}</Text> : null}
            <Text size="xs" c="gray.7">{formatTimestamp(update.at)}</Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
