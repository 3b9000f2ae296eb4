// Build-time rendering of the public pages: every page renders to its own markup in Node, the
// shell gets the markup and the title, and inline scripts never reach the HTML (the CSP forbids
// them). The browser side (first paint from HTML, take-over without shifts) is in tests/e2e.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, renderPage } from '../../../src/app/prerender.tsx';
import { classesDefinedBy, classesUsedBy, fillShell, linkUsedStylesheets, prerenderedFile } from '../../../src/build/prerender-plugin.ts';

const SHELL =
  '<!doctype html><html><head><title>Flightclaim</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('prerenderedFile', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/faq', 'prerendered/faq.html'],
    ['/faq/', 'prerendered/faq.html'],
    ['/rights/flight-delays', 'prerendered/rights/flight-delays.html'],
  ])('%s -> %s', (path, file) => {
    expect(prerenderedFile(path)).toBe(file);
  });
});

describe('fillShell', () => {
  it('puts the markup in #root and the title in <title>, escaped', () => {
    const html = fillShell(SHELL, { html: '<main><h1>Flight delays</h1></main>', title: 'Delays & <cancellations>' });
    expect(html).toContain('<div id="root"><main><h1>Flight delays</h1></main></div>');
    expect(html).toContain('<title>Delays &amp; &lt;cancellations&gt;</title>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("drops inline scripts from the markup but keeps the shell's module script", () => {
    const html = fillShell(SHELL, { html: '<p>a</p><script>scrollTo(0,0)</script><script nonce="x">b()</script><p>c</p>', title: 'T' });
    expect(html).toContain('<div id="root"><p>a</p><p>c</p></div>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('keeps `$` sequences of the markup as they are', () => {
    expect(fillShell(SHELL, { html: "<p>$& $' $1 €600</p>", title: '' })).toContain("<p>$& $' $1 €600</p>");
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => fillShell('<div id="root">x</div>', { html: '<p/>', title: '' })).toThrow(/empty <div id="root">/);
  });
});

describe('renderPage', () => {
  it('prerenders the public pages only, never the personal ones or those with a form', () => {
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining(['/', '/claim', '/faq', '/how-it-works', '/airlines', '/rights/flight-delays', '/rights/airports']),
    );
    for (const path of ['/dashboard', '/profile', '/claims', '/referral', '/login', '/register', '/forgot-password', '/contact']) {
      expect(PRERENDERED_PATHS).not.toContain(path);
    }
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
  });

  it.each([
    ['/', /<h1[^>]*>[^<]*[A-Za-z]/],
    ['/rights/flight-delays', /<h1[^>]*>Flight delays/i],
    ['/faq', /<h1[^>]*>(Frequently asked questions|FAQ)/i],
    ['/claim', /<h1[^>]*>Start your claim<\/h1>/],
    ['/airlines', /<h1[^>]*>Airlines/],
  ])('%s renders its own page inside the header and footer', async (path, pattern) => {
    const page = await renderPage(path);
    expect(page.html).toMatch(pattern);
    expect(page.html).not.toMatch(/<form/);
    expect(page.html).toContain('<header');
    expect(page.html).toContain('<footer');
    expect(page.title).toMatch(/Flightclaim/);
  });

  it('gives each page its route title', async () => {
    expect((await renderPage('/rights/flight-delays')).title).toBe('Flight delays — Flightclaim');
    expect((await renderPage('/')).title).toBe('Flightclaim — Flight delay and cancellation compensation');
  });
});

describe('linkUsedStylesheets', () => {
  const page = '<html><head><link rel="stylesheet" href="/assets/index.css"></head><body><div class="wizard-choice m_1">x</div></body></html>';
  const sheets = [
    { href: '/assets/index.css', classes: classesDefinedBy('.m_1{color:red}') },
    { href: '/assets/claim.css', classes: classesDefinedBy('.wizard-choice:hover{border:0}.wizard-heading{}') },
    { href: '/assets/referral.css', classes: classesDefinedBy('.referral-code{font:inherit}') },
  ];

  it('links the lazy stylesheets whose classes the markup uses, once, in <head>', () => {
    const html = linkUsedStylesheets(page, sheets);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/claim.css"></head>');
    expect(html).not.toContain('referral.css');
    expect(html.match(/index\.css/g)).toHaveLength(1);
  });

  it('reads class names from selectors and class attributes', () => {
    expect([...classesDefinedBy('.a-b:hover > .c_d, .e.f{} a{} url(x.png)')]).toEqual(['a-b', 'c_d', 'e', 'f']);
    expect([...classesUsedBy('<p class="a  b"></p><i class=""></i><b class="c"></b>')]).toEqual(['a', 'b', 'c']);
  });
});
