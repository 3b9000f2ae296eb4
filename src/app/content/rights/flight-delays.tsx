import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import { linkedSentence, type ContentSection } from '../content-page.tsx';
import { euAmountsText, MONTREAL, REFUND_AFTER_HOURS, US_DOT, formatSdr } from '../figures.ts';
import { amountsNotes, amountsTable, careTable, EXTRAORDINARY_EXAMPLES, EXTRAORDINARY_NOTE, halvedSentence, turkeySentence, ukSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const hours = CONSTANTS.delayThresholdHours;

const sections = (): readonly ContentSection[] => [
  {
    heading: t('When a delay gives you compensation'),
    paragraphs: [
      t(
        'EC 261 itself only mentions compensation for cancellations, but the Court of Justice of the EU decided in Sturgeon (C-402/07 and C-432/07) that passengers who reach their final destination {hours} hours or more late are owed the same compensation. What counts is the arrival delay, not the departure delay.',
        { hours },
      ),
    ],
    bullets: [
      t(
        'The arrival time is the moment at least one aircraft door opens and passengers may leave, not touchdown or arrival at the gate (Germanwings, C-452/13). In that case the aircraft landed 2 hours 58 minutes late, the doors opened 3 hours 3 minutes late, and the passenger was owed compensation.',
      ),
      linkedSentence(
        t('On a journey with connections on one booking, the delay is measured at the final destination (Folkerts, C-11/11). See {link}.'),
        '/rights/missed-transfers',
        t('missed connections'),
      ),
      t('You are covered whether you waited and flew, or gave up the trip after a very long delay.'),
    ],
  },
  {
    heading: t('How much you can claim'),
    table: amountsTable(),
    after: [halvedSentence(), ...amountsNotes()],
  },
  {
    heading: t('Care while you wait'),
    paragraphs: [
      t(
        'The right to care depends on the departure delay and the flight distance (Art. 6). Once the threshold is reached, the airline must offer meals and refreshments, two phone calls or messages, and a hotel with transport if you have to stay overnight (Art. 9).',
      ),
    ],
    table: careTable(),
    after: [
      t(
        'If the departure is delayed by {hours} hours or more, you may give up the journey and get a refund of your ticket, plus a flight back to your first point of departure if you were already part-way through your trip (Art. 6(1)(iii) and Art. 8).',
        { hours: REFUND_AFTER_HOURS },
      ),
      t('If the airline provides nothing, buy what you reasonably need and keep the receipts: the airline must reimburse reasonable costs.'),
      t(
        'If your flight lands at another airport serving the same city or region, the delay counts until you reach the airport you booked, and the airline pays the transfer there (Austrian Airlines, C-826/19).',
      ),
    ],
  },
  {
    heading: t('When the airline does not have to pay'),
    paragraphs: [
      t('The airline may refuse compensation only if it proves the delay was caused by extraordinary circumstances (Art. 5(3)). These usually count:'),
    ],
    bullets: EXTRAORDINARY_EXAMPLES.extraordinary.map((example) => t(example)),
    after: [
      t('These do not count, so compensation is due: {list}.', { list: EXTRAORDINARY_EXAMPLES.notExtraordinary.map((example) => t(example)).join('; ') }),
      t(EXTRAORDINARY_NOTE),
    ],
  },
  {
    heading: t('What to keep'),
    bullets: [
      t('your boarding pass and booking confirmation (e-ticket)'),
      t('any message from the airline about the delay and its reason'),
      t('the time the doors opened at your destination, if you can note it'),
      t('receipts for meals, transport or a hotel you paid for yourself'),
    ],
  },
  {
    heading: t('Delays under other rules'),
    bullets: [
      ukSentence(),
      turkeySentence(),
      t(
        'In the United States there is no legal compensation for delays; you can ask for a refund if the flight leaves or arrives {domestic} hours or more late (domestic) or {international} hours or more late (international) and you choose not to travel (14 CFR 260.2 and 260.6).',
        {
          domestic: US_DOT.refundDomesticHours,
          international: US_DOT.refundInternationalHours,
        },
      ),
      t(
        'Elsewhere, for example on flights from the UAE to non-EU destinations, the Montreal Convention lets you claim proven damage caused by the delay (Art. 19), up to {sdr} per passenger, and claims must be brought within {years} years.',
        {
          sdr: formatSdr(MONTREAL.delaySdr),
          years: MONTREAL.limitationYears,
        },
      ),
    ],
  },
];

export default rightsPage('/rights/flight-delays', sections, () =>
  t(
    'If you reach your final destination {hours} hours or more late, EC 261 entitles you to {amounts} per passenger, unless the airline proves the delay was caused by extraordinary circumstances.',
    { hours, amounts: euAmountsText() },
  ),
);
