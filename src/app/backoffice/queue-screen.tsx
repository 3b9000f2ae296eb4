// /backoffice: the claims queue for agents. Filters, search, sort and paging all run on the
// server (GET /api/backoffice/claims); the counts per status double as the status filter.
// In the agent's language (catalogue area 'backoffice', the statuses from 'common'; queue-words.ts).
// The checkbox's layout (label beside the box): the queue may be the first screen loaded, before any other brings it.
import '@mantine/core/styles/InlineInput.css';
import { Alert, Anchor, Button, Checkbox, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { CLAIM_STATUSES } from '../../domain/claim/index.ts';
import { statusLabel } from '../components/domain-text.ts';
import { t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchQueue, type QueueFilters, type QueuePage } from './api.ts';
import { problemMessage } from './problem-message.ts';
import { QueueTable } from './queue-table.tsx';
import { ASSIGNED, claimCount, DEADLINES, QUEUE_LINKS, SORTS, translated, withCount } from './queue-words.ts';

export default function BackofficeQueueScreen() {
  const user = useRequiredUser('/backoffice');
  const [filters, setFilters] = useState<QueueFilters>({ sort: '-created_at', page: '1' });
  const [result, setResult] = useState<QueuePage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    fetchQueue(filters).then(
      (page) => current && (setResult(page), setError(null)),
      (failure: unknown) => current && setError(problemMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [user, filters]);

  if (!user) return <PageLoading />;
  return <QueueView userId={user.id} filters={filters} onFilters={setFilters} result={result} error={error} />;
}

/** The queue as the agent sees it: what the server answered (or its refusal) and the filters that asked. */
export function QueueView({
  userId,
  filters,
  onFilters,
  result,
  error,
}: {
  userId: string;
  filters: QueueFilters;
  onFilters: (change: (filters: QueueFilters) => QueueFilters) => void;
  result: QueuePage | null;
  error: string | null;
}) {
  const [search, setSearch] = useState('');
  const set = (key: string, value: string) => onFilters((f) => ({ ...f, [key]: value, page: key === 'page' ? value : '1' }));
  // A date filter and a list filter: their value in the filters, and a change that sets it.
  const dateFilter = (key: string) => ({
    type: 'date',
    w: 160,
    value: filters[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.currentTarget.value),
  });
  const listFilter = (key: string, otherwise = '') => ({
    value: filters[key] ?? otherwise,
    onChange: (v: string | null) => set(key, v ?? otherwise),
    allowDeselect: false,
  });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', search.trim());
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('Claims queue')}</Title>
          <Group gap="md">
            {QUEUE_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
        </Group>
        <Group gap="xs" role="group" aria-label={t('Claims per status')}>
          <Button size="xs" variant={filters.status ? 'default' : 'filled'} onClick={() => set('status', '')}>
            {withCount(t('All'), result ? Object.values(result.counts).reduce((a, b) => a + b, 0) : undefined)}
          </Button>
          {CLAIM_STATUSES.map((status) => (
            <Button
              key={status}
              size="xs"
              variant={filters.status === status ? 'filled' : 'default'}
              aria-pressed={filters.status === status}
              onClick={() => set('status', status)}
            >
              {withCount(statusLabel(status), result?.counts[status])}
            </Button>
          ))}
        </Group>
        <form onSubmit={onSearch} role="search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('Search')}
              description={t('Reference, flight, booking, name or e-mail')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={300}
            />
            <Button type="submit">{t('Search')}</Button>
            <TextInput
              label={t('Airline')}
              placeholder="LH"
              dir="ltr"
              maxLength={2}
              w={120}
              value={filters.airline ?? ''}
              onChange={(e) => set('airline', e.currentTarget.value.length === 2 ? e.currentTarget.value : '')}
            />
            <TextInput label={t('Flights from')} {...dateFilter('flight_date_from')} />
            <TextInput label={t('Flights to')} {...dateFilter('flight_date_to')} />
            <Select label={t('Assigned')} w={150} {...listFilter('assigned_to')} data={translated(ASSIGNED)} />
            <Select label={t('Deadline within')} w={150} {...listFilter('deadline_within_days')} data={translated(DEADLINES)} />
            <Select label={t('Sort')} w={200} {...listFilter('sort', '-created_at')} data={translated(SORTS)} />
            <Checkbox
              label={t('Open requests only')}
              checked={filters.open_request === 'true'}
              onChange={(e) => set('open_request', e.currentTarget.checked ? 'true' : '')}
              mb={8}
            />
          </Group>
        </form>
        {error && (
          <Alert color="red" title={t('The queue could not be loaded')} role="alert">
            {error}
          </Alert>
        )}
        {!result && !error && <PageLoading />}
        {result && (
          <>
            <Text size="sm" c="gray.7" aria-live="polite">
              {claimCount(result.page.total, result.page.total_capped)}
            </Text>
            <QueueTable
              result={result}
              userId={userId}
              sort={filters.sort ?? '-created_at'}
              onSort={(sort) => set('sort', sort)}
              onPage={(page) => set('page', String(page))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
