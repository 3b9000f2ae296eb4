import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CONSTANTS } from '../company.ts';
import { formatMoney, formatNumber, formatPercent, msg, t } from '../i18n/t.ts';

const ELIGIBILITY = [
  { title: msg('Flight Delay'), condition: msg('Arrival delay of {hours} hours or more'), icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z' },
  {
    title: msg('Flight Cancellation'),
    condition: msg('Cancelled less than {days} days before departure'),
    icon: 'M15 9l-6 6M9 9l6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  { title: msg('Denied Boarding'), condition: msg('Due to overbooking'), icon: 'M5.6 5.6l12.8 12.8M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z' },
] as const;

const STEPS = [
  {
    title: msg('Submit Your Claim'),
    text: msg('Enter your flight, check your eligibility and add your documents. It takes a few minutes, and works even with a weak connection.'),
  },
  { title: msg('We Handle Everything'), text: msg('Our partner law firms deal with the airline for you: letters, follow-ups and, if needed, court.') },
  { title: msg('Get Compensated'), text: msg('The money goes straight to your bank account. We only charge a fee if you get paid.') },
] as const;

const STATS = [
  { value: () => formatPercent(CONSTANTS.successRatePercent), label: msg('Success rate on valid claims') },
  { value: () => formatMoney(CONSTANTS.maxCompensationEur, 'EUR'), label: msg('Maximum compensation per passenger') },
  { value: () => '24/7', label: msg('Support') },
  { value: () => formatPercent(0), label: msg('No Win, No Fee') },
] as const;
const figures = () => ({ hours: formatNumber(CONSTANTS.delayThresholdHours), days: formatNumber(CONSTANTS.cancellationNoticeDays) });

export default function HomeScreen() {
  return (
    <>
      <Hero />
      <Container size="lg" py={64}>
        <Stack gap={72}>
          <HomeSection id="eligibility-title" title={t('Are you eligible?')} cols={{ base: 1, sm: 3 }}>
            {ELIGIBILITY.map((item) => (
              <EligibilityCard key={item.title} item={item} />
            ))}
          </HomeSection>
          <HomeSection id="steps-title" title={t('How it works')} cols={{ base: 1, sm: 3 }} numbered>
            {STEPS.map((step, index) => (
              <StepItem key={step.title} step={step} number={index + 1} />
            ))}
          </HomeSection>
          <HomeSection id="stats-title" title={t('Why passengers choose us')} cols={{ base: 2, md: 4 }}>
            {STATS.map((stat) => (
              <StatItem key={stat.label} stat={stat} />
            ))}
          </HomeSection>
          <ClosingCallToAction />
        </Stack>
      </Container>
    </>
  );
}

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <Stack gap="lg" maw={720}>
          <Title id="hero-title" order={1} fz={{ base: 34, md: 52 }} lh={1.1} c="white">
            {t('Get Your Flight Compensation In Three Simple Steps')}
          </Title>
          <Text fz={{ base: 'md', md: 'xl' }} c="white">
            {t(
              'Delayed, cancelled or overbooked? Under EU Regulation 261/2004 you may be owed up to {amount} per passenger. Check in two minutes, even offline at the gate.',
              { amount: formatMoney(CONSTANTS.maxCompensationEur, 'EUR') },
            )}
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/claim" size="lg" color="white" c="brand.9">
              {t('Check Your Claim')}
            </Button>
            <Button component={Link} to="/how-it-works" size="lg" variant="outline" color="white">
              {t('Learn More')}
              <VisuallyHidden> {t('about how claims work')}</VisuallyHidden>
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

function EligibilityCard({ item }: { item: (typeof ELIGIBILITY)[number] }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d={item.icon} />
        </svg>
      </ThemeIcon>
      <Title order={3} mt="md" size="h4">
        {t(item.title)}
      </Title>
      <Text c="gray.7" mt={4}>
        {t(item.condition, figures())}
      </Text>
      <Badge mt="md" size="lg" variant="light">
        {t('Up to {amount} compensation', { amount: formatMoney(CONSTANTS.maxCompensationEur, 'EUR') })}
      </Badge>
    </Card>
  );
}

function StepItem({ step, number }: { step: (typeof STEPS)[number]; number: number }) {
  return (
    <Stack component="li" gap="xs" align="flex-start">
      <ThemeIcon size={40} radius="xl" aria-hidden="true">
        {formatNumber(number)}
      </ThemeIcon>
      <Title order={3} size="h4">
        {t(step.title)}
      </Title>
      <Text c="gray.7">{t(step.text)}</Text>
    </Stack>
  );
}

function StatItem({ stat }: { stat: (typeof STATS)[number] }) {
  return (
    <Stack gap={2} align="center" ta="center">
      <Text fz={40} fw={800} c="brand.8">
        {stat.value()}
      </Text>
      <Text c="gray.7">{t(stat.label)}</Text>
    </Stack>
  );
}

const NUMBERED_LIST = { component: 'ol', style: { listStyle: 'none', padding: 0, margin: 0 } } as const;

/** A section of the home page: its centred h2 over a grid of items (an ordered list when `numbered`). */
function HomeSection(props: { id: string; title: string; cols: SimpleGridProps['cols']; numbered?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <Title id={props.id} order={2} ta="center" mb="xl">
        {props.title}
      </Title>
      <SimpleGrid cols={props.cols} spacing="lg" {...(props.numbered ? NUMBERED_LIST : {})}>
        {props.children}
      </SimpleGrid>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <Card withBorder radius="lg" padding="xl" bg="brand.0" ta="center">
      <Title order={2}>{t('Check Your Eligibility Now')}</Title>
      <Text c="gray.8" mt="sm" mb="lg">
        {t('No win, no fee: we charge {fee} of successful compensation plus VAT, and nothing otherwise.', { fee: formatPercent(CONSTANTS.feePercent) })}
      </Text>
      <Button component={Link} to="/claim" size="lg" mx="auto" className="wrap-button">
        {t('Check Your Eligibility Now')}
      </Button>
    </Card>
  );
}
