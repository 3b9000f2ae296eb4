import { CONSTANTS } from '../company.ts';
import { ContentPage, InternalLink, Sections, StartClaimCta, type ContentSection } from './content-page.tsx';
import { euAmountsText } from './figures.ts';
import { EXTRAORDINARY_EXAMPLES } from './rights/common.ts';

const sections: readonly ContentSection[] = [
  {
    heading: 'Delay',
    paragraphs: [
      `Your flight reached its final destination late. Under EC 261 you are owed compensation when you arrive ${CONSTANTS.delayThresholdHours} hours or more after the scheduled time, measured when the aircraft doors open. On connecting flights booked together, what counts is the delay at the final destination.`,
      <>
        Read more about <InternalLink to="/rights/flight-delays">flight delays</InternalLink> and{' '}
        <InternalLink to="/rights/missed-transfers">missed connections</InternalLink>.
      </>,
    ],
  },
  {
    heading: 'Cancellation',
    paragraphs: [
      `Your flight did not operate, or was moved more than an hour earlier. You always have the right to a refund or another flight. You are also owed compensation if the airline told you less than ${CONSTANTS.cancellationNoticeDays} days before departure, unless the replacement flight it offered was close to your original times.`,
      <>
        Read more about <InternalLink to="/rights/cancelled-flights">cancelled flights</InternalLink>.
      </>,
    ],
  },
  {
    heading: 'Re-routing',
    paragraphs: [
      'After a cancellation or denied boarding, the airline must offer you a choice between a refund and a replacement flight to your destination, either as soon as possible or on a later date you choose (Art. 8). This is re-routing.',
      'Re-routing affects your compensation. If the replacement flight left and arrived close enough to the original times, you may get nothing (for cancellations with 7 to 13 days\u2019 notice, or less than 7 days\u2019 notice) or half the amount (if you arrived within 2, 3 or 4 hours of the original time, depending on distance). Keep the boarding passes for the replacement flight: its times decide the outcome.',
    ],
  },
  {
    heading: 'Denied boarding',
    paragraphs: [
      'You had a confirmed booking and arrived on time, but the airline did not let you board, most often because the flight was overbooked. If you did not give up your seat voluntarily and there was no valid reason such as missing travel documents, you are owed compensation immediately.',
      <>
        Read more about <InternalLink to="/rights/denied-boarding">denied boarding</InternalLink> and{' '}
        <InternalLink to="/rights/overbooked-flights">overbooked flights</InternalLink>.
      </>,
    ],
  },
  {
    heading: 'Extraordinary circumstances',
    paragraphs: [
      'An airline does not have to pay compensation when the disruption was caused by extraordinary circumstances that it could not have avoided even with all reasonable measures (Art. 5(3)). You keep your rights to care and to a refund or another flight.',
      <>
        Strikes are a common point of dispute: see <InternalLink to="/rights/staff-strikes">staff strikes</InternalLink>.
      </>,
    ],
    subsections: [
      { heading: 'Usually extraordinary', bullets: EXTRAORDINARY_EXAMPLES.extraordinary },
      { heading: 'Not extraordinary', bullets: EXTRAORDINARY_EXAMPLES.notExtraordinary },
    ],
  },
];

export default function DisruptionTypesPage() {
  return (
    <ContentPage
      title="Disruption types"
      lead={`Which kind of disruption did you have? Delays, cancellations and denied boarding can each entitle you to ${euAmountsText()} per passenger. Here is how each one works.`}
    >
      <Sections sections={sections} />
      <StartClaimCta />
    </ContentPage>
  );
}
