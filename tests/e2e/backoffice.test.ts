// The back office in Chromium against the real server (PGlite): an agent made with
// `npm run agent:create` while the server runs finds a filed claim in the queue by flight number,
// opens its documents, asks the passenger a question and sends it to the airline; the passenger
// answers offline (text and a file, through the outbox) and the answer arrives; the agent records
// the approval with the amount received; the passenger sees the payout statement (the agent's
// figures) and enters an IBAN with the password asked again (none, then a wrong one, refused), then
// changes it (shown masked, kept nowhere on the device, on both timelines); the agent is told of
// the change (a payout run, not a button, then pays it: money.test.ts).
// axe on every back-office screen and the claim page; a Persian passenger's language, unconfirmed
// address and missing co-passenger signature show in the queue and on the claim, where the agent
// asks a ready-made question the passenger reads in Persian and sends the confirmation again
// (issue #32); the claim screen in English and in Persian (right to left, Persian digits) at 390 and
// 1280 px; an admin invites and deactivates an agent;
// the passenger's first load never fetches a back-office chunk.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { payout } from '../../src/domain/claim/payout.ts';
import { claimReference } from '../../src/domain/claim/reference.ts';
import {
  launchBrowser,
  ROOT,
  seriousViolations,
  startServer,
  verificationLink,
  verifyEmail,
  waitForApp,
  waitForServiceWorkerControl,
  type RunningServer,
} from './harness.ts';
import { PASSWORD, PDF, PNG_1X1, registerUser, signIn, tokenFor } from './wizard-driver.ts';

let server: RunningServer;
let browser: Browser;
const AGENT = `agent-${Date.now()}@example.com`;
let claimId: string;
let passengerEmail: string;
const IBAN = 'AE070331234567890123456';
const SECOND_IBAN = 'GB82WEST12345698765432';

async function upload(token: string, id: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.url}/api/claims/${id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'loopback' });
  browser = await launchBrowser();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const created = await promisify(execFile)(process.execPath, [join(ROOT, 'src/server/identity/create-agent.ts'), AGENT, 'Ann', 'Agent'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  expect(created.stdout).toContain('through the running server');
  const passenger = await registerUser(server.url, 'bo-passenger', { firstName: 'Grace', lastName: 'Hopper' });
  // Work on a claim starts once its owner has confirmed the address (409 email-unverified before).
  await verifyEmail(server, passenger.email);
  passengerEmail = passenger.email;
  const res = await fetch(`${server.url}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${passenger.token}` },
    body: JSON.stringify({
      passenger: { first_name: 'Grace', last_name: 'Hopper', email: passenger.email },
      flight: {
        disruption_type: 'delayed',
        flight_number: 'KL1776',
        departure_date: '2025-06-01',
        departure_airport: 'AMS',
        arrival_airport: 'FCO',
        delay_duration_hours: 4,
        cause: 'technical',
      },
      booking_reference: 'GRC123',
    }),
  });
  expect(res.status).toBe(201);
  claimId = ((await res.json()) as { data: { id: string } }).data.id;
  await upload(passenger.token, claimId, 'boarding.png', 'image/png', PNG_1X1);
  await upload(passenger.token, claimId, 'receipt.pdf', 'application/pdf', PDF);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Whether any IndexedDB store of the page's origin holds `text` (bank details must not stay). */
