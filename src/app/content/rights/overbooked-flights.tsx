import { CONSTANTS } from '../../company.ts';
import { InternalLink, type ContentSection } from '../content-page.tsx';
import { euAmountsText, US_DOT, formatUsd } from '../figures.ts';
import { amountsNotes, amountsTable, turkeySentence, ukSentence } from './common.ts';
import { RightsPage } from './rights-page.tsx';

const sections: readonly ContentSection[] = [
  {
    heading: 'Volunteers first',
    paragraphs: [
      'Airlines may sell more tickets than there are seats. When too many passengers turn up, the airline must first ask for volunteers to give up their seats in exchange for benefits agreed with them (Art. 4(1)). Volunteers also get a refund or another flight (Art. 8), but no fixed compensation unless the airline agrees to it, so read the offer before you accept a voucher.',
    ],
  },
  {
    heading: 'If you are bumped against your will',
    paragraphs: [
      'If there are not enough volunteers and you are refused boarding, the airline must immediately (Art. 4(3)):',
    ],
    bullets: [
      `pay you fixed compensation of ${euAmountsText()}, depending on distance (Art. 7);`,
      'offer you a refund or another flight (Art. 8);',
      'look after you while you wait: meals, two phone calls or messages, and a hotel if needed (Art. 9);',
      'give you a written notice explaining your rights (Art. 14(2)).',
    ],
    after: [
      'Overbooking is a commercial decision, so it is never an extraordinary circumstance. Compensation is paid in cash, by bank transfer or by cheque; a voucher only with your signed agreement (Art. 7(3)).',
    ],
  },
  {
    heading: 'How much you can claim',
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: 'Conditions',
    bullets: [
      'You had a confirmed booking and checked in by the deadline the airline gave you, or at least 45 minutes before departure if no time was given (Art. 3(2)).',
      'You had valid travel documents and there were no health, safety or security grounds to refuse you.',
      `Start your claim within ${CONSTANTS.deniedBoardingClaimDays} days if you can: the airline\u2019s written notice and the gate staff\u2019s account are easiest to obtain soon afterwards. The legal time limit is set by national law and is usually much longer.`,
    ],
    after: [
      <>
        Other reasons for refusing you, such as a change to a smaller aircraft, are covered on our{' '}
        <InternalLink to="/rights/denied-boarding">denied boarding</InternalLink> page.
      </>,
    ],
  },
  {
    heading: 'Overbooking outside the EU',
    subsections: [
      {
        heading: 'United States',
        paragraphs: [
          'On flights from the US, the airline must also ask for volunteers first. If you are bumped involuntarily, compensation depends on how late your replacement flight gets you to your destination (14 CFR 250.5):',
        ],
        table: {
          caption: `US DOT involuntary denied boarding compensation (limits from ${US_DOT.effective})`,
          head: ['Compensation', 'Domestic: replacement arrives', 'International: replacement arrives'],
          rows: [
            ['None', '1 hour late or less', '1 hour late or less'],
            [
              `${US_DOT.lowPercent}% of the one-way fare, up to ${formatUsd(US_DOT.lowMaxUsd)}`,
              'More than 1 hour but less than 2 hours late',
              'More than 1 hour but less than 4 hours late',
            ],
            [
              `${US_DOT.highPercent}% of the one-way fare, up to ${formatUsd(US_DOT.highMaxUsd)}`,
              '2 hours late or more, or no replacement',
              '4 hours late or more, or no replacement',
            ],
          ],
        },
        after: [
          `Before ${US_DOT.effective} the limits were ${formatUsd(US_DOT.lowMaxUsdBefore)} and ${formatUsd(US_DOT.highMaxUsdBefore)}; the limits of the day of your flight apply. The rule covers aircraft with ${US_DOT.minSeats} or more seats (14 CFR 250.2), and not a passenger bumped because the airline swapped in a smaller aircraft for operational or safety reasons (14 CFR 250.6(b)).`,
        ],
      },
      {
        heading: 'UK and Turkey',
        bullets: [ukSentence(), turkeySentence()],
      },
    ],
  },
];

export default function OverbookedFlightsRights() {
  return (
    <RightsPage
      path="/rights/overbooked-flights"
      intro={`Airlines sell more seats than they have. If you were not allowed to board because the flight was full and you did not volunteer, EC 261 entitles you to ${euAmountsText()} per passenger, straight away.`}
      sections={sections}
    />
  );
}
