// The payout statement from the claim's audit log (server/backoffice/statement.ts): what the
// airline paid, shared per passenger in minor units, so the total is what was received to the cent.
import { describe, expect, it } from 'vitest';
import { statementOf } from '../../../src/server/backoffice/statement.ts';
import type { ClaimEventRow } from '../../../src/server/claims-audit.ts';

const approved = (amount: number, currency: string): ClaimEventRow =>
  ({
    id: 1,
    claimId: '00000000-0000-4000-8000-000000000001',
    actorId: 'agent',
    action: 'record-airline-payment',
    fromStatus: 'processing',
    toStatus: 'approved',
    reason: null,
    details: { amount_received: { amount, currency } },
    createdAt: new Date(0),
  }) as unknown as ClaimEventRow;

describe('statementOf', () => {
  it.each([
    // received, currency, passengers → total compensation and net in minor units
    [100.01, 'EUR', 3, 10001, 7374],
    [500, 'EUR', 2, 50000, 36874],
    [0.1, 'EUR', 3, 10, 7],
    [1234.567, 'KWD', 2, 1234567, 910493],
  ])('%f %s over %i passengers: the total is the payment (%i), net %i', (amount, currency, passengers, compensation, net) => {
    const s = statementOf([approved(amount, currency)], passengers, 0.05)!;
    expect(s.minor.total.compensation).toBe(compensation);
    expect(s.minor.total.net).toBe(net);
    expect(s.total.compensation * 10 ** (currency === 'KWD' ? 3 : 2)).toBeCloseTo(compensation, 6);
  });

  it('is null before the airline paid', () => {
    expect(statementOf([], 2, 0.05)).toBeNull();
  });
});
