import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import { linkedSentence, type ContentSection } from '../content-page.tsx';
import { euAmountsText, US_DOT, formatUsd } from '../figures.ts';
import { amountsNotes, amountsTable, turkeySentence, ukSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t('Volunteers first'),
    paragraphs: [
      t(
        'Airlines may sell more tickets than there are seats. When too many passengers turn up, the airline must first ask for volunteers to give up their seats in exchange for benefits agreed with them (Art. 4(1)). Volunteers also get a refund or another flight (Art. 8), but no fixed compensation unless the airline agrees to it, so read the offer before you accept a voucher.',
      ),
    ],
  },
  {
    heading: t('If you are bumped against your will'),
    paragraphs: [t('If there are not enough volunteers and you are refused boarding, the airline must immediately (Art. 4(3)):')],
    bullets: [
      t('pay you fixed compensation of {amounts}, depending on distance (Art. 7);', { amounts: euAmountsText() }),
      t('offer you a refund or another flight (Art. 8);'),
      t('look after you while you wait: meals, two phone calls or messages, and a hotel if needed (Art. 9);'),
      t('give you a written notice explaining your rights (Art. 14(2)).'),
    ],
    after: [
      t(
        'Overbooking is a commercial decision, so it is never an extraordinary circumstance. Compensation is paid in cash, by bank transfer or by cheque; a voucher only with your signed agreement (Art. 7(3)).',
      ),
    ],
  },
  {
    heading: t('How much you can claim'),
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: t('Conditions'),
    bullets: [
      t(
        'You had a confirmed booking and checked in by the deadline the airline gave you, or at least 45 minutes before departure if no time was given (Art. 3(2)).',
      ),
      t('You had valid travel documents and there were no health, safety or security grounds to refuse you.'),
      t(
        'Start your claim within {days} days if you can: the airline\u2019s written notice and the gate staff\u2019s account are easiest to obtain soon afterwards. The legal time limit is set by national law and is usually much longer.',
        { days: CONSTANTS.deniedBoardingClaimDays },
      ),
    ],
    after: [
      linkedSentence(
        t('Other reasons for refusing you, such as a change to a smaller aircraft, are covered on our {link} page.'),
        '/rights/denied-boarding',
        t('denied boarding'),
      ),
    ],
  },
  {
    heading: t('Overbooking outside the EU'),
    subsections: [
      {
        heading: t('United States'),
        paragraphs: [
          t(
            'On flights from the US, the airline must also ask for volunteers first. If you are bumped involuntarily, compensation depends on how late your replacement flight gets you to your destination (14 CFR 250.5):',
          ),
        ],
        table: {
          caption: t('US DOT involuntary denied boarding compensation (limits from {date})', { date: t(US_DOT.effective) }),
          head: [t('Compensation'), t('Domestic: replacement arrives'), t('International: replacement arrives')],
          rows: [
            [t('None'), t('1 hour late or less'), t('1 hour late or less')],
            [
              t('{percent}% of the one-way fare, up to {max}', { percent: US_DOT.lowPercent, max: formatUsd(US_DOT.lowMaxUsd) }),
              t('More than 1 hour but less than 2 hours late'),
              t('More than 1 hour but less than 4 hours late'),
            ],
            [
              t('{percent}% of the one-way fare, up to {max}', { percent: US_DOT.highPercent, max: formatUsd(US_DOT.highMaxUsd) }),
              t('2 hours late or more, or no replacement'),
              t('4 hours late or more, or no replacement'),
            ],
          ],
        },
        after: [
          t(
            'Before {date} the limits were {low} and {high}; the limits of the day of your flight apply. The rule covers aircraft with {seats} or more seats (14 CFR 250.2), and not a passenger bumped because the airline swapped in a smaller aircraft for operational or safety reasons (14 CFR 250.6(b)).',
            {
              date: t(US_DOT.effective),
              low: formatUsd(US_DOT.lowMaxUsdBefore),
              high: formatUsd(US_DOT.highMaxUsdBefore),
              seats: US_DOT.minSeats,
            },
          ),
        ],
      },
      {
        heading: t('UK and Turkey'),
        bullets: [ukSentence(), turkeySentence()],
      },
    ],
  },
];

export default rightsPage('/rights/overbooked-flights', sections, () =>
  t(
    'Airlines sell more seats than they have. If you were not allowed to board because the flight was full and you did not volunteer, EC 261 entitles you to {amounts} per passenger, straight away.',
    { amounts: euAmountsText() },
  ),
);
