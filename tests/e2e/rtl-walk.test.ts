// The passenger's findings of the Persian and Arabic walk-through (issue #32) that are about the
// page, in Chromium at 390 px: the chosen airport in the field, airport names typed in Persian,
// the browser's Back within the wizard, and a scanned boarding pass that leaves the Arabic
// account's name and e-mail alone. Screenshots go to E2E_SCREENSHOTS when set.
import { join } from 'node:path';
import bwipjs from 'bwip-js/node';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { readCatalog } from '../i18n-messages.ts';
import { waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { arrivalDelayHours, registerUser, signIn, stepHeading as englishStep } from './wizard-driver.ts';
import { bcbp, firstConditional } from '../unit/domain/bcbp-builder.ts';

const { server, newContext } = useServerAndBrowser();

const CATALOG = { ...readCatalog('fa', 'shell'), ...readCatalog('fa', 'claim'), ...readCatalog('fa', 'common') } as Record<string, string>;
const fa = (english: string): string => {
  const text = CATALOG[english];
  if (typeof text !== 'string') throw new Error(`no Persian for ${english}`);
  return text;
};
const SHOTS = process.env.E2E_SCREENSHOTS;

async function persianWizard(): Promise<Page> {
  const context = await newContext({ viewport: { width: 390, height: 844 }, locale: 'fa' });
  const page = await context.newPage();
  await page.goto(`${server.url}/fa/claim`);
  await waitForApp(page);
  return page;
}

const stepHeading = (page: Page, english: string) => page.getByRole('heading', { level: 2, name: fa(english), exact: true });

/** Types into an airport field and takes the first match with Enter; returns the field. */
async function pick(page: Page, label: string, query: string, code: string) {
  const field = page.getByRole('textbox', { name: fa(label), exact: true });
  await field.fill(query);
  const options = page.getByRole('listbox').getByRole('option');
  await options
    .filter({ hasText: new RegExp(`^${code}`) })
    .first()
    .waitFor();
  expect(await options.first().textContent()).toMatch(new RegExp(`^${code}`));
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toMatch(new RegExp(`^${code} — `));
  return field;
}

test('a chosen airport reads in Persian with its code in view; Persian names find it', async () => {
  const page = await persianWizard();
  await page.getByRole('button', { name: fa('Flight Delay') }).click();
  await stepHeading(page, 'Flight Details').waitFor();
  const from = await pick(page, 'Departure airport', 'امام خمینی', 'IKA');
  expect(await from.inputValue()).toBe('IKA — فرودگاه بین‌المللی امام خمینی تهران');
  // Right to left, so the code is at the field's start (its right edge) and a long name is cut at its end.
  expect(await from.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  const to = await pick(page, 'Arrival airport', 'دوبی', 'DXB');
  expect(await to.inputValue()).toBe('DXB — فرودگاه بین‌المللی دبی');
  // An airport with no Persian name keeps its English label, left to right: "JFK" stays in view.
  const jfk = await pick(page, 'Arrival airport', 'JFK', 'JFK');
  expect(await jfk.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  expect(await jfk.evaluate((input: HTMLInputElement) => input.scrollLeft)).toBe(0);
  if (SHOTS)
    await page
      .locator('.mantine-SimpleGrid-root')
      .first()
      .screenshot({ path: join(SHOTS, 'rtl-walk-airports-fa-390.png') });
});

test("the browser's Back steps back within the wizard, Forward returns, nothing is lost", async () => {
  const page = await persianWizard();
  await page.getByRole('button', { name: fa('Flight Delay') }).click();
  await stepHeading(page, 'Flight Details').waitFor();
  await page.getByRole('textbox', { name: fa('Flight number') }).fill('LH400');
  await page.getByLabel(fa('Departure date')).fill('2025-03-10');
  await pick(page, 'Departure airport', 'FRA', 'FRA');
  await pick(page, 'Arrival airport', 'JFK', 'JFK');
  await page
    .getByRole('group', { name: fa('How late did you arrive at your final destination?') })
    .getByLabel(fa('Hours'))
    .fill('5');
  await page.getByRole('button', { name: fa('Check eligibility') }).click();
  await page.getByRole('heading', { name: fa('✓ Good news!') }).waitFor();
  await page.getByRole('button', { name: fa('Continue'), exact: true }).click();
  await stepHeading(page, 'Passenger Information').waitFor();
  await page.getByLabel(fa('First name')).first().fill('مریم');

  await page.goBack();
  await stepHeading(page, 'Flight Details').waitFor();
  expect(new URL(page.url()).pathname).toBe('/fa/claim');
  expect(await page.getByRole('textbox', { name: fa('Flight number') }).inputValue()).toBe('LH400');
  await page.goBack();
  await stepHeading(page, 'Disruption Type').waitFor();
  expect(new URL(page.url()).pathname).toBe('/fa/claim');

  await page.goForward();
  await stepHeading(page, 'Flight Details').waitFor();
  await page.goForward();
  await stepHeading(page, 'Passenger Information').waitFor();
  await expect.poll(() => page.getByLabel(fa('First name')).first().inputValue()).toBe('مریم');
});

test("a scanned boarding pass keeps the signed-in account's Arabic name and its e-mail", async () => {
  const fatima = await registerUser(server.url, 'fatima', { firstName: 'فاطمة', lastName: 'المنصوري' });
  const context = await newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, server.url, fatima.email);
  await page.goto(`${server.url}/claim`);
  await waitForApp(page);
  await page.getByRole('button', { name: /Flight Delay/ }).click();
  await englishStep(page, 'Flight Details').waitFor();
  const pass = bcbp('ALMANSOORI/FATIMA', [{ pnr: 'QWE123', from: 'FRA', to: 'JFK', carrier: 'LH', flight: '0400', day: 69, conditional: firstConditional(5) }]);
  const png = (await bwipjs.toBuffer({ bcid: 'pdf417', text: pass, scale: 3, padding: 12, backgroundcolor: 'FFFFFF', columns: 6 } as never)) as Buffer;
  await page.getByRole('button', { name: 'Scan boarding pass' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo or PDF' }).click();
  await (await chooser).setFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('heading', { name: 'Boarding pass found' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Use these details' }).click();
  await arrivalDelayHours(page).fill('5');
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await page.getByRole('heading', { name: '✓ Good news!' }).waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await englishStep(page, 'Passenger Information').waitFor();
  await expect.poll(() => page.getByLabel('First name').first().inputValue()).toBe('فاطمة');
  expect(await page.getByLabel('Last name').first().inputValue()).toBe('المنصوري');
  expect(await page.getByLabel('Email').first().inputValue()).toBe(fatima.email);
  expect(await page.getByLabel('Booking reference (optional)').inputValue()).toBe('QWE123');
});

test('a claim open in two tabs is said so in both; closing one clears it in the other', async () => {
  const context = await newContext({ viewport: { width: 390, height: 844 } });
  const warning = 'This claim is also open in another tab';
  const first = await context.newPage();
  await first.goto(`${server.url}/claim`);
  await waitForApp(first);
  await first.getByRole('button', { name: /Flight Delay/ }).click();
  await englishStep(first, 'Flight Details').waitFor();
  expect(await first.getByText(warning).count()).toBe(0);
  const second = await context.newPage();
  await second.goto(`${server.url}/claim`);
  await englishStep(second, 'Flight Details').waitFor();
  await second.getByText(warning).waitFor();
  await first.getByText(warning).waitFor();
  await second.close();
  await expect.poll(() => first.getByText(warning).count(), { timeout: 10_000 }).toBe(0);
});

test('/fa/register before its JavaScript runs: Persian, right to left, and not blank', async () => {
  const still = await newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto(`${server.url}/fa/register`);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fa', 'rtl']);
  expect(await page.title()).toBe(`Flightclaim — ${fa('Flight delay and cancellation compensation')}`);
  const placeholder = page.getByRole('status');
  expect(await placeholder.isVisible()).toBe(true);
  expect(await placeholder.textContent()).toContain(fa('Loading'));
  expect((await placeholder.boundingBox())!.y).toBeLessThan(100); // at the top, not below an empty full-height #root
  expect(await page.locator('body').innerText()).toContain(fa('Flightclaim needs JavaScript to check your eligibility and file claims.'));
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'rtl-walk-fa-register-before-js-390.png') });

  // Once the app runs, the placeholder goes and the form is there.
  const live = await (await newContext({ viewport: { width: 390, height: 844 }, locale: 'fa' })).newPage();
  await live.goto(`${server.url}/fa/register`);
  await waitForApp(live);
  await expect.poll(() => live.locator('.app-skeleton').isVisible()).toBe(false);
  expect(await live.getByRole('button', { name: readCatalog('fa', 'account')['Create account'] as string }).isVisible()).toBe(true);
});
