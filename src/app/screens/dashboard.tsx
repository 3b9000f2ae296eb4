// /dashboard (spec §2): three counters, and tabs Claims / Trips / Lounges. Claims come from
// IndexedDB first (cached and not-yet-sent ones) and are refreshed from the API.
import { Button, Container, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useClaims } from '../../offline/hooks.ts';
import { countClaims } from '../components/claim-counts.ts';
import { formatNumber, msg, t } from '../i18n/t.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useRequiredUser } from './account/require-user.tsx';
import { ClaimsTab } from './dashboard/claims-tab.tsx';
import { useClaimsRefresh } from './dashboard/use-claims-refresh.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { greeting, isNewAccount } from './account/new-account.ts';

export default function DashboardScreen() {
  const user = useRequiredUser('/dashboard');
  const claims = useClaims();
  const { refresh } = useClaimsRefresh(user?.id ?? null);
  if (!user) return <PageLoading />;
  const counts = countClaims(claims ?? []);
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <PageHeading title={t('Dashboard')} intro={greeting(user, isNewAccount(user.id))} />
          <Button component={Link} to="/claim">
            {t('Start a New Claim')}
          </Button>
        </Group>
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }} component="section" aria-label={t('Your claims in numbers')}>
          <Counter label={msg('Total Claims')} value={counts.total} loading={claims === undefined} />
          <Counter label={msg('Active Claims')} value={counts.active} loading={claims === undefined} />
          <Counter label={msg('Completed')} value={counts.completed} loading={claims === undefined} />
        </SimpleGrid>
        <Tabs defaultValue="claims" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="claims">{t('Claims')}</Tabs.Tab>
            <Tabs.Tab value="trips">{t('Trips')}</Tabs.Tab>
            <Tabs.Tab value="lounges">{t('Lounges')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="claims" pt="lg">
            <ClaimsTab claims={claims} refresh={refresh} />
          </Tabs.Panel>
          <Tabs.Panel value="trips" pt="lg">
            <ComingSoon title={t('Trip Management is coming soon')}>
              {t("Soon you'll be able to add upcoming trips and we'll watch them for delays and cancellations for you.")}
            </ComingSoon>
          </Tabs.Panel>
          <Tabs.Panel value="lounges" pt="lg">
            <ComingSoon title={t('Lounge access is coming soon')}>{t('Lounge access with discounts for Flightclaim members is coming soon.')}</ComingSoon>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function Counter({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-counter={label}>
      <Text size="sm" c="gray.7" fw={600}>
        {t(label)}
      </Text>
      <Text fz={{ base: 28, sm: 36 }} fw={700} lh={1.2} data-value>
        {loading ? '–' : formatNumber(value)}
      </Text>
    </Paper>
  );
}

function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="gray.7" maw={460}>
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}
