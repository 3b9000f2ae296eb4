import { rich } from '../../i18n/rich.tsx';
import { t } from '../../i18n/t.ts';
import { InternalLink, type ContentSection } from '../content-page.tsx';
import { euAmountsText, MONTREAL, formatSdr } from '../figures.ts';
import { turkeySentence, ukSentence, usDeniedBoardingSentence } from './common.ts';
import { rightsPage } from './rights-page.tsx';

const sections = (): readonly ContentSection[] => [
  {
    heading: t('Which airline is responsible'),
    paragraphs: [
      t(
        'Under EC 261 the operating airline is responsible: the one whose aircraft and crew fly you, even if you bought the ticket from another airline on a code-share or through a travel agent or tour operator (Art. 3(5)). Non-EU airlines have exactly the same obligations on flights departing from the EU.',
      ),
    ],
  },
  {
    heading: t('What the airline must do'),
    bullets: [
      t(
        'Inform you: display a notice at check-in about your rights, and give you a written notice of them when it denies you boarding, cancels your flight or delays it by 2 hours or more (Art. 14).',
      ),
      t(
        'Care for you during long delays and cancellations: meals and refreshments, two phone calls or messages, a hotel and transport when an overnight stay is needed (Art. 9).',
      ),
      t('Offer a refund within seven days, or another flight, after a cancellation, denied boarding or a delay of 5 hours or more (Art. 8).'),
      t(
        'Pay fixed compensation of {amounts} per passenger when the conditions are met (Art. 7), in cash, by bank transfer or by cheque. Vouchers only with your signed agreement (Art. 7(3)).',
        { amounts: euAmountsText() },
      ),
      t('Prove when it told you about a cancellation (Art. 5(4)), and prove any extraordinary circumstances it relies on (Art. 5(3)).'),
      t('Give priority to passengers with reduced mobility, their companions and unaccompanied children (Art. 11).'),
      t('Reimburse part of the fare if it moves you to a lower class (Art. 10), as shown below.'),
    ],
    after: [
      t(
        'These obligations cannot be limited or waived by the airline\u2019s conditions of carriage. If you accepted a lower payment without being correctly informed of your rights, you can still claim the rest (Art. 15).',
      ),
    ],
  },
  {
    heading: t('Downgrading'),
    table: {
      caption: t('Refund when you are moved to a lower class (EC 261 Art. 10(2))'),
      head: [t('Flight'), t('Refund of the ticket price for that flight')],
      rows: [
        [t('1,500 km or less'), t('30%')],
        [t('Within the EU over 1,500 km (except to and from the French overseas departments), and other flights of 1,500 to 3,500 km'), t('50%')],
        [t('All other flights'), t('75%')],
      ],
    },
  },
  {
    heading: t('Liability beyond EC 261'),
    paragraphs: [
      t(
        'Under the Montreal Convention, airlines are also liable for proven damage caused by delay (Art. 19), up to {delayCap} per passenger, and for baggage up to {baggageCap} (Art. 22). Any EC 261 compensation you receive may be deducted from further damages for the same event (Art. 12).',
        { delayCap: formatSdr(MONTREAL.delaySdr), baggageCap: formatSdr(MONTREAL.baggageSdr) },
      ),
    ],
    bullets: [ukSentence(), turkeySentence(), usDeniedBoardingSentence()],
  },
  {
    heading: t('Find your airline'),
    paragraphs: [
      rich(
        t(
          'Our {directory} lists the official websites of about 60 airlines serving Europe, the Gulf, Turkey and Iran, where you can find their customer relations contacts.',
        ),
        { directory: <InternalLink to="/airlines">{t('airline directory')}</InternalLink> },
      ),
    ],
  },
];

export default rightsPage('/rights/airlines', sections, () =>
  t('What an airline owes you when things go wrong: who is responsible, what help it must give, and which obligations it cannot contract out of.'),
);
