import { CONSTANTS } from '../company.ts';
import { ContentPage, type ContentSection, InternalLink, linkedSentence, Sections, StartClaimCta } from './content-page.tsx';
import { euAmountsText } from './figures.ts';
import { EXTRAORDINARY_EXAMPLES } from './rights/common.ts';
import { rich } from '../i18n/rich.tsx';
import { t } from '../i18n/t.ts';

type PageLink = [to: string, label: string];

/** "Read more about … and …", each linking to its rights page. */
function readMoreAbout([firstTo, firstLabel]: PageLink, [secondTo, secondLabel]: PageLink) {
  return rich(t('Read more about {first} and {second}.'), {
    first: <InternalLink to={firstTo}>{firstLabel}</InternalLink>,
    second: <InternalLink to={secondTo}>{secondLabel}</InternalLink>,
  });
}

const sections = (): readonly ContentSection[] => [
  {
    heading: t('Delay'),
    paragraphs: [
      t(
        'Your flight reached its final destination late. Under EC 261 you are owed compensation when you arrive {hours} hours or more after the scheduled time, measured when the aircraft doors open. On connecting flights booked together, what counts is the delay at the final destination.',
        { hours: CONSTANTS.delayThresholdHours },
      ),
      readMoreAbout(['/rights/flight-delays', t('flight delays')], ['/rights/missed-transfers', t('missed connections')]),
    ],
  },
  {
    heading: t('Cancellation'),
    paragraphs: [
      t(
        'Your flight did not operate, or was moved more than an hour earlier. You always have the right to a refund or another flight. You are also owed compensation if the airline told you less than {days} days before departure, unless the replacement flight it offered was close to your original times.',
        { days: CONSTANTS.cancellationNoticeDays },
      ),
      linkedSentence(t('Read more about {link}.'), '/rights/cancelled-flights', t('cancelled flights')),
    ],
  },
  {
    heading: t('Re-routing'),
    paragraphs: [
      t(
        'After a cancellation or denied boarding, the airline must offer you a choice between a refund and a replacement flight to your destination, either as soon as possible or on a later date you choose (Art. 8). This is re-routing.',
      ),
      t(
        'Re-routing affects your compensation. If the replacement flight left and arrived close enough to the original times, you may get nothing (for cancellations with 7 to 13 days\u2019 notice, or less than 7 days\u2019 notice) or half the amount (if you arrived within 2, 3 or 4 hours of the original time, depending on distance). Keep the boarding passes for the replacement flight: its times decide the outcome.',
      ),
    ],
  },
  {
    heading: t('Denied boarding'),
    paragraphs: [
      t(
        'You had a confirmed booking and arrived on time, but the airline did not let you board, most often because the flight was overbooked. If you did not give up your seat voluntarily and there was no valid reason such as missing travel documents, you are owed compensation immediately.',
      ),
      readMoreAbout(['/rights/denied-boarding', t('denied boarding')], ['/rights/overbooked-flights', t('overbooked flights')]),
    ],
  },
  {
    heading: t('Extraordinary circumstances'),
    paragraphs: [
      t(
        'An airline does not have to pay compensation when the disruption was caused by extraordinary circumstances that it could not have avoided even with all reasonable measures (Art. 5(3)). You keep your rights to care and to a refund or another flight.',
      ),
      linkedSentence(t('Strikes are a common point of dispute: see {link}.'), '/rights/staff-strikes', t('staff strikes')),
    ],
    subsections: [
      { heading: t('Usually extraordinary'), bullets: EXTRAORDINARY_EXAMPLES.extraordinary.map((item) => t(item)) },
      { heading: t('Not extraordinary'), bullets: EXTRAORDINARY_EXAMPLES.notExtraordinary.map((item) => t(item)) },
    ],
  },
];

export default function DisruptionTypesPage() {
  return (
    <ContentPage
      title={t('Disruption types')}
      lead={t(
        'Which kind of disruption did you have? Delays, cancellations and denied boarding can each entitle you to {amounts} per passenger. Here is how each one works.',
        { amounts: euAmountsText() },
      )}
    >
      <Sections sections={sections()} />
      <StartClaimCta />
    </ContentPage>
  );
}
