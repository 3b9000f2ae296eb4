// The content catalogue split per page (src/build/content-catalogs.ts): a page in Arabic loads the
// shared part and its own, so every message must land in exactly one part, a page's part must hold
// only messages no other content file names, and the router must ask for the part the build writes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMessages, splitCatalog } from '../../../src/build/content-catalogs.ts';
import { contentPagePart } from '../../../src/domain/pages/content-catalogs.ts';
import { extractMessages, readCatalog } from '../../i18n-messages.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
const parts = pageMessages(ROOT);
const messages = extractMessages();
const contentFilesOf = (message: string) => [...new Set((messages.get(message) ?? []).filter((file) => file.startsWith('src/app/content/')))];

describe('the content catalogue split per page', () => {
  it('names a part for every content page the router loads, as the router does', () => {
    const router = readFileSync(`${ROOT}src/app/router.tsx`, 'utf8');
    const routes = [...router.matchAll(/page\('([^']+)', \(\) => import\('\.\/content\//g)].map((m) => contentPagePart(m[1]!));
    expect(routes.length).toBeGreaterThan(20);
    expect([...parts.keys()].sort()).toEqual(routes.sort());
    expect(contentPagePart('/rights/flight-delays')).toBe('page-rights-flight-delays');
  });

  it("keeps in a page's part only messages that page's file alone names", () => {
    for (const [part, messages] of parts) {
      for (const message of messages) expect(contentFilesOf(message), `${part}: ${message}`).toHaveLength(1);
    }
  });

  it.each(['ar', 'fa', 'tr'])('puts every %s content message in exactly one part', (locale) => {
    const all = readCatalog(locale, 'content');
    const split = splitCatalog(all, parts);
    const keys = [...split.values()].flatMap((catalog) => Object.keys(catalog));
    expect(keys.sort()).toEqual(Object.keys(all).sort());
    expect(Object.keys(split.get('content')!)).toContain('Flight distance'); // the rights pages' shared table
  });
});
