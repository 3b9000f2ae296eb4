// The Montreal Convention in the wizard and on the claim page (issue #33), on the real server,
// service worker and Chromium at 390 px: Emirates EK 45 Dubai → Frankfurt, 5 h late. The flight
// step asks about baggage only once the Convention covers the journey; a bag back before the flight
// and an amount of nothing are refused with the API's messages; the claim goes with the bag's facts,
// and the claim page's Montreal card says what is owed for the bag, with the complaint's day and
// the court deadline in the page's date format. In Persian, the cost is typed in Persian digits.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { FACT_MESSAGES } from '../../src/domain/claim/index.ts';
import { readCatalog } from '../i18n-messages.ts';
import { waitForApp } from './harness.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  arrivalDelayHours,
  openWizardSignedIn,
  pdf,
  pickAirport,
  registerUser,
  savedDraftFields,
  stepHeading,
  submitClaim,
  testClientIp,
  tokenFor,
} from './wizard-driver.ts';

const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });
const phone = (locale = 'en') => newContext({ viewport: viewportOf(390), locale, extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, name), fullPage: true });
};

const baggage = (page: Page, question: string) => page.getByRole('radiogroup', { name: question });

describe('EK 45 Dubai → Frankfurt, 5 h late, a damaged bag', () => {
  test('the wizard asks about the bag, refuses bad input with the API’s words, and the claim page shows what is owed', async () => {
    const account = await registerUser(server.url, 'montreal');
    const context = await phone();
    const page = await openWizardSignedIn(context, server.url, account.email);
    await page.getByRole('button', { name: /Flight Delay/ }).click();
    await stepHeading(page, 'Flight Details').waitFor();
    await page.getByLabel('Flight number').fill('EK45');
    await page.getByLabel('Departure date').fill('2025-06-01');
    await pickAirport(page, 'Departure airport', 'DXB', 'DXB');
    await pickAirport(page, 'Arrival airport', 'FRA', 'FRA');
    await arrivalDelayHours(page).fill('5');
    const question = 'Did you have a problem with your checked baggage?';
    // Not asked before the answer says the Convention covers the journey.
    expect(await baggage(page, question).count()).toBe(0);
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText(/^Keep every receipt: the airline owes what the delay cost you, up to 6,303 SDR per passenger/).waitFor();

    await baggage(page, question).getByRole('radio', { name: 'Yes, it was damaged' }).check();
    await page.getByLabel('When did you get the bag back?').fill('2025-05-30');
    const cost = page.getByRole('textbox', { name: 'What does the repair cost (or the bag, if it cannot be repaired)?' });
    await cost.fill('0');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText(FACT_MESSAGES.receivedOn).waitFor();
    await page.getByText(FACT_MESSAGES.amountRange).waitFor();
    await shot(page, 'montreal-wizard-en-390-refused.png');

    await page.getByLabel('When did you get the bag back?').fill('2025-06-02');
    await cost.fill('189.50');
    await page.getByRole('combobox', { name: 'Currency' }).last().selectOption('AED');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await page.getByText('Your bag was damaged: the airline owes the repair or its value, up to 1,519 SDR per passenger.').first().waitFor();
    await shot(page, 'montreal-wizard-en-390.png');
    expect((await savedDraftFields(page))?.flight?.facts?.baggage).toEqual({
      kind: 'damaged',
      received_on: '2025-06-02',
      cost: { amount_minor: 18950, currency: 'AED' },
    });

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await stepHeading(page, 'Passenger Information').waitFor();
    await page.getByLabel('First name').first().fill('Ada');
    await page.getByLabel('Last name').first().fill('Lovelace');
    await page.getByLabel('Email').first().fill('ada@example.com');
    await page.getByRole('button', { name: 'Continue to Document Upload' }).click();
    await stepHeading(page, 'Upload Documents').waitFor();
    await addDocumentsAndSignature(page, [pdf('boarding-pass.pdf')]);
    const claimId = await submitClaim(page);

    const token = await tokenFor(server.url, account.email);
    // The claim reaches the server through the outbox: a loaded machine may take a while.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.url}/api/claims/${claimId}`, { headers: { authorization: `Bearer ${token}` } });
          return res.ok ? ((await res.json()) as { data: { flight: { baggage?: unknown } } }).data.flight.baggage : null;
        },
        { timeout: 30_000 },
      )
      .toEqual({ kind: 'damaged', received_on: '2025-06-02', cost: { amount_minor: 18950, currency: 'AED' } });

    await page.goto(`${server.url}/dashboard/claims/${claimId}`);
    const card = page.getByTestId('claim-montreal');
    await card.getByText('Your bag was damaged: the airline owes the repair or its value, up to 1,519 SDR per passenger.').waitFor();
    await card.getByText('Complain to the airline in writing within 7 days of receiving the bag: by Jun 9, 2025.').waitFor();
    await card.getByText(/Any court action must be started by May 31, 2027\./).waitFor();
    expect(await card.textContent()).not.toMatch(/XDR|\d{4}-\d{2}-\d{2}/);
    // No fixed sum applies from Dubai on Emirates: the Compensation card says so rather than "Not assessed yet.".
    const note = page.getByTestId('claim-compensation-note');
    await note.getByText(/^No fixed sum applies to this flight: we claim your damages from the airline under the Montreal Convention\./).waitFor();
    expect(await note.textContent()).not.toContain('Not assessed yet.');
    await shot(page, 'montreal-claim-page-en-390.png');
    await context.close();
  });

  test('in Persian: the bag question and its cost typed in Persian digits, the limit in SDR words', async () => {
    const CATALOG = { ...readCatalog('fa', 'shell'), ...readCatalog('fa', 'claim'), ...readCatalog('fa', 'common') } as Record<string, string>;
    const fa = (english: string) => CATALOG[english] ?? english;
    const context = await phone('fa');
    const page = await context.newPage();
    await page.goto(`${server.url}/fa/claim`);
    await waitForApp(page);
    await page.getByRole('button', { name: fa('Flight Delay') }).click();
    await page.getByRole('heading', { level: 2, name: fa('Flight Details') }).waitFor();
    await page.getByRole('textbox', { name: fa('Flight number') }).fill('EK45');
    await page.getByLabel(fa('Departure date')).fill('2025-06-01');
    await pickAirport(page, fa('Departure airport'), 'DXB', 'DXB');
    await pickAirport(page, fa('Arrival airport'), 'FRA', 'FRA');
    await page
      .getByRole('group', { name: fa('How late did you arrive at your final destination?') })
      .getByLabel(fa('Hours'))
      .fill('۵');
    await page.getByRole('button', { name: fa('Check eligibility') }).click();
    const bag = page.getByRole('radiogroup', { name: fa('Did you have a problem with your checked baggage?') });
    await bag.waitFor();
    await bag.getByRole('radio', { name: fa('Yes, it was lost') }).check();
    await page.getByRole('textbox', { name: fa('What was the bag and its contents worth?') }).pressSequentially('۱۲۰۰٫۵');
    await expect.poll(async () => (await savedDraftFields(page))?.flight?.facts?.baggage?.cost?.amount_minor).toBe(120050);
    await page.getByRole('button', { name: fa('Check eligibility') }).click();
    await page
      .getByText(/واحد حق برداشت ویژه/)
      .first()
      .waitFor();
    expect(await page.locator('#main').textContent()).not.toContain('XDR');
    await shot(page, 'montreal-wizard-fa-390.png');
    await context.close();
  });
});
