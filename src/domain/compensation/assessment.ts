// The answer: outcome, regime, amount, and the reasons with the rule behind each.
import type { ClaimDeadlines } from '../deadlines/claim-deadline.ts';

export type Regime = 'EC261' | 'UK261' | 'SHY-YOLCU' | 'US-DOT';
export type Currency = 'EUR' | 'GBP' | 'USD';
export type Outcome = 'eligible' | 'not-eligible' | 'needs-more-information';

export interface Reason {
  /** Stable, for code and tests; e.g. 'missing-arrival-delay'. */
  code: string;
  /** For the passenger; a question when something is missing. */
  message: string;
  /** The article or judgment applied. */
  source: string;
}

export interface Money {
  amount: number;
  currency: Currency;
}

export interface Assessment {
  outcome: Outcome;
  regime?: Regime;
  /** Per passenger. */
  compensation?: Money;
  /** Great-circle (WGS84 geodesic) distance, first departure to final destination. */
  distanceKm?: number;
  /** Within BORDERLINE_KM of 1500 or 3500 km, where earth models disagree on the band. */
  borderline?: boolean;
  /** True where the answer rests on a point courts have not settled (the reasons say which). */
  uncertain?: boolean;
  reasons: Reason[];
  /** Limitation periods where the claim can be brought, shortest first. */
  claimDeadlines?: ClaimDeadlines;
  /** Other regimes covering the same journey (the passenger collects once). */
  alsoApplicable?: Assessment[];
}

export function reason(code: string, message: string, source: string): Reason {
  return { code, message, source };
}
