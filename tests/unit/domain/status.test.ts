// The claim status machine (src/domain/claim/status.ts), move by move: the product's decision on who
// may make each move (no regulation names the statuses; spec §2 lists them), and what each move
// does to the compensation's status.
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, checkTransition, compensationStatusAfter, type ClaimStatus } from '../../../src/domain/claim/status.ts';
import { STATUS_MOVES } from '../../shared/status-moves.ts';

const pairs = CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.map((to) => [from, to] as [ClaimStatus, ClaimStatus]));

describe('checkTransition', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const who = STATUS_MOVES[`${from}>${to}`];
    expect(checkTransition(from, to, 'agent')).toBe(who ? 'allowed' : 'illegal');
    expect(checkTransition(from, to, 'passenger')).toBe(who === 'passenger' ? 'allowed' : who ? 'forbidden' : 'illegal');
  });
});

describe('compensationStatusAfter', () => {
  it.each([
    ['draft', undefined],
    ['submitted', undefined],
    ['processing', undefined],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['paid', 'paid'],
  ] as const)('%s → %s', (to, status) => {
    expect(compensationStatusAfter(to)).toBe(status);
  });
});
