// The payout on the agent's claim view: the statement the passenger sees (the server computes it
// once, src/domain/claim/payout.ts) and the account to pay it to: in full for the payer and the
// assigned agent (the server records each such read), masked for everyone else.
import { Stack, Table, Text } from '@mantine/core';
import { PayoutStatement } from '../screens/claim-team/payout-statement.tsx';
import type { Statement } from '../screens/claim-team/progress-api.ts';

interface AccountDetails {
  kind: 'iban' | 'account';
  holderName: string;
  iban?: string;
  accountNumber?: string;
  bic?: string;
  country?: string;
}
export interface AgentPayoutAccount {
  masked: string;
  holder_name: string;
  updated_at: string;
  /** null: this reader sees the masked account only. */
  details: AccountDetails | null;
}

export function ClaimPayout({ statement, account }: { statement: Statement | null; account: AgentPayoutAccount | null }) {
  const d = account?.details;
  const rows: [string, string][] = d
    ? [
        ['Holder', d.holderName],
        ...(d.kind === 'iban'
          ? ([['IBAN', d.iban ?? '']] as [string, string][])
          : ([
              ['Account number', d.accountNumber ?? ''],
              ['BIC', d.bic ?? ''],
              ['Country', d.country ?? ''],
            ] as [string, string][])),
      ]
    : [];
  return (
    <Stack gap="md">
      {statement ? (
        <PayoutStatement statement={statement} note={false} />
      ) : (
        <Text size="sm">No statement until the airline approves and the amount received is recorded.</Text>
      )}
      {account && !d ? (
        <Text size="sm">
          Account <span dir="ltr">{account.masked}</span> ({account.holder_name}). The full details are shown to the payer and to the agent the claim is
          assigned to; each view is recorded on the timeline.
        </Text>
      ) : d ? (
        <Table variant="vertical" aria-label="Payout account" withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td dir="ltr">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">The passenger has not given a payout account yet.</Text>
      )}
    </Stack>
  );
}
