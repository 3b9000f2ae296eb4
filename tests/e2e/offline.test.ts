// The offline-first promises end to end (issue #6), on the real server, IdP and service worker in
// Chromium: a draft survives closing the page; a claim submitted offline waits, shows as queued,
// and reaches the server exactly once with its files in order and the signature when the network
// returns; a connection lost mid-way (after the create, before the uploads) makes no duplicates;
// the service worker alone delivers with every page closed (Background Sync fired through CDP);
// a claim the server refuses is shown rejected with the reason and does not block the next one;
// the dashboard reads offline; two tabs draining at once send each operation once; and after a
// claim is sent no document or signature stays in IndexedDB or Cache Storage.
// The token-expiry scenario needs a server with short-lived tokens: offline-token.test.ts.
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openControlledPage, waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  arrivalDelayHours,
  cachedUrls,
  deviceState,
  expectDelivered,
  expectNothingLeftOf,
  fillUpToDocuments,
  openWizardSignedIn,
  pdf,
  png,
  recordApiCalls,
  registerUser,
  serverClaims,
  serviceWorkerControl,
  signIn,
  stepHeading,
  submitClaim,
  submitOffline,
  syncStatus,
  testClientIp,
  tokenFor,
  waitForServerClaims,
  writes,
  type Account,
  type ApiCall,
} from './wizard-driver.ts';
import { SENT } from '../../src/app/components/claim-progress.ts';
import { sentLabelStates, watchSentLabel } from './label-watch.ts';

const { server, newContext: openContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });

/** A phone; each account and context sends its own X-Forwarded-For, so the IdP's per-IP limits count per test. */
const newContext = (): Promise<BrowserContext> => openContext({ viewport: viewportOf(390), extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });

/** A signed-in page on the wizard's first step, controlled by the service worker. */
async function wizardFor(account: Account): Promise<{ context: BrowserContext; page: Page; calls: ApiCall[] }> {
  const context = await newContext();
  const calls = recordApiCalls(context);
  const page = await openWizardSignedIn(context, server.url, account.email);
  return { context, page, calls };
}

/** A signed-in wizard at its last step: the usual facts filled in, `files` and the signature added. */
async function readyToSubmit(account: Account, files = [png('boarding-pass.png'), pdf('booking.pdf')]) {
  const opened = await wizardFor(account);
  await fillUpToDocuments(opened.page);
  await addDocumentsAndSignature(opened.page, files);
  return opened;
}

const card = (page: Page, claimId: string) => page.locator(`article[data-claim-id="${claimId}"]`);

