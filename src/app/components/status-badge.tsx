import { Badge } from '@mantine/core';
import { STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import type { ClaimView } from '../../offline/index.ts';

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
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The badge of a claim: its status, except for a claim the server refused before ever creating
 * it, which has no status yet ('Not sent', beside the reason).
 */
export function ClaimBadge({ claim, size = 'md' }: { claim: Pick<ClaimView, 'status' | 'syncState' | 'statusHistory'>; size?: 'sm' | 'md' | 'lg' }) {
  if (claim.syncState === 'rejected' && claim.statusHistory.length === 0) {
    return (
      <Badge variant="light" size={size} bg={COLORS.rejected.bg} c={COLORS.rejected.fg}>
        Not sent
      </Badge>
    );
  }
  return <StatusBadge status={claim.status} size={size} />;
}
