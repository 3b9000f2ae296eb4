// The content catalogue split per page (src/build/content-catalogs.ts): a page in Arabic loads its
// part alone, so the part must hold every message the page's modules name and no other page's, every
// message must land in some part, and the router must ask for the part the build writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMessages, splitCatalog } from '../../../src/build/content-catalogs.ts';
import { contentPagePart } from '../../../src/shared/catalog-parts.ts';
import { extractMessages, readCatalog } from '../../i18n-messages.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
const parts = pageMessages(ROOT);
const messages = extractMessages();

describe('the content catalogue split per page', () => {
  it('names a part for every content page the router loads, as the router does', () => {
    const router = readFileSync(`${ROOT}src/app/router.tsx`, 'utf8');
    const routes = [...router.matchAll(/page\('([^']+)', \(\) => import\('\.\/content\//g)].map((m) => contentPagePart(m[1]!));
    expect(routes.length).toBeGreaterThan(20);
    expect([...parts.keys()].sort()).toEqual(routes.sort());
    expect(contentPagePart('/rights/flight-delays')).toBe('page-rights-flight-delays');
  });

  it("puts in a page's part the messages of its frame and its own, not another page's", () => {
    const delays = parts.get('page-rights-flight-delays')!;
    expect(delays).toContain('Flight distance'); // the rights pages' shared table (rights/common.ts)
    const faqOnly = [...parts.get('page-faq')!].filter((message) => (messages.get(message) ?? []).every((file) => file === 'src/app/content/faq.tsx'));
    expect(faqOnly.length).toBeGreaterThan(0);
    for (const message of faqOnly) expect(delays.has(message), message).toBe(false);
  });

  it.each(['ar', 'fa', 'tr'])('puts every %s content message in some page part', (locale) => {
    const all = readCatalog(locale, 'content');
    const split = splitCatalog(all, parts);
    const keys = new Set([...split.values()].flatMap((catalog) => Object.keys(catalog)));
    expect([...keys].sort()).toEqual(Object.keys(all).sort());
    for (const [part, messages] of parts) {
      const catalog = split.get(part)!;
      for (const message of messages) if (message in all) expect(catalog[message], `${part}: ${message}`).toBe(all[message]);
    }
  });
});
