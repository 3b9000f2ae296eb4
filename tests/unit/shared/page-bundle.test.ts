// The prerendered pages' bundle (src/shared/page-bundle.ts): the build encodes, the service
// worker decodes, and every page must come back byte for byte (React hydrates that markup).
import { describe, expect, it } from 'vitest';
import { decodePage, encodePages, pagePath } from '../../../src/shared/page-bundle.ts';

const head = '<!doctype html><html lang="en"><head><title>T</title></head><body><div id="root"><header><a href="/">Home</a></header>';
const PAGES = new Map([
  ['/', `${head}<main><h1>Welcome</h1></main><footer>f</footer></div></body></html>`],
  ['/faq', `${head}<main><h1>Frequently asked questions</h1><p>a > b</p></main><footer>f</footer></div></body></html>`],
  ['/ar/faq', head.replace('lang="en"', 'lang="ar" dir="rtl"') + '<main><h1>الأسئلة</h1></main><footer>f</footer></div></body></html>'],
]);

describe('page bundle', () => {
  it('gives back every page exactly as it was', () => {
    const bundle = encodePages(PAGES);
    for (const [path, html] of PAGES) expect(decodePage(bundle, path)).toBe(html);
  });

  it('stores a piece shared by pages once', () => {
    const bundle = encodePages(PAGES);
    expect(bundle.pieces.filter((piece) => piece === '<header>')).toHaveLength(1);
    // The shared head and header of /faq are one run of pieces '/' already stored.
    expect(bundle.pages['/faq']![0]).toBe(0);
    expect(bundle.pages['/faq']![1]).toBeGreaterThan(5);
  });

  it('survives JSON, as the service worker reads it', () => {
    const bundle = JSON.parse(JSON.stringify(encodePages(PAGES))) as ReturnType<typeof encodePages>;
    expect(decodePage(bundle, '/ar/faq')).toBe(PAGES.get('/ar/faq'));
  });

  it('has no page for any other path (the service worker then answers with the shell)', () => {
    const bundle = encodePages(PAGES);
    for (const path of ['/dashboard', '/claim/123', '__proto__', 'constructor']) expect(decodePage(bundle, path)).toBeUndefined();
  });

  it('finds a page whatever the URL path looks like', () => {
    expect(pagePath('/')).toBe('/');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/faq/')).toBe('/faq');
    expect(pagePath('/ar/')).toBe('/ar');
    expect(pagePath('/ar/faq')).toBe('/ar/faq');
  });
});
