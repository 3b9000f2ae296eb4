// Notifications in the real browser: a push the server sends reaches a local push endpoint
// (encrypted, VAPID-signed) and decrypts to the notification; delivered to the real service
// worker through CDP, the worker shows it, and its click opens the claim, offline. The bell
// counts unread notifications, the inbox lists them (offline too, from IndexedDB), and push
// permission is asked only after the profile's button is pressed.
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { jwtVerify } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { claimPayload, postClaim } from '../shared/claim-payload.ts';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { startPushEndpoint, type PushEndpoint } from '../api/push-endpoint.ts';
import { launchBrowser, seriousViolations, startServer, until, verifyEmail, waitForServiceWorkerControl, type RunningServer } from './harness.ts';
import { registerUser, signIn } from './wizard-driver.ts';

let server: RunningServer;
let browser: Browser;
let push: PushEndpoint;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  push = await startPushEndpoint();
  server = await startServer({ PUSH_EXTRA_HOSTS: push.host, NOTIFY_POLL_MS: '100' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await push?.close();
});

interface Account {
  email: string;
  token: string;
}

async function account(prefix: string): Promise<Account> {
  const user = await registerUser(server.url, prefix);
  await verifyEmail(server, user.email);
  return user;
}

const api = (who: Account, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** A claim without co-passengers, so its owner is the only one notified. */
const fileClaim = (who: Account) => postClaim(server.url, who.token, claimPayload({ additional_passengers: [] }));

async function signedIn(who: Account, path = '/dashboard', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, server.url, who.email, path);
  return { context, page };
}

test('a push is encrypted and VAPID-signed to the push service; the service worker shows it and its click opens the claim offline', async () => {
  const ada = await account('push');
  expect((await api(ada, '/api/me/push-subscriptions', push.subscription('ada'))).status).toBe(204);
  const claim = await fileClaim(ada);

  const [message] = await until(
    async () => push.received.filter((p) => p.path.endsWith('/ada')),
    (list) => list.length === 1,
    'the push at the endpoint',
    20_000,
  );
  expect(message!.payload).toMatchObject({ kind: 'claim-received', title: 'Claim received', url: `/dashboard/claims/${claim.id}` });
  expect(message!.headers['content-encoding']).toBe('aes128gcm');
  // The VAPID JWT is signed by the server's public key and names this push service as audience.
  const { public_key: publicKey } = (await (await fetch(`${server.url}/api/push/vapid-public-key`)).json()) as { public_key: string };
  const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(message!.headers.authorization))!;
  expect(k).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const { payload: claims } = await jwtVerify(jwt!, key);
  expect(claims.aud).toBe(push.origin);

  // The browser: signed in, the claim on the device, then offline.
  const { context, page } = await signedIn(ada);
  await context.grantPermissions(['notifications'], { origin: server.url });
  await waitForServiceWorkerControl(page);
  await page.goto(`${server.url}/dashboard/claims/${claim.id}`);
  await page.getByText(claimReference(claim.id)).first().waitFor();
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = await until(async () => registrations.find((r) => r.scopeURL.startsWith(server.url)), Boolean, 'the service worker registration');
  await context.setOffline(true);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: registration!.registrationId,
    data: JSON.stringify(message!.payload),
  });
  const shown = await until(
    () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))),
    (list) => list.length === 1,
    'the notification',
  );
  expect(shown[0]).toEqual({
    title: 'Claim received',
    body: `Claim ${claimReference(claim.id)} has arrived. We will tell you when it moves.`,
    tag: message!.payload.id,
  });

  // The click: the worker's own notificationclick handler on the notification it showed.
  await page.goto(`${server.url}/claims`);
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(server.url))!;
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event & { waitUntil(p: Promise<unknown>): void };
    };
    const [notification] = await scope.registration.getNotifications();
    const event = new scope.NotificationEvent('notificationclick', { notification: notification! });
    // A script-made event cannot extend its lifetime; keep the handler's promise to wait for it.
    let done: Promise<unknown> = Promise.resolve();
    event.waitUntil = (promise) => {
      done = promise;
    };
    scope.dispatchEvent(event);
    await done;
  });
  await page.waitForURL(`${server.url}/dashboard/claims/${claim.id}`);
  await page.getByText(claimReference(claim.id)).first().waitFor();
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
}, 120_000);

