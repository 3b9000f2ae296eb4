// Issue #21, boarding-pass scan: barcodes made here from known BCBP strings (bwip-js) in the three
// symbologies of Resolution 792 (PDF417, Aztec, QR), as clean images, as photo-like ones (rotated,
// blurred, low contrast, noisy JPEG) and inside a PDF, are read in Chromium with the network off
// (the scanner's chunk, the worker and its WebAssembly come from the service worker's precache)
// and fill the Flight Details step, its connections, the passenger's name and booking reference.
import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { inferFlightDate } from '../../src/domain/boarding-pass/index.ts';
import { openControlledPage, seriousViolations, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { stepHeading } from './wizard-driver.ts';
import { CAMERA_MESSAGES } from '../../src/app/screens/claim/scan/use-camera-scan.ts';
import { bcbp, firstConditional } from '../unit/domain/bcbp-builder.ts';

/** The IATA Implementation Guide's two-leg example (YUL → FRA → GVA), security data left out. */
const TWO_LEGS =
  'M2DESMARAIS/LUC       EABC123 YULFRAAC 0834 226F001A0025 14D>6181WW6225BAC 00141234560032A0141234567890 1AC AC 1234567890123    20KYLX58Z' +
  'DEF456 FRAGVALH 3664 227C012C0002 12E2A0140987654321 1AC AC 1234567890123    2PCNWQ';
const ONE_LEG = bcbp('LOVELACE/ADA MRS', [{ pnr: 'QWE123', from: 'FRA', to: 'JFK', carrier: 'LH', flight: '0400', day: 69, conditional: firstConditional(5) }]);

type File = { name: string; mimeType: string; buffer: Buffer };
const BCID = { pdf417: 'pdf417', aztec: 'azteccode', qr: 'qrcode' } as const;

async function barcodePng(kind: keyof typeof BCID, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: BCID[kind], text, scale: 3, padding: 12, backgroundcolor: 'FFFFFF', ...(kind === 'pdf417' ? { columns: 6 } : {}) } as never);
}

let context: BrowserContext;
let page: Page;
let workshop: Page;
const foreignRequests: string[] = [];

/** A photo of the barcode, as a phone takes one: turned 6°, soft, washed out, noisy, a JPEG. */
async function photoOf(png: Buffer): Promise<Buffer> {
  const base64 = await workshop.evaluate(async (source: string) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width * 1.3 + 200);
    canvas.height = Math.round(image.height * 1.3 + 300);
    const context = canvas.getContext('2d')!;
    const light = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    light.addColorStop(0, '#d8d4cc');
    light.addColorStop(1, '#a9a49b');
    context.fillStyle = light;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((6 * Math.PI) / 180);
    context.scale(1.3, 1.3);
    context.filter = 'blur(1.2px) contrast(45%) brightness(105%)';
    context.drawImage(image, -image.width / 2, -image.height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.filter = 'none';
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 31) - 15;
      for (let c = 0; c < 3; c++) pixels.data[i + c] = pixels.data[i + c]! + noise;
    }
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.72).split(',')[1]!;
  }, png.toString('base64'));
  return Buffer.from(base64, 'base64');
}

/** A one-page PDF with the barcode as an image, printed by Chromium (as airlines' e-mails carry them). */
async function pdfOf(png: Buffer): Promise<Buffer> {
  await workshop.setContent(
    `<h1 style="font:24px sans-serif">Boarding pass</h1><p style="font:14px sans-serif">Gate closes 20 minutes before departure.</p>` +
      `<img style="width:60%" src="data:image/png;base64,${png.toString('base64')}">`,
  );
  await workshop.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return workshop.pdf({ format: 'A4' });
}

const { server, browser } = useServerAndBrowser();
beforeAll(async () => {
  workshop = await (await browser.newContext()).newPage();
  context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== server.url && !['data:', 'blob:'].includes(url.protocol)) foreignRequests.push(request.url());
  });
  page = await openControlledPage(context, `${server.url}/claim`);
  await waitForApp(page);
  // Everything from here on is offline: the scanner must come from the precache.
  await context.setOffline(true);
  await page.getByRole('button', { name: /Flight Delay/ }).click();
  await stepHeading(page, 'Flight Details').waitFor();
});

afterAll(async () => {
  await context?.close();
});

async function chooseFile(file: File): Promise<void> {
  // The step's body (with the scanner) may still be arriving after its heading: wait for either button.
  await page
    .getByRole('button', { name: /^(Scan boarding pass|Choose a photo or PDF)$/ })
    .first()
    .waitFor();
  const scan = page.getByRole('button', { name: 'Scan boarding pass' });
  if (await scan.isVisible()) await scan.click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo or PDF' }).click();
  await (await chooser).setFiles(file);
}

const today = () =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

