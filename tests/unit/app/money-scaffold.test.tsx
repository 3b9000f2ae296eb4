// The money screens' shared table, notes and bank-file upload (statements, invoices, payouts).
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoneyTable, PageNotes, XmlUpload } from '../../../src/app/backoffice/money-scaffold.tsx';
import { theme } from '../../../src/app/theme.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
const headings = (html: string) => [...html.matchAll(/<th(?:\s[^>]*)?>(.*?)<\/th>/g)].map((m) => m[1]);

describe('MoneyTable', () => {
  it('labels the table, one heading per column (an empty one for the actions), the rows in its body', () => {
    const html = render(
      <MoneyTable label="Imported statements" headers={['Statement', 'Credits', null]} minWidth={560} striped>
        <tr>
          <td>STMT-1</td>
        </tr>
      </MoneyTable>,
    );
    expect(html).toContain('aria-label="Imported statements"');
    expect(headings(html)).toEqual(['Statement', 'Credits', '']);
    expect(html).toMatch(/<tbody[^>]*><tr><td>STMT-1<\/td><\/tr><\/tbody>/);
    expect(html).toContain('data-striped');
    expect(html).toContain('ScrollContainer');
  });

  it('scrolls sideways only when given a width', () => {
    const html = render(<MoneyTable label="Claims" headers={['Pay']} children={null} />);
    expect(html).not.toContain('ScrollContainer');
    expect(html).not.toContain('data-striped');
  });
});

describe('PageNotes', () => {
  it('the refusal as an alert with its title, what was done as a status, nothing when neither', () => {
    const html = render(<PageNotes error="This run is already confirmed." errorTitle="Not done" note="Statement imported." />);
    expect(html).toMatch(/role="alert"[\s\S]*Not done[\s\S]*This run is already confirmed\./);
    expect(html).toMatch(/role="status"[\s\S]*Statement imported\./);
    expect(render(<PageNotes error={null} note={null} />)).not.toMatch(/role="(alert|status)"/);
  });
});

describe('XmlUpload', () => {
  it('an XML file input with its label, and its button disabled until a file is chosen', () => {
    const html = render(
      <XmlUpload label="Bank statement (camt.053 XML)" button="Import statement" file={null} onFile={() => {}} busy={false} onSend={() => {}} />,
    );
    expect(html).toContain('Bank statement (camt.053 XML)');
    expect(html).toContain('accept=".xml,application/xml,text/xml"');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>[\s\S]*Import statement/);
  });
});
