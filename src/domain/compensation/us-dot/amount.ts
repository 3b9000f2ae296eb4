// 14 CFR 250.5: involuntary denied boarding compensation, with the limits in force on the day of
// the flight.
import { majorToMinor, minorToMajor } from '../../money/minor-units.ts';

export interface DotLimits {
  double: number;
  quadruple: number;
  source: string;
}

/** 89 FR 84815 (24 Oct 2024) raised the limits from $775 / $1,550 on 22 January 2025. */
export const DOT_LIMITS_FROM = '2025-01-22';
export const DOT_LIMITS_USD: DotLimits = { double: 1075, quadruple: 2150, source: '89 FR 84815 (limits from 22 Jan 2025)' };
export const DOT_LIMITS_BEFORE_2025_USD: DotLimits = { double: 775, quadruple: 1550, source: '86 FR 2534 (limits before 22 Jan 2025)' };

/** The limits for a flight on `flightDate` (YYYY-MM-DD); today's when the date is unknown. */
export function dotLimits(flightDate: string | undefined): DotLimits {
  return flightDate !== undefined && flightDate < DOT_LIMITS_FROM ? DOT_LIMITS_BEFORE_2025_USD : DOT_LIMITS_USD;
}

/** 14 CFR 250.2: the rule covers aircraft with a designed capacity of 30 or more passenger seats. */
export const DOT_MIN_SEATS = 30;

export type DotTier = 'none' | 'double' | 'quadruple';

/**
 * (a)(1) alternate transport planned to arrive no later than one hour after the original:
 * nothing; (a)(2) "more than one hour but less than two hours" (domestic) or "less than four
 * hours" (international): 200% of the one-way fare; (a)(3) two / four hours or more, or no
 * alternate transport: 400%. So exactly 2:00 (domestic) or 4:00 (international) is 400%.
 */
export function dotTier(arrivalDelayMinutes: number | undefined, domestic: boolean): DotTier {
  if (arrivalDelayMinutes === undefined) return 'quadruple';
  if (arrivalDelayMinutes <= 60) return 'none';
  return arrivalDelayMinutes < (domestic ? 120 : 240) ? 'double' : 'quadruple';
}

export function dotCompensation(tier: Exclude<DotTier, 'none'>, oneWayFareUsd: number, limits: DotLimits = DOT_LIMITS_USD): number {
  const fareCents = majorToMinor(oneWayFareUsd, 'USD') ?? 0;
  const amountCents = Math.min(fareCents * (tier === 'double' ? 2 : 4), limits[tier] * 100);
  return minorToMajor(amountCents, 'USD');
}
