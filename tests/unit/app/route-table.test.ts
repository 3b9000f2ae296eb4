// The route table (src/app/pages.ts) is the one list of pages: the route tree has exactly its
// paths, the prerender list and the site map come from it, and search params stay raw strings.
import { describe, expect, it } from 'vitest';
import { PAGES, PRERENDERED_PATHS, RIGHTS_PATHS, STATIC_PATHS } from '../../../src/app/pages.ts';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../../src/app/router.tsx';
import { parseRawSearch, stringifyRawSearch, stringParams } from '../../../src/app/search.ts';
import { FOOTER_COLUMNS, RIGHTS_PAGES } from '../../../src/app/site-map.ts';

describe('the route table', () => {
  it("the route tree has exactly the table's paths", () => {
    const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }), false);
    const paths = Object.values(router.routesById)
      .filter((route) => !route.isRoot)
      .map((route) => route.fullPath);
    expect(paths.sort()).toEqual(Object.keys(PAGES).sort());
  });

  it('prerenders every page without parameters except those that start from the shell', () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(['/', '/claim', '/faq', ...RIGHTS_PATHS]));
    for (const path of ['/login', '/dashboard', '/contact', '/backoffice', '/dashboard/claims/$claimId']) expect(PRERENDERED_PATHS).not.toContain(path);
    expect(STATIC_PATHS.filter((path) => !PRERENDERED_PATHS.includes(path)).every((path) => 'shell' in PAGES[path])).toBe(true);
  });

  it('the site map links only to pages of the table, and lists every rights page', () => {
    const linked = [...FOOTER_COLUMNS.flatMap((column) => column.links), ...RIGHTS_PAGES].map((link) => link.path);
    for (const path of linked) expect(Object.keys(PAGES)).toContain(path);
    expect(RIGHTS_PAGES.map((page) => page.path)).toEqual(RIGHTS_PATHS);
    expect(RIGHTS_PAGES.map((page) => page.title)).toContain('Passenger Rights Overview');
  });
});

describe('search params', () => {
  it('stay the raw strings of the URL (a token "0123" is not the number 123)', () => {
    expect(parseRawSearch('?token=0123&ref=true&status=%7B%7D&token=2')).toEqual({ token: '0123', ref: 'true', status: '{}' });
    expect(stringifyRawSearch({ submitted: '00123', gone: undefined })).toBe('?submitted=00123');
    expect(stringifyRawSearch({})).toBe('');
  });

  it('a route keeps only its declared params, and only strings', () => {
    expect(stringParams('redirect', 'ref')({ redirect: '/claim', ref: 5, other: 'x' })).toEqual({ redirect: '/claim' });
  });
});
