// The dashboard, My Claims and the claim page against the real server and IdP: the empty state
// for a new user, a claim created through the API shown with the spec's card fields and en-US
// date, the claim page, the status filter, offline (saved claims, no error), and claims still on
// this device (waiting / refused) with the sign-out warning and a refused claim sent again.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import { registerUser, signIn } from './wizard-driver.ts';
import type { ClaimCreatePayload, ClaimWire } from '../../src/domain/claim/index.ts';
import { claimOnFlight, postClaim } from '../shared/claim-payload.ts';
import { RIGHTS_PAGES } from '../../src/app/site-map.ts';

// Set-up calls from the test carry their own X-Forwarded-For (see account.test.ts). The long
// history's 30 claims are more than one account may file in a day (20 by default).
const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback', CLAIMS_PER_USER_PER_DAY: '40' });

interface Account {
  email: string;
  firstName: string;
  id: string;
  token: string;
}

/** A user registered at the realm endpoint, with an access token from the token endpoint. */
async function newAccount(firstName: string): Promise<Account> {
  return { ...(await registerUser(server.url, firstName.toLowerCase(), { firstName, lastName: 'Tester' })), firstName };
}

const createClaim = (account: Account, payload?: ClaimCreatePayload) => postClaim(server.url, account.token, payload);

async function signedInPage(account: Account, width = 1280, path = '/dashboard'): Promise<Page> {
  const context = await newContext({ viewport: viewportOf(width) });
  const page = await context.newPage();
  await signIn(page, server.url, account.email, path);
  return page;
}

async function counters(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const region = page.getByRole('region', { name: 'Your claims in numbers' });
  for (const label of ['Total Claims', 'Active Claims', 'Completed']) {
    out[label] = ((await region.locator(`[data-counter="${label}"] [data-value]`).textContent()) ?? '').trim();
  }
  return out;
}