async function deviceHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        if (JSON.stringify(rows).includes(needle)) return true;
      }
      db.close();
    }
    return false;
  }, text);
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/backoffice-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The queue at a phone's and a desktop's width, for a look (/tmp/backoffice-<name>-<width>.png). */
async function shootAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/backoffice-${name}-${width}.png`, fullPage: true });
  }
}

describe('the back office', () => {
  test('an agent finds a claim by flight number and takes it to approved', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, AGENT, '/backoffice');
    await page.getByRole('heading', { name: 'Claims queue' }).waitFor();
    await page.getByText('1 claim', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // On a tablet the status badge shows its whole word (it was clipped to "SUBMITT…" at 820 px).
    await page.setViewportSize({ width: 820, height: 900 });
    const badge = page.getByRole('table', { name: 'Claims' }).getByText('Submitted', { exact: true });
    expect(await badge.evaluate((label) => label.scrollWidth - label.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(page, 'queue');

    await page.getByRole('textbox', { name: 'Search' }).fill('kl17');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: claimReference(claimId) }).click();
    await page.getByRole('heading', { name: `Claim ${claimReference(claimId)}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View boarding.png' }).click();
    await page.getByRole('img', { name: 'Document boarding.png' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('receipt.pdf');

    await page.getByRole('textbox', { name: 'Question for the passenger' }).fill('Please send the boarding pass of your return flight.');
    await page.getByRole('button', { name: 'Ask the passenger' }).click();
    await page.getByText('Question sent').waitFor();
    await page.getByRole('button', { name: 'Mark as sent to the airline another way' }).click();
    await page.getByText('Marked as sent to the airline', { exact: true }).first().waitFor();

    // The passenger answers while offline; the outbox sends it when the network is back.
    const passenger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mine = await passenger.newPage();
    await signIn(mine, server.url, passengerEmail, `/dashboard/claims/${claimId}`);
    await mine.getByText('Please send the boarding pass of your return flight.').last().waitFor();
    // Offline works once the service worker holds the app (the file's worker included): a fresh
    // context on a busy machine may still be installing it.
    await waitForServiceWorkerControl(mine);
    await passenger.setOffline(true);
    await mine.getByRole('textbox', { name: 'Your answer' }).fill('Here is the return boarding pass.');
    await mine
      .locator('form[aria-label="Answer our question"] input[type=file]')
      .setInputFiles({ name: 'return-pass.pdf', mimeType: 'application/pdf', buffer: PDF });
    await mine.getByText('return-pass.pdf').waitFor();
    await mine.getByRole('button', { name: 'Send answer' }).click();
    // Kept on the device: waiting, or on its way while the outbox tries the dead network.
    await mine
      .getByText('Your answer is saved on this device and will be sent when you are online.')
      .or(mine.getByText('Your answer is on its way.'))
      .waitFor();
    await passenger.setOffline(false);
    await mine.getByText('You answered').waitFor({ timeout: 30_000 });
    await mine.getByText('Here is the return boarding pass. (1 file attached)').waitFor();
    expect(await seriousViolations(mine)).toEqual([]);

    await page.reload();
    await page.getByText('Passenger answered').waitFor();
    await page.getByText('Here is the return boarding pass. (1 file, under Documents)').waitFor();
    await page
      .getByRole('button', { name: 'View return-pass.pdf' })
      .or(page.getByRole('button', { name: 'Download return-pass.pdf' }))
      .first()
      .waitFor();
    await page.getByRole('textbox', { name: 'Amount received from the airline' }).fill('250');
    await page.getByRole('button', { name: 'Record approval' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();

    // The statement: the agent's figures on the passenger's page; then the IBAN, masked afterwards.
    const expected = payout(250, 'EUR', 1);
    await mine.reload();
    const statement = mine.getByRole('table', { name: 'Payout statement' });
    await statement.waitFor();
    await expect
      .poll(() => statement.getByRole('row', { name: /You receive/ }).textContent())
      .toContain(expected.total.net.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    // Screening (issue #36): a bank country our partners cannot pay into is refused before the account is typed.
    await mine.getByRole('combobox', { name: 'Country of your bank' }).fill('Iran');
    await mine.getByRole('option', { name: 'Iran' }).click();
    await mine.getByText('Our payment partners cannot send money to bank accounts in IR.').waitFor();
    expect(await mine.getByRole('textbox', { name: 'IBAN' }).count()).toBe(0);
    await mine.getByRole('combobox', { name: 'Country of your bank' }).fill('United Arab Emirates');
    await mine.getByRole('option', { name: 'United Arab Emirates' }).click();
    // The holder's structured address (town and country), which payment messages need.
    await mine.getByRole('textbox', { name: 'Town or city of the account holder' }).fill('Dubai');
    await mine.getByRole('combobox', { name: 'Country of the account holder’s address' }).fill('United Arab Emirates');
    await mine.getByRole('option', { name: 'United Arab Emirates' }).click();
    await mine.getByRole('textbox', { name: 'Account holder’s name' }).fill('Grace Hopper');
    await mine.getByRole('textbox', { name: 'IBAN' }).fill('AE07 0331 2345 6789 0123 457');
    await mine.getByRole('button', { name: 'Save bank details' }).click();
    await mine.getByText('This IBAN has a typo: its check digits do not match').waitFor();
    await mine.getByRole('textbox', { name: 'IBAN' }).fill('AE07 0331 2345 6789 0123 456');
    // The password is asked again (review N3): none, then a wrong one, are refused.
    await mine.getByRole('button', { name: 'Save bank details' }).click();
    await mine.getByText('Enter your password to change the payout account').waitFor();
    await mine.getByLabel('Your password').fill('not my password');
    await mine.getByRole('button', { name: 'Save bank details' }).click();
    await mine.getByText('The password is not correct').waitFor();
    await mine.getByLabel('Your password').fill(PASSWORD);
    await mine.getByRole('button', { name: 'Save bank details' }).click();
    await mine.getByTestId('masked-account').filter({ hasText: 'AE07 •••• 3456' }).waitFor();
    await mine.getByText('You gave your payout account').waitFor();
    // Changed, with the password again: on the passenger's timeline, and the agent is told (below).
    await mine.getByRole('button', { name: 'Change bank details' }).click();
    await mine.getByRole('textbox', { name: 'Account holder’s name' }).fill('Grace Hopper');
    await mine.getByRole('textbox', { name: 'Town or city of the account holder' }).fill('Dubai');
    await mine.getByRole('combobox', { name: 'Country of the account holder’s address' }).fill('United Arab Emirates');
    await mine.getByRole('option', { name: 'United Arab Emirates' }).click();
    await mine.getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 32');
    await mine.getByLabel('Your password').fill(PASSWORD);
    await mine.getByRole('button', { name: 'Save bank details' }).click();
    await mine.getByTestId('masked-account').filter({ hasText: 'GB82 •••• 5432' }).waitFor();
    await mine.getByText('Your payout account was changed').waitFor();
    expect(await seriousViolations(mine)).toEqual([]);
    for (const width of [390, 1280]) {
      await mine.setViewportSize({ width, height: 900 });
      await mine.screenshot({ path: `/tmp/backoffice-passenger-${width}.png`, fullPage: true });
    }
    expect(await deviceHolds(mine, IBAN.slice(4))).toBe(false);
    expect(await deviceHolds(mine, SECOND_IBAN.slice(4))).toBe(false);

    // The full account is for the agent the claim is assigned to (review N6).
    await page.reload();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await page.getByText('Assigned to you', { exact: true }).first().waitFor();
    await page.getByText(SECOND_IBAN).waitFor();
    await page.getByText(/^The passenger changed the payout account on /).waitFor();
    await page.getByText('First account given: AE07 •••• 3456 (password confirmed, passenger e-mailed)').waitFor();
    expect(await page.getByText('Changed from AE07 •••• 3456 to GB82 •••• 5432 (password confirmed, passenger e-mailed)').count()).toBe(2); // the alert and the timeline
    // No button marks a claim paid: a confirmed payout run does (issue #36; tests/e2e/money.test.ts).
    expect(await page.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'claim');
    await passenger.close();

    const claim = await page.evaluate(async (id) => {
      const response = await fetch(`/api/claims/${id}`);
      return response.status;
    }, claimId);
    expect(claim).toBe(401); // no cookie auth: the API only answers bearer tokens
    await context.close();
  });

  test("an agent sees a Persian passenger's language, unconfirmed address and missing signature, asks a ready-made question in Persian and sends the confirmation again", async () => {
    // The passenger registers on the Persian page: the app sends the language with the registration.
    const passenger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mine = await passenger.newPage();
    const email = `maryam-${Date.now()}@example.com`;
    await mine.goto(`${server.url}/fa/register`);
    await waitForApp(mine);
    await mine.locator('input[autocomplete="given-name"]').fill('مریم');
    await mine.locator('input[autocomplete="family-name"]').fill('رضایی');
    await mine.locator('input[autocomplete="email"]').fill(email);
    await mine.locator('input[autocomplete="new-password"]').nth(0).fill(PASSWORD);
    await mine.locator('input[autocomplete="new-password"]').nth(1).fill(PASSWORD);
    await mine.getByRole('checkbox').check();
    await mine.locator('button[type="submit"]').click();
    await mine.waitForURL(`${server.url}/fa/dashboard`, { timeout: 20_000 });
    const link = await verificationLink(server, email);
    expect(link).toContain('/fa/verify-email?token=');

    const token = await tokenFor(server.url, email);
    const res = await fetch(`${server.url}/api/claims`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        passenger: { first_name: 'مریم', last_name: 'رضایی', email },
        flight: {
          disruption_type: 'delayed',
          flight_number: 'AF1234',
          departure_date: '2025-06-01',
          departure_airport: 'CDG',
          arrival_airport: 'FCO',
          delay_duration_hours: 4,
          cause: 'technical',
        },
        additional_passengers: [{ first_name: 'Ali', last_name: 'Rezaei', email: `ali-${Date.now()}@example.com` }],
      }),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: string } }).data.id;
    const reference = claimReference(id);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, AGENT, '/backoffice');
    await page.getByRole('textbox', { name: 'Search' }).fill(reference);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'رضایی' });
    for (const flag of ['Persian', 'Address unconfirmed', 'Signature missing']) await row.getByText(flag, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    for (const badge of ['Reads Persian', 'Address not confirmed', 'Mandate: a signature missing']) await page.getByText(badge, { exact: true }).waitFor();
    await page.getByTestId('cosigner-signatures').getByText('Ali Rezaei: not signed; asked once the main passenger signs').waitFor();

    await page.getByRole('combobox', { name: 'Ready-made question' }).click();
    await page.getByRole('option', { name: 'Boarding pass', exact: true }).click();
    await page.getByTestId('ready-question-preview').getByText('لطفاً کارت پرواز خود را', { exact: false }).waitFor();
    expect(await page.getByTestId('ready-question-preview').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'Ask this question' }).click();
    await page.getByText('Question sent').waitFor();
    await page.getByText(/ready-made, sent in Persian/).waitFor();

    await page.getByRole('button', { name: 'Send the confirmation again' }).click();
    await page.getByText('Confirmation sent again').waitFor();
    await page.getByText('Sent the address confirmation again').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'persian-claim');

    // The passenger reads the question in Persian on their claim page.
    await mine.goto(`${server.url}/fa/dashboard/claims/${id}`);
    await mine.getByText('لطفاً کارت پرواز خود را برای این پرواز بارگذاری کنید', { exact: false }).last().waitFor();
    await passenger.close();
    await context.close();
  });

  test("the claims queue speaks the agent's language: Persian, right to left, in Persian digits (390 and 1280 px)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, AGENT, '/backoffice');
    await page.getByRole('heading', { name: 'Claims queue' }).waitFor();
    await shootAt(page, 'queue-en');
    await page.goto(`${server.url}/fa/backoffice`);
    await page.getByRole('heading', { name: 'صف درخواست‌ها' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fa', 'rtl']);
    await page
      .getByRole('group', { name: 'درخواست‌ها بر اساس وضعیت' })
      .getByRole('button', { name: /^همه \([۰-۹٬]+\)$/ })
      .waitFor();
    await page.getByText(/^[۰-۹٬]+ درخواست$/).waitFor();
    const table = page.getByRole('table', { name: 'درخواست‌ها' });
    await table.getByRole('columnheader', { name: 'مسافر' }).waitFor();
    // The first column (the reference) sits at the right of the table.
    const [first, last] = await table
      .locator('thead th')
      .evaluateAll((cells) => [cells[0]!.getBoundingClientRect().x, cells.at(-1)!.getBoundingClientRect().x]);
    expect(first!).toBeGreaterThan(last!);
    expect(await seriousViolations(page)).toEqual([]);
    await shootAt(page, 'queue-fa');
    // On a phone the table scrolls sideways, towards the left in Persian: its last column comes into view.
    await page.setViewportSize({ width: 390, height: 900 });
    const scroller = page.locator('.mantine-datatable-scroll-area .mantine-ScrollArea-viewport');
    const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await scroller.evaluate((box) => box.scrollTo({ left: -box.scrollWidth }));
    const flags = await table.getByRole('columnheader', { name: 'نشانه‌ها' }).boundingBox();
    expect(flags!.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: '/tmp/backoffice-queue-fa-390-scrolled.png', fullPage: true });
    await context.close();
  });

  test("the claim screen speaks the agent's language: Persian, right to left, in Persian digits (390 and 1280 px)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const reference = claimReference(claimId);
    await signIn(page, server.url, AGENT, `/backoffice/claims/${claimId}`);
    await page.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    await page.getByRole('heading', { name: 'Assessment' }).waitFor();
    await shootAt(page, 'claim-en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/fa/backoffice/claims/${claimId}`);
    await page.getByRole('heading', { name: `درخواست ${reference}` }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fa', 'rtl']);
    for (const heading of ['پرواز', 'مسافران', 'ارزیابی', 'مدارک و امضا', 'تاریخچه', 'اقدام‌ها'])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await page.getByText('هزینه‌های خدمات', { exact: true }).first().waitFor(); // the receipts, fetched after the claim
    await page.getByText(/^نسخهٔ [۰-۹]+$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shootAt(page, 'claim-fa');
    // On a phone the page is no wider than the screen (a long table scrolls inside it).
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('an admin invites an agent and deactivates them', async () => {
    const ADMIN = `admin-${Date.now()}@example.com`;
    const { DATABASE_URL: _ignored, ...env } = process.env;
    await promisify(execFile)(process.execPath, [join(ROOT, 'src/server/identity/create-agent.ts'), ADMIN, 'Ada', 'Admin', '--admin'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, server.url, ADMIN, '/backoffice/agents');
    await page.getByRole('heading', { name: 'Agents', exact: true }).waitFor();
    const invitee = `invited-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ivy');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Invited');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Ivy Invited is invited').waitFor();
    const row = page.getByRole('row').filter({ hasText: invitee });
    await row.getByText('Active').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/backoffice-agents-${width}.png`, fullPage: true });
      // The table scrolls inside the page; the page itself never gets wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Deactivate Ivy Invited' }).click();
    await row.getByText('Deactivated').waitFor();
    await page.getByText('Ivy Invited is deactivated and signed out.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test("a passenger's first load fetches no back-office chunk", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /queue-screen|claim-screen|backoffice/i.test(url))).toEqual([]);
    await context.close();
  });
});
