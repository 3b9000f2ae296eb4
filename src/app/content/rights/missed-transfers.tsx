import { CONSTANTS } from '../../company.ts';
import { t } from '../../i18n/t.ts';
import type { ContentSection } from '../content-page.tsx';
import { euAmountsText } from '../figures.ts';
import { amountsNotes, amountsTable } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const hours = CONSTANTS.delayThresholdHours;

const sections = (): readonly ContentSection[] => [
  {
    heading: t('One booking is one journey'),
    paragraphs: [
      t(
        'When all your flights are on a single booking, EC 261 treats them as one journey. If a late first flight makes you miss your connection and you reach your final destination {hours} hours or more late, you are owed compensation, even if the first flight was only a little late (Folkerts, C-11/11).',
        { hours },
      ),
      t(
        'Compensation is based on the straight-line distance from your first departure airport to your final destination, not the sum of the legs (Bossen, C-559/16). Rome to Hamburg via Brussels, for example, counts as 1,326 km.',
      ),
    ],
  },
  {
    heading: t('Connections outside the EU'),
    paragraphs: [t('A journey that starts in the EU stays covered even when the problem happens on a later leg outside the EU:')],
    bullets: [
      t(
        'Wegener (C-537/17): Berlin to Agadir via Casablanca, both legs booked together. The delay arose on the leg operated by Royal Air Maroc between two Moroccan airports, and EC 261 still applied.',
      ),
      t(
        'České aerolinie (C-502/18): Prague to Bangkok via Abu Dhabi. The EU airline that sold the ticket and flew the first leg was liable for the delay on the code-share leg operated by Etihad.',
      ),
      t(
        'United Airlines (C-561/20): Brussels to San Francisco via Newark. A non-EU airline operating both legs from the EU was liable for a delay on the US domestic leg.',
      ),
    ],
    after: [
      t(
        'If your journey starts outside the EU, for example Dubai to Vienna via Istanbul, EC 261 generally applies only if the flight into the EU is operated by an EU airline. We check this for you when you enter your flights.',
      ),
    ],
  },
  {
    heading: t('How much you can claim'),
    table: amountsTable(),
    after: amountsNotes(),
  },
  {
    heading: t('When you are not covered'),
    bullets: [
      t(
        'Separate bookings: each ticket is its own journey. Missing a self-arranged connection is not compensated, although the late flight itself may be if it arrived 3 hours or more late.',
      ),
      t('Missing the connection through your own fault, for example arriving late at the gate.'),
      t('Delays caused by extraordinary circumstances such as severe weather or air traffic control restrictions.'),
    ],
  },
  {
    heading: t('At the transfer airport'),
    bullets: [
      t(
        'Go to the airline\u2019s transfer desk. On a single booking the airline must rebook you to your final destination (Art. 8) and look after you while you wait (Art. 9).',
      ),
      t('Keep the boarding passes for every leg, and any new ones you are given.'),
      t('Ask for the reason for the first delay in writing.'),
    ],
  },
];

export default rightsPage('/rights/missed-transfers', sections, () =>
  t(
    'Missed your connecting flight? If both flights were on one booking and you reached your final destination {hours} hours or more late, you may be owed {amounts} per passenger.',
    { hours, amounts: euAmountsText() },
  ),
);
