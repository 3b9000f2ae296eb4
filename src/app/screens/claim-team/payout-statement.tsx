// The payout statement: what the airline paid, our fee, VAT on the fee and what the passengers
// receive, per passenger and in total: the server's figures from src/domain/claim/payout.ts, the
// same the agent sees.
import { Table, Text } from '@mantine/core';
import { formatAmountWithCode } from '../../components/claim-format.ts';
import type { Statement } from './progress-api.ts';

const percent = (rate: number) => `${Math.round(rate * 10_000) / 100}%`;

export function PayoutStatement({ statement, note = true }: { statement: Statement; note?: boolean }) {
  const money = (value: number) => formatAmountWithCode(value, statement.currency);
  const several = statement.passengers > 1;
  const rows: [string, number, number][] = [
    ['Compensation from the airline', statement.per_passenger.compensation, statement.total.compensation],
    [`Our fee (${percent(statement.fee_rate)})`, -statement.per_passenger.fee, -statement.total.fee],
    [`VAT on our fee (${percent(statement.vat_rate)})`, -statement.per_passenger.vat, -statement.total.vat],
  ];
  return (
    <>
      <Table aria-label="Payout statement" withRowBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            {several ? <Table.Th scope="col" ta="right">Per passenger</Table.Th> : null}
            <Table.Th scope="col" ta="right">{several ? `Total (${statement.passengers} passengers)` : 'Amount'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, one, all]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400}>{label}</Table.Th>
              {several ? <Table.Td ta="right">{money(one)}</Table.Td> : null}
              <Table.Td ta="right">{money(all)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">You receive</Table.Th>
            {several ? <Table.Td ta="right" fw={700}>{money(statement.per_passenger.net)}</Table.Td> : null}
            <Table.Td ta="right" fw={700}>{money(statement.total.net)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {note ? <Text size="xs" c="gray.7" mt="xs">The same figures our team uses to pay you.</Text> : null}
    </>
  );
}
