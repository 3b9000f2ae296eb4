// 14 CFR 250.5: involuntary denied boarding compensation, limits effective 22 January 2025
// (89 FR 84815, 24 October 2024: $1,075 and $2,150).

export const DOT_LIMITS_USD = { double: 1075, quadruple: 2150 } as const;

export type DotTier = 'none' | 'double' | 'quadruple';

/**
 * (a) alternate transport planned to arrive no more than 1 h after the original: nothing;
 * (b) 1–2 h late domestic, 1–4 h international: 200% of the one-way fare up to $1,075;
 * (c) later, or no alternate transport offered: 400% up to $2,150.
 */
export function dotTier(arrivalDelayMinutes: number | undefined, domestic: boolean): DotTier {
  if (arrivalDelayMinutes === undefined) return 'quadruple';
  if (arrivalDelayMinutes <= 60) return 'none';
  return arrivalDelayMinutes <= (domestic ? 120 : 240) ? 'double' : 'quadruple';
}

export function dotCompensation(tier: Exclude<DotTier, 'none'>, oneWayFareUsd: number): number {
  const amount = oneWayFareUsd * (tier === 'double' ? 2 : 4);
  return Math.min(Math.round(amount * 100) / 100, DOT_LIMITS_USD[tier]);
}
