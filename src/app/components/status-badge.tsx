import { Badge } from '@mantine/core';
import type { ClaimStatus } from '../../domain/claim/index.ts';
import type { ClaimView } from '../../offline/index.ts';
import { useOnline } from '../shell/online.ts';
import { claimProgress, type ProgressTone } from './claim-progress.ts';
import { statusLabel } from './domain-text.ts';

// Tint and text pairs picked for contrast (all above 6:1), not Mantine's light variants, whose
// orange, green and teal text fall under AA on their own tint.
const COLORS: Record<ClaimStatus, { bg: string; fg: string }> = {
  draft: { bg: '#f1f3f5', fg: '#343a40' },
  submitted: { bg: '#dbe4ff', fg: '#12338c' },
  processing: { bg: '#fff3bf', fg: '#7c4a03' },
  approved: { bg: '#d3f9d8', fg: '#1b5e20' },
  rejected: { bg: '#ffe3e3', fg: '#a51111' },
  paid: { bg: '#c3fae8', fg: '#0b5345' },
};

/** The claim's status with the spec's label (Draft, Submitted, Processing, Approved, Rejected, Paid). */
export function StatusBadge({ status, size = 'md' }: { status: ClaimStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge variant="light" size={size} bg={COLORS[status].bg} c={COLORS[status].fg}>
      {statusLabel(status)}
    </Badge>
  );
}

const PROGRESS_COLORS: Record<ProgressTone, { bg: string; fg: string }> = {
  gray: COLORS.draft,
  blue: COLORS.submitted,
  yellow: COLORS.processing,
  red: COLORS.rejected,
  green: COLORS.approved,
};

/**
 * The badge of a claim: the same word the confirmation and the claim page use (claimProgress):
 * Waiting to send, Sending, Sign in to send, Not sent, Document refused, or the server's status.
 */
export function ClaimBadge({ claim, size = 'md' }: { claim: ClaimView; size?: 'sm' | 'md' | 'lg' }) {
  const online = useOnline();
  const progress = claimProgress(claim, online);
  if (progress.sent) return <StatusBadge status={claim.status} size={size} />;
  const colors = PROGRESS_COLORS[progress.tone];
  return (
    <Badge variant="light" size={size} bg={colors.bg} c={colors.fg}>
      {progress.badge}
    </Badge>
  );
}
