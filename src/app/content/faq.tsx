import type { ReactNode } from 'react';
import { Accordion, Stack, Title } from '@mantine/core';
import { CONSTANTS } from '../company.ts';
import { ContentPage, InternalLink, StartClaimCta } from './content-page.tsx';
import { euAmountsText, MONTREAL, PAYOUTS, formatEur } from './figures.ts';
import { turkeySentence, ukSentence, usDeniedBoardingSentence } from './rights/common.ts';

interface Faq {
  q: string;
  a: ReactNode;
}

const GROUPS: readonly { heading: string; items: readonly Faq[] }[] = [
  {
    heading: 'Eligibility and amounts',
    items: [
      {
        q: 'Am I eligible for compensation?',
        a: `Under EC 261 you can usually claim if your flight departed from the EU (or Iceland, Norway or Switzerland), or arrived there on an EU airline, and you reached your destination ${CONSTANTS.delayThresholdHours} hours or more late, your flight was cancelled less than ${CONSTANTS.cancellationNoticeDays} days before departure, or you were denied boarding against your will. The disruption must not have been caused by extraordinary circumstances. Enter your flight and we check it for you.`,
      },
      {
        q: 'How much can I get?',
        a: `${euAmountsText()} per passenger, depending on the flight distance: ${formatEur(CONSTANTS.euTiers[0].eur)} up to 1,500 km, ${formatEur(CONSTANTS.euTiers[1].eur)} from 1,500 to 3,500 km, and ${formatEur(CONSTANTS.euTiers[2].eur)} over 3,500 km (${formatEur(CONSTANTS.euTiers[1].eur)} for flights within the EU). The amount does not depend on what you paid for the ticket. It can be halved if the airline rerouted you and you arrived only a little late.`,
      },
      {
        q: 'What are extraordinary circumstances?',
        a: (
          <>
            Events outside the airline&apos;s control that it could not have avoided with all reasonable measures, such as
            severe weather, air traffic control restrictions or security threats. Technical faults and strikes by the
            airline&apos;s own staff do not count. See <InternalLink to="/disruption-types">disruption types</InternalLink>{' '}
            and <InternalLink to="/rights/staff-strikes">staff strikes</InternalLink>.
          </>
        ),
      },
      {
        q: 'My flight was outside the EU. Can I still claim?',
        a: `Often, yes. ${ukSentence()} ${turkeySentence()} ${usDeniedBoardingSentence()} Flights from the EU to the UAE, Iran and elsewhere are covered by EC 261 because they depart from the EU.`,
      },
      {
        q: 'How long do I have to claim?',
        a: `EC 261 has no deadline of its own; national law decides. It ranges from 1 year (Belgium) to 6 years (England and Wales). Baggage claims under the Montreal Convention must be brought within ${MONTREAL.limitationYears} years. For denied boarding, we ask you to claim within ${CONSTANTS.deniedBoardingClaimDays} days, while the evidence is fresh. In every case, claiming early helps.`,
      },
    ],
  },
  {
    heading: 'Making a claim',
    items: [
      {
        q: 'What documents do I need?',
        a: `Your boarding pass and booking confirmation, and if you have them, the airline's e-mail about the delay or cancellation and any other useful documents. You can upload up to ${CONSTANTS.maxFiles} files (JPEG, PNG or PDF) and sign the claim on screen.`,
      },
      {
        q: 'Can I claim for the other passengers on my booking?',
        a: 'Yes. Each passenger has their own right to compensation. Add them as additional passengers with their name and e-mail address. A parent or guardian can include children travelling with them.',
      },
      {
        q: 'Can I use the app offline?',
        a: 'Yes. Once you have opened the app, you can fill in a claim, add documents and sign without a connection, for example at the airport or on board. Claims filed offline are kept on your device and sent automatically when you are back online.',
      },
      {
        q: 'How long does it take?',
        a: `We review every claim within ${CONSTANTS.reviewHours} hours. After that it depends on the airline: some pay within a few weeks, others only after the enforcement body or a court decides, which can take several months. You can follow each step on your dashboard.`,
      },
      {
        q: 'Who deals with the airline?',
        a: 'Our legal partner firms handle all communication with the airline, including escalation to the enforcement body or to court if needed. You do not need to contact the airline yourself.',
      },
      {
        q: 'Is there a minimum age?',
        a: `Yes, you must be ${CONSTANTS.minAge} or older to create an account and file a claim.`,
      },
    ],
  },
  {
    heading: 'Fees and payment',
    items: [
      {
        q: 'How much does it cost?',
        a: `No win, no fee. If your claim succeeds, our fee is ${CONSTANTS.feePercent}% of the compensation plus VAT. If it does not, you pay nothing.`,
      },
      {
        q: 'How will I be paid?',
        a: `By bank transfer to your account. Our payments partner handles local transfers in ${PAYOUTS.localCurrencies}, and our transfer partner handles international transfers to ${PAYOUTS.internationalCountries} countries.`,
      },
      {
        q: 'What if the airline pays me directly or offers a voucher?',
        a: 'Tell us straight away. Our fee still applies to compensation paid to you directly for a claim we are handling. You do not have to accept a voucher: compensation must be paid in money unless you agree in writing to something else.',
      },
    ],
  },
  {
    heading: 'Other questions',
    items: [
      {
        q: 'My baggage was delayed or damaged. Can you help?',
        a: (
          <>
            Baggage falls under the Montreal Convention, not EC 261. Complain to the airline within{' '}
            {CONSTANTS.baggageDelayComplaintDays} days for a delay and {CONSTANTS.baggageDamageComplaintDays} days for
            damage. See <InternalLink to="/rights/baggage-delays">baggage delays</InternalLink>.
          </>
        ),
      },
      {
        q: 'How do you know your success rate?',
        a: `We take on a claim only after checking it against flight data and the law. Of the claims we accept as valid, ${CONSTANTS.successRatePercent}% succeed.`,
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <ContentPage
      title="Frequently asked questions"
      lead="Short answers about eligibility, amounts, fees and how claiming works."
    >
      {GROUPS.map((group) => (
        <Stack gap="sm" component="section" key={group.heading}>
          <Title order={2}>{group.heading}</Title>
          <Accordion variant="separated" order={3} multiple>
            {group.items.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>{item.q}</Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
      <StartClaimCta />
    </ContentPage>
  );
}
