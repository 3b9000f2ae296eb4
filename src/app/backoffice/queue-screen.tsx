// /backoffice: the claims queue for agents. Filters, search, sort and paging all run on the
// server (GET /api/backoffice/claims); the counts per status double as the status filter.
import { Alert, Anchor, Button, Checkbox, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { CLAIM_STATUSES, STATUS_LABELS } from '../../domain/claim/index.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchQueue, type QueueFilters, type QueuePage } from './api.ts';
import { problemMessage } from './problem-message.ts';
import { QueueTable } from './queue-table.tsx';

const SORTS = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'flight_date', label: 'Flight date (earliest)' },
  { value: '-flight_date', label: 'Flight date (latest)' },
  { value: '-updated_at', label: 'Recently changed' },
  { value: 'due', label: 'Next date due (my work today)' },
];
const ASSIGNED = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'To me' },
  { value: 'none', label: 'Unassigned' },
];
const DEADLINES = [
  { value: '', label: 'Any time' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: 'A year' },
];

export default function BackofficeQueueScreen() {
  const user = useRequiredUser('/backoffice');
  const [filters, setFilters] = useState<QueueFilters>({ sort: '-created_at', page: '1' });
  const [search, setSearch] = useState('');
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
  const set = (key: string, value: string) => setFilters((f) => ({ ...f, [key]: value, page: key === 'page' ? value : '1' }));
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
          <Title order={1}>Claims queue</Title>
          <Group gap="md">
            <Anchor component={Link} to="/backoffice/airlines">
              Airlines
            </Anchor>
            <Anchor component={Link} to="/backoffice/desk">
              Airline desk
            </Anchor>
            <Anchor component={Link} to="/backoffice/payouts">
              Payouts
            </Anchor>
            <Anchor component={Link} to="/backoffice/firms">
              Partner firms
            </Anchor>
            <Anchor component={Link} to="/backoffice/statements">
              Bank statements
            </Anchor>
            <Anchor component={Link} to="/backoffice/invoices">
              Tax invoices
            </Anchor>
            <Anchor component={Link} to="/backoffice/agents">
              Agents
            </Anchor>
          </Group>
        </Group>
        <Group gap="xs" role="group" aria-label="Claims per status">
          <Button size="xs" variant={filters.status ? 'default' : 'filled'} onClick={() => set('status', '')}>
            All {result ? `(${Object.values(result.counts).reduce((a, b) => a + b, 0)})` : ''}
          </Button>
          {CLAIM_STATUSES.map((status) => (
            <Button
              key={status}
              size="xs"
              variant={filters.status === status ? 'filled' : 'default'}
              aria-pressed={filters.status === status}
              onClick={() => set('status', status)}
            >
              {STATUS_LABELS[status]} {result ? `(${result.counts[status]})` : ''}
            </Button>
          ))}
        </Group>
        <form onSubmit={onSearch} role="search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search"
              description="Reference, flight, booking, name or e-mail"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={300}
            />
            <Button type="submit">Search</Button>
            <TextInput
              label="Airline"
              placeholder="LH"
              maxLength={2}
              w={90}
              value={filters.airline ?? ''}
              onChange={(e) => set('airline', e.currentTarget.value.length === 2 ? e.currentTarget.value : '')}
            />
            <TextInput label="Flights from" {...dateFilter('flight_date_from')} />
            <TextInput label="Flights to" {...dateFilter('flight_date_to')} />
            <Select label="Assigned" w={150} {...listFilter('assigned_to')} data={ASSIGNED} />
            <Select label="Deadline within" w={150} {...listFilter('deadline_within_days')} data={DEADLINES} />
            <Select label="Sort" w={200} {...listFilter('sort', '-created_at')} data={SORTS} />
            <Checkbox
              label="Open requests only"
              checked={filters.open_request === 'true'}
              onChange={(e) => set('open_request', e.currentTarget.checked ? 'true' : '')}
              mb={8}
            />
          </Group>
        </form>
        {error && (
          <Alert color="red" title="The queue could not be loaded">
            {error}
          </Alert>
        )}
        {!result && !error && <PageLoading />}
        {result && (
          <>
            <Text size="sm" c="gray.7" aria-live="polite">
              {result.page.total_capped ? `More than ${result.page.total.toLocaleString('en')} claims` : `${result.page.total} claims`}
            </Text>
            <QueueTable
              result={result}
              userId={user.id}
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
