// The back office's claims queue in the agent's language: headings, filters, columns, flags, the
// count and the pager's line in English and in Persian (with Persian digits), the refusal and the
// empty table. Rendered to markup inside a router (the queue links to its claims and screens).
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem, QueuePage } from '../../../src/app/backoffice/api.ts';
import { BelowQueuePage } from '../../../src/app/backoffice/below-queue-page.tsx';
import { QueueView } from '../../../src/app/backoffice/queue-screen.tsx';
import { claimCount, pageRange } from '../../../src/app/backoffice/queue-words.ts';
import { loadAreas, loadCatalog } from '../../../src/app/i18n/t.ts';
import { theme } from '../../../src/app/theme.ts';

const CLAIM: QueueItem = {
  id: '0b7f4c1e-9a59-4a0e-8d7e-2f1c5b6a7d21',
  status: 'submitted',
  regime: 'EC261',
  flight_number: 'LH400',
  flight_date: '2025-06-01',
  airline: 'LH',
  passenger_name: 'Reza Rezaei',
  passenger_email: 'reza@example.com',
  booking_reference: 'ABC123',
  assigned_to: 'agent-1',
  open_request: true,
  passenger_locale: 'fa',
  email_verified: false,
  unsigned_cosigners: 2,
  compensation: null,
  created_at: '2025-06-02T10:00:00Z',
  next_due: null,
};

function page(total: number, capped: boolean, data: QueueItem[] = [CLAIM]): QueuePage {
  return {
    data,
    page: { number: 1, size: 50, total, total_capped: capped },
    counts: { draft: 0, submitted: 1234, processing: 3, approved: 0, rejected: 0, paid: 0 },
  };
}

async function render(node: ReactNode): Promise<string> {
  const root = createRootRoute({ component: () => <MantineProvider theme={theme}>{node}</MantineProvider> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/backoffice'] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

const queue = (result: QueuePage | null, error: string | null = null) =>
  render(<QueueView userId="agent-1" filters={{ sort: '-created_at', page: '1' }} onFilters={() => {}} result={result} error={error} />);

/** The page's text without its tags (and React's comment markers). */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const headings = (html: string) => [...html.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]!).trim());

describe('the claims queue in English', () => {
  it('names its heading, links, filters and columns, and counts in English digits', async () => {
    const html = await queue(page(1234, false));
    const words = text(html);
    for (const word of [
      'Claims queue',
      'Airline desk',
      'Tax invoices',
      'Search',
      'Deadline within',
      'Open requests only',
      'Submitted (1,234)',
      'All (1,237)',
    ]) {
      expect(words).toContain(word);
    }
    expect(html).toContain('aria-label="Claims per status"');
    expect(headings(html)).toEqual(expect.arrayContaining(['Reference', 'Status', 'Flight', 'Flight date', 'Passenger', 'Next date', 'Flags', 'Filed on']));
    expect(html).toContain('value="Newest first"');
    for (const control of ['Previous page', 'Next page']) expect(html).toContain(`aria-label="${control}"`);
    expect(words).toContain('1,234 claims');
    expect(words).toContain('1–1 of 1,234');
    for (const flag of ['Mine', 'Question open', 'Persian', 'Address unconfirmed', '2 signatures missing']) expect(words).toContain(flag);
  });

  it('says "more than" once the server stops counting, and one claim in the singular', () => {
    expect(claimCount(1000, true)).toBe('More than 1,000 claims');
    expect(claimCount(1, false)).toBe('1 claim');
    expect(pageRange(1, 50, 1000, true)).toBe('1–50 of more than 1,000');
  });

  it('shows the refusal and the empty table in words', async () => {
    expect(text(await queue(null, 'This area is for claims agents.'))).toMatch(/The queue could not be loaded\s+This area is for claims agents\./);
    expect(text(await queue(page(0, false, [])))).toContain('No claims match.');
    expect(await queue(null)).toContain('role="status" aria-label="Loading"');
  });
});

describe('the claims queue in Persian', () => {
  beforeAll(async () => {
    await loadCatalog('fa');
    await loadAreas(['backoffice', 'common']);
  });
  afterAll(() => loadCatalog('en'));

  it('speaks Persian and writes its numbers in Persian digits', async () => {
    const html = await queue(page(1234, false));
    const words = text(html);
    for (const word of ['صف درخواست‌ها', 'میز شرکت‌های هواپیمایی', 'جستجو', 'مهلت تا', 'فقط پرسش‌های باز']) expect(words).toContain(word);
    expect(html).toContain('value="جدیدترین اول"');
    expect(html).toContain('aria-label="درخواست‌ها بر اساس وضعیت"');
    expect(words).toContain('همه (۱٬۲۳۷)');
    expect(words).toContain('ثبت‌شده (۱٬۲۳۴)'); // Submitted
    expect(headings(html)).toEqual(expect.arrayContaining(['شناسه', 'وضعیت', 'پرواز', 'تاریخ پرواز', 'مسافر', 'نشانه‌ها', 'تاریخ ثبت']));
    expect(words).toContain('۱٬۲۳۴ درخواست');
    expect(words).toContain('۱–۱ از ۱٬۲۳۴');
    expect(words).toContain('۱ ۲ ۳ ۴ ۵ ۲۵'); // the pager's pages
    for (const control of ['صفحهٔ قبل', 'صفحهٔ بعد']) expect(html).toContain(`aria-label="${control}"`);
    for (const flag of ['مال من', 'پرسش باز', 'فارسی', 'نشانی تأییدنشده', '۲ امضا ناقص است']) expect(words).toContain(flag);
    // No English word is left in the page's text (the claim's own data aside), nor a Latin digit.
    const shown = words.slice(words.indexOf('صف درخواست‌ها'));
    expect(shown.replace(/Reza Rezaei|reza@example\.com|LH400|ABC123|EC261|[0-9A-F]{8}/g, '')).not.toMatch(/[A-Za-z]{2,}|[0-9]/);
  });

  it('says "more than" in Persian, with the pager in Persian digits', () => {
    expect(claimCount(1000, true)).toBe('بیش از ۱٬۰۰۰ درخواست');
    expect(pageRange(1, 50, 1000, true)).toBe('۱–۵۰ از بیش از ۱٬۰۰۰');
  });

  it('shows the refusal, the empty table and the way back in Persian', async () => {
    expect(text(await queue(null, 'x'))).toContain('صف بارگیری نشد');
    expect(text(await queue(page(0, false, [])))).toContain('هیچ درخواستی مطابقت ندارد.');
    expect(text(await render(<BelowQueuePage>-</BelowQueuePage>))).toContain('→ صف درخواست‌ها');
  });
});
