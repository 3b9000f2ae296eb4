// Shared by the browser tests that drive the claim wizard (wizard.test.ts, offline*.test.ts):
// accounts on the real IdP, signing in through the login screen, filling the five steps the way a
// person does, and reading what the app and the service worker left on the device (IndexedDB,
// Cache Storage) and what reached the server (the API with the user's own token).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import type { DraftFields } from '../../src/offline/index.ts';
import { QUEUED_OFFLINE } from '../../src/app/components/claim-progress.ts';
import { until, waitForApp, waitForServiceWorkerControl } from './harness.ts';
import { appDbRows, BLOB, type Row } from './app-db.ts';
import { passwordSignIn, registerAtRealm } from '../shared/realm-account.ts';

export const PASSWORD = 'correct horse battery staple';

let accountCounter = 0;

/**
 * An X-Forwarded-For of its own for each account and each browser context, so the per-IP rate
 * limits of the IdP (registration, token) count per test, not per suite. Only honoured by a server
 * started with TRUST_PROXY=loopback; harmless otherwise.
 */
export function testClientIp(): string {
  const n = accountCounter++;
  return `10.${60 + (process.pid % 60)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export interface Account {
  email: string;
  /** The user id (`sub`). */
  id: string;
  /** An access token from the registration's first sign-in (expires; tokenFor gives a fresh one). */
  token: string;
}

export interface NewUser {
  firstName?: string;
  lastName?: string;
  /** A fresh address (from the prefix) unless given. */
  email?: string;
  password?: string;
}

/** A user registered at the realm's registration endpoint (as the Create Account screen does). */
export async function registerUser(baseUrl: string, prefix = 'wizard', user: NewUser = {}): Promise<Account> {
  const email = user.email ?? `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = user.password ?? PASSWORD;
  const realmUser = { email, password, firstName: user.firstName ?? 'Ada', lastName: user.lastName ?? 'Lovelace' };
  await registerAtRealm(`${baseUrl}/realms/claims`, realmUser, { 'X-Forwarded-For': testClientIp() });
  const token = await tokenFor(baseUrl, email, password);
  return { email, id: jwtClaims(token).sub as string, token };
}

/** An access token for the user from the token endpoint (the test's own, not the app's). */
export async function tokenFor(baseUrl: string, email: string, password = PASSWORD): Promise<string> {
  return (await passwordSignIn(`${baseUrl}/realms/claims`, email, password, { 'X-Forwarded-For': testClientIp() })).access_token;
}

export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

/** Fills and sends the login form, once the app has taken over the prerendered page. */
export async function signInOnLoginScreen(page: Page, email: string): Promise<void> {
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the login screen and waits for where it leads: the dashboard (spec §2), or
 * `path` when given (the screen's ?redirect=).
 */
export async function signIn(page: Page, baseUrl: string, email: string, path = '/dashboard'): Promise<void> {
  await page.goto(path === '/dashboard' ? `${baseUrl}/login` : `${baseUrl}/login?redirect=${encodeURIComponent(path)}`);
  await signInOnLoginScreen(page, email);
  await page.waitForURL(`${baseUrl}${path}`, { timeout: 20_000 });
}

/** A new page of this context, signed in, on the wizard's first step and controlled by the service worker. */
export async function openWizardSignedIn(context: BrowserContext, baseUrl: string, email: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  await page.goto(`${baseUrl}/claim`);
  await waitForServiceWorkerControl(page);
  await stepHeading(page, 'Disruption Type').waitFor();
  return page;
}

export const stepHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', typeof name === 'string' ? { level: 2, name, exact: true } : { level: 2, name });
export const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
export const countOf = (page: Page, text: string) => page.getByText(text, { exact: true }).count();

/** The arrival delay's hours (other questions, such as the departure delay, have an Hours field too). */
export const arrivalDelayHours = (page: Page) => page.getByRole('group', { name: 'How late did you arrive at your final destination?' }).getByLabel('Hours');

export async function pickAirport(page: Page, label: string, query: string, code: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(query);
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).waitFor();
  await page.keyboard.press('Enter');
  await until(
    () => field.inputValue(),
    (value) => value.startsWith(`${code} — `),
    `${label} to be ${code}`,
  );
}

export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/**
 * A real one-page PDF of about `bytes` bytes: the page shows an RGB image of random noise (so
 * nothing on the way can compress it). PDFs are stored as they are (photos are shrunk first).
 */
export function noisePdf(name: string, bytes: number): { name: string; mimeType: string; buffer: Buffer } {
  const width = 1024;
  const height = Math.max(1, Math.floor(bytes / (width * 3)));
  const pixels = randomBytes(width * height * 3);
  const content = 'q 612 0 0 792 0 0 cm /Im0 Do Q\n';
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Buffer) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (body: string | (string | Buffer)[]) => {
    offsets.push(length);
    push(`${offsets.length} 0 obj\n`);
    for (const piece of typeof body === 'string' ? [body] : body) push(piece);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>');
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>');
  object([
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
    pixels,
    '\nendstream',
  ]);
  object(`<< /Length ${content.length} >>\nstream\n${content}endstream`);
  const xref = length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat(parts) };
}
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

