// The theme gives every scrollable table its keyboard and screen-reader defaults (WCAG: a
// scrolling region must be focusable and named), without importing the Table component itself.
import { MantineProvider, Table } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/app/theme.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe('theme', () => {
  it('a table scroll container is a focusable, named region with native scrolling', () => {
    const html = render(
      <Table.ScrollContainer minWidth={600}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>cell</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>,
    );
    const container = /<div[^>]*role="region"[^>]*>/.exec(html)?.[0];
    expect(container).toBeDefined();
    expect(container).toContain('tabindex="0"');
    expect(container).toContain('aria-label="Scrollable table"');
    // type="native": a plain overflow box, not Mantine's ScrollArea with its custom scrollbars.
    expect(html).not.toContain('mantine-ScrollArea-root');
  });

  it('a screen can still override a default', () => {
    const html = render(
      <Table.ScrollContainer minWidth={600} aria-label="Payouts">
        <Table />
      </Table.ScrollContainer>,
    );
    expect(html).toContain('aria-label="Payouts"');
    expect(html).not.toContain('aria-label="Scrollable table"');
  });
});
