// The claim's care expenses for the agent (issue #21): each receipt with what it was for, its
// amount and currency, a total per currency (never converted), and the receipt itself opened
// like documents (images inline from a blob: URL, PDFs saved as files).
import { Button, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EXPENSE_KIND_LABELS, type ExpenseListWire } from '../../domain/claim/index.ts';
import { documentBlob, fetchExpenses } from './api.ts';
import { saveAs } from '../components/save-file.ts';
import { numberFormat, t, tp } from '../i18n/t.ts';
import { problemMessage } from './problem-message.ts';

/** '12.50' (the API's decimal) in the agent's digits: '۱۲٫۵۰'. Shown, never computed with. */
const decimal = (amount: string) => numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));

export function ClaimExpenses({ claimId }: { claimId: string }) {
  const [list, setList] = useState<ExpenseListWire | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetchExpenses(claimId).then(
      (l) => live && setList(l),
      (e: unknown) => live && setError(problemMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [claimId]);
  useEffect(
    () => () => {
      if (shown) URL.revokeObjectURL(shown.url);
    },
    [shown],
  );

  const open = (id: string, name: string, image: boolean) =>
    void documentBlob(claimId, `expenses/${id}`).then(
      (blob) => (image ? setShown({ id, url: URL.createObjectURL(blob) }) : saveAs(blob, name)),
      (failure: unknown) => setError(problemMessage(failure)),
    );

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('Care expenses')} data-testid="claim-expenses">
      <Title order={2} size="h3" mb="sm">
        {t('Care expenses')}
      </Title>
      {!list && !error && <Text c="gray.7">{t('Loading receipts…')}</Text>}
      {list && list.data.length === 0 && <Text>{t('No receipts filed.')}</Text>}
      {list && list.data.length > 0 && <ExpenseList list={list} open={open} shown={shown?.url ?? null} />}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** The receipts, each with what it was for and its amount, and a total per currency (never converted). */
export function ExpenseList({ list, open, shown }: { list: ExpenseListWire; open: (id: string, name: string, image: boolean) => void; shown: string | null }) {
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('For')}</Table.Th>
              <Table.Th ta="end">{t('Amount')}</Table.Th>
              <Table.Th>{t('Receipt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((e) => (
              <Table.Tr key={e.id} data-expense={e.kind}>
                <Table.Td>{t(EXPENSE_KIND_LABELS[e.kind])}</Table.Td>
                <Table.Td ta="end" ff="monospace">
                  {decimal(e.amount)} <bdi dir="ltr">{e.currency}</bdi>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="default" onClick={() => open(e.id, e.name, e.content_type.startsWith('image/'))}>
                    {e.content_type.startsWith('image/') ? t('View {name}', { name: e.name }) : t('Download {name}', { name: e.name })}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="lg" data-testid="expense-totals">
        {list.totals.map((total) => (
          <Text key={total.currency} fw={700}>
            {t('Total {currency}:', { currency: total.currency })}{' '}
            <Text span ff="monospace" fw={700}>
              {decimal(total.amount)}
            </Text>{' '}
            <Text span size="sm" c="gray.7">
              {tp(total.count, { one: '(# receipt)', other: '(# receipts)' })}
            </Text>
          </Text>
        ))}
      </Group>
      {shown && <Image src={shown} alt={t('Receipt')} w="auto" maw="100%" mah={480} fit="contain" radius="sm" />}
    </Stack>
  );
}
