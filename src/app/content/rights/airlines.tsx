import { InternalLink, type ContentSection } from '../content-page.tsx';
import { euAmountsText, MONTREAL, formatSdr } from '../figures.ts';
import { turkeySentence, ukSentence, usDeniedBoardingSentence } from './common.ts';
import { RightsPage } from './rights-page.tsx';

const sections: readonly ContentSection[] = [
  {
    heading: 'Which airline is responsible',
    paragraphs: [
      'Under EC 261 the operating airline is responsible: the one whose aircraft and crew fly you, even if you bought the ticket from another airline on a code-share or through a travel agent or tour operator (Art. 3(5)). Non-EU airlines have exactly the same obligations on flights departing from the EU.',
    ],
  },
  {
    heading: 'What the airline must do',
    bullets: [
      'Inform you: display a notice at check-in about your rights, and give you a written notice of them when it denies you boarding, cancels your flight or delays it by 2 hours or more (Art. 14).',
      'Care for you during long delays and cancellations: meals and refreshments, two phone calls or messages, a hotel and transport when an overnight stay is needed (Art. 9).',
      'Offer a refund within seven days, or another flight, after a cancellation, denied boarding or a delay of 5 hours or more (Art. 8).',
      `Pay fixed compensation of ${euAmountsText()} per passenger when the conditions are met (Art. 7), in cash, by bank transfer or by cheque. Vouchers only with your signed agreement (Art. 7(3)).`,
      'Prove when it told you about a cancellation (Art. 5(4)), and prove any extraordinary circumstances it relies on (Art. 5(3)).',
      'Give priority to passengers with reduced mobility, their companions and unaccompanied children (Art. 11).',
      'Reimburse part of the fare if it moves you to a lower class (Art. 10), as shown below.',
    ],
    after: [
      'These obligations cannot be limited or waived by the airline\u2019s conditions of carriage. If you accepted a lower payment without being correctly informed of your rights, you can still claim the rest (Art. 15).',
    ],
  },
  {
    heading: 'Downgrading',
    table: {
      caption: 'Refund when you are moved to a lower class (EC 261 Art. 10(2))',
      head: ['Flight', 'Refund of the ticket price for that flight'],
      rows: [
        ['1,500 km or less', '30%'],
        ['Within the EU over 1,500 km (except to and from the French overseas departments), and other flights of 1,500 to 3,500 km', '50%'],
        ['All other flights', '75%'],
      ],
    },
  },
  {
    heading: 'Liability beyond EC 261',
    paragraphs: [
      `Under the Montreal Convention, airlines are also liable for proven damage caused by delay (Art. 19), up to ${formatSdr(MONTREAL.delaySdr)} per passenger, and for baggage up to ${formatSdr(MONTREAL.baggageSdr)} (Art. 22). Any EC 261 compensation you receive may be deducted from further damages for the same event (Art. 12).`,
    ],
    bullets: [ukSentence(), turkeySentence(), usDeniedBoardingSentence()],
  },
  {
    heading: 'Find your airline',
    paragraphs: [
      <>
        Our <InternalLink to="/airlines">airline directory</InternalLink> lists the official websites of about 60 airlines
        serving Europe, the Gulf, Turkey and Iran, where you can find their customer relations contacts.
      </>,
    ],
  },
];

export default function AirlineObligationsRights() {
  return (
    <RightsPage
      path="/rights/airlines"
      intro="What an airline owes you when things go wrong: who is responsible, what help it must give, and which obligations it cannot contract out of."
      sections={sections}
    />
  );
}
