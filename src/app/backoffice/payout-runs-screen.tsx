// /backoffice/payouts: payout runs (issue #36). Approved claims with what each still misses; an
// admin puts the ready ones in a run (with the exchange rate and its date where a payout converts),
// a second admin approves it (the server refuses the creator: four eyes), the files go to the bank,
// and the bank's execution report (pain.002, money-payout-report.tsx) or the date and reference
// from the bank confirm it. The server decides everything; the page says it in the agent's language
// (catalogue area 'backoffice'), refusals by their stable code (money-messages.ts).
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { formatNumber, t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { moneyProblem } from './money-messages.ts';
import { PageNotes } from './money-scaffold.tsx';
import { CandidateTable, RunCard } from './payout-run-card.tsx';
import { createRun, fetchCandidates, fetchRuns, type Candidate, type PayoutRun } from './payout-runs-api.ts';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export default function PayoutRunsScreen() {
  const user = useRequiredUser('/backoffice/payouts');
  const [runs, setRuns] = useState<PayoutRun[] | null>(null);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const fail = useCallback((failure: unknown) => setError(moneyProblem(failure)), []);

  const reload = useCallback(async () => {
    try {
      const [r, c] = await Promise.all([fetchRuns(), fetchCandidates()]);
      setRuns(r);
      setCandidates(c);
      setError(null);
    } catch (failure) {
      fail(failure);
    }
  }, [fail]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  if (!user || (!runs && !error)) return <PageLoading />;
  const confirmed = (text: string) => {
    setNote(text);
    void reload();
  };

  return (
    <BelowQueuePage>
      <PayoutRunsView runs={runs ?? []} candidates={candidates} error={error} note={note} reload={reload} onConfirmed={confirmed} fail={fail} />
    </BelowQueuePage>
  );
}

interface PayoutRunsViewProps {
  runs: PayoutRun[];
  candidates: Candidate[];
  error: string | null;
  note: string | null;
  reload: () => Promise<void>;
  onConfirmed: (note: string) => void;
  fail: (error: unknown) => void;
}

/** The page below its way back: the waiting claims, a new run's form, and the runs. */
export function PayoutRunsView({ runs, candidates, error, note, reload, onConfirmed, fail }: PayoutRunsViewProps) {
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [executionDate, setExecutionDate] = useState(tomorrow);
  const [rate, setRate] = useState({ from: 'EUR', to: 'AED', rate: '', date: '' });
  const toggle = (id: string) => setChosen((s) => new Set(s.has(id) ? [...s].filter((x) => x !== id) : [...s, id]));
  const refresh = async () => {
    setChosen(new Set());
    await reload();
  };
  const create = () => {
    const rates = rate.rate && rate.date ? [rate] : [];
    void createRun({ claim_ids: [...chosen], execution_date: executionDate, rates }).then(refresh, fail);
  };

  return (
    <>
      <Title order={1}>{t('Payouts')}</Title>
      <PageNotes error={error} errorTitle={t('That did not work')} note={note} />
      <Title order={2}>{t('Claims waiting for their payout')}</Title>
      <CandidateTable candidates={candidates} chosen={chosen} toggle={toggle} />
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput label={t('Execution date')} type="date" value={executionDate} onChange={(e) => setExecutionDate(e.currentTarget.value)} />
        <TextInput
          label={t('Rate from')}
          value={rate.from}
          maxLength={3}
          w={90}
          onChange={(e) => setRate({ ...rate, from: e.currentTarget.value.toUpperCase() })}
        />
        <TextInput label={t('Rate to')} value={rate.to} maxLength={3} w={90} onChange={(e) => setRate({ ...rate, to: e.currentTarget.value.toUpperCase() })} />
        <TextInput
          label={t('Rate')}
          placeholder="3.9512"
          dir="ltr"
          value={rate.rate}
          w={120}
          onChange={(e) => setRate({ ...rate, rate: e.currentTarget.value })}
        />
        <TextInput label={t('Rate date')} type="date" value={rate.date} onChange={(e) => setRate({ ...rate, date: e.currentTarget.value })} />
        <Button disabled={chosen.size === 0} onClick={create}>
          {t('Create a run of {count}', { count: formatNumber(chosen.size) })}
        </Button>
      </Group>
      <Title order={2}>{t('Runs')}</Title>
      {runs.length === 0 ? <Text>{t('No payout run yet.')}</Text> : null}
      {runs.map((run) => (
        <RunCard key={run.id} run={run} onChange={() => void refresh()} onConfirmed={onConfirmed} fail={fail} />
      ))}
    </>
  );
}
