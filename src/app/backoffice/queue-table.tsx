// The queue's table: mantine-datatable (the library the research picked for Mantine 9) with
// server-side paging and sorting. On a tablet (under Mantine's lg breakpoint, e.g. 820 px) the
// booking, regime and filing-date columns step aside, and the status badge never wraps or clips.
// In the agent's language, numbers in its digits (queue-words.ts); right to left in ar and fa.
import '@mantine/core/styles/Pagination.css';
import 'mantine-datatable/styles.css';
import { Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { formatFlightDate, formatTimestamp } from '../components/claim-format.ts';
import { claimReference } from '../components/claim-reference.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatNumber, t } from '../i18n/t.ts';
import type { QueueItem, QueuePage } from './api.ts';
import { PassengerFlags } from './passenger-state.tsx';
import { AirlineDueCell } from './airline-case-due.tsx';
import { pageRange, pagerControlLabel } from './queue-words.ts';

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
      aria-label={t('Claims')}
      withTableBorder
      striped
      highlightOnHover
      minHeight={result.data.length === 0 ? 160 : undefined}
      noRecordsText={t('No claims match.')}
      records={result.data}
      idAccessor="id"
      totalRecords={result.page.total}
      recordsPerPage={result.page.size}
      page={result.page.number}
      onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) => pageRange(from, to, totalRecords, result.page.total_capped)}
      getPaginationControlProps={(control) => ({ 'aria-label': pagerControlLabel(control) })}
      getPaginationItemProps={(page) => ({ children: formatNumber(page) })}
      sortStatus={toSortStatus(sort)}
      onSortStatusChange={(status) => onSort(`${status.direction === 'desc' ? '-' : ''}${status.columnAccessor as Sortable}`)}
      columns={[
        {
          accessor: 'id',
          title: t('Reference'),
          noWrap: true,
          render: (claim) => (
            <Link to="/backoffice/claims/$claimId" params={{ claimId: claim.id }}>
              <bdi dir="ltr">{claimReference(claim.id)}</bdi>
            </Link>
          ),
        },
        {
          // A badge clips its label to the cell (overflow hidden), and a squeezed auto-width cell is
          // as narrow as it may be: the wrapper's min-width keeps the whole word (it was cut at 820 px).
          accessor: 'status',
          title: t('Status'),
          noWrap: true,
          render: (claim) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <StatusBadge status={claim.status} size="sm" />
            </span>
          ),
        },
        { accessor: 'flight_number', title: t('Flight'), noWrap: true, render: (claim) => <span dir="ltr">{claim.flight_number ?? '—'}</span> },
        {
          accessor: 'flight_date',
          title: t('Flight date'),
          sortable: true,
          noWrap: true,
          render: (claim) => (claim.flight_date ? formatFlightDate(claim.flight_date) : '—'),
        },
        {
          accessor: 'passenger_name',
          title: t('Passenger'),
          // On a phone the table scrolls sideways; without a floor this one cell took what the others left (a letter a line).
          cellsStyle: () => ({ minWidth: 200 }),
          render: (claim) => (
            <>
              <bdi>{claim.passenger_name}</bdi>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                <bdi dir="ltr">{claim.passenger_email}</bdi>
              </Text>
            </>
          ),
        },
        {
          accessor: 'booking_reference',
          title: t('Booking'),
          visibleMediaQuery: WIDE,
          render: (claim) => <span dir="ltr">{claim.booking_reference ?? '—'}</span>,
        },
        { accessor: 'next_due', title: t('Next date'), noWrap: true, render: (claim) => <AirlineDueCell due={claim.next_due ?? null} /> },
        { accessor: 'regime', title: t('Regime'), visibleMediaQuery: WIDE, render: (claim) => <span dir="ltr">{claim.regime ?? '—'}</span> },
        {
          accessor: 'open_request',
          title: t('Flags'),
          render: (claim) => (
            <Group gap={4}>
              {claim.assigned_to === userId && (
                <Badge size="sm" variant="outline" color="dark">
                  {t('Mine')}
                </Badge>
              )}
              {claim.open_request && (
                <Badge size="sm" variant="outline" color="dark">
                  {t('Question open')}
                </Badge>
              )}
              <PassengerFlags locale={claim.passenger_locale} emailVerified={claim.email_verified} unsignedCosigners={claim.unsigned_cosigners} />
            </Group>
          ),
        },
        {
          accessor: 'created_at',
          title: t('Filed on'),
          sortable: true,
          noWrap: true,
          visibleMediaQuery: WIDE,
          render: (claim) => formatTimestamp(claim.created_at),
        },
      ]}
    />
  );
}
