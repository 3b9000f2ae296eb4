// The payout screen's parts: the claims waiting for their payout (ready, or why not in the agent's
// words from the server's ids), and one run with its payouts, files and confirmation. Amounts, rates
// and days the agent's language's way (payout-run-words.ts).
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatList, formatNumber, t } from '../i18n/t.ts';
import { PayoutReportUpload } from './money-payout-report.tsx';
import { MoneyTable } from './money-scaffold.tsx';
import { amountText, dayText, itemStateLabel, payoutReason, rateText, routeLabel, runStateLabel } from './payout-run-words.ts';
import { approveRun, confirmRun, downloadRunFile, type Candidate, type PayoutRun, type RunItem } from './payout-runs-api.ts';

export function CandidateTable({ candidates, chosen, toggle }: { candidates: Candidate[]; chosen: Set<string>; toggle: (id: string) => void }) {
  if (candidates.length === 0) return <Text>{t('No approved claim is waiting for its payout.')}</Text>;
  return (
    <MoneyTable label={t('Claims waiting for their payout')} headers={[t('Pay'), t('Claim'), t('Payout'), t('What is missing')]} minWidth={640}>
      {candidates.map((c) => (
        <Table.Tr key={c.claim_id}>
          <Table.Td>
            <Checkbox
              aria-label={t('Pay claim {id}', { id: c.claim_id })}
              checked={chosen.has(c.claim_id)}
              disabled={!c.ready}
              onChange={() => toggle(c.claim_id)}
            />
          </Table.Td>
          <Table.Td dir="ltr">{c.claim_id}</Table.Td>
          <Table.Td>{c.line ? t('{amount} ({route})', { amount: amountText(c.line.payout), route: routeLabel(c.line.route) }) : '—'}</Table.Td>
          <Table.Td>{c.ready ? t('Ready') : c.reasons.map(payoutReason).join(' ')}</Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** A reference or account number keeps its own order inside a right-to-left sentence (U+2068 … U+2069). */
const isolate = (data: string) => `\u2068${data}\u2069`;

function itemText(i: RunItem): string {
  const payout = i.rate
    ? t('{payout} ({source} at {rate} on {date})', {
        payout: amountText(i.payout),
        source: amountText(i.source),
        rate: rateText(i.rate.rate),
        date: dayText(i.rate.date),
      })
    : amountText(i.payout);
  return t('{reference}: {payout} to {account}, {status}', {
    reference: isolate(i.reference),
    payout,
    account: isolate(i.account),
    status: itemStateLabel(i.status),
  });
}

interface RunCardProps {
  run: PayoutRun;
  onChange: () => void;
  onConfirmed: (note: string) => void;
  fail: (error: unknown) => void;
}

export function RunCard({ run, onChange, onConfirmed, fail }: RunCardProps) {
  const [valueDate, setValueDate] = useState(run.execution_date);
  const [reference, setReference] = useState('');
  const act = (work: () => Promise<unknown>) => () => void work().then(onChange, fail);
  const totals = run.totals.map((total) => t('{count} × {amount}', { count: formatNumber(total.count), amount: amountText(total) }));
  return (
    <Stack gap="xs" p="md" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <Group gap="sm">
        <Title order={3}>{t('Run of {date}', { date: dayText(run.execution_date) })}</Title>
        <Badge>{runStateLabel(run.status)}</Badge>
        <Text>{formatList(totals)}</Text>
      </Group>
      <Text size="sm">{run.items.map(itemText).join(' · ')}</Text>
      <Group gap="sm">
        {run.status === 'created' ? <Button onClick={act(() => approveRun(run.id))}>{t('Approve (a second admin)')}</Button> : null}
        {run.status !== 'created' && run.files.sepa ? (
          <Button variant="default" onClick={act(() => downloadRunFile(run.id, 'pain.001'))}>
            {t('SEPA file (pain.001)')}
          </Button>
        ) : null}
        {run.status !== 'created' && run.files.csv ? (
          <Button variant="default" onClick={act(() => downloadRunFile(run.id, 'bank.csv'))}>
            {t('Bank CSV')}
          </Button>
        ) : null}
      </Group>
      {run.status === 'approved' ? <PayoutReportUpload runId={run.id} date={dayText(run.execution_date)} onConfirmed={onConfirmed} /> : null}
      {run.status === 'approved' ? (
        <Group gap="sm" align="end">
          <TextInput label={t('Value date')} type="date" value={valueDate} onChange={(e) => setValueDate(e.currentTarget.value)} />
          <TextInput label={t('Bank reference')} value={reference} maxLength={35} onChange={(e) => setReference(e.currentTarget.value)} />
          <Button disabled={!reference.trim()} onClick={act(() => confirmRun(run.id, { value_date: valueDate, reference }))}>
            {t('Confirm paid')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
