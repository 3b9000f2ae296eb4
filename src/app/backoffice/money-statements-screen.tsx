// /backoffice/statements: money in (issue #36). An agent uploads the bank's camt.053 statement of
// our client account; each credit naming a claim that waits for exactly that amount becomes its
// airline payment, the rest waits in the list below, where the agent names the claim by hand (the
// server applies the same rule and says why it refuses). Imported statements show what matched.
import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { formatMinorUnits } from '../../domain/money/minor-units.ts';
import { formatTimestamp } from '../components/dates.ts';
import { t } from '../i18n/t.ts';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { fetchStatement, fetchStatements, fetchUnmatched, importStatement, matchCredit, type BankCredit, type BankStatement } from './money-api.ts';
import { moneyProblem } from './money-messages.ts';
import { MoneyTable, PageNotes, XmlUpload } from './money-scaffold.tsx';

const amount = (c: BankCredit) => (
  <span dir="ltr">
    {formatMinorUnits(c.amount_minor, c.currency)} {c.currency}
  </span>
);

function ImportForm({ onImported, fail }: { onImported: (note: string) => void; fail: (error: unknown) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importStatement(file);
      const matched = result.credits.filter((c) => c.matched).length;
      onImported(
        result.already_imported
          ? t('Statement {id} was already imported. Nothing changed.', { id: result.statement_id })
          : t('Statement {id} imported: {matched} matched, {waiting} waiting for an agent.', {
              id: result.statement_id,
              matched,
              waiting: result.credits.length - matched,
            }),
      );
      setFile(null);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <XmlUpload label={t('Bank statement (camt.053 XML)')} button={t('Import statement')} file={file} onFile={setFile} busy={busy} onSend={() => void send()} />
  );
}

function StatementTable({ statements, open }: { statements: BankStatement[]; open: (id: string) => void }) {
  if (statements.length === 0) return <Text>{t('No statement imported yet.')}</Text>;
  return (
    <MoneyTable
      label={t('Imported statements')}
      headers={[t('Statement'), t('Imported'), t('Credits'), t('Matched'), t('Waiting'), null]}
      minWidth={560}
      striped
    >
      {statements.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Td dir="ltr">{s.statement_id}</Table.Td>
          <Table.Td>{formatTimestamp(s.imported_at)}</Table.Td>
          <Table.Td>{s.credits}</Table.Td>
          <Table.Td>{s.matched}</Table.Td>
          <Table.Td>{s.unmatched > 0 ? <Badge color="orange">{s.unmatched}</Badge> : s.unmatched}</Table.Td>
          <Table.Td>
            <Button size="xs" variant="default" onClick={() => open(s.id)} aria-label={t('Show credits of {id}', { id: s.statement_id })}>
              {t('Show credits')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

function CreditRows({ credits }: { credits: BankCredit[] }) {
  return (
    <MoneyTable label={t('Credits of the statement')} headers={[t('Amount'), t('Value date'), t('Remittance information'), t('Result')]} minWidth={640}>
      {credits.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>{amount(c)}</Table.Td>
          <Table.Td dir="ltr">{c.value_date}</Table.Td>
          <Table.Td dir="ltr">{c.remittance}</Table.Td>
          <Table.Td>{c.matched ? <Badge color="green">{t('Matched')}</Badge> : <Badge color="orange">{t('Waiting')}</Badge>}</Table.Td>
        </Table.Tr>
      ))}
    </MoneyTable>
  );
}

/** One credit that waits, with the claim the agent names for it. */
function WaitingCredit({ credit, onMatched }: { credit: BankCredit; onMatched: (note: string) => void }) {
  const [claim, setClaim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const match = async () => {
    setBusy(true);
    setError(null);
    try {
      await matchCredit(credit.id, claim);
      onMatched(
        t('The credit of {amount} is now the airline payment of claim {claim}.', {
          amount: `${formatMinorUnits(credit.amount_minor, credit.currency)} ${credit.currency}`,
          claim: claim.trim().toUpperCase(),
        }),
      );
    } catch (failure) {
      setError(moneyProblem(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6} p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid="waiting-credit">
      <Group gap="sm" wrap="wrap">
        <Text fw={700}>{amount(credit)}</Text>
        <Text size="sm">{t('Value date {date}', { date: credit.value_date })}</Text>
        {credit.debtor_name ? <Text size="sm">{t('From {name}', { name: credit.debtor_name })}</Text> : null}
      </Group>
      <Text size="sm" dir="ltr">
        {credit.remittance}
      </Text>
      {/* The server's reason is in English (the bank's words and the claim's status); shown as it is. */}
      <Text size="sm" c="gray.8" dir="ltr">
        {credit.unmatched_reason}
      </Text>
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          label={t('Claim reference')}
          description={t('8 characters, like 1A2B3C4D, or the claim’s id')}
          value={claim}
          onChange={(e) => setClaim(e.currentTarget.value)}
          maxLength={64}
          dir="ltr"
          w={260}
          maw="100%"
        />
        <Button onClick={() => void match()} disabled={!claim.trim()} loading={busy}>
          {t('Match to this claim')}
        </Button>
      </Group>
      {/* Beside the field, not as its error state: Mantine colours the typed reference red, too faint to read. */}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

export default function MoneyStatementsScreen() {
  const user = useRequiredUser('/backoffice/statements');
  const [statements, setStatements] = useState<BankStatement[] | null>(null);
  const [waiting, setWaiting] = useState<BankCredit[]>([]);
  const [shown, setShown] = useState<(BankStatement & { items: BankCredit[] }) | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback((failure: unknown) => setError(moneyProblem(failure)), []);

  const reload = useCallback(async () => {
    try {
      const [s, w] = await Promise.all([fetchStatements(), fetchUnmatched()]);
      setStatements(s);
      setWaiting(w);
    } catch (failure) {
      fail(failure);
    }
  }, [fail]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  if (!user || (!statements && !error)) return <PageLoading />;
  const done = (text: string) => {
    setNote(text);
    setError(null);
    setShown(null);
    void reload();
  };
  const open = (id: string) => void fetchStatement(id).then(setShown, fail);

  return (
    <BelowQueuePage>
      <Title order={1}>{t('Bank statements')}</Title>
      <PageNotes error={error} errorTitle={t('Not done')} note={note} />
      <ImportForm onImported={done} fail={fail} />
      <Title order={2}>{t('Imported statements')}</Title>
      <StatementTable statements={statements ?? []} open={open} />
      {shown ? (
        <Stack gap="xs">
          <Title order={3} dir="ltr">
            {shown.statement_id}
          </Title>
          <CreditRows credits={shown.items} />
        </Stack>
      ) : null}
      <Title order={2}>{t('Credits waiting for an agent')}</Title>
      {waiting.length === 0 ? <Text>{t('Every credit is matched.')}</Text> : null}
      {waiting.map((credit) => (
        <WaitingCredit key={credit.id} credit={credit} onMatched={done} />
      ))}
    </BelowQueuePage>
  );
}
