// The claim status machine. The spec names six statuses; it does not say which moves are
// allowed, so this is the product's decision: a passenger may submit a draft or withdraw a
// submitted claim (back to draft) before anyone works on it; everything after that is a decision
// by a claims agent.

export const CLAIM_STATUSES = ['draft', 'submitted', 'processing', 'approved', 'rejected', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const STATUS_LABELS: Record<ClaimStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  processing: 'Processing',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export type Actor = 'passenger' | 'agent';

interface Transition {
  from: ClaimStatus;
  to: ClaimStatus;
  by: Actor;
}

const TRANSITIONS: readonly Transition[] = [
  { from: 'draft', to: 'submitted', by: 'passenger' },
  { from: 'submitted', to: 'draft', by: 'passenger' },
  { from: 'submitted', to: 'processing', by: 'agent' },
  { from: 'submitted', to: 'rejected', by: 'agent' },
  { from: 'processing', to: 'approved', by: 'agent' },
  { from: 'processing', to: 'rejected', by: 'agent' },
  { from: 'approved', to: 'paid', by: 'agent' },
];

/** 'allowed', or why not: the move does not exist at all, or it exists but not for this actor. */
export function checkTransition(from: ClaimStatus, to: ClaimStatus, actor: Actor): 'allowed' | 'illegal' | 'forbidden' {
  const move = TRANSITIONS.filter((t) => t.from === from && t.to === to);
  if (move.length === 0) return 'illegal';
  return move.some((t) => t.by === actor || actor === 'agent') ? 'allowed' : 'forbidden';
}

/**
 * Statuses in which the passenger may still add documents or sign again. Once an agent works on
 * a claim its evidence is fixed: what was decided on stays what is on file.
 */
export const EVIDENCE_OPEN_STATUSES: readonly ClaimStatus[] = ['draft', 'submitted'];

export function isEvidenceLocked(status: ClaimStatus): boolean {
  return !EVIDENCE_OPEN_STATUSES.includes(status);
}

/**
 * Moves that start work on a claim: only once its owner has verified their e-mail address (a
 * claim filed before that is accepted and kept, and waits; the server answers 409 email-unverified).
 */
export function needsVerifiedOwner(to: ClaimStatus): boolean {
  return to === 'processing';
}

/** What the compensation's status becomes when the claim moves (unchanged for the other moves). */
export function compensationStatusAfter(to: ClaimStatus): 'approved' | 'rejected' | 'paid' | undefined {
  return to === 'approved' || to === 'rejected' || to === 'paid' ? to : undefined;
}

/** Active and completed as the dashboard counts them (spec §2). */
export const ACTIVE_STATUSES: readonly ClaimStatus[] = ['submitted', 'processing'];
export const COMPLETED_STATUSES: readonly ClaimStatus[] = ['approved', 'rejected', 'paid'];
