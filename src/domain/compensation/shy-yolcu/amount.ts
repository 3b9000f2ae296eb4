// SHY-YOLCU Art. 8 (as amended, RG 32748, 10 Dec 2024): amounts in euros, paid in Turkish lira
// at the Central Bank's selling rate on the day of payment.
import type { Band } from '../ec261/amount.ts';

export const SHY_DOMESTIC_EUR = 100;
export const SHY_INTERNATIONAL_EUR: Readonly<Record<Band, number>> = { short: 250, medium: 400, long: 600 };
