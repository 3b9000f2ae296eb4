// The rules the claim page judges on this device from the claim's flight: the request the engine
// takes, and the Montreal Convention's answer, shared by the Compensation card and the Montreal
// card so both say the same (the engine's chunk loads only when the claim has the facts).
import { useEffect, useState } from 'react';
import type { CheckDelayRequest } from '../../../domain/claim/index.ts';
import { useClaimFlight } from '../../../offline/expense-hooks.ts';
import { hasEnoughFacts } from '../claim/rules/rights-now.ts';
import type { MontrealView } from '../claim/rules/montreal.ts';

export interface ClaimRules {
  request: CheckDelayRequest | null;
  montreal: MontrealView | null;
}

function useMontreal(request: CheckDelayRequest | null): MontrealView | null {
  const key = request && hasEnoughFacts(request) ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string; view: MontrealView | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const today = new Date().toISOString().slice(0, 10);
    import('../claim/rules/rights-now-engine.ts')
      .then(({ montrealOf }) => {
        if (live) setState({ key, view: montrealOf(JSON.parse(key) as CheckDelayRequest, today) });
      })
      .catch(() => {
        // The engine's chunk could not load: no card rather than a wrong one.
      });
    return () => {
      live = false;
    };
  }, [key]);
  return key && state?.key === key ? state.view : null;
}

export function useClaimRules(claimId: string): ClaimRules {
  const flight = useClaimFlight(claimId);
  const request: CheckDelayRequest | null = flight ? { ...flight, flight_number: flight.flight_number ?? '', date: flight.departure_date ?? '' } : null;
  return { request, montreal: useMontreal(request) };
}
