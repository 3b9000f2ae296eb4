// The payout statement: what the airline paid, our fee, VAT on the fee and what the passengers
// receive, per passenger and in total: the server's figures from src/domain/claim/payout.ts, the
// same the agent sees.
import { Table, Text } from '@mantine/core';
import { formatAmountWithCode } from '../../components/claim-format.ts';
import { formatRate, t, tp } from '../../i18n/t.ts';
import type { Statement } from './progress-api.ts';

export function PayoutStatement({ statement, note = true }: { statement: Statement; note?: boolean }) {
  const money = (value: number) => formatAmountWithCode(value, statement.currency);
  const several = statement.passengers > 1;
  const rows: [string, number, number][] = [
    [t('Compensation from the airline'), statement.per_passenger.compensation, statement.total.compensation],
    [t('Our fee ({rate})', { rate: formatRate(statement.fee_rate) }), -statement.per_passenger.fee, -statement.total.fee],
    [t('VAT on our fee ({rate})', { rate: formatRate(statement.vat_rate) }), -statement.per_passenger.vat, -statement.total.vat],
  ];
  return (
    <>
      <Table aria-label={t('Payout statement')} withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Item')}</Table.Th>
            {several ? (
              <Table.Th scope="col" ta="end">
                {t('Per passenger')}
              </Table.Th>
            ) : null}
            <Table.Th scope="col" ta="end">
              {several ? tp(statement.passengers, { one: 'Total (# passenger)', other: 'Total (# passengers)' }) : t('Amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, one, all]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>
                {label}
              </Table.Th>
              {several ? <Table.Td ta="end">{money(one)}</Table.Td> : null}
              <Table.Td ta="end">{money(all)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('You receive')}</Table.Th>
            {several ? (
              <Table.Td ta="end" fw={700}>
                {money(statement.per_passenger.net)}
              </Table.Td>
            ) : null}
            <Table.Td ta="end" fw={700}>
              {money(statement.total.net)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {note ? (
        <Text size="xs" c="gray.7" mt="xs">
          {t('The same figures our team uses to pay you.')}
        </Text>
      ) : null}
    </>
  );
}
