import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import type { ContentSection } from '../content-page.tsx';
import { MONTREAL, formatEur, formatSdr } from '../figures.ts';
import { rightsPage } from './rights-page.tsx';

const delayDays = CONSTANTS.baggageDelayComplaintDays;
const damageDays = CONSTANTS.baggageDamageComplaintDays;

const sections = (): readonly ContentSection[] => [
  {
    heading: t('Which rules apply'),
    paragraphs: [
      t(
        'EC 261 does not cover baggage. Delayed, damaged and lost baggage falls under the Montreal Convention 1999, which applies to most international flights, including flights to and from the UAE and the rest of the Gulf. EU airlines apply the same rules on their domestic flights (Regulation (EC) No 2027/97).',
      ),
    ],
  },
  {
    heading: t('Report it at the airport'),
    paragraphs: [
      t(
        'Before you leave the baggage hall, go to the airline\u2019s baggage service desk and fill in a Property Irregularity Report (PIR). Keep your copy and the file reference, together with your baggage tag and boarding pass.',
      ),
    ],
  },
  {
    heading: t('Deadlines for a written complaint'),
    paragraphs: [t('The PIR is not always enough. Send the airline a written complaint within these deadlines (Art. 31 of the Montreal Convention):')],
    table: {
      caption: t('Baggage complaint deadlines (Montreal Convention Art. 31 and 35)'),
      head: [t('Problem'), t('Deadline')],
      rows: [
        [t('Delayed baggage'), t('{days} days from the day the bag was delivered to you', { days: delayDays })],
        [t('Damaged baggage'), t('{days} days from receiving the bag', { days: damageDays })],
        [
          t('Lost baggage'),
          t('The bag counts as lost if it has not arrived {days} days after it should have (Art. 17(3)); claim as soon as possible after that', {
            days: delayDays,
          }),
        ],
        [t('Court action'), t('{years} years from the date of arrival', { years: MONTREAL.limitationYears })],
      ],
    },
    after: [t('A late complaint can mean losing the claim entirely, even if the airline knew about the problem.')],
  },
  {
    heading: t('What you can claim'),
    bullets: [
      t('Delayed bag: reasonable costs of essentials while you wait, such as toiletries and a change of clothes, with receipts.'),
      t('Damaged bag: the cost of repair, or the value of the bag and contents if they cannot be repaired.'),
      t('Lost bag: the value of the bag and its contents, allowing for their age.'),
    ],
    after: [
      t(
        'The airline\u2019s liability is capped per passenger in Special Drawing Rights (SDR), a basket currency of the International Monetary Fund: {cap} since {from}, and {before} before that (Art. 22(2)). The figure of about {eur} still quoted in many guides reflects older limits; today\u2019s cap is higher, and its value in euros moves with exchange rates.',
        {
          cap: formatSdr(MONTREAL.baggageSdr),
          from: t(MONTREAL.baggageSdrFrom),
          before: formatSdr(MONTREAL.baggageSdrBefore),
          eur: formatEur(CONSTANTS.baggageMaxEur),
        },
      ),
      t(
        'If you carry valuable items in checked baggage, you can make a special declaration of value at check-in, sometimes for a fee, which raises the limit. The airline is not liable for damage caused by a defect of the bag itself (Art. 17(2)).',
      ),
    ],
  },
  {
    heading: t('Baggage and a delayed or cancelled flight'),
    paragraphs: [
      t(
        'If your flight was also delayed by 3 hours or more, cancelled at short notice or you were denied boarding, you can claim EC 261 compensation for the flight in addition to your baggage claim. Enter your flight below and we will check it.',
      ),
    ],
  },
];

export default rightsPage('/rights/baggage-delays', sections, () =>
  t(
    'Bags that arrive late, damaged or not at all are covered by the Montreal Convention, not by EC 261. Report the problem at the airport and complain in writing within {delayDays} days for a delay or {damageDays} days for damage.',
    { delayDays, damageDays },
  ),
);
