// The passenger's findings of the Persian and Arabic walk-through (issue #32) that are about the
// page, in Chromium at 390 px: the chosen airport in the field, airport names typed in Persian,
// and the browser's Back within the wizard. Screenshots go to E2E_SCREENSHOTS when set.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { readCatalog } from '../i18n-messages.ts';
import { waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';

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