export async function drawSignature(page: Page): Promise<void> {
  // By test id: its accessible name is in the page's language.
  const canvas = page.getByTestId('signature-pad').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 15, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + 15 + (i * (box.width - 30)) / 24, box.y + box.height / 2 + Math.sin(i / 2) * box.height * 0.3);
  }
  await page.mouse.up();
}

export interface PassengerInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  bookingReference?: string;
  address?: string;
  /** A second passenger: Charles Babbage when true, else the one given. */
  additional?: boolean | { firstName: string; lastName: string; email: string };
}

/** Steps 1 to 3 with valid data (FRA → JFK, 5 h late: EC 261, €600); ends on the documents step. */
export async function fillUpToDocuments(page: Page, options: PassengerInput & { flightNumber?: string } = {}): Promise<void> {
  await waitForApp(page); // a click on the prerendered page would go nowhere
  await page.getByRole('button', { name: /Flight Delay/ }).click();
  await stepHeading(page, 'Flight Details').waitFor();
  await page.getByLabel('Flight number').fill(options.flightNumber ?? 'LH400');
  await page.getByLabel('Departure date').fill('2025-03-10');
  await pickAirport(page, 'Departure airport', 'frankfurt', 'FRA');
  await pickAirport(page, 'Arrival airport', 'JFK', 'JFK');
  await arrivalDelayHours(page).fill('5');
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await page.getByRole('heading', { name: '✓ Good news!' }).waitFor();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await stepHeading(page, 'Passenger Information').waitFor();
  await page
    .getByLabel('First name')
    .first()
    .fill(options.firstName ?? 'Ada');
  await page
    .getByLabel('Last name')
    .first()
    .fill(options.lastName ?? 'Lovelace');
  await page
    .getByLabel('Email')
    .first()
    .fill(options.email ?? 'ada@example.com');
  if (options.bookingReference) await page.getByLabel('Booking reference (optional)').fill(options.bookingReference);
  if (options.address) await page.getByLabel('Address (optional)').fill(options.address);
  if (options.additional) {
    const other = options.additional === true ? { firstName: 'Charles', lastName: 'Babbage', email: 'charles@example.com' } : options.additional;
    await page.getByRole('button', { name: 'Add another passenger' }).click();
    const second = page.getByRole('region', { name: 'Passenger 2' });
    await second.getByLabel('First name').fill(other.firstName);
    await second.getByLabel('Last name').fill(other.lastName);
    await second.getByLabel('Email').fill(other.email);
  }
  await page.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await stepHeading(page, 'Upload Documents').waitFor();
}

/** On the documents step: adds the files (in this order) and a drawn signature (saved as it is drawn). */
export async function addDocumentsAndSignature(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  await page.locator('input[type=file]').setInputFiles(files);
  for (const file of files) await visible(page, file.name);
  await drawSignature(page);
  await signatureSaved(page).waitFor();
}

/** The note that the signature drawn is saved (it is saved as the passenger signs). */
export const signatureSaved = (page: Page) => page.getByRole('status').filter({ hasText: '✓ Signature saved' });

/** The confirmation's heading in each state (claim-progress.ts): only a claim the server has is "Submitted Successfully". */
export const CONFIRMATION_HEADINGS =
  /^(Claim Submitted Successfully!|Claim saved on this device|Sending your claim|Log in to send your claim|Your claim was not accepted|A document was not accepted)$/;

