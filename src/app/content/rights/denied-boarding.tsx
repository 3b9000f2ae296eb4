import { CONSTANTS } from '../../company.ts';
import { InternalLink, type ContentSection } from '../content-page.tsx';
import { DOWNGRADE_PERCENTS, euAmountsText } from '../figures.ts';
import { amountsNotes, amountsTable, turkeySentence, ukSentence, usDeniedBoardingSentence } from './common.ts';
import { RightsPage } from './rights-page.tsx';

const sections: readonly ContentSection[] = [
  {
    heading: 'What counts as denied boarding',
    paragraphs: [
      'Denied boarding means the airline refuses to carry you on a flight you hold a confirmed booking for, although you presented yourself on time (Art. 2(j)). Overbooking is the most common cause, but not the only one:',
    ],
    bullets: [
      <>
        <InternalLink to="/rights/overbooked-flights">Overbooking</InternalLink>: more passengers than seats.
      </>,
      'Operational reasons, such as a change to a smaller aircraft or seats given to passengers from another flight.',
      'Rescheduling after an earlier disruption: the airline cannot rely on extraordinary circumstances, such as a strike that hit earlier flights, to justify refusing you (Finnair, C-22/11).',
      'Being refused on a connecting flight because the airline expected your first flight to arrive too late and gave your seat away (Rodríguez Cachafeiro, C-321/11).',
    ],
  },
  {
    heading: 'When refusal is justified',
    paragraphs: [
      'No compensation is due when the airline has reasonable grounds to refuse you (Art. 2(j)), for example:',
    ],
    bullets: [
      'missing or invalid travel documents, such as a passport, visa or entry permit;',
      'health, safety or security reasons, including disruptive behaviour;',
      'arriving after the check-in or boarding deadline.',
    ],
  },
  {
    heading: 'Your rights',
    bullets: [
      `Fixed compensation of ${euAmountsText()} per passenger, payable immediately (Art. 4(3) and 7).`,
      'A refund or a replacement flight of your choice (Art. 8).',
      'Meals, two phone calls or messages, and a hotel if you have to stay overnight (Art. 9).',
      'A written notice setting out these rights (Art. 14(2)).',
    ],
    after: [
      'If you are refused on a later leg outside the EU, you are still covered as long as the journey started in the EU on a single booking (Wegener, C-537/17).',
    ],
  },
  {
    heading: 'Placed in a lower class',
    paragraphs: [
      `If the airline seats you in a lower class than you paid for, it must refund part of that flight's price within seven days: ${DOWNGRADE_PERCENTS[0]}% for flights of 1,500 km or less, ${DOWNGRADE_PERCENTS[1]}% for flights within the EU over 1,500 km and other flights of 1,500 to 3,500 km, and ${DOWNGRADE_PERCENTS[2]}% for all other flights (Art. 10(2)). What counts is the price of the flight you were downgraded on, not of the whole ticket (Mennens, C-255/15).`,
    ],
  },
  {
    heading: 'How much you can claim',
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: 'What to do at the gate',
    bullets: [
      'Ask why you are being refused, and ask for it in writing.',
      'Do not accept a voucher instead of money unless you want to: compensation must be paid in cash, by bank transfer or by cheque unless you agree otherwise in writing (Art. 7(3)). Accepting a lower offer without being told your rights does not stop you claiming (Art. 15).',
      'Keep your boarding pass, booking confirmation and any new tickets.',
      `Start your claim within ${CONSTANTS.deniedBoardingClaimDays} days, while the evidence is fresh. The legal time limit itself is set by national law and is usually much longer.`,
    ],
  },
  {
    heading: 'Denied boarding under other rules',
    bullets: [ukSentence(), turkeySentence(), usDeniedBoardingSentence()],
  },
];

export default function DeniedBoardingRights() {
  return (
    <RightsPage
      path="/rights/denied-boarding"
      intro={`If an airline refuses to let you board a flight you were booked on and checked in for, without a valid reason, you are owed ${euAmountsText()} per passenger under EC 261, plus a refund or another flight.`}
      sections={sections}
    />
  );
}
