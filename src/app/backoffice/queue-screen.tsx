// /backoffice: the claims queue for agents. Filters, search, sort and paging all run on the
// server (GET /api/backoffice/claims); the counts per status double as the status filter.
import {
  Alert, Badge, Button, Checkbox, Container, Group, Pagination, Select, Stack, Table, Text, TextInput, Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { CLAIM_STATUSES, STATUS_LABELS } from '../../domain/claim/index.ts';
import { formatFlightDate } from '../components/claim-format.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchQueue, type QueueFilters, type QueuePage } from './api.ts';
import { problemMessage } from './problem-message.ts';

const SORTS = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'flight_date', label: 'Flight date (earliest)' },
  { value: '-flight_date', label: 'Flight date (latest)' },
  { value: '-updated_at', label: 'Recently changed' },
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
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('q', search.trim());
  };
  const pages = result ? Math.max(1, Math.ceil(result.page.total / result.page.size)) : 1;

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Claims queue</Title>
        <Group gap="xs" role="group" aria-label="Claims per status">
          <Button size="xs" variant={filters.status ? 'default' : 'filled'} onClick={() => set('status', '')}>
            All {result ? `(${Object.values(result.counts).reduce((a, b) => a + b, 0)})` : ''}
          </Button>
          {CLAIM_STATUSES.map((status) => (
            <Button key={status} size="xs" variant={filters.status === status ? 'filled' : 'default'} aria-pressed={filters.status === status} onClick={() => set('status', status)}>
              {STATUS_LABELS[status]} {result ? `(${result.counts[status]})` : ''}
            </Button>
          ))}
        </Group>
        <form onSubmit={onSearch} role="search">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput label="Search" description="Reference, flight, booking, name or e-mail" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={300} />
            <Button type="submit">Search</Button>
            <TextInput label="Airline" placeholder="LH" maxLength={2} w={90} value={filters.airline ?? ''} onChange={(e) => set('airline', e.currentTarget.value.length === 2 ? e.currentTarget.value : '')} />
            <TextInput label="Flights from" type="date" w={160} value={filters.flight_date_from ?? ''} onChange={(e) => set('flight_date_from', e.currentTarget.value)} />
            <TextInput label="Flights to" type="date" w={160} value={filters.flight_date_to ?? ''} onChange={(e) => set('flight_date_to', e.currentTarget.value)} />
            <Select label="Assigned" w={150} value={filters.assigned_to ?? ''} onChange={(v) => set('assigned_to', v ?? '')} allowDeselect={false}
              data={[{ value: '', label: 'Anyone' }, { value: 'me', label: 'To me' }, { value: 'none', label: 'Unassigned' }]} />
            <Select label="Deadline within" w={150} value={filters.deadline_within_days ?? ''} onChange={(v) => set('deadline_within_days', v ?? '')} allowDeselect={false}
              data={[{ value: '', label: 'Any time' }, { value: '30', label: '30 days' }, { value: '90', label: '90 days' }, { value: '365', label: 'A year' }]} />
            <Select label="Sort" w={200} value={filters.sort ?? '-created_at'} onChange={(v) => set('sort', v ?? '-created_at')} data={SORTS} allowDeselect={false} />
            <Checkbox label="Open requests only" checked={filters.open_request === 'true'} onChange={(e) => set('open_request', e.currentTarget.checked ? 'true' : '')} mb={8} />
          </Group>
        </form>
        {error && <Alert color="red" title="The queue could not be loaded">{error}</Alert>}
        {!result && !error && <PageLoading />}
        {result && (
          <>
            <Text size="sm" c="gray.7" aria-live="polite">{result.page.total} claims</Text>
            <Table.ScrollContainer minWidth={900}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reference</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Flight</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Passenger</Table.Th>
                    <Table.Th>Booking</Table.Th>
                    <Table.Th>Regime</Table.Th>
                    <Table.Th>Flags</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.data.map((claim) => (
                    <Table.Tr key={claim.id}>
                      <Table.Td>
                        <Link to="/backoffice/claims/$claimId" params={{ claimId: claim.id }}>{claim.id.slice(0, 8).toUpperCase()}</Link>
                      </Table.Td>
                      <Table.Td><StatusBadge status={claim.status} size="sm" /></Table.Td>
                      <Table.Td dir="ltr">{claim.flight_number ?? '—'}</Table.Td>
                      <Table.Td>{claim.flight_date ? formatFlightDate(claim.flight_date) : '—'}</Table.Td>
                      <Table.Td>{claim.passenger_name}<Text size="xs" c="gray.7">{claim.passenger_email}</Text></Table.Td>
                      <Table.Td dir="ltr">{claim.booking_reference ?? '—'}</Table.Td>
                      <Table.Td>{claim.regime ?? '—'}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {claim.assigned_to === user.id && <Badge size="sm" variant="outline" color="dark">Mine</Badge>}
                          {claim.open_request && <Badge size="sm" variant="outline" color="dark">Question open</Badge>}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result.data.length === 0 && <Text>No claims match.</Text>}
            <Pagination total={pages} value={result.page.number} onChange={(page) => set('page', String(page))} getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
