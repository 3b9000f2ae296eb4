// A content page's table is written without Mantine's Table (content-table.tsx: Table brings
// ScrollArea and @floating-ui into every rights page's start-up). It must stay the markup Mantine
// renders, so Mantine's stylesheet keeps styling it: compared here with Mantine's own output.
import { MantineProvider, Table } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentTableView, TABLE_CLASSES, type ContentTable } from '../../../src/app/content/content-table.tsx';
import { theme } from '../../../src/app/theme.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

const table: ContentTable = {
  caption: 'Fixed compensation per passenger',
  head: ['Flight distance', 'EC 261', 'UK261'],
  rows: [
    ['1,500 km or less', '€250', '£220'],
    ['more than 3,500 km', '€600', '£520'],
  ],
};

/** content-page.tsx's table as it was written with Mantine's components. */
function MantineTable() {
  return (
    <Table.ScrollContainer minWidth={340} type="native" tabIndex={0} role="region" aria-label={table.caption}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Caption c="gray.7">{table.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.head.map((h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, r) => (
            <Table.Tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <Table.Th key={c} scope="row" fw={500}>
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={c}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

describe('ContentTableView', () => {
  it("uses Mantine's Table classes", () => {
    expect(TABLE_CLASSES).toEqual(Table.classes);
  });

  it('renders the markup of Mantine’s striped, bordered table in a native scroll container', () => {
    expect(render(<ContentTableView table={table} />)).toBe(render(<MantineTable />));
  });
});
