import type { ReactNode } from 'react';
import { Accordion, Stack, Title } from '@mantine/core';
import { CONSTANTS } from '../company.ts';
import { t } from '../i18n/t.ts';
import { rich } from '../i18n/rich.tsx';
import { ContentPage, InternalLink, StartClaimCta } from './content-page.tsx';
import { euAmountsText, MONTREAL, PAYOUTS, formatEur } from './figures.ts';
import { turkeySentence, ukSentence, usDeniedBoardingSentence } from './rights/common.ts';

interface Faq {
  q: string;
  a: ReactNode;
}

interface FaqGroup {
  heading: string;
  items: readonly Faq[];
}

const eligibility = (): FaqGroup => ({
  heading: t('Eligibility and amounts'),
  items: [
    {
      q: t('Am I eligible for compensation?'),
      a: t(
        'Under EC 261 you can usually claim if your flight departed from the EU (or Iceland, Norway or Switzerland), or arrived there on an EU airline, and you reached your destination {hours} hours or more late, your flight was cancelled less than {days} days before departure, or you were denied boarding against your will. The disruption must not have been caused by extraordinary circumstances. Enter your flight and we check it for you.',
        { hours: CONSTANTS.delayThresholdHours, days: CONSTANTS.cancellationNoticeDays },
      ),
    },
    {
      q: t('How much can I get?'),
      a: t(
        '{amounts} per passenger, depending on the flight distance: {short} up to 1,500 km, {medium} from 1,500 to 3,500 km, and {long} over 3,500 km ({medium} for flights within the EU). The amount does not depend on what you paid for the ticket. It can be halved if the airline rerouted you and you arrived only a little late.',
        {
          amounts: euAmountsText(),
          short: formatEur(CONSTANTS.euTiers[0].eur),
          medium: formatEur(CONSTANTS.euTiers[1].eur),
          long: formatEur(CONSTANTS.euTiers[2].eur),
        },
      ),
    },
    {
      q: t('What are extraordinary circumstances?'),
      a: rich(
        t(
          "Events outside the airline's control that it could not have avoided with all reasonable measures, such as severe weather, air traffic control restrictions or security threats. Technical faults and strikes by the airline's own staff do not count. See {types} and {strikes}.",
        ),
        {
          types: <InternalLink to="/disruption-types">{t('disruption types')}</InternalLink>,
          strikes: <InternalLink to="/rights/staff-strikes">{t('staff strikes')}</InternalLink>,
        },
      ),
    },
    {
      q: t('My flight was outside the EU. Can I still claim?'),
      a: t('Often, yes. {uk} {turkey} {us} Flights from the EU to the UAE, Iran and elsewhere are covered by EC 261 because they depart from the EU.', {
        uk: ukSentence(),
        turkey: turkeySentence(),
        us: usDeniedBoardingSentence(),
      }),
    },
    {
      q: t('How long do I have to claim?'),
      a: t(
        'EC 261 has no deadline of its own; national law decides. It ranges from 1 year (Belgium) to 6 years (England and Wales). Baggage claims under the Montreal Convention must be brought within {years} years. For denied boarding, we ask you to claim within {days} days, while the evidence is fresh. In every case, claiming early helps.',
        { years: MONTREAL.limitationYears, days: CONSTANTS.deniedBoardingClaimDays },
      ),
    },
  ],
});

const claiming = (): FaqGroup => ({
  heading: t('Making a claim'),
  items: [
    {
      q: t('What documents do I need?'),
      a: t(
        "Your boarding pass and booking confirmation, and if you have them, the airline's e-mail about the delay or cancellation and any other useful documents. You can upload up to {files} files (JPEG, PNG or PDF) and sign the claim on screen.",
        { files: CONSTANTS.maxFiles },
      ),
    },
    {
      q: t('Can I claim for the other passengers on my booking?'),
      a: t(
        'Yes. Each passenger has their own right to compensation. Add them as additional passengers with their name and e-mail address. A parent or guardian can include children travelling with them.',
      ),
    },
    {
      q: t('Can I use the app offline?'),
      a: t(
        'Yes. Once you have opened the app, you can fill in a claim, add documents and sign without a connection, for example at the airport or on board. Claims filed offline are kept on your device and sent automatically when you are back online.',
      ),
    },
    {
      q: t('How long does it take?'),
      a: t(
        'We review every claim within {hours} hours. After that it depends on the airline: some pay within a few weeks, others only after the enforcement body or a court decides, which can take several months. You can follow each step on your dashboard.',
        { hours: CONSTANTS.reviewHours },
      ),
    },
    {
      q: t('Who deals with the airline?'),
      a: t(
        'Our legal partner firms handle all communication with the airline, including escalation to the enforcement body or to court if needed. You do not need to contact the airline yourself.',
      ),
    },
    {
      q: t('Is there a minimum age?'),
      a: t('Yes, you must be {age} or older to create an account and file a claim.', { age: CONSTANTS.minAge }),
    },
  ],
});

const fees = (): FaqGroup => ({
  heading: t('Fees and payment'),
  items: [
    {
      q: t('How much does it cost?'),
      a: t('No win, no fee. If your claim succeeds, our fee is {percent}% of the compensation plus VAT. If it does not, you pay nothing.', {
        percent: CONSTANTS.feePercent,
      }),
    },
    {
      q: t('How will I be paid?'),
      a: t(
        'By bank transfer to your account. Our payments partner handles local transfers in {currencies}, and our transfer partner handles international transfers to {countries} countries.',
        { currencies: t(PAYOUTS.localCurrencies), countries: PAYOUTS.internationalCountries },
      ),
    },
    {
      q: t('What if the airline pays me directly or offers a voucher?'),
      a: t(
        'Tell us straight away. Our fee still applies to compensation paid to you directly for a claim we are handling. You do not have to accept a voucher: compensation must be paid in money unless you agree in writing to something else.',
      ),
    },
  ],
});

const other = (): FaqGroup => ({
  heading: t('Other questions'),
  items: [
    {
      q: t('My baggage was delayed or damaged. Can you help?'),
      a: rich(
        t(
          'Baggage falls under the Montreal Convention, not EC 261. Complain to the airline within {delayDays} days for a delay and {damageDays} days for damage. See {link}.',
          { delayDays: CONSTANTS.baggageDelayComplaintDays, damageDays: CONSTANTS.baggageDamageComplaintDays },
        ),
        { link: <InternalLink to="/rights/baggage-delays">{t('baggage delays')}</InternalLink> },
      ),
    },
    {
      q: t('How do you know your success rate?'),
      a: t('We take on a claim only after checking it against flight data and the law. Of the claims we accept as valid, {percent}% succeed.', {
        percent: CONSTANTS.successRatePercent,
      }),
    },
  ],
});

export default function FaqPage() {
  return (
    <ContentPage title={t('Frequently asked questions')} lead={t('Short answers about eligibility, amounts, fees and how claiming works.')}>
      {[eligibility(), claiming(), fees(), other()].map((group) => (
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
