// The claim wizard in Arabic, Persian and Turkish (issue #20): its first two steps render in the
// language (heading, step label, no English message of the wizard left in the main content), right to
// left in Arabic and Persian, and a validation message of the domain shows translated. The rules
// engine's answer (issue 31: message ids) reads in Persian and Arabic: its reasons by id, with the
// language's digits, and none of the engine's English. Screenshots at 390 px go to E2E_SCREENSHOTS when set.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { checkEligibility } from '../../src/domain/claim/eligibility.ts';
import { areaOf, extractMessages, readCatalog } from '../i18n-messages.ts';
import { seriousViolations, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { pickAirport } from './wizard-driver.ts';

const { server, browser } = useServerAndBrowser();

const LANGUAGES = ['ar', 'fa', 'tr'] as const;

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string): Promise<void> {
  // The main content only: the header and footer have their own test (i18n.test.ts).
  if (SHOTS) await page.locator('main').screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The wizard's English messages (and the shell's) that would show if a translation were missing. */
const ENGLISH = [...extractMessages()]
  .filter(([message, files]) => message.includes(' ') && !/[{#]/.test(message) && files.some((file) => ['claim', 'shell'].includes(areaOf(file))))
  .map(([message]) => message);

async function englishLeft(page: Page, catalog: Record<string, unknown>): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return ENGLISH.filter((message) => text.includes(message) && catalog[message] !== message);
}

describe.each(LANGUAGES)('the claim wizard in %s', (locale) => {
  test('steps 1 and 2 speak the language; a validation message is translated', async () => {
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'claim') } as Record<string, string>;
    const number = (n: number) => new Intl.NumberFormat(locale).format(n);
    const stepLabel = (n: number, name: string) =>
      catalog['Step {n} of {count}: {name}']!.replace('{n}', number(n)).replace('{count}', number(5)).replace('{name}', catalog[name]!);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/${locale}/claim`);
    await waitForApp(page);

    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'tr' ? 'ltr' : 'rtl']);
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(catalog['Start your claim']);
    await expect.poll(() => page.locator('h2').first().innerText()).toBe(catalog['Disruption Type']);
    await expect.poll(() => page.locator('main').innerText()).toContain(stepLabel(1, 'Disruption Type'));
    expect(await englishLeft(page, catalog)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `i18n-claim-${locale}-step1-390`);

    await page.getByRole('button', { name: catalog['Flight Delay'] }).click();
    await expect.poll(() => page.locator('h2').first().innerText()).toBe(catalog['Flight Details']);
    await expect.poll(() => page.locator('main').innerText()).toContain(stepLabel(2, 'Flight Details'));
    await page.getByRole('button', { name: catalog['Check eligibility'] }).click();
    // The spec's 'Flight number is required' comes from src/domain: shown in the page's language.
    await expect.poll(() => page.locator('main').innerText()).toContain(catalog['Flight number is required']);
    await expect.poll(() => page.locator('main').innerText()).toContain(catalog['Departure date is required']);
    expect(await englishLeft(page, catalog)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `i18n-claim-${locale}-step2-390`);
    await context.close();
  });
});

/** FRA → JFK on LH, 5 h late: what the device's rules engine answers, in English, with ids and values. */
const ANSWER = checkEligibility({
  flight_number: 'LH400',
  date: '2025-03-10',
  departure_airport: 'FRA',
  arrival_airport: 'JFK',
  disruption_type: 'delayed',
  arrival_delay_minutes: 300,
}).assessment;

describe.each(['fa', 'ar'] as const)("the rules engine's answer in %s", (locale) => {
  test('reads in the language: its reasons by id, with the language digits, and no English sentence of the engine', async () => {
    // As the wizard loads them: where the claim and common catalogues both name a message, common wins.
    const catalog = { ...readCatalog(locale, 'shell'), ...readCatalog(locale, 'claim'), ...readCatalog(locale, 'common') } as Record<string, string>;
    const number = (n: number, digits = 1) => new Intl.NumberFormat(locale, { minimumIntegerDigits: digits }).format(n);
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/${locale}/claim`);
    await waitForApp(page);
    await expect.poll(() => page.locator('h2').first().innerText()).toBe(catalog['Disruption Type']);
    await page.getByRole('button', { name: catalog['Flight Delay'] }).click();
    await expect.poll(() => page.locator('h2').first().innerText()).toBe(catalog['Flight Details']);
    await page.getByRole('textbox', { name: catalog['Flight number'] }).first().fill('LH400');
    await page.getByLabel(catalog['Departure date']!).first().fill('2025-03-10');
    await pickAirport(page, catalog['Departure airport']!, 'frankfurt', 'FRA');
    await pickAirport(page, catalog['Arrival airport']!, 'JFK', 'JFK');
    await page.getByRole('group', { name: catalog['How late did you arrive at your final destination?'] }).getByLabel(catalog['Hours']!).fill('5');
    await page.getByRole('button', { name: catalog['Check eligibility'] }).click();
    await page.getByRole('heading', { name: catalog['✓ Good news!'] }).waitFor();
    const card = await page.locator('.eligibility-card').innerText();

    const km = ANSWER.reasons.find((r) => r.code === 'distance-band')!.values!.km as number;
    expect(card).toContain(catalog['{km} km: more than 3500 km, not within the EU.']!.replace('{km}', number(km)));
    const late = catalog['You arrived {hours} h {minutes} min late at your final destination: 3 hours or more is compensated like a cancellation.']!;
    expect(card).toContain(late.replace('{hours}', number(5)).replace('{minutes}', number(0, 2)));
    expect(card).not.toMatch(/\{\w+\}/);
    const english = [...ANSWER.reasons, ...(ANSWER.care ?? [])].map((r) => r.message);
    expect(english.filter((sentence) => card.includes(sentence))).toEqual([]);
    expect(await englishLeft(page, catalog)).toEqual([]);
    await shoot(page, `i18n-claim-${locale}-answer-390`);
    await context.close();
  });
});
