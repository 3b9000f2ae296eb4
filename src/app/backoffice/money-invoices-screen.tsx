// /backoffice/invoices: the tax invoices for our fee and their credit notes, month by month
// (issue #36). An admin or payer downloads any document as issued, cancels an invoice with a
// credit note and its reason (an invoice is never edited), and downloads the accountant's CSV.
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import { t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { downloadInvoice, downloadMonthlyReport, fetchInvoices, issueCreditNote, type InvoiceEntry } from './money-api.ts';
import { moneyProblem } from './money-messages.ts';
import { MoneyTable, PageNotes } from './money-scaffold.tsx';

/** This month in the UAE (the invoices' dates are the UAE's). */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

const aed = (fils: number) => <span dir="ltr">{formatMinorUnits(fils, 'AED')} AED</span>;

function CreditNoteForm({ entry, onDone, fail }: { entry: InvoiceEntry; onDone: (note: string) => void; fail: (error: unknown) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      const note = await issueCreditNote(entry.id, reason);
      onDone(t('Credit note {note} cancels invoice {invoice}.', { note: note.number, invoice: entry.number }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <TextInput
        label={t('Reason for the credit note')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        w={260}
        maw="100%"
        aria-label={t('Reason for the credit note of {invoice}', { invoice: entry.number })}
      />
      <Button color="red.8" variant="light" disabled={!reason.trim()} loading={busy} onClick={() => void issue()}>
        {t('Issue credit note')}
      </Button>
    </Group>
  );
}

function InvoiceRow({ entry, onDone, fail }: { entry: InvoiceEntry; onDone: (note: string) => void; fail: (error: unknown) => void }) {
  const open = entry.kind === 'invoice' && !entry.credited_by;
  return (
    <Table.Tr>
      <Table.Td dir="ltr">{entry.number}</Table.Td>
      <Table.Td>{entry.kind === 'invoice' ? t('Tax invoice') : t('Credit note')}</Table.Td>
      <Table.Td dir="ltr">{entry.issue_date}</Table.Td>
      <Table.Td>{entry.customer_name}</Table.Td>
      <Table.Td>{aed(entry.fee_aed_minor)}</Table.Td>
      <Table.Td>
        {aed(entry.vat_aed_minor)} <Text span size="xs">{`(${entry.vat_basis_points / 100} %)`}</Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadInvoice(entry).catch(fail)}
            aria-label={t('Download {number} (PDF)', { number: entry.number })}
          >
            {t('PDF')}
          </Button>
          {entry.credited_by ? <Badge color="gray">{t('Cancelled by {note}', { note: entry.credited_by })}</Badge> : null}
          {entry.kind === 'credit-note' && entry.reason ? <Text size="xs">{entry.reason}</Text> : null}
          {open ? <CreditNoteForm entry={entry} onDone={onDone} fail={fail} /> : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export default function MoneyInvoicesScreen() {
  const user = useRequiredUser('/backoffice/invoices');
  const [month, setMonth] = useState(thisMonth);
  const [entries, setEntries] = useState<InvoiceEntry[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback((failure: unknown) => setError(moneyProblem(failure)), []);

  const reload = useCallback(async () => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return;
    try {
      setEntries(await fetchInvoices(month));
    } catch (failure) {
      fail(failure);
    }
  }, [month, fail]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  if (!user || (!entries && !error)) return <PageLoading />;
  const done = (text: string) => {
    setNote(text);
    setError(null);
    void reload();
  };

  return (
    <BelowQueuePage>
      <Title order={1}>{t('Tax invoices')}</Title>
      <PageNotes error={error} errorTitle={t('Not done')} note={note} />
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={t('Month')} type="month" value={month} onChange={(e) => setMonth(e.currentTarget.value)} w={200} />
        <Button variant="default" onClick={() => void downloadMonthlyReport(month).catch(fail)}>
          {t('Monthly report for the accountant (CSV)')}
        </Button>
      </Group>
      {(entries ?? []).length === 0 ? <Text>{t('No invoice or credit note in this month.')}</Text> : null}
      {(entries ?? []).length > 0 ? (
        <MoneyTable
          label={t('Invoices and credit notes')}
          headers={[t('Number'), t('Kind'), t('Date'), t('Customer'), t('Fee'), t('VAT'), null]}
          minWidth={820}
          striped
        >
          {(entries ?? []).map((entry) => (
            <InvoiceRow key={entry.id} entry={entry} onDone={done} fail={fail} />
          ))}
        </MoneyTable>
      ) : null}
    </BelowQueuePage>
  );
}
