// Persian (۰-۹) and Arabic-Indic (٠-٩) digits typed into the wizard's number fields (issue #32): a
// phone keyboard in Persian or Arabic types them by default, and the walk-through found the
// cancellation notice left empty. Each field is typed key by key, as a keyboard does, in Persian at
// 390 px; what the draft stores is read back from the device. The rule itself (every input, the
// server too) is tests/unit/app/native-digits.test.ts and tests/api/digits.test.ts.
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readCatalog } from '../i18n-messages.ts';
import { waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { savedDraftFields } from './wizard-driver.ts';

const { server, newContext } = useServerAndBrowser();

const CATALOG = { ...readCatalog('fa', 'shell'), ...readCatalog('fa', 'claim'), ...readCatalog('fa', 'common') } as Record<string, string>;
const fa = (english: string): string => {
  const text = CATALOG[english];
  if (typeof text !== 'string') throw new Error(`no Persian for ${english}`);
  return text;
};

/** Types `text` key by key over what the field holds (selected first, as a person replaces it). */
async function typeInto(field: Locator, text: string): Promise<string> {
  await field.selectText();
  await field.pressSequentially(text);
  return field.inputValue();
}

const facts = async (page: Page) => (await savedDraftFields(page))?.flight?.facts ?? {};

test('the number fields of the flight step take ۳ and ٣ (Persian, 390 px)', async () => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, locale: 'fa' });
  const page = await context.newPage();
  await page.goto(`${server.url}/fa/claim`);
  await waitForApp(page);
  await page.getByRole('button', { name: fa('Flight Cancellation') }).click();
  await page.getByRole('heading', { level: 2, name: fa('Flight Details') }).waitFor();

  const notice = page.getByRole('textbox', { name: fa('How many days before departure were you told about the cancellation?') });
  expect(await typeInto(notice, '۳')).toBe('۳');
  await expect.poll(async () => (await facts(page)).notice_days).toBe(3);
  expect(await typeInto(notice, '٣')).toBe('٣');
  expect(await typeInto(notice, '۱۴')).toBe('۱۴');
  await expect.poll(async () => (await facts(page)).notice_days).toBe(14);

  // On the 14-day line the hours count: days and hours, typed in Arabic-Indic and Persian digits.
  const exact = page.getByRole('group', { name: fa('Exactly how long before the scheduled departure were you told?') });
  expect(await typeInto(exact.getByRole('textbox', { name: fa('Days') }), '١٣')).toBe('١٣');
  expect(await typeInto(exact.getByRole('textbox', { name: fa('Hours') }), '۲۰')).toBe('۲۰');
  await expect.poll(async () => (await facts(page)).notice_hours).toBe(13 * 24 + 20);

  await page
    .getByRole('radiogroup', { name: fa('Were you seated in a lower class than you paid for?') })
    .getByRole('radio', { name: fa('Yes') })
    .check();
  expect(await typeInto(page.getByRole('textbox', { name: fa('Price of that flight') }), '۲۴۹٫۵')).toBe('۲۴۹٫۵');
  await expect.poll(async () => (await facts(page)).downgrade_ticket_price?.amount).toBe(249.5);

  await page
    .getByRole('radiogroup', { name: fa('Has the airline already paid you or given you a voucher for this?') })
    .getByRole('radio', { name: fa('Yes, money') })
    .check();
  expect(await typeInto(page.getByRole('textbox', { name: fa('Amount paid') }), '٣٠٠')).toBe('٣٠٠');
  await expect.poll(async () => (await facts(page)).already_received?.amount).toBe(300);

  // A letter is still not a number: the field keeps what it had.
  expect(await typeInto(notice, 'x')).toBe('۱۴');
  if (process.env.E2E_SCREENSHOTS) {
    // From the notice question to the amount paid, as typed.
    const scrolled = await page.evaluate(() => window.scrollY);
    const top = scrolled + (await notice.boundingBox())!.y - 60;
    const bottom = (await page.getByRole('textbox', { name: fa('Amount paid') }).boundingBox())!;
    const clip = { x: 0, y: top, width: 390, height: scrolled + bottom.y + bottom.height + 20 - top };
    await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'native-digits-fa-390.png'), fullPage: true, clip });
  }
});
