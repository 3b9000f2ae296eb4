import { List, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { CONSTANTS } from '../company.ts';
import { ContentPage, InfoCard, InternalLink, PageSection, StartClaimCta } from './content-page.tsx';
import { PAYOUTS, formatEur } from './figures.ts';
import { rich } from '../i18n/rich.tsx';
import { formatPercent, t } from '../i18n/t.ts';

const steps = () => [
  {
    title: t('Enter your flight information'),
    text: t(
      'Tell us what happened (delay, cancellation or denied boarding), your flight number and date. It takes a few minutes, and works offline: a claim filed without a connection is sent automatically when you are back online.',
    ),
  },
  {
    title: t('Eligibility check'),
    text: t(
      'We check your flight against live flight data and the rules that apply (EC 261, UK261 and others) and tell you straight away whether you are likely to be owed compensation.',
    ),
  },
  {
    title: t('Get compensated'),
    text: t('Add your passenger details, upload your documents and sign. We take it from there, and the money is paid to your bank account.'),
  },
];

const stages = () => [
  {
    title: t('Review'),
    text: t('Within {hours} hours we review your claim and documents, and ask you for anything missing.', { hours: CONSTANTS.reviewHours }),
  },
  {
    title: t('Claim against the airline'),
    text: t(
      'Our legal partner firms send the claim to the airline and handle all communication with it. If the airline refuses without good reason, they can take it to the national enforcement body or to court.',
    ),
  },
  {
    title: t('Payout'),
    text: t('When the airline pays, we deduct our fee and transfer the rest to your bank account. You can follow every stage on your dashboard.'),
  },
];

const example = 400;
const exampleFee = (example * CONSTANTS.feePercent) / 100;

export default function HowItWorksPage() {
  return (
    <ContentPage
      title={t('How it works')}
      lead={t('Claiming compensation of up to {amount} per passenger takes three steps on your side. We do the rest.', {
        amount: formatEur(CONSTANTS.maxCompensationEur),
      })}
    >
      <PageSection heading={t('Three steps for you')} gap="md">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps().map((s, i) => (
            <InfoCard
              key={s.title}
              title={s.title}
              text={s.text}
              component="li"
              iconAbove
              icon={
                <ThemeIcon size={36} radius="xl" aria-hidden="true">
                  {i + 1}
                </ThemeIcon>
              }
            />
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection heading={t('What happens next: three stages')}>
        <List type="ordered" spacing="sm" withPadding>
          {stages().map((s) => (
            <List.Item key={s.title}>
              {rich(t('{title}. {text}'), {
                title: (
                  <Text span fw={600}>
                    {s.title}
                  </Text>
                ),
                text: s.text,
              })}
            </List.Item>
          ))}
        </List>
        <Text c="gray.8">{t('Most airlines answer within a few weeks; claims that go to court take longer. We keep you informed at every stage.')}</Text>
      </PageSection>

      <PageSection heading={t('Getting paid')}>
        <Text>
          {t(
            'Compensation is paid by bank transfer. Our payments partner handles local transfers in {currencies}, and our transfer partner handles international transfers to {countries} countries.',
            {
              currencies: t(PAYOUTS.localCurrencies),
              countries: PAYOUTS.internationalCountries,
            },
          )}
        </Text>
      </PageSection>

      <PageSection heading={t('Our fee: no win, no fee')}>
        <Text>
          {t(
            'You pay nothing up front and nothing if the claim fails. If it succeeds, our fee is {percent} of the compensation plus VAT, deducted before we pay you.',
            {
              percent: formatPercent(CONSTANTS.feePercent),
            },
          )}
        </Text>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text>
            {t('Example: for {amount} of compensation, the fee is {fee} plus VAT, and you receive {rest} less the VAT on the fee.', {
              amount: formatEur(example),
              fee: formatEur(exampleFee),
              rest: formatEur(example - exampleFee),
            })}
          </Text>
        </Paper>
        <Text c="gray.8">
          {rich(t('The details are in our {terms}. Questions? See the {faq}.'), {
            terms: <InternalLink to="/terms">{t('terms of service')}</InternalLink>,
            faq: <InternalLink to="/faq">{t('FAQ')}</InternalLink>,
          })}
        </Text>
      </PageSection>

      <StartClaimCta />
    </ContentPage>
  );
}
