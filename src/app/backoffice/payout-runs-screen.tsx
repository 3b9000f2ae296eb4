// /backoffice/payouts: payout runs (issue #36). Approved claims with what each still misses; an
// admin puts the ready ones in a run (with the exchange rate and its date where a payout converts),
// a second admin approves it (the server refuses the creator: four eyes), the files go to the bank,
// and the bank's execution report (pain.002, money-payout-report.tsx) or the date and reference
// from the bank confirm it. The server decides everything; English only,
// as the rest of the back office.
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { problemMessage } from './problem-message.ts';
import { PayoutReportUpload } from './money-payout-report.tsx';
import { MoneyTable, PageNotes } from './money-scaffold.tsx';
import {
  approveRun,
  confirmRun,
  createRun,
  downloadRunFile,
  fetchCandidates,
  fetchRuns,
  type Amount,
  type Candidate,
  type PayoutRun,
} from './payout-runs-api.ts';

const money = (a: Amount) => `${formatMinorUnits(a.amount, a.currency)} ${a.currency}`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function CandidateTable({ candidates, chosen, toggle }: { candidates: Candidate[]; chosen: Set<string>; toggle: (id: string) => void }) {
  if (candidates.length === 0) return <Text>No approved claim is waiting for its payout.</Text>;
  return (
    <MoneyTable label="Claims waiting for their payout" headers={['Pay', 'Claim', 'Payout', 'What is missing']}>
      {candidates.map((c) => (
        <Table.Tr key={c.claim_id}>
          <Table.Td>
            <Checkbox aria-label={`Pay claim ${c.claim_id}`} checked={chosen.has(c.claim_id)} disabled={!c.ready} onChange={() => toggle(c.claim_id)} />
          </Table.Td>
          <Table.Td>{c.claim_id}</Table.Td>
          <Table.Td>{c.line ? `${money(c.line.payout)} (${c.line.route === 'sepa' ? 'SEPA' : 'bank CSV'})` : '—'}</Table.Td>
          <Table.Td>{c.ready ? 'Ready' : c.reasons.map((r) => r.message).join(' ')}</Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

interface RunCardProps {
  run: PayoutRun;
  onChange: () => void;
  onConfirmed: (note: string) => void;
  fail: (error: unknown) => void;
}

function RunCard({ run, onChange, onConfirmed, fail }: RunCardProps) {
  const [valueDate, setValueDate] = useState(run.execution_date);
  const [reference, setReference] = useState('');
  const act = (work: () => Promise<unknown>) => () => void work().then(onChange, fail);
  return (
    <Stack gap="xs" p="md" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
      <Group gap="sm">
        <Title order={3}>Run of {run.execution_date}</Title>
        <Badge>{run.status}</Badge>
        <Text>{run.totals.map((t) => `${t.count} × ${money(t)}`).join(', ')}</Text>
      </Group>
      <Text size="sm">
        {run.items
          .map(
            (i) =>
              `${i.reference}: ${money(i.payout)}${i.rate ? ` (${money(i.source)} at ${i.rate.rate} on ${i.rate.date})` : ''} to ${i.account}, ${i.status}`,
          )
          .join(' · ')}
      </Text>
      <Group gap="sm">
        {run.status === 'created' ? <Button onClick={act(() => approveRun(run.id))}>Approve (a second admin)</Button> : null}
        {run.status !== 'created' && run.files.sepa ? (
          <Button variant="default" onClick={act(() => downloadRunFile(run.id, 'pain.001'))}>
            SEPA file (pain.001)
          </Button>
        ) : null}
        {run.status !== 'created' && run.files.csv ? (
          <Button variant="default" onClick={act(() => downloadRunFile(run.id, 'bank.csv'))}>
            Bank CSV
          </Button>
        ) : null}
      </Group>
      {run.status === 'approved' ? <PayoutReportUpload runId={run.id} date={run.execution_date} onConfirmed={onConfirmed} /> : null}
      {run.status === 'approved' ? (
        <Group gap="sm" align="end">
          <TextInput label="Value date" type="date" value={valueDate} onChange={(e) => setValueDate(e.currentTarget.value)} />
          <TextInput label="Bank reference" value={reference} maxLength={35} onChange={(e) => setReference(e.currentTarget.value)} />
          <Button disabled={!reference.trim()} onClick={act(() => confirmRun(run.id, { value_date: valueDate, reference }))}>
            Confirm paid
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export default function PayoutRunsScreen() {
  const user = useRequiredUser('/backoffice/payouts');
  const [runs, setRuns] = useState<PayoutRun[] | null>(null);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [executionDate, setExecutionDate] = useState(tomorrow);
  const [rate, setRate] = useState({ from: 'EUR', to: 'AED', rate: '', date: '' });
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const fail = useCallback((failure: unknown) => setError(problemMessage(failure)), []);

  const reload = useCallback(async () => {
    try {
      const [r, c] = await Promise.all([fetchRuns(), fetchCandidates()]);
      setRuns(r);
      setCandidates(c);
      setChosen(new Set());
      setError(null);
    } catch (failure) {
      fail(failure);
    }
  }, [fail]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  if (!user || (!runs && !error)) return <PageLoading />;
  const toggle = (id: string) => setChosen((s) => new Set(s.has(id) ? [...s].filter((x) => x !== id) : [...s, id]));
  const confirmed = (text: string) => {
    setNote(text);
    void reload();
  };
  const create = () => {
    const rates = rate.rate && rate.date ? [rate] : [];
    void createRun({ claim_ids: [...chosen], execution_date: executionDate, rates }).then(reload, fail);
  };

  return (
    <BelowQueuePage>
      <Title order={1}>Payouts</Title>
      <PageNotes error={error} note={note} />
      <Title order={2}>Claims waiting for their payout</Title>
      <CandidateTable candidates={candidates} chosen={chosen} toggle={toggle} />
      <Group gap="sm" align="end">
        <TextInput label="Execution date" type="date" value={executionDate} onChange={(e) => setExecutionDate(e.currentTarget.value)} />
        <TextInput label="Rate from" value={rate.from} maxLength={3} w={90} onChange={(e) => setRate({ ...rate, from: e.currentTarget.value.toUpperCase() })} />
        <TextInput label="Rate to" value={rate.to} maxLength={3} w={90} onChange={(e) => setRate({ ...rate, to: e.currentTarget.value.toUpperCase() })} />
        <TextInput label="Rate" placeholder="3.9512" value={rate.rate} w={120} onChange={(e) => setRate({ ...rate, rate: e.currentTarget.value })} />
        <TextInput label="Rate date" type="date" value={rate.date} onChange={(e) => setRate({ ...rate, date: e.currentTarget.value })} />
        <Button disabled={chosen.size === 0} onClick={create}>
          Create a run of {chosen.size}
        </Button>
      </Group>
      <Title order={2}>Runs</Title>
      {(runs ?? []).length === 0 ? <Text>No payout run yet.</Text> : null}
      {(runs ?? []).map((run) => (
        <RunCard key={run.id} run={run} onChange={() => void reload()} onConfirmed={confirmed} fail={fail} />
      ))}
    </BelowQueuePage>
  );
}
