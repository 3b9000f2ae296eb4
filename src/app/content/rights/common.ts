// Tables and sentences that several rights pages share, built from CONSTANTS and figures.ts.
// Each is a function, called while a page renders, so it is written in the page's language
// (t() with the figures as values); lists of examples are messages to show with t().

import { CONSTANTS } from '../../company.ts';
import { msg, t } from '../../i18n/t.ts';
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
export const amountsTable = (): ContentTable => ({
  caption: t('Fixed compensation per passenger (EC 261 Art. 7(1) and UK261)'),
  head: [t('Flight distance'), 'EC 261', 'UK261'],
  rows: [
    [t(band1.distance), formatEur(band1.eur), formatGbp(uk1)],
    [t(band2.distance), formatEur(band2.eur), formatGbp(uk2)],
    [t(band3.distance), formatEur(band3.eur), formatGbp(uk3)],
  ],
});

export const amountsNotes = (): string[] => [
  t(
    'The distance is the straight (great-circle) distance from your first departure airport to your final destination, not the distance flown (Bossen, C-559/16). Flights within the EU of more than 3,500 km, such as Paris to Réunion, fall in the {band} band. The maximum is {max} per passenger, and every passenger on the booking has their own claim.',
    { band: formatEur(band2.eur), max: formatEur(CONSTANTS.maxCompensationEur) },
  ),
  t(
    'The airline may halve the amount if it rerouted you and you arrived no more than {short} hours (up to 1,500 km), {medium} hours (1,500–3,500 km, and flights within the EU over 1,500 km) or {long} hours (all other flights) after the original arrival time (Art. 7(2)).',
    { short: REDUCTION_HOURS[0], medium: REDUCTION_HOURS[1], long: REDUCTION_HOURS[2] },
  ),
];

/** Departure-delay thresholds that trigger the right to care (Art. 6). */
export const careTable = (): ContentTable => ({
  caption: t('When the airline must look after you (EC 261 Art. 6 and 9)'),
  head: [t('Flight distance'), t('Departure delay that triggers care')],
  rows: [
    [t(band1.distance), t('{hours} hours or more', { hours: CARE_HOURS[0] })],
    [t('more than 1,500 km, up to 3,500 km, and flights within the EU over 1,500 km'), t('{hours} hours or more', { hours: CARE_HOURS[1] })],
    [t('All other flights (more than 3,500 km, not within the EU)'), t('{hours} hours or more', { hours: CARE_HOURS[2] })],
  ],
});

/** Messages: show each with t(). */
export const EXTRAORDINARY_EXAMPLES = {
  notExtraordinary: [
    msg(
      'technical faults found during maintenance or caused by poor maintenance (Wallentin-Hermann, C-549/07), including parts that fail early (van der Lans, C-257/14)',
    ),
    msg("strikes by the airline's own staff (Airhelp v SAS, C-28/20; Krüsemann, C-195/17)"),
    msg('the sudden illness or death of a crew member (TAP Portugal, C-156/22 to C-158/22)'),
    msg(
      'crew shortages, IT failures, and knock-on delays from an earlier flight of the same aircraft unless the airline shows a direct link to an extraordinary event on that flight (LE v TAP, C-74/19)',
    ),
    msg('overbooking'),
  ],
  extraordinary: [
    msg('severe weather that makes flying unsafe'),
    msg('air traffic control restrictions and air traffic control strikes'),
    msg('security threats, airport closures and political instability'),
    msg('a bird strike, provided the airline then acted reasonably (Pešková, C-315/15)'),
    msg('a disruptive passenger whose behaviour forces a diversion or a delay (LE v TAP, C-74/19)'),
    msg("a failure of the airport's fuel supply (KU v SATA, C-308/21)"),
    msg('a hidden manufacturing defect revealed by the manufacturer or an authority (Wallentin-Hermann, C-549/07)'),
  ],
} as const;

export const EXTRAORDINARY_NOTE = msg(
  'The airline has to prove the extraordinary circumstance and show that it could not have avoided the disruption even with all reasonable measures (Art. 5(3)). So a cause like bad weather does not stop you from claiming: it lowers the chance, and we tell you so. Either way, your rights to care and to a refund or another flight still apply.',
);

export const ukSentence = (): string =>
  t(
    'UK261 applies to journeys departing the UK on any airline, to journeys into the UK on UK or EU airlines, and to journeys into the EU on UK airlines (Art. 3(1)(b) as amended in 2019). A connection in the UK between two other countries is not covered. The rules mirror EC 261, with compensation of {amounts}.',
    { amounts: listOr([uk1, uk2, uk3].map(formatGbp)) },
  );

export const turkeySentence = (): string =>
  t(
    "Turkey's passenger rights regulation (SHY-YOLCU) covers flights from Turkish airports and flights to Turkey on Turkish airlines. As amended on {date}, it sets compensation of {domestic} for domestic flights and {international} for international flights, depending on distance, paid in Turkish lira; for flights from that date it also covers delays of 3 hours or more at the destination caused by technical or operational reasons.",
    { date: t(TURKEY.amended), domestic: formatEur(TURKEY.domesticEur), international: listOr(TURKEY.internationalEur.map(formatEur)) },
  );

export const usDeniedBoardingSentence = (): string =>
  t(
    'In the United States there is no legal compensation for delays or cancellations (you are owed a refund if you do not travel), but involuntary denied boarding pays {low}% of the one-way fare (up to {lowMax}) or {high}% (up to {highMax}), depending on how late the replacement flight gets you there (14 CFR 250.5, limits from {date}).',
    { low: US_DOT.lowPercent, lowMax: formatUsd(US_DOT.lowMaxUsd), high: US_DOT.highPercent, highMax: formatUsd(US_DOT.highMaxUsd), date: t(US_DOT.effective) },
  );

export const halvedSentence = (): string =>
  t(
    'On flights of more than 3,500 km that are not within the EU, a delay of 3 hours or more that does not exceed {hours} hours gives {halved} instead of {full} (Art. 7(2) as applied in Sturgeon).',
    { hours: REDUCTION_HOURS[2], halved: formatEur(EU_HALVED_LONG_HAUL_EUR), full: formatEur(band3.eur) },
  );
