// The queue's table: mantine-datatable (the library the research picked for Mantine 9) with
// server-side paging and sorting. On a tablet (under Mantine's lg breakpoint, e.g. 820 px) the
// booking, regime and filing-date columns step aside, and the status badge never wraps or clips.
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { formatFlightDate, formatTimestamp } from '../components/claim-format.ts';
import { claimReference } from '../components/claim-reference.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import type { QueueItem, QueuePage } from './api.ts';
import { PassengerFlags } from './passenger-state.tsx';
import { AirlineDueCell } from './airline-case-due.tsx';

const WIDE = (theme: { breakpoints: { lg: string } }) => `(min-width: ${theme.breakpoints.lg})`;
type Sortable = 'created_at' | 'flight_date' | 'updated_at';

/** '-created_at' ⇄ { columnAccessor: 'created_at', direction: 'desc' }. */
function toSortStatus(sort: string): DataTableSortStatus<QueueItem> {
  return { columnAccessor: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' };
}

export function QueueTable({
  result,
  userId,
  sort,
  onSort,
  onPage,
}: {
  result: QueuePage;
  userId: string;
  sort: string;
  onSort: (sort: string) => void;
  onPage: (page: number) => void;
}) {
  return (
    <DataTable<QueueItem>
      aria-label="Claims"
      withTableBorder
      striped
      highlightOnHover
      minHeight={result.data.length === 0 ? 160 : undefined}
      noRecordsText="No claims match."
      records={result.data}
      idAccessor="id"
      totalRecords={result.page.total}
      recordsPerPage={result.page.size}
      page={result.page.number}
      onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) =>
        `${from}–${to} of ${result.page.total_capped ? `more than ${totalRecords.toLocaleString('en')}` : totalRecords.toLocaleString('en')}`
      }
      getPaginationControlProps={(control) => ({ 'aria-label': `${control} page` })}
      sortStatus={toSortStatus(sort)}
      onSortStatusChange={(status) => onSort(`${status.direction === 'desc' ? '-' : ''}${status.columnAccessor as Sortable}`)}
      columns={[
        {
          accessor: 'id',
          title: 'Reference',
          noWrap: true,
          render: (claim) => (
            <Link to="/backoffice/claims/$claimId" params={{ claimId: claim.id }}>
              {claimReference(claim.id)}
            </Link>
          ),
        },
        {
          // A badge clips its label to the cell (overflow hidden), and a squeezed auto-width cell is
          // as narrow as it may be: the wrapper's min-width keeps the whole word (it was cut at 820 px).
          accessor: 'status',
          title: 'Status',
          noWrap: true,
          render: (claim) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <StatusBadge status={claim.status} size="sm" />
            </span>
          ),
        },
        { accessor: 'flight_number', title: 'Flight', noWrap: true, render: (claim) => <span dir="ltr">{claim.flight_number ?? '—'}</span> },
        {
          accessor: 'flight_date',
          title: 'Flight date',
          sortable: true,
          noWrap: true,
          render: (claim) => (claim.flight_date ? formatFlightDate(claim.flight_date) : '—'),
        },
        {
          accessor: 'passenger_name',
          title: 'Passenger',
          render: (claim) => (
            <>
              {claim.passenger_name}
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {claim.passenger_email}
              </Text>
            </>
          ),
        },
        {
          accessor: 'booking_reference',
          title: 'Booking',
          visibleMediaQuery: WIDE,
          render: (claim) => <span dir="ltr">{claim.booking_reference ?? '—'}</span>,
        },
        { accessor: 'next_due', title: 'Next date', noWrap: true, render: (claim) => <AirlineDueCell due={claim.next_due ?? null} /> },
        { accessor: 'regime', title: 'Regime', visibleMediaQuery: WIDE, render: (claim) => claim.regime ?? '—' },
        {
          accessor: 'open_request',
          title: 'Flags',
          render: (claim) => (
            <Group gap={4}>
              {claim.assigned_to === userId && (
                <Badge size="sm" variant="outline" color="dark">
                  Mine
                </Badge>
              )}
              {claim.open_request && (
                <Badge size="sm" variant="outline" color="dark">
                  Question open
                </Badge>
              )}
              <PassengerFlags locale={claim.passenger_locale} emailVerified={claim.email_verified} unsignedCosigners={claim.unsigned_cosigners} />
            </Group>
          ),
        },
        { accessor: 'created_at', title: 'Filed', sortable: true, noWrap: true, visibleMediaQuery: WIDE, render: (claim) => formatTimestamp(claim.created_at) },
      ]}
    />
  );
}