test('the bell counts unread notifications; the inbox lists them, offline too, and opening one marks it read, offline too', async () => {
  const bo = await account('bell');
  const claim = await fileClaim(bo);
  const { context, page } = await signedIn(bo);
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await bell.waitFor();
  await bell.click();
  await page.waitForURL(`${server.url}/notifications`);
  const item = page.getByRole('button', { name: /Claim received/ });
  await item.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  await page.getByText('You are offline: this is the copy on this device.').waitFor();
  // Opened offline: read on this device at once, on the server (every device) once back online.
  await page.getByRole('button', { name: /Claim received/ }).click();
  await page.waitForURL(`${server.url}/dashboard/claims/${claim.id}`);
  await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  const unread = async () => ((await (await api(bo, '/api/me/notifications')).json()) as { unread: number }).unread;
  expect(await unread()).toBe(1);
  await context.setOffline(false);
  await until(unread, (count) => count === 0, 'the offline read to reach the server');
  await page.reload();
  await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
}, 120_000);

test('the browser asks for push permission only when the profile button is pressed', async () => {
  const cy = await account('perm');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  contexts.push(context);
  await context.addInitScript(() => {
    const calls = { count: 0 };
    (window as unknown as { permissionCalls: typeof calls }).permissionCalls = calls;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      calls.count += 1;
      return original();
    };
  });
  const page = await context.newPage();
  await signIn(page, server.url, cy.email, '/profile');
  const button = page.getByRole('button', { name: 'Turn on push on this device' });
  await button.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { permissionCalls: { count: number } }).permissionCalls.count)).toBe(0);
  await button.click();
  await until(
    () => page.evaluate(() => (window as unknown as { permissionCalls: { count: number } }).permissionCalls.count),
    (n) => n === 1,
    'the permission request',
  );
}, 120_000);

test('pushsubscriptionchange: the service worker gives the server the new subscription and drops the old one', async () => {
  const dee = await account('resub');
  const old = push.subscription('dee-old');
  expect((await api(dee, '/api/me/push-subscriptions', old)).status).toBe(204);
  const { context, page } = await signedIn(dee);
  await waitForServiceWorkerControl(page);
  const fresh = push.subscription('dee-new');
  // The worker's own handler, reached through CDP (Playwright's worker.evaluate). Chromium has no
  // command that fires this event, and headless Chromium has no push service to subscribe with, so
  // the browser's part (the event and its subscriptions) is played by the script; the rest is real.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(server.url))!;
  await worker.evaluate(
    async ({ old, fresh }) => {
      const scope = globalThis as unknown as {
        dispatchEvent(e: Event): boolean;
        ExtendableEvent: new (type: string) => Event & { waitUntil(p: Promise<unknown>): void };
      };
      const asSubscription = (s: typeof old) => ({ endpoint: s.endpoint, options: { applicationServerKey: null }, toJSON: () => s });
      const event = new scope.ExtendableEvent('pushsubscriptionchange');
      Object.defineProperties(event, { oldSubscription: { value: asSubscription(old) }, newSubscription: { value: asSubscription(fresh) } });
      // A script-made event cannot extend its lifetime; keep the handler's promise to wait for it.
      let done: Promise<unknown> = Promise.resolve();
      event.waitUntil = (promise) => {
        done = promise;
      };
      scope.dispatchEvent(event);
      await done;
    },
    { old, fresh },
  );

  await fileClaim(dee);
  const [message] = await until(
    async () => push.received.filter((p) => p.path.endsWith('/dee-new')),
    (list) => list.length === 1,
    'the push at the new endpoint',
    20_000,
  );
  expect(message!.payload).toMatchObject({ kind: 'claim-received' });
  expect(push.received.filter((p) => p.path.endsWith('/dee-old'))).toEqual([]);
}, 120_000);
