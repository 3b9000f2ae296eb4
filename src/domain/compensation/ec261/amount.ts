// EC 261/2004 Art. 7(1): the three distance bands and their amounts.
import type { Journey } from '../journey.ts';

/** Art. 7(1)(a) short, (b) medium, (c) long. */
export type Band = 'short' | 'medium' | 'long';

/**
 * (a) 1500 km or less; (b) intra-Community flights over 1500 km, and all other flights between
 * 1500 and 3500 km; (c) everything else. The distance is the great circle from the first
 * departure to the final destination (Art. 7(1) last sentence; Bossen C-559/16).
 */
export function band(distanceKm: number, intraCommunity: boolean): Band {
  if (distanceKm <= 1500) return 'short';
  if (intraCommunity || distanceKm <= 3500) return 'medium';
  return 'long';
}

export const EC261_AMOUNTS_EUR: Readonly<Record<Band, number>> = { short: 250, medium: 400, long: 600 };

/** Both ends of the journey in the EU/EEA/Switzerland (Paris–Réunion is intra-Community). */
export function isIntraCommunity(journey: Journey): boolean {
  return journey.originRegion === 'EU' && journey.destinationRegion === 'EU';
}

const EEA_AND_SWISS = new Set(['IS', 'NO', 'LI', 'CH']);

/** No source settles whether EEA/Swiss airports count as "intra-Community" for band (b). */
export function intraCommunityIsUnsettled(journey: Journey): boolean {
  return EEA_AND_SWISS.has(journey.origin.country) || EEA_AND_SWISS.has(journey.destination.country);
}

/** Art. 10(2): 30% up to 1500 km; 50% intra-Community over 1500 km and others 1500–3500 km; 75% otherwise. */
export const DOWNGRADE_PERCENT: Readonly<Record<Band, number>> = { short: 30, medium: 50, long: 75 };
