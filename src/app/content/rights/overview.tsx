import { CONSTANTS } from '../../company.ts';
import { rich } from '../../i18n/rich.tsx';
import { t } from '../../i18n/t.ts';
import { InternalLink, linkedSentence, type ContentSection } from '../content-page.tsx';
import { euAmountsText, MONTREAL, formatEur, formatSdr } from '../figures.ts';
import { amountsNotes, amountsTable, turkeySentence, ukSentence, usDeniedBoardingSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t('When EC 261 applies'),
    paragraphs: [t('Regulation (EC) No 261/2004 ("EC 261") protects you (Art. 3) when:')],
    bullets: [
      t('your flight departs from an airport in the EU, Iceland, Norway, Liechtenstein or Switzerland, whichever airline operates it; or'),
      t(
        'your flight arrives at such an airport from outside, and the airline operating it is licensed in one of those countries. Dubai to Frankfurt on Lufthansa is covered; Dubai to Frankfurt on Emirates is not.',
      ),
    ],
    after: [
      t(
        'You need a confirmed booking and must have checked in on time (Art. 3(2)). Tickets bought at public fares, frequent-flyer tickets and promotional fares are covered; free or discounted tickets not available to the public are not (Art. 3(3)). The airline that operates the flight is responsible, even if you booked with another airline (code-share) or a travel agent (Art. 3(5)).',
      ),
    ],
  },
  {
    heading: t('Your three kinds of rights'),
    subsections: [
      {
        heading: t('Care while you wait (Art. 9)'),
        paragraphs: [
          t(
            'Meals and refreshments in proportion to the waiting time, two phone calls or messages, and a hotel room with transport to it when you have to stay overnight. If the airline provides nothing, keep your receipts for reasonable costs.',
          ),
        ],
      },
      {
        heading: t('A refund or another flight (Art. 8)'),
        paragraphs: [
          t(
            'After a cancellation or denied boarding, and after a delay of 5 hours or more, you can choose a refund of the ticket within seven days, or a replacement flight to your destination at the earliest opportunity or at a later date that suits you.',
          ),
        ],
      },
      {
        heading: t('Fixed compensation (Art. 7)'),
        paragraphs: [
          t(
            '{amounts} per passenger, depending on distance, when the flight arrives 3 hours or more late, is cancelled at short notice or you are denied boarding against your will, unless extraordinary circumstances caused it. The amount does not depend on the ticket price.',
            { amounts: euAmountsText() },
          ),
        ],
      },
    ],
  },
  {
    heading: t('How much you can claim'),
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: t('Which disruptions qualify'),
    bullets: [
      linkedSentence(t('{link}: you reach your final destination 3 hours or more after the scheduled arrival time.'), '/rights/flight-delays', t('Delays')),
      linkedSentence(
        t('{link}: you were told less than {days} days before departure, unless the airline offered an alternative flight close to the original times.', {
          days: CONSTANTS.cancellationNoticeDays,
        }),
        '/rights/cancelled-flights',
        t('Cancellations'),
      ),
      rich(t('{denied}, usually because of {oversold}, when you did not give up your seat voluntarily.'), {
        denied: <InternalLink to="/rights/denied-boarding">{t('Denied boarding')}</InternalLink>,
        oversold: <InternalLink to="/rights/overbooked-flights">{t('overbooking')}</InternalLink>,
      }),
      linkedSentence(
        t('{link} on a single booking, when you reach the final destination 3 hours or more late.'),
        '/rights/missed-transfers',
        t('Missed connections'),
      ),
    ],
    after: [
      linkedSentence(
        t(
          'The airline does not have to pay compensation if the disruption was caused by extraordinary circumstances such as severe weather or air traffic control restrictions. Technical faults and {link} do not count.',
        ),
        '/rights/staff-strikes',
        t("strikes by the airline's own staff"),
      ),
    ],
  },
  {
    heading: t('Rules outside the EU'),
    bullets: [
      ukSentence(),
      turkeySentence(),
      usDeniedBoardingSentence(),
      t(
        'The Montreal Convention applies to most international flights, including those to and from the UAE, Turkey and the Gulf states; Iran is not a party, so flights to and from Iran fall under the older Warsaw Convention. It does not give fixed sums, but lets you claim proven damage caused by delay (Art. 19) and for baggage up to {sdr} (Art. 22).',
        { sdr: formatSdr(MONTREAL.baggageSdr) },
      ),
      t(
        'The UAE has no fixed-sum compensation scheme of its own. Flights from the EU to the UAE, Iran or elsewhere are covered by EC 261 because they depart from the EU.',
      ),
    ],
  },
  {
    heading: t('How long you have to claim'),
    paragraphs: [
      t(
        "EC 261 sets no deadline, so the national law of the country where the claim is brought applies (Moré v KLM, C-139/11). Examples: 6 years in England and Wales, 3 years in Germany (counted from the end of the year of the flight), 2 years in the Netherlands, 1 year in Belgium. Claims under the Montreal Convention must be brought within {years} years (Art. 35). Claiming early is always easier: evidence is fresh and the airline's records are still available.",
        { years: MONTREAL.limitationYears },
      ),
    ],
  },
  {
    heading: t('If the airline says no'),
    paragraphs: [
      t(
        'Complain in writing to the operating airline first. If it refuses or does not answer, you can go to the national enforcement body of the country where the incident happened (Art. 16), to an approved dispute-resolution body, or to court. When you claim with us, our legal partner firms handle all of this for you, and you pay nothing unless you receive compensation (up to {max} per passenger).',
        { max: formatEur(CONSTANTS.maxCompensationEur) },
      ),
    ],
  },
];

export default rightsPage('/rights/overview', sections, () =>
  t(
    'If your flight is delayed, cancelled or overbooked, European law gives you a right to care, to a refund or another flight, and often to fixed compensation of {amounts} per passenger. This page summarises those rights and the rules that apply in the UK, Turkey and the United States.',
    { amounts: euAmountsText() },
  ),
);
