import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import { linkedSentence, type ContentSection } from '../content-page.tsx';
import { DOWNGRADE_PERCENTS, euAmountsText } from '../figures.ts';
import { amountsNotes, amountsTable, turkeySentence, ukSentence, usDeniedBoardingSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t('What counts as denied boarding'),
    paragraphs: [
      t(
        'Denied boarding means the airline refuses to carry you on a flight you hold a confirmed booking for, although you presented yourself on time (Art. 2(j)). Overbooking is the most common cause, but not the only one:',
      ),
    ],
    bullets: [
      linkedSentence(t('{link}: more passengers than seats.'), '/rights/overbooked-flights', t('Overbooking')),
      t('Operational reasons, such as a change to a smaller aircraft or seats given to passengers from another flight.'),
      t(
        'Rescheduling after an earlier disruption: the airline cannot rely on extraordinary circumstances, such as a strike that hit earlier flights, to justify refusing you (Finnair, C-22/11).',
      ),
      t(
        'Being refused on a connecting flight because the airline expected your first flight to arrive too late and gave your seat away (Rodríguez Cachafeiro, C-321/11).',
      ),
    ],
  },
  {
    heading: t('When refusal is justified'),
    paragraphs: [t('No compensation is due when the airline has reasonable grounds to refuse you (Art. 2(j)), for example:')],
    bullets: [
      t('missing or invalid travel documents, such as a passport, visa or entry permit;'),
      t('health, safety or security reasons, including disruptive behaviour;'),
      t('arriving after the check-in or boarding deadline.'),
    ],
  },
  {
    heading: t('Your rights'),
    bullets: [
      t('Fixed compensation of {amounts} per passenger, payable immediately (Art. 4(3) and 7).', { amounts: euAmountsText() }),
      t('A refund or a replacement flight of your choice (Art. 8).'),
      t('Meals, two phone calls or messages, and a hotel if you have to stay overnight (Art. 9).'),
      t('A written notice setting out these rights (Art. 14(2)).'),
    ],
    after: [
      t(
        'If you are refused on a later leg outside the EU, you are still covered as long as the journey started in the EU on a single booking (Wegener, C-537/17).',
      ),
    ],
  },
  {
    heading: t('Placed in a lower class'),
    paragraphs: [
      t(
        "If the airline seats you in a lower class than you paid for, it must refund part of that flight's price within seven days: {short}% for flights of 1,500 km or less, {medium}% for flights within the EU over 1,500 km and other flights of 1,500 to 3,500 km, and {long}% for all other flights (Art. 10(2)). What counts is the price of the flight you were downgraded on, not of the whole ticket (Mennens, C-255/15).",
        {
          short: DOWNGRADE_PERCENTS[0],
          medium: DOWNGRADE_PERCENTS[1],
          long: DOWNGRADE_PERCENTS[2],
        },
      ),
    ],
  },
  {
    heading: t('How much you can claim'),
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: t('What to do at the gate'),
    bullets: [
      t('Ask why you are being refused, and ask for it in writing.'),
      t(
        'Do not accept a voucher instead of money unless you want to: compensation must be paid in cash, by bank transfer or by cheque unless you agree otherwise in writing (Art. 7(3)). Accepting a lower offer without being told your rights does not stop you claiming (Art. 15).',
      ),
      t('Keep your boarding pass, booking confirmation and any new tickets.'),
      t('Start your claim within {days} days, while the evidence is fresh. The legal time limit itself is set by national law and is usually much longer.', {
        days: CONSTANTS.deniedBoardingClaimDays,
      }),
    ],
  },
  {
    heading: t('Denied boarding under other rules'),
    bullets: [ukSentence(), turkeySentence(), usDeniedBoardingSentence()],
  },
];

export default rightsPage('/rights/denied-boarding', sections, () =>
  t(
    'If an airline refuses to let you board a flight you were booked on and checked in for, without a valid reason, you are owed {amounts} per passenger under EC 261, plus a refund or another flight.',
    { amounts: euAmountsText() },
  ),
);
