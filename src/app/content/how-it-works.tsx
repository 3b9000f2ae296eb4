import { Card, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CONSTANTS } from '../company.ts';
import { ContentPage, InternalLink, StartClaimCta } from './content-page.tsx';
import { PAYOUTS, formatEur } from './figures.ts';

const STEPS = [
  {
    title: 'Enter your flight information',
    text: 'Tell us what happened (delay, cancellation or denied boarding), your flight number and date. It takes a few minutes, and works offline: a claim filed without a connection is sent automatically when you are back online.',
  },
  {
    title: 'Eligibility check',
    text: 'We check your flight against live flight data and the rules that apply (EC 261, UK261 and others) and tell you straight away whether you are likely to be owed compensation.',
  },
  {
    title: 'Get compensated',
    text: 'Add your passenger details, upload your documents and sign. We take it from there, and the money is paid to your bank account.',
  },
] as const;

const STAGES = [
  {
    title: 'Review',
    text: `Within ${CONSTANTS.reviewHours} hours we review your claim and documents, and ask you for anything missing.`,
  },
  {
    title: 'Claim against the airline',
    text: 'Our legal partner firms send the claim to the airline and handle all communication with it. If the airline refuses without good reason, they can take it to the national enforcement body or to court.',
  },
  {
    title: 'Payout',
    text: 'When the airline pays, we deduct our fee and transfer the rest to your bank account. You can follow every stage on your dashboard.',
  },
] as const;

const example = 400;
const exampleFee = (example * CONSTANTS.feePercent) / 100;

export default function HowItWorksPage() {
  return (
    <ContentPage
      title="How it works"
      lead={`Claiming compensation of up to ${formatEur(CONSTANTS.maxCompensationEur)} per passenger takes three steps on your side. We do the rest.`}
    >
      <Stack gap="md" component="section">
        <Title order={2}>Three steps for you</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((s, i) => (
            <Card key={s.title} withBorder radius="md" padding="lg" component="li">
              <Stack gap="xs">
                <ThemeIcon size={36} radius="xl" aria-hidden="true">
                  {i + 1}
                </ThemeIcon>
                <Title order={3} size="h4">
                  {s.title}
                </Title>
                <Text c="gray.8">{s.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section">
        <Title order={2}>What happens next: three stages</Title>
        <List type="ordered" spacing="sm" withPadding>
          {STAGES.map((s) => (
            <List.Item key={s.title}>
              <Text span fw={600}>
                {s.title}.
              </Text>{' '}
              {s.text}
            </List.Item>
          ))}
        </List>
        <Text c="gray.8">
          Most airlines answer within a few weeks; claims that go to court take longer. We keep you informed at every
          stage.
        </Text>
      </Stack>

      <Stack gap="sm" component="section">
        <Title order={2}>Getting paid</Title>
        <Text>
          Compensation is paid by bank transfer. Our payments partner handles local transfers in {PAYOUTS.localCurrencies},
          and our transfer partner handles international transfers to {PAYOUTS.internationalCountries} countries.
        </Text>
      </Stack>

      <Stack gap="sm" component="section">
        <Title order={2}>Our fee: no win, no fee</Title>
        <Text>
          You pay nothing up front and nothing if the claim fails. If it succeeds, our fee is {CONSTANTS.feePercent}% of
          the compensation plus VAT, deducted before we pay you.
        </Text>
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text>
            Example: for {formatEur(example)} of compensation, the fee is {formatEur(exampleFee)} plus VAT, and you receive{' '}
            {formatEur(example - exampleFee)} less the VAT on the fee.
          </Text>
        </Paper>
        <Text c="gray.8">
          The details are in our <InternalLink to="/terms">terms of service</InternalLink>. Questions? See the{' '}
          <InternalLink to="/faq">FAQ</InternalLink>.
        </Text>
      </Stack>

      <StartClaimCta />
    </ContentPage>
  );
}
