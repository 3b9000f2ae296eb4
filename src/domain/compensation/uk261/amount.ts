// UK261 Art. 7(1), as amended by SI 2019/278: the euro amounts became pounds.
import type { Band } from '../ec261/amount.ts';

export const UK261_AMOUNTS_GBP: Readonly<Record<Band, number>> = { short: 220, medium: 350, long: 520 };