async function expectOneLegFilled(): Promise<void> {
  await page.getByRole('heading', { name: 'Boarding pass found' }).waitFor({ timeout: 30_000 });
  const found = page.locator('.scan-details');
  expect(await found.textContent()).toBe('FlightLH400, FRA → JFKPassengerAda LovelaceBooking referenceQWE123');
  expect(await page.getByLabel('Date of the flight').inputValue()).toBe(inferFlightDate(69, await today()));
  await page.getByRole('button', { name: 'Use these details' }).click();
  await page.getByText('Filled in from your boarding pass.', { exact: false }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Flight number', exact: true }).inputValue()).toBe('LH400');
  expect(await page.getByRole('textbox', { name: 'Departure airport' }).inputValue()).toMatch(/^FRA/);
  expect(await page.getByRole('textbox', { name: 'Arrival airport' }).inputValue()).toMatch(/^JFK/);
  expect(await page.getByText('Connection 1', { exact: true }).count()).toBe(0);
}

describe('scanning a boarding pass offline', () => {
  test('PDF417 with two legs fills the flight, the connection, the name and the booking reference', async () => {
    await chooseFile({ name: 'pass.png', mimeType: 'image/png', buffer: await barcodePng('pdf417', TWO_LEGS) });
    await page.getByRole('heading', { name: 'Boarding pass found' }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.scan-details').textContent()).toBe(
      'Flight 1AC834, YUL → FRAFlight 2LH3664, FRA → GVAPassengerLuc DesmaraisBooking referenceABC123',
    );
    const date = page.getByLabel('Date of the first flight');
    expect(await date.inputValue()).toBe(inferFlightDate(226, await today(), { yearDigit: 6, dayOfYear: 225 }));
    expect(await seriousViolations(page)).toEqual([]);
    await date.fill('2026-08-14'); // the passenger corrects the year
    await page.getByRole('button', { name: 'Use these details' }).click();
    await page.getByText('Filled in from your boarding pass.', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Flight number', exact: true }).inputValue()).toBe('AC834');
    expect(await page.getByLabel('Departure date').inputValue()).toBe('2026-08-14');
    expect(await page.getByRole('textbox', { name: 'Departure airport' }).inputValue()).toMatch(/^YUL/);
    expect(await page.getByRole('textbox', { name: 'Arrival airport' }).inputValue()).toMatch(/^GVA/);
    expect(await page.getByRole('textbox', { name: 'Changed planes at' }).inputValue()).toMatch(/^FRA/);
    expect(await page.getByLabel('Next flight number (optional)').inputValue()).toBe('LH3664');
    // The passenger step got the name and the booking reference (saved in the draft).
    const draft = await page.evaluate(async () => {
      const open = indexedDB.open('flightclaim');
      const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
      const rows = await new Promise<{ fields: Record<string, unknown> }[]>((resolve) => {
        const request = db.transaction('drafts').objectStore('drafts').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return rows[0]?.fields;
    });
    expect(draft).toMatchObject({ passenger: { firstName: 'Luc', lastName: 'Desmarais' }, bookingReference: 'ABC123' });
  });

  test.each([
    { name: 'Aztec', kind: 'aztec', photo: false },
    { name: 'QR', kind: 'qr', photo: false },
    { name: 'PDF417 photo-like', kind: 'pdf417', photo: true },
    { name: 'Aztec photo-like', kind: 'aztec', photo: true },
    { name: 'QR photo-like', kind: 'qr', photo: true },
  ] as const)('$name fills the flight', async ({ kind, photo }) => {
    const png = await barcodePng(kind, ONE_LEG);
    await chooseFile(
      photo ? { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photoOf(png) } : { name: 'pass.png', mimeType: 'image/png', buffer: png },
    );
    await expectOneLegFilled();
  });

  test('a PDF with the barcode as an image fills the flight', async () => {
    await chooseFile({ name: 'boarding-pass.pdf', mimeType: 'application/pdf', buffer: await pdfOf(await barcodePng('pdf417', ONE_LEG)) });
    await expectOneLegFilled();
  });

  test('a barcode that is not a boarding pass, and a file that is not a picture, get clear messages', async () => {
    await chooseFile({ name: 'menu.png', mimeType: 'image/png', buffer: await barcodePng('qr', 'https://example.com/menu') });
    await page.getByRole('alert').getByText('This barcode is not a boarding pass.', { exact: false }).waitFor({ timeout: 30_000 });
    await chooseFile({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByRole('alert').getByText('This file could not be opened as a picture.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Scan boarding pass' }).waitFor();
  });

  test('no camera (headless Chromium has none) gets a clear message, and the file picker still works', async () => {
    await page.getByRole('button', { name: 'Scan boarding pass' }).click();
    await page.getByRole('button', { name: 'Use camera' }).click();
    await page.getByRole('alert').getByText(CAMERA_MESSAGES.missing).waitFor();
    await chooseFile({ name: 'pass.png', mimeType: 'image/png', buffer: await barcodePng('qr', ONE_LEG) });
    await expectOneLegFilled();
  });

  test('nothing was fetched from anywhere but our server', () => {
    expect(foreignRequests).toEqual([]);
  });
});