/** Writes rows into the app's own IndexedDB in the page (claims this device has not sent). */
async function putLocalRows(page: Page, rows: { claims?: unknown[]; withSignatureFor?: string }): Promise<void> {
  await page.evaluate(async ({ claims, withSignatureFor }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('flightclaim');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    let signature: unknown = null;
    if (withSignatureFor) {
      const canvas = document.createElement('canvas');
      canvas.width = 500;
      canvas.height = 200;
      const ctx = canvas.getContext('2d')!;
      ctx.strokeStyle = '#000';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(40, 150);
      ctx.bezierCurveTo(120, 20, 220, 180, 460, 60);
      ctx.stroke();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
      const sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
      signature = { claimId: withSignatureFor, blob, type: 'image/png', size: blob.size, sha256, signedAt: Date.now() };
    }
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['claims', 'signatures'], 'readwrite');
      for (const claim of claims ?? []) tx.objectStore('claims').put(claim);
      if (signature) tx.objectStore('signatures').put(signature);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

function localClaim(account: Account, id: string, syncState: string, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id,
    ownerId: account.id,
    syncState,
    payload: { ...claimOnFlight({ flight_number: 'LH400' }), id },
    server: null,
    problem: null,
    attachments: [],
    submittedAt: now,
    createdAt: now,
    updatedAt: now,
    ...extra,
  };
}

describe('dashboard', () => {
  test('a new user sees the three counters at 0 and "No claims yet", and the Trips and Lounges tabs', async () => {
    const account = await newAccount('Nina');
    const page = await signedInPage(account, 390);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No claims yet' }).waitFor({ timeout: 15_000 });
    expect(await counters(page)).toEqual({ 'Total Claims': '0', 'Active Claims': '0', Completed: '0' });
    const start = page.getByRole('tabpanel').getByRole('link', { name: 'Start a New Claim' });
    expect(await start.getAttribute('href')).toBe('/claim');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Trips' }).click();
    await page.getByText('Trip Management is coming soon').waitFor();
    await page.getByRole('tab', { name: 'Lounges' }).click();
    await page
      .getByText(/lounge access with discounts/i)
      .first()
      .waitFor();
  });

  test('a claim created through the API shows as a card with the spec fields and an en-US date', async () => {
    const account = await newAccount('Carl');
    const claim = await createClaim(account);
    const page = await signedInPage(account, 1280);
    const card = page.locator(`article[data-claim-id="${claim.id}"]`);
    await card.waitFor({ timeout: 15_000 });
    const text = (await card.textContent())!;
    expect(text).toContain('AF1234');
    expect(text).toContain('Submitted');
    expect(text).toContain('Flight Delay');
    expect(text).toContain('Jun 1, 2025');
    expect(text).not.toContain('2025-06-01');
    if (claim.compensation) {
      expect(text).toContain(`${claim.compensation.amount.toLocaleString('en-US')} ${claim.compensation.currency}`);
    }
    expect(text).not.toMatch(/Waiting to send|Sign in to send|Not accepted|Not sent/);
    expect(await counters(page)).toEqual({ 'Total Claims': '1', 'Active Claims': '1', Completed: '0' });
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('link', { name: /View details/i }).click();
    await page.waitForURL(`${server.url}/dashboard/claims/${claim.id}`);
    await page.getByRole('heading', { name: 'Claim for flight AF1234', level: 1 }).waitFor();
    const body = (await page.locator('main').textContent())!;
    for (const expected of ['Jun 1, 2025', 'CDG', 'FCO', 'ABC123', 'Ada Lovelace', 'Charles Babbage', 'charles@example.com', 'Status history', 'Submitted']) {
      expect(body).toContain(expected);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a long history shows a page of cards; "Show more" adds the next and takes the focus to the first added', async () => {
    const account = await newAccount('Lena');
    for (let i = 0; i < 30; i++) await createClaim(account, claimOnFlight({ flight_number: `AF${1000 + i}` }));
    const page = await signedInPage(account, 1280);
    const cards = page.locator('article[data-claim-id]');
    await page.getByText('Showing 24 of 30 claims').waitFor({ timeout: 15_000 });
    expect(await counters(page)).toEqual({ 'Total Claims': '30', 'Active Claims': '30', Completed: '0' });
    expect(await cards.count()).toBe(24); // every card at once grew the page without bound (bench:growth-ui)
    expect(await cards.first().textContent()).toContain('AF1029'); // newest first
    const more = page.getByRole('button', { name: 'Show more claims' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('article[data-claim-id]').length === 30);
    expect(await more.count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.closest('article')?.textContent ?? '');
    expect(focused).toContain('AF1005');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an unknown claim id says the claim was not found', async () => {
    const account = await newAccount('Ursula');
    const page = await signedInPage(account, 390, `/dashboard/claims/${crypto.randomUUID()}`);
    await page.getByRole('heading', { name: 'Claim not found', level: 1 }).waitFor({ timeout: 15_000 });
  });

  test("another user's claim is not shown", async () => {
    const owner = await newAccount('Olga');
    const claim = await createClaim(owner);
    const other = await newAccount('Oscar');
    const page = await signedInPage(other, 390, `/dashboard/claims/${claim.id}`);
    await page.getByRole('heading', { name: 'Claim not found', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main').textContent()).not.toContain('AF1234');
  });

  test('offline, saved claims stay with a note and no error; the header says Offline', async () => {
    const account = await newAccount('Otto');
    await createClaim(account);
    const page = await signedInPage(account, 390);
    await page.getByText('AF1234').first().waitFor({ timeout: 15_000 });
    await waitForServiceWorkerControl(page); // every route chunk precached, as after any first visit
    await page.context().setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();
    // Leave and come back inside the app (the dashboard mounts again and refreshes offline).
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The account comes first in the drawer: Profile and Sign Out in view without scrolling (issue #15).
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    for (const item of [drawer.getByRole('link', { name: 'Profile Settings' }), drawer.getByRole('button', { name: 'Sign Out' })]) {
      const box = await item.boundingBox();
      expect(box!.y + box!.height).toBeLessThan(844);
    }
    const firstRights = await drawer.getByRole('link', { name: RIGHTS_PAGES[0]!.title }).boundingBox();
    expect((await drawer.getByRole('button', { name: 'Sign Out' }).boundingBox())!.y).toBeLessThan(firstRights!.y);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Claims' }).click();
    await page.getByRole('heading', { name: 'My Claims', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }).click();
    // My Claims shows the same note: wait for the dashboard itself, not for a note the page being left still shows.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText('Offline — showing saved claims').waitFor({ timeout: 15_000 });
    await page.locator('article[data-claim-id]').filter({ hasText: 'AF1234' }).first().waitFor();
    expect(await page.getByText('Failed to load your claims').count()).toBe(0);
    await page.context().setOffline(false);
  });
});

describe('header', () => {
  test('the desktop "Your Rights" menu opens by click and by keyboard, and its items lead to the pages', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/faq`);
    const trigger = page.getByRole('button', { name: /Your Rights/ });
    const menu = page.getByRole('menu');
    // By keyboard (the menu's chunk may still be on its way: keep trying until it opens).
    await expect
      .poll(
        async () => {
          await trigger.focus();
          await page.keyboard.press('Enter');
          return menu.isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('menuitem').count()).toBe(11);
    // By click, on a fresh page.
    await page.reload();
    await expect
      .poll(
        async () => {
          if (!(await menu.isVisible())) await trigger.click();
          return menu.isVisible();
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(true);
    await page.getByRole('menuitem').first().click();
    await page.waitForURL((url) => url.pathname !== '/faq');
  });
});

describe('My Claims', () => {
  test('the status filter shows All and each status', async () => {
    const account = await newAccount('Fiona');
    await createClaim(account);
    const withdrawn = await createClaim(account, claimOnFlight({ flight_number: 'BA2490' }));
    const patch = await fetch(`${server.url}/api/claims/${withdrawn.id}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ status: 'draft' }),
    });
    expect(patch.status).toBe(200);

    const page = await signedInPage(account, 1280, '/claims');
    await page.getByRole('heading', { name: 'My Claims', level: 1 }).waitFor();
    const cards = page.locator('article[data-claim-id]');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const select = page.getByRole('combobox', { name: 'Filter by status' });
    expect(await select.locator('option').allTextContents()).toEqual([
      'All (2)',
      'Draft (1)',
      'Submitted (1)',
      'Processing (0)',
      'Approved (0)',
      'Rejected (0)',
      'Paid (0)',
    ]);
    const choose = (value: string) => select.selectOption(value);
    await choose('draft');
    await page.waitForURL(`${server.url}/claims?status=draft`);
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('BA2490');
    expect(await cards.first().textContent()).toContain('Draft');

    await choose('submitted');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('AF1234');

    await choose('paid');
    await page.getByText('No claims with this status.').waitFor();
    expect(await cards.count()).toBe(0);

    await choose('all');
    await expect.poll(() => cards.count()).toBe(2);

    // The dashboard counts the draft in the total only.
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
    expect(await counters(page)).toEqual({ 'Total Claims': '2', 'Active Claims': '1', Completed: '0' });
  });
});

describe('claims still on this device', () => {
  test('a waiting claim shows on the card and in the header bar, and Sign Out asks first', async () => {
    const account = await newAccount('Wanda');
    const page = await signedInPage(account, 1280);
    await page.getByRole('heading', { name: 'No claims yet' }).waitFor({ timeout: 15_000 });
    const id = crypto.randomUUID();
    await putLocalRows(page, { claims: [localClaim(account, id, 'queued')] });
    await page.reload(); // written beside Dexie, so its live queries need a fresh start

    const card = page.locator(`article[data-claim-id="${id}"]`);
    await card.getByText('Waiting to send').waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: '1 claim waiting to be sent' }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out with unsent work?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('1 claim has not been sent yet.');
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${server.url}/dashboard`);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await dialog.getByRole('button', { name: 'Sign out and keep it' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    await page.locator('header').getByRole('link', { name: 'Log In' }).first().waitFor();
  });

  test('a document refused on another device shows here too, as recorded on the server', async () => {
    const account = await newAccount('Dora');
    const claim = await createClaim(account);
    const put = await fetch(`${server.url}/api/claims/${claim.id}/sync-problem`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        code: 'unsupported-file-type',
        title: 'File type must be one of image/jpeg, image/png, application/pdf',
        detail: 'virus.pdf: not a PDF',
      }),
    });
    expect(put.status).toBe(204);
    const page = await signedInPage(account, 1280);
    const card = page.locator(`article[data-claim-id="${claim.id}"]`);
    await card.getByText('Document refused').waitFor({ timeout: 15_000 });
    expect(await card.getByText(/^Submitted$/).count()).toBe(0);
    await card.getByRole('link', { name: /View details/ }).click();
    await page.getByText('A document was not accepted').first().waitFor();
    expect(await page.locator('main').textContent()).toMatch(/virus\.pdf: not a PDF\. .*on the device you sent it from/);
  });

  test('a refused claim shows the reason, and can be sent again to the real server', async () => {
    const account = await newAccount('Rosa');
    const page = await signedInPage(account, 390);
    await page.getByRole('heading', { name: 'No claims yet' }).waitFor({ timeout: 15_000 });
    const id = crypto.randomUUID();
    const problem = { type: 'about:blank', title: 'Invalid claim', status: 422, code: 'validation', detail: 'The booking reference was not recognised' };
    await putLocalRows(page, { claims: [localClaim(account, id, 'rejected', { problem })], withSignatureFor: id });
    await page.reload();

    const card = page.locator(`article[data-claim-id="${id}"]`);
    await card.getByText('Not accepted: The booking reference was not recognised').waitFor({ timeout: 15_000 });
    await card.getByRole('link', { name: 'Fix it' }).click();
    await page.waitForURL(`${server.url}/dashboard/claims/${id}`);
    await page.getByText('This claim was not accepted').waitFor();
    expect(await page.locator('main').textContent()).toContain('The booking reference was not recognised');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(/^Booking reference/).fill('XYZ789');
    await page.getByRole('button', { name: 'Send corrected claim' }).click();
    await page.getByText('This claim was not accepted').waitFor({ state: 'hidden', timeout: 15_000 });

    // The outbox delivers it: the server has the claim with the correction and the signature.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.url}/api/claims/${id}`, { headers: { authorization: `Bearer ${account.token}` } });
          return res.status === 200 ? ((await res.json()) as { data: ClaimWire }).data : null;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toMatchObject({ id, booking_reference: 'XYZ789', signature: expect.anything() });
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toMatch(/Signature: signed/);
  });
});
