// Renders the PNG app icons in public/ from public/favicon.svg with Debian's Chromium.
// Run once after changing the logo: node src/build/render-icons.ts
// (the PNGs are committed; the build does not need Chromium).
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  { file: 'apple-touch-icon-180.png', size: 180, padding: 0 },
  // Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.2 },
];

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = Math.round(icon.size * (1 - icon.padding));
    const body = icon.padding
      ? `<div style="width:100vw;height:100vh;background:#1c4fd8;display:grid;place-items:center">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>`
      : svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0">${body}</body></html>`);
    await page.screenshot({ path: new URL(`../public/${icon.file}`, import.meta.url).pathname, omitBackground: !icon.padding });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Rendered ${ICONS.length} icons into public/`);
