// Pages that are not prerendered (issue #32: /fa/register was an English, blank lang="en" page
// until the JavaScript ran): the server sends the app shell of the path's language, with lang,
// dir, its title and a visible placeholder (written by the build's fillAppShell), and the English
// one for English paths; without those files (an older build), index.html as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillAppShell } from '../../src/build/prerender-plugin.ts';
import { appShellFile } from '../../src/server/prerendered-file.ts';
import { createTestApp, type TestApp } from './harness.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Flightclaim — Flight delay and cancellation compensation</title></head><body><div id="root"></div><noscript>Flightclaim needs JavaScript.</noscript></body></html>';
const skeleton = (text: string) => `<div class="app-skeleton" role="status"><p>${text}</p></div>`;

let built: TestApp;
beforeAll(async () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-shells-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(distDir, 'prerendered', '_shell'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'prerendered', 'faq.html'), INDEX.replace('<div id="root"></div>', '<div id="root"><h1>FAQ</h1></div>'));
  const shells = {
    en: ['Flightclaim — Flight delay and cancellation compensation', 'Loading…', 'ltr'],
    fa: ['فلایت‌کلیم — غرامت تأخیر و لغو پرواز', 'در حال بارگذاری…', 'rtl'],
  };
  for (const [locale, [title, loading, dir]] of Object.entries(shells)) {
    fs.writeFileSync(
      path.join(distDir, appShellFile(locale)),
      fillAppShell(INDEX, { html: '', title: title!, lang: locale, dir, skeleton: skeleton(loading!), noscript: `${locale}: JavaScript` }),
    );
  }
  built = await createTestApp({ distDir });
});
afterAll(async () => {
  fs.rmSync(built.config.distDir, { recursive: true, force: true });
  await built?.close();
});

const get = (url: string) => built.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a page that is not prerendered', () => {
  it.each(['/fa/register', '/fa/login', '/fa/dashboard/claims/abc'])('%s comes in Persian, right to left, with a visible placeholder', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fa" dir="rtl"');
    expect(res.body).toContain('<title>فلایت‌کلیم — غرامت تأخیر و لغو پرواز</title>');
    expect(res.body).toContain('<div id="root"></div><div class="app-skeleton" role="status"><p>در حال بارگذاری…</p></div>');
    // The placeholder goes once the app renders into #root.
    expect(res.body).toContain('#root:empty{display:none}#root:not(:empty)+.app-skeleton{display:none}');
    expect(res.body).toContain('<noscript>fa: JavaScript</noscript>');
    expect(res.headers.link).toBeUndefined();
  });

  it('an English path gets the English shell; a prerendered page is still itself', async () => {
    expect((await get('/register')).body).toContain('<html lang="en" dir="ltr"');
    expect((await get('/register')).body).toContain('Loading…');
    expect((await get('/faq')).body).toContain('<h1>FAQ</h1>');
  });

  it('an Arabic path without its shell file (an older build) gets index.html', async () => {
    expect((await get('/ar/register')).body).toBe(INDEX);
  });
});
