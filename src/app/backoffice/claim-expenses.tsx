// The claim's care expenses for the agent (issue #21): each receipt with what it was for, its
// amount and currency, a total per currency (never converted), and the receipt itself opened
// like documents (images inline from a blob: URL, PDFs saved as files).
import { Button, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { EXPENSE_KIND_LABELS, type ExpenseListWire } from '../../domain/claim/index.ts';
import { documentBlob, fetchExpenses } from './api.ts';
import { saveAs } from '../components/save-file.ts';

export function ClaimExpenses({ claimId }: { claimId: string }) {
  const [list, setList] = useState<ExpenseListWire | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ id: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    fetchExpenses(claimId).then(
      (l) => live && setList(l),
      (e: unknown) => live && setError(e instanceof Error ? e.message : 'The receipts could not be loaded.'),
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

  const open = async (id: string, name: string, image: boolean) => {
    try {
      const blob = await documentBlob(claimId, `expenses/${id}`);
      if (image) return setShown({ id, url: URL.createObjectURL(blob) });
      saveAs(blob, name);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The receipt could not be loaded.');
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Care expenses" data-testid="claim-expenses">
      <Title order={2} size="h3" mb="sm">
        Care expenses
      </Title>
      {!list && !error && <Text c="gray.7">Loading receipts…</Text>}
      {list && list.data.length === 0 && <Text>No receipts filed.</Text>}
      {list && list.data.length > 0 && (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>For</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((e) => (
                  <Table.Tr key={e.id} data-expense={e.kind}>
                    <Table.Td>{EXPENSE_KIND_LABELS[e.kind]}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {e.amount} {e.currency}
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="default" onClick={() => void open(e.id, e.name, e.content_type.startsWith('image/'))}>
                        {e.content_type.startsWith('image/') ? `View ${e.name}` : `Download ${e.name}`}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group gap="lg" data-testid="expense-totals">
            {list.totals.map((t) => (
              <Text key={t.currency} fw={700}>
                Total {t.currency}:{' '}
                <Text span ff="monospace" fw={700}>
                  {t.amount}
                </Text>{' '}
                <Text span size="sm" c="gray.7">
                  ({t.count} {t.count === 1 ? 'receipt' : 'receipts'})
                </Text>
              </Text>
            ))}
          </Group>
          {shown && <Image src={shown.url} alt="Receipt" w="auto" maw="100%" mah={480} fit="contain" radius="sm" />}
        </Stack>
      )}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
