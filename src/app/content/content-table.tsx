// A content page's table, as Mantine's <Table striped withTableBorder verticalSpacing="sm"> inside
// a native <Table.ScrollContainer> renders it, with the same classes (so Mantine's stylesheet
// styles it) but without the Table component: Table carries its ScrollContainer, which imports
// ScrollArea and with it @floating-ui (about 17 KB gzip) that every rights page then fetched
// before it was usable, for a container that scrolls natively here.
// tests/unit/content-table.test.ts checks the classes against Mantine's.
import type { CSSProperties, ReactNode } from 'react';

/** Mantine's Table classes (@mantine/core Table.classes). */
export const TABLE_CLASSES = {
  table: 'm_b23fa0ef',
  th: 'm_4e7aa4f3',
  tr: 'm_4e7aa4fd',
  td: 'm_4e7aa4ef',
  tbody: 'm_b2404537',
  thead: 'm_b242d975',
  caption: 'm_9e5a3ac7',
  scrollContainer: 'm_a100c15',
  scrollContainerInner: 'm_62259741',
} as const;

const part = (name: keyof typeof TABLE_CLASSES, staticName: string) => `${TABLE_CLASSES[name]} mantine-${staticName}-${name}`;

export interface ContentTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

function Row({ children }: { children: ReactNode }) {
  return (
    <tr className={part('tr', 'Table')} data-with-row-border="true" data-striped="odd">
      {children}
    </tr>
  );
}

export function ContentTableView({ table }: { table: ContentTable }) {
  const container = { '--table-min-width': 'calc(21.25rem * var(--mantine-scale))', '--table-overflow': 'auto' } as CSSProperties;
  return (
    <div style={container} className={part('scrollContainer', 'TableScrollContainer')} tabIndex={0} role="region" aria-label={table.caption}>
      <div className={part('scrollContainerInner', 'TableScrollContainer')}>
        <table
          style={{ '--table-vertical-spacing': 'var(--mantine-spacing-sm)' } as CSSProperties}
          className={part('table', 'Table')}
          data-with-table-border="true"
        >
          <caption style={{ color: 'var(--mantine-color-gray-7)' }} className={part('caption', 'Table')} data-side="bottom">
            {table.caption}
          </caption>
          <thead className={part('thead', 'Table')}>
            <Row>
              {table.head.map((h) => (
                <th key={h} className={part('th', 'Table')} scope="col">
                  {h}
                </th>
              ))}
            </Row>
          </thead>
          <tbody className={part('tbody', 'Table')}>
            {table.rows.map((row, r) => (
              <Row key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} style={{ fontWeight: 500 }} className={part('th', 'Table')} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className={part('td', 'Table')}>
                      {cell}
                    </td>
                  ),
                )}
              </Row>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
