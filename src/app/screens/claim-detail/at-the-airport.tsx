// On the claim page (issue #21): "Your rights right now" for the claim's flight, judged on this
// device (offline), and the receipts filed with it: from the server once it has them (with its
// totals per currency), else this device's copy, marked as waiting to be sent.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ExpenseListWire } from '../../../domain/claim/index.ts';
import { EXPENSE_KIND_LABELS } from '../../../domain/claim/index.ts';
import { useExpenseRows } from '../../../offline/expense-hooks.ts';
import { ReceiptsList } from '../claim/documents/receipts-list.tsx';
import { receiptLines, totalLine } from '../claim/rules/receipts.ts';
import { RightsNowCard } from '../claim/steps/rights-now-card.tsx';
import { MontrealCard } from './montreal-card.tsx';
import type { ClaimRules } from './claim-rules.ts';
import { useClaimApi } from './use-claim-api.ts';
import { formatList, t } from '../../i18n/t.ts';

export function ClaimAtTheAirport({ claimId, sent, rules }: { claimId: string; sent: boolean; rules: ClaimRules }) {
  const local = useExpenseRows(claimId) ?? [];
  const server = useClaimApi<ExpenseListWire>(claimId, '/expenses', sent);
  // The server's list once it answers, and any receipt it refused (only this device knows why).
  const lines = server
    ? [
        ...server.data.map((e) => ({ id: e.id, label: t(EXPENSE_KIND_LABELS[e.kind]), amount: `${e.amount} ${e.currency}`, name: e.name })),
        ...receiptLines(local.filter((r) => r.refused)),
      ]
    : receiptLines(local);
  const total = server
    ? server.totals.length > 0
      ? t('Total: {amounts}', { amounts: formatList(server.totals.map((sum) => `${sum.amount} ${sum.currency}`)) })
      : null
    : totalLine(local);
  return (
    <>
      <RightsNowCard request={rules.request} />
      <MontrealCard view={rules.montreal} />
      {lines.length > 0 && (
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('Receipts')} data-testid="claim-receipts">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('Receipts (care expenses)')}
            </Title>
            <ReceiptsList lines={lines} total={total} note={server || sent ? undefined : t('waiting to be sent')} />
            <Text fz="sm" c="gray.7">
              {t('We claim these back from the airline with your compensation.')}
            </Text>
          </Stack>
        </Card>
      )}
    </>
  );
}
