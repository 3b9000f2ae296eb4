// EC 261/2004 Art. 6(1): from when a delay owes care and a refund. Its own module so the rights
// pages read the figures without the care rules and their texts.
import type { Band } from './amount.ts';

/** Art. 6(1): (a) 2 h or more up to 1500 km; (b) 3 h intra-Community over 1500 or 1500–3500 km; (c) 4 h otherwise. */
export const CARE_FROM_MINUTES: Readonly<Record<Band, number>> = { short: 120, medium: 180, long: 240 };
/** Art. 6(1)(iii): at least five hours late, the passenger may give up the journey for a refund. */
export const REFUND_FROM_MINUTES = 300;
