// One chart of the desk page with what a screen reader and a keyboard user get instead: the chart
// is an image named by a sentence of its figures, and the same figures follow as a table (shown
// on request, always in the accessibility tree).
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { t } from '../i18n/t.ts';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export function DeskChart({
  title,
  rows,
  series,
  stacked = false,
}: {
  title: string;
  /** One row per bar: its label and a count per series. */
  rows: ({ label: string } & Record<string, number | string>)[];
  series: ChartSeries[];
  stacked?: boolean;
}) {
  const id = useId();
  const summary = rows
    .map((row) => `${row.label}: ${series.map((s) => (series.length > 1 ? `${s.label} ${row[s.name]}` : String(row[s.name]))).join(', ')}`)
    .join('; ');
  return (
    <Stack gap="xs" component="figure" m={0} aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('Nothing to show yet.')}</Text>
      ) : (
        <>
          <div role="img" aria-label={`${title}. ${summary}`}>
            <BarChart
              h={220}
              data={rows}
              dataKey="label"
              type={stacked ? 'stacked' : 'default'}
              series={series}
              withLegend={series.length > 1}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
              barProps={{ isAnimationActive: false }}
            />
          </div>
          <details>
            <summary>{t('Show the figures as a table')}</summary>
            <Table.ScrollContainer minWidth={280}>
              <Table captionSide="top">
                <Table.Caption>{title}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('Group')}</Table.Th>
                    {series.map((s) => (
                      <Table.Th key={s.name} scope="col">
                        {s.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row">{row.label}</Table.Th>
                      {series.map((s) => (
                        <Table.Td key={s.name}>{row[s.name]}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
    </Stack>
  );
}
