// Tables and sentences that several rights pages share, built from CONSTANTS and figures.ts.

import { CONSTANTS } from '../../company.ts';
import type { ContentTable } from '../content-page.tsx';
import {
  CARE_HOURS,
  EU_BANDS,
  EU_HALVED_LONG_HAUL_EUR,
  REDUCTION_HOURS,
  TURKEY,
  UK261_GBP,
  US_DOT,
  formatEur,
  formatGbp,
  formatUsd,
  listOr,
} from '../figures.ts';

const [band1, band2, band3] = EU_BANDS;
const [uk1, uk2, uk3] = UK261_GBP;

/** EC 261 Art. 7(1) with the UK261 equivalent. */
export const AMOUNTS_TABLE: ContentTable = {
  caption: 'Fixed compensation per passenger (EC 261 Art. 7(1) and UK261)',
  head: ['Flight distance', 'EC 261', 'UK261'],
  rows: [
    [band1.distance, formatEur(band1.eur), formatGbp(uk1)],
    [band2.distance, formatEur(band2.eur), formatGbp(uk2)],
    [band3.distance, formatEur(band3.eur), formatGbp(uk3)],
  ],
};

export const AMOUNTS_NOTES = [
  `The distance is the straight (great-circle) distance from your first departure airport to your final destination, not the distance flown (Bossen, C-559/16). Flights within the EU of more than 3,500 km, such as Paris to Réunion, fall in the ${formatEur(band2.eur)} band. The maximum is ${formatEur(CONSTANTS.maxCompensationEur)} per passenger, and every passenger on the booking has their own claim.`,
  `The airline may halve the amount if it rerouted you and you arrived no more than ${REDUCTION_HOURS[0]} hours (up to 1,500 km), ${REDUCTION_HOURS[1]} hours (1,500–3,500 km, and flights within the EU over 1,500 km) or ${REDUCTION_HOURS[2]} hours (all other flights) after the original arrival time (Art. 7(2)).`,
] as const;

/** Departure-delay thresholds that trigger the right to care (Art. 6). */
export const CARE_TABLE: ContentTable = {
  caption: 'When the airline must look after you (EC 261 Art. 6 and 9)',
  head: ['Flight distance', 'Departure delay that triggers care'],
  rows: [
    [band1.distance, `${CARE_HOURS[0]} hours or more`],
    [`${band2.distance}, and flights within the EU over 1,500 km`, `${CARE_HOURS[1]} hours or more`],
    ['All other flights (more than 3,500 km, not within the EU)', `${CARE_HOURS[2]} hours or more`],
  ],
};

export const EXTRAORDINARY_EXAMPLES = {
  notExtraordinary: [
    'technical faults found during maintenance or caused by poor maintenance (Wallentin-Hermann, C-549/07), including parts that fail early (van der Lans, C-257/14)',
    "strikes by the airline's own staff (Airhelp v SAS, C-28/20; Krüsemann, C-195/17)",
    'the sudden illness or death of a crew member (TAP Portugal, C-156/22 to C-158/22)',
    'crew shortages, IT failures, and knock-on delays from an earlier flight of the same aircraft unless the airline shows a direct link to an extraordinary event on that flight (LE v TAP, C-74/19)',
    'overbooking',
  ],
  extraordinary: [
    'severe weather that makes flying unsafe',
    'air traffic control restrictions and air traffic control strikes',
    'security threats, airport closures and political instability',
    'a bird strike, provided the airline then acted reasonably (Pešková, C-315/15)',
    'a disruptive passenger whose behaviour forces a diversion or a delay (LE v TAP, C-74/19)',
    "a failure of the airport's fuel supply (KU v SATA, C-308/21)",
    'a hidden manufacturing defect revealed by the manufacturer or an authority (Wallentin-Hermann, C-549/07)',
  ],
} as const;

export const EXTRAORDINARY_NOTE =
  'The airline has to prove the extraordinary circumstance and show that it could not have avoided the disruption even with all reasonable measures (Art. 5(3)). So a cause like bad weather does not stop you from claiming: it lowers the chance, and we tell you so. Either way, your rights to care and to a refund or another flight still apply.';

export const UK_SENTENCE = `UK261 applies to journeys departing the UK on any airline, to journeys into the UK on UK or EU airlines, and to journeys into the EU on UK airlines (Art. 3(1)(b) as amended in 2019). A connection in the UK between two other countries is not covered. The rules mirror EC 261, with compensation of ${formatGbp(uk1)}, ${formatGbp(uk2)} or ${formatGbp(uk3)}.`;

export const TURKEY_SENTENCE = `Turkey's passenger rights regulation (SHY-YOLCU) covers flights from Turkish airports and flights to Turkey on Turkish airlines. As amended on ${TURKEY.amended}, it sets compensation of ${formatEur(TURKEY.domesticEur)} for domestic flights and ${listOr(TURKEY.internationalEur.map(formatEur))} for international flights, depending on distance, paid in Turkish lira; for flights from that date it also covers delays of 3 hours or more at the destination caused by technical or operational reasons.`;

export const US_DENIED_BOARDING_SENTENCE = `In the United States there is no legal compensation for delays or cancellations (you are owed a refund if you do not travel), but involuntary denied boarding pays ${US_DOT.lowPercent}% of the one-way fare (up to ${formatUsd(US_DOT.lowMaxUsd)}) or ${US_DOT.highPercent}% (up to ${formatUsd(US_DOT.highMaxUsd)}), depending on how late the replacement flight gets you there (14 CFR 250.5, limits from ${US_DOT.effective}).`;

export const HALVED_SENTENCE = `On flights of more than 3,500 km that are not within the EU, a delay of 3 hours or more that does not exceed ${REDUCTION_HOURS[2]} hours gives ${formatEur(EU_HALVED_LONG_HAUL_EUR)} instead of ${formatEur(band3.eur)} (Art. 7(2) as applied in Sturgeon).`;
