import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import type { ContentSection } from '../content-page.tsx';
import { euAmountsText, US_DOT } from '../figures.ts';
import { amountsNotes, amountsTable, EXTRAORDINARY_EXAMPLES, EXTRAORDINARY_NOTE, turkeySentence, ukSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const days = CONSTANTS.cancellationNoticeDays;

/** The first three examples of a list of messages, in the page's language. */
const firstExamples = (examples: readonly string[]): string =>
  examples
    .slice(0, 3)
    .map((example) => t(example))
    .join('; ');

const sections = (): readonly ContentSection[] => [
  {
    heading: t('A refund or another flight, whatever the notice'),
    paragraphs: [t('When your flight is cancelled you can always choose (Art. 8):')],
    bullets: [
      t(
        'a refund of the full ticket price within seven days, for the parts of the journey not made, and for parts already made if the trip no longer serves any purpose, together with a flight back to your first point of departure; or',
      ),
      t('a replacement flight to your final destination at the earliest opportunity; or'),
      t('a replacement flight at a later date that suits you, subject to seat availability.'),
    ],
    after: [
      t(
        'While you wait for a replacement flight, the airline must also provide care: meals and refreshments, two phone calls or messages, and a hotel with transport when an overnight stay is needed (Art. 9).',
      ),
    ],
  },
  {
    heading: t('When you are also owed compensation'),
    paragraphs: [
      t(
        'Compensation depends on how much notice you were given (Art. 5(1)(c)). If you were told {days} days or more before the scheduled departure, no compensation is due. With shorter notice, it is due unless the airline offered an alternative flight close to the original times:',
        { days },
      ),
    ],
    table: {
      caption: t('Notice of cancellation and compensation (EC 261 Art. 5(1)(c))'),
      head: [t('Notice before departure'), t('No compensation only if the airline offered a flight that…')],
      rows: [
        [t('{days} days or more', { days }), t('No compensation in any case (the refund or another flight is still yours).')],
        [
          t('7 to {days} days', { days: days - 1 }),
          t('leaves no more than 2 hours before the original departure time and arrives less than 4 hours after the original arrival time'),
        ],
        [
          t('Less than 7 days'),
          t('leaves no more than 1 hour before the original departure time and arrives less than 2 hours after the original arrival time'),
        ],
      ],
    },
    after: [
      t('The notice counts in hours, from the moment you were told to the scheduled departure: told 13 days and 23 hours ahead is less than two weeks.'),
      t(
        'The airline has to prove that it told you and when (Art. 5(4)). This applies even if you booked through a travel agent or an online booking site and the agent did not pass the message on (Krijgsman, C-302/16).',
      ),
    ],
  },
  {
    heading: t('How much you can claim'),
    paragraphs: [t('The amounts are the same as for delays: {amounts} per passenger.', { amounts: euAmountsText() })],
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: t('Flights moved earlier'),
    paragraphs: [
      t(
        'If the airline brings your flight forward by more than one hour, this counts as a cancellation, with the same rights (Azurair and others, C-146/20, C-188/20, C-196/20 and C-270/20, 21 December 2021). An earlier departure can cost you a night of your holiday or make you miss the flight, so check schedule-change e-mails carefully.',
      ),
    ],
  },
  {
    heading: t('Extraordinary circumstances'),
    paragraphs: [
      t('The airline may refuse compensation for a cancellation if it proves extraordinary circumstances (Art. 5(3)), such as {examples}.', {
        examples: firstExamples(EXTRAORDINARY_EXAMPLES.extraordinary),
      }),
      t('These are not extraordinary: {examples}.', { examples: firstExamples(EXTRAORDINARY_EXAMPLES.notExtraordinary) }),
      t(EXTRAORDINARY_NOTE),
    ],
  },
  {
    heading: t('Cancellations under other rules'),
    bullets: [
      ukSentence(),
      turkeySentence(),
      t(
        'In the United States, a cancelled or significantly changed flight ({domestic} hours or more for domestic and {international} hours or more for international flights) gives an automatic cash refund if you do not accept the alternative offered (14 CFR Part 260), but no fixed compensation.',
        {
          domestic: US_DOT.refundDomesticHours,
          international: US_DOT.refundInternationalHours,
        },
      ),
    ],
  },
];

export default rightsPage('/rights/cancelled-flights', sections, () =>
  t(
    'If your flight is cancelled you always have the right to a refund or another flight. If you were told less than {days} days before departure, you may also be owed {amounts} per passenger.',
    { days, amounts: euAmountsText() },
  ),
);
