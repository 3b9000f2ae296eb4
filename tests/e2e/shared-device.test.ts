// Two accounts on one browser (review N4, a shared device), on the real server, IdP and service
// worker: Alice's unsent work (a claim queued offline and an unfinished draft) stays on the device
// for her alone when she signs out; Bob, who signs in next, sees none of it and the outbox sends
// nothing of hers with his token; Alice finds it again when she signs in (and her claim goes);
// "Sign out and remove my data from this device" then leaves nothing on the device.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { appDbRows } from './app-db.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  deviceState,
  fillUpToDocuments,
  openWizardSignedIn,
  pdf,
  recordApiCalls,
  registerUser,
  serverClaims,
  signIn,
  stepHeading,
  submitOffline,
  testClientIp,
  waitForServerClaims,
  writes,
} from './wizard-driver.ts';

const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });

const APP_STORES = ['drafts', 'attachments', 'signatures', 'claims', 'outbox', 'expenses', 'kv'] as const;

/** Signs out from the header's menu (the wizard's own header has none: it goes home first). */
async function signOut(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/claim') await page.getByRole('banner').getByRole('link', { name: 'Flightclaim home' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** Signed out: the header offers to log in again (every sign-out step has run by then). */
const signedOut = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor({ timeout: 15_000 });

/** The app's localStorage keys (the draft journal must not outlive the session). */
const localStorageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

describe('two accounts on one browser', () => {
  test("Alice's unsent work is hers alone after she signs out; Bob sees none of it; 'remove' leaves nothing", async () => {
    const alice = await registerUser(server.url, 'alice', { firstName: 'Alice', lastName: 'Shared' });
    const bob = await registerUser(server.url, 'bob', { firstName: 'Bob', lastName: 'Next' });
    const context = await newContext({ viewport: viewportOf(1280), extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });
    const calls = recordApiCalls(context);

    // Alice: a claim submitted offline (it waits in the outbox), then a new draft she starts typing.
    const page = await openWizardSignedIn(context, server.url, alice.email);
    await fillUpToDocuments(page, { firstName: 'AliceSecret', address: '12 Private Lane, Springfield' });
    await addDocumentsAndSignature(page, [pdf('alice-passport.pdf')]);
    const { claimId } = await submitOffline(context, page);
    await page.getByRole('button', { name: 'Start a new claim' }).click();
    await page.getByRole('button', { name: /Flight Delay/ }).click();
    await stepHeading(page, 'Flight Details').waitFor();
    await page.getByLabel('Flight number').fill('AS404');
    await expect.poll(async () => JSON.stringify((await appDbRows(page, ['drafts'])).drafts), { timeout: 10_000 }).toContain('AS404');

    await signOut(page);
    const dialog = page.getByRole('dialog', { name: 'Sign out with unsent work?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('An unfinished claim is saved on this device.');
    expect(await dialog.textContent()).toContain('1 claim has not been sent yet.');
    expect(await dialog.textContent()).toContain('for your account only');
    await dialog.getByRole('button', { name: 'Sign out and keep it' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 }); // it closes once sign-out has done everything
    await signedOut(page);
    const kept = await appDbRows(page, ['drafts', 'claims', 'kv']);
    expect(kept.drafts.map((d) => d.ownerId)).toEqual([alice.id]);
    expect(kept.claims.map((c) => [c.id, c.ownerId, c.syncState])).toEqual([[claimId, alice.id, 'queued']]);
    expect(kept.kv).toEqual([]); // her tokens are gone

    // Bob, online, on the same browser: nothing of Alice's, and nothing of hers is sent.
    await context.setOffline(false);
    const sentBefore = writes(calls).length;
    await signIn(page, server.url, bob.email);
    await page.getByRole('heading', { name: 'No claims yet' }).waitFor({ timeout: 15_000 });
    expect(await page.locator(`article[data-claim-id="${claimId}"]`).count()).toBe(0);
    await page.goto(`${server.url}/claim`);
    await stepHeading(page, 'Disruption Type').waitFor({ timeout: 15_000 });
    // The wizard has read the drafts and started Bob's own, empty one.
    const bobsDrafts = async () => (await appDbRows(page, ['drafts'])).drafts.filter((d) => d.ownerId === bob.id).map((d) => d.fields);
    await expect.poll(bobsDrafts, { timeout: 15_000 }).toEqual([{}]);
    expect(await page.locator('main').textContent()).not.toMatch(/AS404|AliceSecret|Private Lane/);
    expect(writes(calls).length).toBe(sentBefore);
    expect(await serverClaims(server.url, bob.email)).toEqual([]);
    expect(await serverClaims(server.url, alice.email)).toEqual([]);
    expect((await deviceState(page)).claims.find((c) => c.id === claimId)).toMatchObject({ ownerId: alice.id, syncState: 'queued' });
    await signOut(page); // Bob typed nothing: no question
    await signedOut(page);
    await expect.poll(async () => (await appDbRows(page, ['drafts'])).drafts.map((d) => d.ownerId), { timeout: 10_000 }).toEqual([alice.id]);

    // Alice again: her claim goes now, and her draft is where she left it.
    await signIn(page, server.url, alice.email);
    const [delivered] = await waitForServerClaims(server.url, alice.email, 1);
    expect(delivered).toMatchObject({ id: claimId, passenger: { first_name: 'AliceSecret' } });
    await page.goto(`${server.url}/claim`);
    await stepHeading(page, 'Flight Details').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Flight number').inputValue()).toBe('AS404');

    // "Remove": nothing of anyone's is left on the device.
    await signOut(page);
    await dialog.getByRole('button', { name: 'Sign out and remove my data from this device' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await signedOut(page);
    const left = await appDbRows(page, APP_STORES);
    expect(Object.fromEntries(APP_STORES.map((store) => [store, left[store].length]))).toEqual(Object.fromEntries(APP_STORES.map((store) => [store, 0])));
    expect((await localStorageKeys(page)).filter((key) => key.startsWith('flightclaim:'))).toEqual([]);
  });
});