/** Successful writes of the outbox, by kind; every Idempotency-Key at most once among them. */
function deliveredWrites(calls: ApiCall[]): { creates: number; uploads: number; signatures: number } {
  const ok = writes(calls).filter((c) => c.status !== null && c.status < 300);
  const keys = ok.map((c) => c.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  return {
    creates: ok.filter((c) => c.path === '/api/claims').length,
    uploads: ok.filter((c) => c.path.endsWith('/upload')).length,
    signatures: ok.filter((c) => c.path.endsWith('/signature')).length,
  };
}

describe('offline-first claims', () => {
  test('1. a draft survives closing the page: fields, two files, the signature and the step', async () => {
    const context = await newContext();
    const page = await openControlledPage(context, `${server.url}/claim`);
    await stepHeading(page, 'Disruption Type').waitFor();
    await fillUpToDocuments(page, { additional: true, bookingReference: 'ABC123' });
    await addDocumentsAndSignature(page, [png('boarding-pass.png'), pdf('booking.pdf')]);
    const stored = await deviceState(page);
    expect(stored.drafts).toHaveLength(1);
    expect(stored.attachments.map((a) => [a.name, a.position, a.isBlob])).toEqual([
      ['boarding-pass.png', 0, true],
      ['booking.pdf', 1, true],
    ]);
    expect(stored.signatures.map((s) => s.isBlob)).toEqual([true]);
    await page.close();

    const again = await context.newPage();
    await again.goto(`${server.url}/claim`);
    await stepHeading(again, 'Upload Documents').waitFor();
    const files = again.getByRole('list', { name: 'Your documents' }).getByRole('listitem');
    await expect.poll(() => files.count()).toBe(2);
    expect(await files.nth(0).textContent()).toContain('boarding-pass.png');
    expect(await files.nth(1).textContent()).toContain('booking.pdf');
    await again.getByRole('img', { name: 'Your saved signature' }).waitFor();
    expect(await again.getByRole('button', { name: 'Submit Claim' }).isDisabled()).toBe(true); // nobody signed in
    expect((await deviceState(again)).attachments).toEqual(stored.attachments);

    await again.getByRole('button', { name: 'Back' }).click();
    await stepHeading(again, 'Passenger Information').waitFor();
    expect(await again.getByLabel('First name').first().inputValue()).toBe('Ada');
    expect(await again.getByLabel('Email').first().inputValue()).toBe('ada@example.com');
    expect(await again.getByLabel('Booking reference (optional)').inputValue()).toBe('ABC123');
    expect(await again.getByRole('region', { name: 'Passenger 2' }).getByLabel('Last name').inputValue()).toBe('Babbage');
    await again.getByRole('button', { name: 'Back' }).click();
    await stepHeading(again, 'Flight Details').waitFor();
    expect(await again.getByLabel('Flight number').inputValue()).toBe('LH400');
    expect(await again.getByLabel('Departure date').inputValue()).toBe('2025-03-10');
    // The airport's name comes back from the airport index (a worker) a moment after the code.
    await expect.poll(() => again.getByRole('textbox', { name: 'Departure airport', exact: true }).inputValue()).toMatch(/^FRA — Frankfurt/);
    await expect.poll(() => again.getByRole('textbox', { name: 'Arrival airport', exact: true }).inputValue()).toMatch(/^JFK — /);
    expect(await arrivalDelayHours(again).inputValue()).toBe('5');
    await context.close();
  });

  test('2. submitted offline: waits, shows queued, and reaches the server once with its files in order when back online', async () => {
    const account = await registerUser(server.url, 'offline-submit');
    const { context, page, calls } = await readyToSubmit(account);

    const { claimId, queued } = await submitOffline(context, page);
    expect(['queued', 'sending']).toContain(queued.claims.find((c) => c.id === claimId)?.syncState);
    expect(queued.outbox.filter((o) => o.claimId === claimId).map((o) => o.kind)).toEqual(['createClaim', 'uploadFile', 'uploadFile', 'putSignature']);
    expect(queued.drafts).toEqual([]);

    // The dashboard, reached offline inside the app, lists it as waiting.
    await page.locator('#main').getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await card(page, claimId).getByText('Waiting to send').waitFor({ timeout: 15_000 });
    expect(await serverClaims(server.url, account.email)).toEqual([]);

    await context.setOffline(false);
    const [claim] = await waitForServerClaims(server.url, account.email, 1);
    expectDelivered(claim!, queued, claimId, ['boarding-pass.png', 'booking.pdf']);
    await card(page, claimId).getByText('Waiting to send').waitFor({ state: 'detached', timeout: 15_000 });
    await card(page, claimId).getByText('Submitted', { exact: true }).waitFor();
    expect(deliveredWrites(calls)).toEqual({ creates: 1, uploads: 2, signatures: 1 });
    await expect.poll(async () => (await deviceState(page)).claims.find((c) => c.id === claimId)?.syncState, { timeout: 15_000 }).toBe('sent');
    await expectNothingLeftOf(page, claimId);
    // Still exactly one claim a moment later (nothing was sent twice).
    expect((await serverClaims(server.url, account.email)).map((c) => c.id)).toEqual([claimId]);
    await context.close();
  });

  test('3. the connection drops after the create and before the uploads: the claim completes with no duplicates', async () => {
    const account = await registerUser(server.url, 'interrupted');
    const { context, page, calls } = await readyToSubmit(account);

    // The create reaches the server but its answer is lost; the first upload never gets there.
    let createLost = false;
    let uploadDropped = false;
    await context.route('**/api/claims', async (route) => {
      if (route.request().method() !== 'POST' || createLost) return route.fallback();
      createLost = true;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await context.route('**/api/claims/*/upload', async (route) => {
      if (uploadDropped) return route.fallback();
      uploadDropped = true;
      await route.abort('internetdisconnected');
    });

    const queued = await deviceState(page); // the draft, before it is submitted
    await watchSentLabel(page);
    const claimId = await submitClaim(page);
    // The label follows the device's own record: it says sent only once the record does.
    await syncStatus(page).getByText(SENT, { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => sentLabelStates(page)).toEqual(['sent']);
    expect(createLost && uploadDropped).toBe(true);

    const [claim] = await waitForServerClaims(server.url, account.email, 1);
    expectDelivered(claim!, queued, claimId, ['boarding-pass.png', 'booking.pdf']); // the draft's id is the claim's
    expect(claim!.documents).toHaveLength(2);
    // The lost create was sent again with the same Idempotency-Key and answered from the server's record.
    const creates = writes(calls).filter((c) => c.path === '/api/claims');
    expect(creates.length).toBeGreaterThanOrEqual(2);
    expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(deliveredWrites(calls)).toEqual({ creates: 1, uploads: 2, signatures: 1 });
    await expectNothingLeftOf(page, claimId);
    await context.close();
  });

  test('4. with every page closed, the service worker alone delivers the queued claim (Background Sync)', async () => {
    const account = await registerUser(server.url, 'background');
    const { context, page, calls } = await readyToSubmit(account);
    // A page of the origin without the app (a JSON answer) hosts the CDP session and reads IndexedDB.
    const host = await context.newPage();
    await host.goto(`${server.url}/api/health`);
    const sw = await serviceWorkerControl(context, host);
    await sw.registrationId();

    const { claimId, queued } = await submitOffline(context, page);
    await page.close(); // no page of the app is left
    await context.setOffline(false);
    await sw.dispatchSync(server.url);

    const [claim] = await waitForServerClaims(server.url, account.email, 1, { diagnose: async () => ({ calls, device: await deviceState(host) }) });
    expectDelivered(claim!, queued, claimId, ['boarding-pass.png', 'booking.pdf']);
    const delivered = writes(calls).filter((c) => c.status !== null);
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((c) => c.fromServiceWorker)).toBe(true);
    expect(deliveredWrites(calls)).toEqual({ creates: 1, uploads: 2, signatures: 1 });

    // What the service worker left on the device: the claim marked sent, nothing else.
    const check = await context.newPage();
    await check.goto(`${server.url}/privacy`);
    await expect.poll(async () => (await deviceState(check)).claims.find((c) => c.id === claimId)?.syncState, { timeout: 15_000 }).toBe('sent');
    await expectNothingLeftOf(check, claimId);
    await context.close();
  });

  test('6. a claim the server refuses (422) shows as rejected with the reason; the claim queued after it is delivered', async () => {
    const account = await registerUser(server.url, 'rejected');
    const { context, page } = await wizardFor(account);
    // The wizard refuses what the server refuses, so the queued claim is made invalid on the
    // device afterwards (as an older app version might have queued it): a 300-character name.
    await fillUpToDocuments(page, { flightNumber: 'LH401' });
    await addDocumentsAndSignature(page, [png('refused.png')]);
    await context.setOffline(true);
    const refusedId = await submitClaim(page);
    await page.evaluate(async (id) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('flightclaim');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('claims', 'readwrite');
        const store = tx.objectStore('claims');
        const get = store.get(id);
        get.onsuccess = () => {
          const row = get.result;
          row.payload.passenger.last_name = `Lovelace-${'x'.repeat(300)}`;
          store.put(row);
        };
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, refusedId);
    await page.getByRole('button', { name: 'Start a new claim' }).click();
    await stepHeading(page, 'Disruption Type').waitFor();
    await fillUpToDocuments(page, { flightNumber: 'LH402' });
    await addDocumentsAndSignature(page, [png('accepted.png'), pdf('accepted.pdf')]);
    const acceptedId = await submitClaim(page);
    const queued = await deviceState(page);
    // Offline, a drain may be trying (and failing) right now: 'sending' falls back to 'queued'.
    expect(queued.claims.map((c) => (c.syncState === 'sending' ? 'queued' : c.syncState))).toEqual(['queued', 'queued']);

    await context.setOffline(false);
    const [claim] = await waitForServerClaims(server.url, account.email, 1, { diagnose: async () => deviceState(page) });
    expectDelivered(claim!, queued, acceptedId, ['accepted.png', 'accepted.pdf']);

    await expect.poll(async () => (await deviceState(page)).claims.find((c) => c.id === refusedId)?.syncState, { timeout: 15_000 }).toBe('rejected');
    const local = (await deviceState(page)).claims.find((c) => c.id === refusedId)!;
    expect(local.problem).toMatchObject({ code: 'validation-failed' });
    const error = local.problem!.errors!.find((e) => e.field.includes('last_name'))!;
    const reason = `Last name: ${error.message}`;

    await page.goto(`${server.url}/dashboard`);
    await card(page, refusedId).getByText(`Not accepted: ${reason}`).waitFor({ timeout: 15_000 });
    await card(page, refusedId).getByRole('link', { name: 'Fix it' }).waitFor();
    await card(page, acceptedId).getByText('Submitted', { exact: true }).waitFor();
    expect(
      await card(page, acceptedId)
        .getByText(/Waiting to send|Not accepted/)
        .count(),
    ).toBe(0);
    // The refused claim keeps its document and signature on the device, to be corrected and sent again.
    const after = await deviceState(page);
    expect(after.attachments.filter((a) => a.claimId === refusedId).map((a) => a.isBlob)).toEqual([true]);
    expect(after.signatures.filter((s) => s.claimId === refusedId)).toHaveLength(1);
    expect(after.outbox.filter((o) => o.claimId === refusedId).map((o) => o.state)).toEqual(['rejected', 'pending', 'pending']);
    await expectNothingLeftOf(page, acceptedId);
    await context.close();
  });

  test('7. after one online visit, the dashboard and a claim page show the saved claims offline', async () => {
    const account = await registerUser(server.url, 'reader');
    const token = await tokenFor(server.url, account.email);
    const created = await fetch(`${server.url}/api/claims`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
        flight: { disruption_type: 'cancelled', flight_number: 'BA2490', departure_date: '2025-06-01', departure_airport: 'LHR', arrival_airport: 'MAD' },
      }),
    });
    expect(created.status).toBe(201);
    const { data: claim } = (await created.json()) as { data: { id: string } };

    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, server.url, account.email);
    await card(page, claim.id).waitFor({ timeout: 15_000 });
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);

    // Full page loads, answered by the service worker; the claims come from IndexedDB.
    await page.goto(`${server.url}/dashboard`);
    await card(page, claim.id).getByText('BA2490').waitFor({ timeout: 15_000 });
    await card(page, claim.id).getByText('Flight Cancellation').waitFor();
    expect(await page.getByText('Failed to load your claims').count()).toBe(0);
    await page.goto(`${server.url}/dashboard/claims/${claim.id}`);
    await page.getByRole('heading', { name: 'Claim for flight BA2490', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main').textContent()).toContain('LHR');
    const cached = await cachedUrls(page);
    expect(cached.private).toEqual([]);
    await context.close();
  });

  test('10. offline before the service worker has stored the app, a photo and a PDF are still kept on the device', async () => {
    // No service worker: once the network is gone, the document worker's script cannot load.
    const context = await openContext({ viewport: viewportOf(390), serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${server.url}/claim`);
    await fillUpToDocuments(page);
    await context.setOffline(true);
    await page.locator('input[type=file]').setInputFiles([png('gate.png'), pdf('ticket.pdf')]);
    await expect.poll(async () => (await deviceState(page)).attachments.map((a) => a.name).sort(), { timeout: 20_000 }).toEqual(['gate.png', 'ticket.pdf']);
    await context.close();
  });

  test('9. two tabs draining at once send each operation exactly once', async () => {
    const account = await registerUser(server.url, 'two-tabs');
    const { context, page, calls } = await readyToSubmit(account, [png('one.png'), pdf('two.pdf'), png('three.png')]);
    const { claimId, queued } = await submitOffline(context, page);
    const other = await context.newPage();
    await other.goto(`${server.url}/dashboard`);
    await card(other, claimId).getByText('Waiting to send').waitFor({ timeout: 15_000 });

    // Back online: both tabs (and the service worker) are told at the same moment, and told again.
    await context.setOffline(false);
    await Promise.all([page, other, page, other].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event('online')))));

    const [claim] = await waitForServerClaims(server.url, account.email, 1);
    expectDelivered(claim!, queued, claimId, ['one.png', 'two.pdf', 'three.png']);
    await expect.poll(async () => (await deviceState(other)).claims.find((c) => c.id === claimId)?.syncState, { timeout: 15_000 }).toBe('sent');
    expect(deliveredWrites(calls)).toEqual({ creates: 1, uploads: 3, signatures: 1 });
    const answered = writes(calls).filter((c) => c.status !== null);
    expect(answered.filter((c) => c.status === 409)).toEqual([]);
    expect(answered.length).toBe(5);
    await expectNothingLeftOf(other, claimId);
    await context.close();
  });
});
