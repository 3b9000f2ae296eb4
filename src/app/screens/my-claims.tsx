// /claims (My Claims, from the header menu): every claim of the signed-in user with a status
// filter (All and the six statuses); the filter lives in the URL (?status=paid) so it survives a
// reload and can be shared with support.
import { Button, Container, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useClaims } from '../../offline/hooks.ts';
import { STATUS_FILTERS, filterClaims, isStatusFilter, type StatusFilter } from '../components/claim-counts.ts';
import { formatNumber, t } from '../i18n/t.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useRequiredUser } from './account/require-user.tsx';
import { ClaimsTab } from './dashboard/claims-tab.tsx';
import { useClaimsRefresh } from './dashboard/use-claims-refresh.ts';
import { PageHeading } from '../components/page-heading.tsx';

export default function MyClaimsScreen() {
  const user = useRequiredUser('/claims');
  const claims = useClaims();
  const { refresh } = useClaimsRefresh(user?.id ?? null);
  const navigate = useNavigate();
  const param = useSearch({ from: '/claims', select: (search) => search.status ?? null });
  const filter: StatusFilter = isStatusFilter(param) ? param : 'all';
  if (!user) return <PageLoading />;

  const shown = claims ? filterClaims(claims, filter) : undefined;
  const options = STATUS_FILTERS.map((f) => ({
    value: f.value,
    label: t('{label} ({count})', { label: t(f.label), count: formatNumber(claims ? filterClaims(claims, f.value).length : 0) }),
  }));
  const setFilter = (value: string | null) => {
    const next = isStatusFilter(value) ? value : 'all';
    void navigate({ to: '/claims', search: next === 'all' ? {} : { status: next }, replace: true });
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <PageHeading title={t('My Claims')} intro={t('Every claim you have filed, including those still waiting to be sent from this device.')} />
          <Button component={Link} to="/claim">
            {t('Start a New Claim')}
          </Button>
        </Group>
        <NativeSelect
          label={t('Filter by status')}
          data={options}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        {filter !== 'all' && shown?.length === 0 ? (
          <Text c="gray.8" role="status">
            {t('No claims with this status.')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => setFilter('all')}>
              {t('Show all claims')}
            </Button>
          </Text>
        ) : (
          <ClaimsTab claims={shown} refresh={refresh} />
        )}
      </Stack>
    </Container>
  );
}
