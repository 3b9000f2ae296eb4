// The Claims tab's content (spec §2): a spinner, the load error with Try Again, the empty state,
// or the grid of claim cards; shared by the dashboard and My Claims. A long list shows a page of
// cards with "Show more" (focus moves to the first card it adds, so a keyboard or screen-reader
// user goes on reading where the list grew).
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClaimView } from '../../../offline/index.ts';
import { ClaimCard } from '../../components/claim-card.tsx';
import { useLongList, type LongList } from '../../components/long-list.ts';
import { formatNumber, t } from '../../i18n/t.ts';
import { CLAIMS_PAGE, claimsTabState, refreshNote, type RefreshState } from './claims-state.ts';

export function ClaimsTab({ claims, refresh }: { claims: ClaimView[] | undefined; refresh: RefreshState }) {
  const list = useLongList(claims ?? [], CLAIMS_PAGE, 'first', '[data-claim-id]');
  const state = claimsTabState(claims, refresh);
  const note = refreshNote(refresh, (claims?.length ?? 0) > 0);
  if (state === 'loading') {
    return (
      <Center py={48}>
        <Loader role="status" aria-label={t('Loading your claims')} />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red.9" variant="light" role="alert" title={t('Something went wrong')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('Failed to load your claims. Please try again later.')}</Text>
          <Button size="sm" color="red.9" onClick={() => window.location.reload()}>
            {t('Try Again')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {note ? (
        <Text size="sm" fw={600} c="gray.8" role="status">
          {note}
        </Text>
      ) : null}
      {state === 'empty' ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Stack align="center" gap="sm">
            <Title order={2} size="h3">
              {t('No claims yet')}
            </Title>
            <Text c="gray.7" maw={420}>
              {t('Delayed, cancelled or overbooked in the last few years? Check your flight in two minutes.')}
            </Text>
            <Button component={Link} to="/claim">
              {t('Start a New Claim')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <ClaimGrid list={list} total={claims!.length} />
      )}
    </Stack>
  );
}

function ClaimGrid({ list, total }: { list: LongList<ClaimView>; total: number }) {
  const { shown, hidden } = list;
  return (
    <>
      <SimpleGrid ref={list.containerRef} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {shown.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} />
        ))}
      </SimpleGrid>
      {hidden > 0 ? (
        <Group justify="center" gap="md" data-more-claims>
          <Text size="sm" c="gray.8">
            {t('Showing {shown} of {total} claims', { shown: formatNumber(shown.length), total: formatNumber(total) })}
          </Text>
          <Button variant="default" onClick={list.showMore}>
            {t('Show more claims')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
