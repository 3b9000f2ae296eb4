// The claim view's long lists (bench:growth-ui): a claim with 300 timeline entries and 100
// documents puts a page of each in the page, the newest entries and the first documents, with a
// button for the rest; a short list shows whole, without the button.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { BackofficeClaim, ClaimEvent } from '../../../src/app/backoffice/api.ts';
import { ClaimDocuments, DOCUMENTS_PAGE } from '../../../src/app/backoffice/claim-documents.tsx';
import { ClaimTimeline, TIMELINE_PAGE } from '../../../src/app/backoffice/claim-timeline.tsx';
import { pageOfList } from '../../../src/app/components/long-list.ts';
import { theme } from '../../../src/app/theme.ts';

function claimWith(documents: number, events: number): BackofficeClaim {
  const note = (i: number): ClaimEvent => ({
    id: i,
    actor_id: 'agent',
    action: 'note',
    from_status: null,
    to_status: null,
    reason: null,
    details: { note: `note ${i}` },
    at: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
  });
  return {
    claim: {
      id: 'c1',
      status_history: [],
      documents: Array.from({ length: documents }, (_, i) => ({ id: `d${i}`, name: `receipt-${i}.pdf`, type: 'application/pdf', size: 1000 })),
      signature: null,
    },
    events: Array.from({ length: events }, (_, i) => note(i)),
    ready_questions: [],
  } as unknown as BackofficeClaim;
}

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
const items = (html: string) => html.match(/data-list-item/g)?.length ?? 0;

describe('the claim view bounds its long lists', () => {
  test('300 timeline entries: the newest 50, and a button for the 250 earlier ones', () => {
    const html = render(<ClaimTimeline detail={claimWith(0, 300)} />);
    expect(items(html)).toBe(TIMELINE_PAGE);
    expect(html).toContain('note 299');
    expect(html).not.toContain('note 249<');
    expect(html).toContain('Show 50 more earlier entries (250 not shown)');
  });

  test('100 documents: the first 20, and a button for the rest', () => {
    const html = render(<ClaimDocuments detail={claimWith(100, 0)} />);
    expect(items(html)).toBe(DOCUMENTS_PAGE);
    expect(html).toContain('receipt-0.pdf');
    expect(html).not.toContain('receipt-20.pdf');
    expect(html).toContain('Show 20 more documents (80 not shown)');
  });

  test('short lists show whole, with no button', () => {
    const timeline = render(<ClaimTimeline detail={claimWith(0, 3)} />);
    const documents = render(<ClaimDocuments detail={claimWith(2, 0)} />);
    expect(items(timeline)).toBe(3);
    expect(items(documents)).toBe(2);
    expect(timeline + documents).not.toContain('not shown');
  });

  test('pageOfList keeps the first or the last items', () => {
    expect(pageOfList(300, 50, 'last')).toEqual({ start: 250, end: 300, hidden: 250 });
    expect(pageOfList(300, 50, 'first')).toEqual({ start: 0, end: 50, hidden: 250 });
    expect(pageOfList(10, 50, 'first')).toEqual({ start: 0, end: 10, hidden: 0 });
  });
});