/** Submits from the documents step and waits for the confirmation; returns the claim id. */
export async function submitClaim(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await page.waitForURL(/[?&]submitted=/);
  await stepHeading(page, CONFIRMATION_HEADINGS).waitFor();
  const id = new URL(page.url()).searchParams.get('submitted');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** The confirmation's sync state (the role=status alert). */
export const syncStatus = (page: Page) => page.locator('#main').getByRole('status').first();

/** Goes offline and submits: the claim waits on the device, shown as queued. Its id and the device's state then. */
export async function submitOffline(context: BrowserContext, page: Page): Promise<{ claimId: string; queued: DeviceState }> {
  await context.setOffline(true);
  const claimId = await submitClaim(page);
  await syncStatus(page).getByText(QUEUED_OFFLINE).waitFor();
  return { claimId, queued: await deviceState(page) };
}

// ----- What is on the device -----

export interface DeviceState {
  drafts: { id: string; step: number }[];
  attachments: { id: string; claimId: string; position: number; name: string; sha256: string; size: number; isBlob: boolean }[];
  signatures: { claimId: string; sha256: string; isBlob: boolean }[];
  claims: {
    id: string;
    syncState: string;
    ownerId: string;
    problem: { code?: string; detail?: string; errors?: { field: string; message: string }[] } | null;
  }[];
  outbox: { opId: string; claimId: string; kind: string; state: string; attempts: number }[];
}

/** The open draft's saved fields (the `drafts` store), read beside Dexie; null when there is none. */
export async function savedDraftFields(page: Page): Promise<DraftFields | null> {
  const { drafts } = await appDbRows(page, ['drafts']);
  const newestFirst = (drafts as { fields: DraftFields; updatedAt: number }[]).sort((a, b) => b.updatedAt - a.updatedAt);
  return newestFirst[0]?.fields ?? null;
}

/** The named fields of each row, `isBlob` saying whether the row holds its Blob. */
function pickFields<T>(rows: Row[], keys: readonly (keyof T & string)[]): T[] {
  return rows.map((row) => Object.fromEntries(keys.map((key) => [key, key === 'isBlob' ? row.blob === BLOB : row[key]])) as T);
}

/** Every row of the app's IndexedDB (`flightclaim`) that matters here, read beside Dexie. */
export async function deviceState(page: Page): Promise<DeviceState> {
  const { drafts, attachments, signatures, claims, outbox } = await appDbRows(page, ['drafts', 'attachments', 'signatures', 'claims', 'outbox']);
  type Of<K extends keyof DeviceState> = DeviceState[K][number];
  return {
    drafts: pickFields<Of<'drafts'>>(drafts, ['id', 'step']),
    attachments: pickFields<Of<'attachments'>>(attachments, ['id', 'claimId', 'position', 'name', 'sha256', 'size', 'isBlob']),
    signatures: pickFields<Of<'signatures'>>(signatures, ['claimId', 'sha256', 'isBlob']),
    claims: pickFields<Of<'claims'>>(claims, ['id', 'syncState', 'ownerId', 'problem']),
    outbox: pickFields<Of<'outbox'>>(outbox, ['opId', 'claimId', 'kind', 'state', 'attempts']),
  };
}

/** Every URL in Cache Storage, and those of the API or the IdP (there must be none). */
export async function cachedUrls(page: Page): Promise<{ all: string[]; private: string[] }> {
  const all = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
  return { all, private: all.filter((url) => /\/(api|realms)\//.test(new URL(url).pathname)) };
}

/** After a claim is sent: its documents and signature are gone from IndexedDB and never were in Cache Storage. */
export async function expectNothingLeftOf(page: Page, claimId: string): Promise<void> {
  const state = await deviceState(page);
  expect(state.attachments.filter((a) => a.claimId === claimId)).toEqual([]);
  expect(state.signatures.filter((s) => s.claimId === claimId)).toEqual([]);
  expect(state.outbox.filter((o) => o.claimId === claimId)).toEqual([]);
  expect(state.claims.find((c) => c.id === claimId)?.syncState).toBe('sent');
  const cached = await cachedUrls(page);
  expect(cached.all.length).toBeGreaterThan(0); // the precache is there…
  expect(cached.private).toEqual([]); // …and no API or IdP answer is
  const matches = await page.evaluate(async (id) => {
    const urls = ['/api/claims', `/api/claims/${id}`, `/api/claims/${id}/documents`, '/api/me'];
    const hits = await Promise.all(urls.map((url) => caches.match(url, { ignoreSearch: true, ignoreVary: true })));
    return hits.filter(Boolean).length;
  }, claimId);
  expect(matches).toBe(0);
}

// ----- What reached the server -----

export interface ServerClaim {
  id: string;
  passenger: { first_name: string; last_name: string };
  flight: { flight_number: string };
  documents: { id: string; name: string; position: number; sha256: string; size: number }[];
  signature: { signed_at: string; sha256: string } | null;
  status: string;
}

/** GET /api/claims with the user's own token: what the server holds for them. */
export async function serverClaims(baseUrl: string, email: string): Promise<ServerClaim[]> {
  const token = await tokenFor(baseUrl, email);
  const response = await fetch(`${baseUrl}/api/claims`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const list = ((await response.json()) as { data: ServerClaim[] }).data;
  // The list may abbreviate; the claim itself has the documents and the signature.
  return Promise.all(
    list.map(async (claim) => {
      const one = await fetch(`${baseUrl}/api/claims/${claim.id}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(one.status).toBe(200);
      return ((await one.json()) as { data: ServerClaim }).data;
    }),
  );
}

/** The server's claims once it holds `count` of them with a signature each (polled, bounded). */
export async function waitForServerClaims(
  baseUrl: string,
  email: string,
  count: number,
  options: { timeout?: number; diagnose?: () => Promise<unknown> } = {},
): Promise<ServerClaim[]> {
  let claims: ServerClaim[];
  const deadline = Date.now() + (options.timeout ?? 30_000);
  for (;;) {
    claims = await serverClaims(baseUrl, email);
    if (claims.length === count && claims.every((c) => c.signature !== null)) return claims;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const device = options.diagnose ? await options.diagnose().catch((error: unknown) => String(error)) : undefined;
  throw new Error(
    `The server holds ${claims.length} claim(s) (${claims.map((c) => `${c.documents.length} documents, signature ${c.signature ? 'yes' : 'no'}`).join('; ')}), not ${count} complete ones.${device === undefined ? '' : `\nOn the device: ${JSON.stringify(device, null, 1)}`}`,
  );
}

/** Checks one server claim against what was queued on the device: files in order, same bytes, a signature. */
export function expectDelivered(claim: ServerClaim, queued: DeviceState, claimId: string, names: string[]): void {
  expect(claim.id).toBe(claimId);
  const local = queued.attachments.filter((a) => a.claimId === claimId).sort((a, b) => a.position - b.position);
  expect(local.map((a) => a.name)).toEqual(names);
  const documents = [...claim.documents].sort((a, b) => a.position - b.position);
  expect(documents.map((d) => d.position)).toEqual(names.map((_, i) => i));
  expect(documents.map((d) => d.name)).toEqual(names);
  expect(documents.map((d) => d.sha256)).toEqual(local.map((a) => a.sha256));
  expect(documents.map((d) => d.id)).toEqual(local.map((a) => a.id));
  expect(claim.signature).not.toBeNull();
  // The signature's bytes as drawn and stored on the device.
  expect(claim.signature!.sha256).toBe(queued.signatures.find((s) => s.claimId === claimId)?.sha256);
}

// ----- Requests the browser made (page and service worker) -----

export interface ApiCall {
  method: string;
  /** Path with UUIDs as :id. */
  path: string;
  status: number | null;
  fromServiceWorker: boolean;
  idempotencyKey: string | null;
}

/** Records every API request of the context (pages and its service worker) and its answer. */
export function recordApiCalls(context: BrowserContext): ApiCall[] {
  const calls: ApiCall[] = [];
  context.on('requestfinished', (request) => void record(request, false));
  context.on('requestfailed', (request) => void record(request, true));
  async function record(request: Request, failed: boolean): Promise<void> {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const response = failed ? null : await request.response().catch(() => null);
    calls.push({
      method: request.method(),
      path: url.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id'),
      status: response?.status() ?? null,
      fromServiceWorker: request.serviceWorker() !== null,
      idempotencyKey: request.headers()['idempotency-key'] ?? null,
    });
  }
  return calls;
}

export const writes = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/claims'));

// ----- The service worker through CDP -----

/** A CDP session that sees the context's service worker registrations; fires Background Sync. */
export async function serviceWorkerControl(
  context: BrowserContext,
  page: Page,
): Promise<{
  cdp: CDPSession;
  registrationId: () => Promise<string>;
  dispatchSync: (origin: string, tag?: string) => Promise<void>;
}> {
  const cdp = await context.newCDPSession(page);
  let registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => {
    for (const registration of event.registrations) {
      registrations = registrations.filter((r) => r.registrationId !== registration.registrationId);
      if (!registration.isDeleted) registrations.push(registration);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = async () => {
    await expect.poll(() => registrations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    return registrations[0]!.registrationId;
  };
  return {
    cdp,
    registrationId,
    dispatchSync: async (origin, tag = 'outbox') => {
      await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId(), tag, lastChance: false });
    },
  };
}
