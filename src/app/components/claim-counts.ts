// The dashboard's counters (spec §2) and the My Claims status filter, over ClaimView-like rows.
import { ACTIVE_STATUSES, CLAIM_STATUSES, COMPLETED_STATUSES, STATUS_LABELS, type ClaimStatus } from '../../domain/claim/index.ts';
import { msg } from '../i18n/t.ts';

export interface ClaimCounts {
  total: number;
  /** Submitted or processing. */
  active: number;
  /** Approved, rejected or paid. */
  completed: number;
}

export function countClaims(claims: readonly { status: ClaimStatus }[]): ClaimCounts {
  return {
    total: claims.length,
    active: claims.filter((c) => ACTIVE_STATUSES.includes(c.status)).length,
    completed: claims.filter((c) => COMPLETED_STATUSES.includes(c.status)).length,
  };
}

export type StatusFilter = 'all' | ClaimStatus;

/** 'All' and the six statuses, in the status machine's order, for the filter control (English: show with t()). */
export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: msg('All') },
  ...CLAIM_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export function isStatusFilter(value: unknown): value is StatusFilter {
  return STATUS_FILTERS.some((f) => f.value === value);
}

export function filterClaims<T extends { status: ClaimStatus }>(claims: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...claims] : claims.filter((c) => c.status === filter);
}
