// At the airport (issue #21), on the real server, service worker and Chromium: "Your rights right
// now" shows on the Flight Details step offline as soon as the regime is known (a delay: meals
// from 4 hours under Art. 9; denied boarding: compensation on the spot, Art. 4(3)); receipts
// filed offline survive a reload, travel with the claim and reach the server exactly once.
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openControlledPage, waitForApp } from './harness.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  fillUpToDocuments,
  pdf,
  pickAirport,
  png,
  openWizardSignedIn,
  recordApiCalls,
  registerUser,
  stepHeading,
  submitClaim,
  testClientIp,
  tokenFor,
  writes,
} from './wizard-driver.ts';

const { server, newContext: openContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });

/** A phone with its own client address, so the IdP's per-IP limits count per test. */
const newContext = (): Promise<BrowserContext> => openContext({ viewport: viewportOf(390), extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });

const rightsCard = (page: Page) => page.getByRole('region', { name: 'Your rights right now' });

async function flightFacts(page: Page, disruption: RegExp): Promise<void> {
  await waitForApp(page);
  await page.getByRole('button', { name: disruption }).click();
  await stepHeading(page, 'Flight Details').waitFor();
  await page.getByLabel('Flight number').fill('LH400');
  await page.getByLabel('Departure date').fill('2025-03-10');
  await pickAirport(page, 'Departure airport', 'frankfurt', 'FRA');
  await pickAirport(page, 'Arrival airport', 'JFK', 'JFK');
}

describe('your rights right now', () => {
  test('shows on the Flight Details step offline, as soon as the regime is known, each right with its article', async () => {
    const context = await newContext();
    const page = await openControlledPage(context, `${server.url}/claim`);
    await context.setOffline(true);
    await page.reload();
    await flightFacts(page, /Flight Delay/);
    await page.getByLabel('Flight number').fill('');
    // Without the airline the rules cannot be named yet: no card. With it, the card appears.
    await page.getByText('Check eligibility').waitFor();
    expect(await rightsCard(page).count()).toBe(0);
    await page.getByLabel('Flight number').fill('LH400');
    const card = rightsCard(page);
    await card.waitFor();
    const meals = card.locator('[data-care="meals"]');
    await expect.poll(() => meals.textContent()).toContain('From 4 hours of delay at departure');
    expect(await meals.textContent()).toContain('EC 261/2004 Art. 9(1)(a)');
    expect(await card.locator('[data-care="refund"]').textContent()).toContain('Art. 8(1)(a)');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Denied Boarding/ }).click();
    await stepHeading(page, 'Flight Details').waitFor();
    const now = rightsCard(page).locator('[data-care="compensation-now"]');
    await expect.poll(() => now.textContent()).toContain('EC 261/2004 Art. 4(3)');
    expect(await now.textContent()).toContain('Owed now');
    expect(await rightsCard(page).locator('[data-care="hotel"]').textContent()).toContain('Art. 9(1)(b)');
    await context.close();
  });
});

describe('keep your receipts', () => {
  test('receipts filed offline survive a reload, go with the claim and reach the server exactly once', async () => {
    const account = await registerUser(server.url, 'receipts');
    const context = await newContext();
    const calls = recordApiCalls(context);
    const page = await openWizardSignedIn(context, server.url, account.email);
    await fillUpToDocuments(page);
    await addDocumentsAndSignature(page, [pdf('booking.pdf')]);
    await context.setOffline(true);

    const receipts = page.getByRole('region', { name: 'Keep your receipts' });
    const addReceipt = async (kind: string, amount: string, currency: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      await receipts.getByRole('button', { name: 'Add a receipt' }).click();
      await receipts.getByLabel('What for').selectOption(kind);
      await receipts.getByLabel('Amount').fill(amount);
      await receipts.getByLabel('Currency').selectOption(currency);
      await receipts.locator('input[type=file]').setInputFiles(file);
      await receipts.getByRole('button', { name: 'Save receipt' }).click();
      await receipts.getByText(file.name, { exact: false }).waitFor();
    };
    // A wrong amount is refused on the device with the server's message.
    await receipts.getByRole('button', { name: 'Add a receipt' }).click();
    await receipts.getByLabel('Amount').fill('lots');
    await receipts.locator('input[type=file]').setInputFiles(png('lunch.png'));
    await receipts.getByRole('button', { name: 'Save receipt' }).click();
    await receipts.getByText('Enter the amount on the receipt, e.g. 12.50').waitFor();
    await receipts.getByLabel('Amount').fill('12.50');
    await receipts.getByRole('button', { name: 'Save receipt' }).click();
    await receipts.getByText('lunch.png', { exact: false }).waitFor();
    await addReceipt('taxi', '30', 'EUR', pdf('taxi.pdf'));
    await receipts.getByTestId('receipts-total').getByText('Total: 42.50 EUR').waitFor();

    await page.reload();
    await stepHeading(page, 'Upload Documents').waitFor();
    await page.getByRole('region', { name: 'Keep your receipts' }).getByText('Total: 42.50 EUR').waitFor();

    const claimId = await submitClaim(page);
    const queued = await page.evaluate(async (id) => {
      const open = indexedDB.open('flightclaim');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const ops = await new Promise<{ kind: string; claimId: string }[]>((resolve) => {
        const r = db.transaction('outbox').objectStore('outbox').getAll();
        r.onsuccess = () => resolve(r.result);
      });
      db.close();
      return ops.filter((op) => op.claimId === id).map((op) => op.kind);
    }, claimId);
    expect(queued).toEqual(['createClaim', 'uploadFile', 'putSignature', 'uploadExpense', 'uploadExpense']);

    await context.setOffline(false);
    const token = await tokenFor(server.url, account.email);
    const serverList = async () => {
      const response = await fetch(`${server.url}/api/claims/${claimId}/expenses`, { headers: { authorization: `Bearer ${token}` } });
      return response.ok ? ((await response.json()) as { data: { kind: string; amount: string }[]; totals: unknown[] }) : null;
    };
    await expect.poll(async () => (await serverList())?.data.length ?? 0, { timeout: 30_000 }).toBe(2);
    const list = (await serverList())!;
    expect(list.data.map((e) => [e.kind, e.amount])).toEqual([
      ['meals', '12.50'],
      ['taxi', '30.00'],
    ]);
    expect(list.totals).toEqual([{ currency: 'EUR', amount: '42.50', count: 2 }]);
    // The server may commit the second receipt a moment before the page has its answer.
    const sentReceipts = () => writes(calls).filter((c) => c.path.endsWith('/expenses') && c.status !== null && c.status < 300);
    await expect.poll(() => sentReceipts().length, { timeout: 10_000 }).toBe(2);
    const sent = sentReceipts();
    expect(new Set(sent.map((c) => c.idempotencyKey)).size).toBe(2);

    // The claim page shows the receipts (the server's list) and the rights for the flight.
    await page.goto(`${server.url}/dashboard/claims/${claimId}`);
    await page.getByTestId('claim-receipts').getByText('Total: 42.50 EUR').waitFor();
    await rightsCard(page).locator('[data-care="meals"]').waitFor();
  });
});
