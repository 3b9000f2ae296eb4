import type { ReactNode } from 'react';
import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { COMPANY, CONSTANTS } from '../company.ts';
import { InfoCard, PageSection, StartClaimCta } from './content-page.tsx';
import { PAYOUTS, formatEur } from './figures.ts';
import { formatPercent, t } from '../i18n/t.ts';

const features = (): readonly { symbol: ReactNode; title: string; text: string }[] => [
  {
    symbol: '€',
    title: t('Up to {amount} per passenger', { amount: formatEur(CONSTANTS.maxCompensationEur) }),
    text: t('We claim the full fixed compensation the law gives you for a delayed, cancelled or overbooked flight, for every passenger on the booking.'),
  },
  {
    symbol: '0',
    title: t('No win, no fee'),
    text: t('You pay nothing up front. If the claim succeeds, our fee is {percent} of the compensation plus VAT. If it fails, you pay nothing.', {
      percent: formatPercent(CONSTANTS.feePercent),
    }),
  },
  {
    symbol: '✓',
    title: t('{percent} success on valid claims', { percent: formatPercent(CONSTANTS.successRatePercent) }),
    text: t('We check each flight against live flight data and the law before we take it on, so the claims we pursue are the ones that should succeed.'),
  },
  {
    symbol: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
    ),
    title: t('24/7 support'),
    text: t('Questions about your claim are answered around the clock, and the app works offline, so you can file a claim from the airport.'),
  },
];

const partners = () => [
  {
    title: t('Legal partner firms'),
    text: t(
      'Independent law firms handle all communication with the airline, and take the case to the enforcement body or to court when an airline refuses to pay.',
    ),
  },
  {
    title: t('Payments partner'),
    text: t('Local bank transfers in {currencies}.', { currencies: t(PAYOUTS.localCurrencies) }),
  },
  {
    title: t('Transfer partner'),
    text: t('International bank transfers to {countries} countries.', { countries: PAYOUTS.internationalCountries }),
  },
];

function FeatureSymbol({ symbol }: { symbol: ReactNode }) {
  return (
    <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
      <Text fw={700} size="lg">
        {symbol}
      </Text>
    </ThemeIcon>
  );
}

export default function AboutPage() {
  return (
    <>
      <Box className="hero" py={{ base: 48, sm: 72 }}>
        <Container size="md">
          <Stack gap="md" align="flex-start">
            <Title order={1}>{t('Making Air Travel Fair')}</Title>
            <Text size="lg" maw={640}>
              {t(
                '{product} helps air passengers get the compensation the law gives them when a flight is delayed, cancelled or overbooked, without the paperwork and without the risk.',
                { product: COMPANY.product },
              )}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <PageSection heading={t('Who we are')}>
            <Text>
              {t(
                'We are a young company based in Dubai, in the United Arab Emirates, currently in a pilot phase. Many passengers flying between Europe, the Gulf, Turkey and Iran are owed compensation under European Regulation EC 261/2004 and similar rules, but few ever claim it: airlines rarely pay without being asked, and the rules are hard to follow.',
              )}
            </Text>
            <Text>
              {t(
                'We check your flight against live flight data and the law, prepare the claim, and let our legal partner firms deal with the airline. You follow every step in the app, and the money is paid to your bank account.',
              )}
            </Text>
          </PageSection>

          <PageSection heading={t('What we offer')} gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {features().map((f) => (
                <InfoCard key={f.title} title={f.title} text={f.text} icon={<FeatureSymbol symbol={f.symbol} />} />
              ))}
            </SimpleGrid>
          </PageSection>

          <PageSection heading={t('Our partners')} gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {partners().map((p) => (
                <InfoCard key={p.title} title={p.title} text={p.text} />
              ))}
            </SimpleGrid>
            <Group gap="xs">
              <Text size="sm" c="gray.7">
                {t('Card brands supported by our payment partners:')}
              </Text>
              {PAYOUTS.cardBrands.map((brand) => (
                <Badge key={brand} variant="outline" color="gray.8" size="lg" radius="sm">
                  {brand}
                </Badge>
              ))}
            </Group>
          </PageSection>

          <PageSection heading={t('Our mission')}>
            <Text>
              {t(
                'Passenger rights only work if passengers can use them. Our mission is to make claiming as simple as booking a flight: a few minutes in an app that works even without a connection, a clear answer on whether you are owed money, and a team that sees the claim through to payment.',
              )}
            </Text>
          </PageSection>

          <StartClaimCta heading={t('Was your flight disrupted?')} />
        </Stack>
      </Container>
    </>
  );
}
