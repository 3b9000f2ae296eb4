import { CONSTANTS } from '../../company.ts';
import type { ContentSection } from '../content-page.tsx';
import { euAmountsText, US_DOT } from '../figures.ts';
import {
  amountsNotes,
  amountsTable,
  EXTRAORDINARY_EXAMPLES,
  EXTRAORDINARY_NOTE,
  turkeySentence,
  ukSentence,
} from './common.ts';
import { RightsPage } from './rights-page.tsx';

const days = CONSTANTS.cancellationNoticeDays;

const sections: readonly ContentSection[] = [
  {
    heading: 'A refund or another flight, whatever the notice',
    paragraphs: [
      'When your flight is cancelled you can always choose (Art. 8):',
    ],
    bullets: [
      'a refund of the full ticket price within seven days, for the parts of the journey not made, and for parts already made if the trip no longer serves any purpose, together with a flight back to your first point of departure; or',
      'a replacement flight to your final destination at the earliest opportunity; or',
      'a replacement flight at a later date that suits you, subject to seat availability.',
    ],
    after: [
      'While you wait for a replacement flight, the airline must also provide care: meals and refreshments, two phone calls or messages, and a hotel with transport when an overnight stay is needed (Art. 9).',
    ],
  },
  {
    heading: 'When you are also owed compensation',
    paragraphs: [
      `Compensation depends on how much notice you were given (Art. 5(1)(c)). If you were told ${days} days or more before the scheduled departure, no compensation is due. With shorter notice, it is due unless the airline offered an alternative flight close to the original times:`,
    ],
    table: {
      caption: 'Notice of cancellation and compensation (EC 261 Art. 5(1)(c))',
      head: ['Notice before departure', 'No compensation only if the airline offered a flight that…'],
      rows: [
        [`${days} days or more`, 'No compensation in any case (the refund or another flight is still yours).'],
        [
          `7 to ${days - 1} days`,
          'leaves no more than 2 hours before the original departure time and arrives less than 4 hours after the original arrival time',
        ],
        [
          'Less than 7 days',
          'leaves no more than 1 hour before the original departure time and arrives less than 2 hours after the original arrival time',
        ],
      ],
    },
    after: [
      'The notice counts in hours, from the moment you were told to the scheduled departure: told 13 days and 23 hours ahead is less than two weeks.',
      'The airline has to prove that it told you and when (Art. 5(4)). This applies even if you booked through a travel agent or an online booking site and the agent did not pass the message on (Krijgsman, C-302/16).',
    ],
  },
  {
    heading: 'How much you can claim',
    paragraphs: [`The amounts are the same as for delays: ${euAmountsText()} per passenger.`],
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: 'Flights moved earlier',
    paragraphs: [
      'If the airline brings your flight forward by more than one hour, this counts as a cancellation, with the same rights (Azurair and others, C-146/20, C-188/20, C-196/20 and C-270/20, 21 December 2021). An earlier departure can cost you a night of your holiday or make you miss the flight, so check schedule-change e-mails carefully.',
    ],
  },
  {
    heading: 'Extraordinary circumstances',
    paragraphs: [
      `The airline may refuse compensation for a cancellation if it proves extraordinary circumstances (Art. 5(3)), such as ${EXTRAORDINARY_EXAMPLES.extraordinary.slice(0, 3).join('; ')}.`,
      `These are not extraordinary: ${EXTRAORDINARY_EXAMPLES.notExtraordinary.slice(0, 3).join('; ')}.`,
      EXTRAORDINARY_NOTE,
    ],
  },
  {
    heading: 'Cancellations under other rules',
    bullets: [
      ukSentence(),
      turkeySentence(),
      `In the United States, a cancelled or significantly changed flight (${US_DOT.refundDomesticHours} hours or more for domestic and ${US_DOT.refundInternationalHours} hours or more for international flights) gives an automatic cash refund if you do not accept the alternative offered (14 CFR Part 260), but no fixed compensation.`,
    ],
  },
];

export default function CancelledFlightsRights() {
  return (
    <RightsPage
      path="/rights/cancelled-flights"
      intro={`If your flight is cancelled you always have the right to a refund or another flight. If you were told less than ${days} days before departure, you may also be owed ${euAmountsText()} per passenger.`}
      sections={sections}
    />
  );
}
