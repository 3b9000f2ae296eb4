// The payout on the agent's claim view: the statement the passenger sees (the server computes it
// once, src/domain/claim/payout.ts) and the account to pay it to: in full for the payer and the
// assigned agent (the server records each such read), masked for everyone else.
import { Alert, Stack, Table, Text } from '@mantine/core';
import { formatTimestamp } from '../components/claim-format.ts';
import { rich } from '../i18n/rich.tsx';
import { t, tp } from '../i18n/t.ts';
import { PayoutStatement } from '../screens/claim-team/payout-statement.tsx';
import type { Statement } from '../screens/claim-team/progress-api.ts';
import type { ClaimEvent } from './api.ts';
import { payoutChangeText } from './claim-timeline.tsx';

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

/**
 * A replaced account (review N3) is said above it, with when: money about to go to an account the
 * passenger changed lately deserves a second look (the passenger was e-mailed).
 */
function AccountChanged({ events }: { events: readonly ClaimEvent[] }) {
  const changes = events.filter((e) => e.action === 'payout-account-changed');
  const last = changes.at(-1);
  if (!last?.details.before) return null;
  return (
    <Alert color="yellow" title={t('The passenger changed the payout account on {date}', { date: formatTimestamp(last.at) })} role="status">
      <Text size="sm">
        {t('{change}.', { change: payoutChangeText(last) })}{' '}
        {changes.length > 2
          ? tp(changes.length - 1, { one: 'Changed # time in all; see the timeline.', other: 'Changed # times in all; see the timeline.' })
          : ''}
      </Text>
    </Alert>
  );
}

export function ClaimPayout({
  statement,
  account,
  events = [],
}: {
  statement: Statement | null;
  account: AgentPayoutAccount | null;
  events?: readonly ClaimEvent[];
}) {
  const d = account?.details;
  const rows: [string, string][] = d
    ? [
        [t('Holder'), d.holderName],
        ...(d.kind === 'iban'
          ? ([[t('IBAN'), d.iban ?? '']] as [string, string][])
          : ([
              [t('Account number'), d.accountNumber ?? ''],
              [t('BIC'), d.bic ?? ''],
              [t('Country'), d.country ?? ''],
            ] as [string, string][])),
      ]
    : [];
  return (
    <Stack gap="md">
      {statement ? (
        <PayoutStatement statement={statement} note={false} />
      ) : (
        <Text size="sm">{t('No statement until the airline approves and the amount received is recorded.')}</Text>
      )}
      <AccountChanged events={events} />
      {account && !d ? (
        <Text size="sm">
          {rich(
            t(
              'Account {account} ({holder}). The full details are shown to the payer and to the agent the claim is assigned to; each view is recorded on the timeline.',
            ),
            { account: <bdi dir="ltr">{account.masked}</bdi>, holder: <bdi>{account.holder_name}</bdi> },
          )}
        </Text>
      ) : d ? (
        <Table variant="vertical" aria-label={t('Payout account')} withRowBorders={false}>
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
        <Text size="sm">{t('The passenger has not given a payout account yet.')}</Text>
      )}
    </Stack>
  );
}
