// `npm run bench:sync`: draining the outbox after a long time offline (performance issue #7).
// A signed-in passenger, offline in Chromium, files CLAIMS (20) claims through the wizard, each with
// 3 photos of 4000×3000 px (JPEG at quality 0.92, 3.5–4 MB each, made in the page so that they
// compress like camera pictures: browser-bench.ts) added through the documents drop zone's file
// input, so the app's media worker prepares them, and a drawn signature. Then the
// network comes back with the page open, and the bench times how long until the server holds
// every claim with its 3 documents and its signature.
// Prints: claims, photos, original MB (the 60 generated photos), sent MB (the documents' sizes as
// the server stores them, from its API: each upload's body is one such file plus the multipart
// framing; Chromium does not count blob request bodies, so they are not measured on the wire),
// the reduction, the drain time and the duplicates. Exits non-zero when a claim
// is duplicated or incomplete, or the reduction is under 80% (budgets, not wall-clock limits).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, startServer, waitForServiceWorkerControl } from '../e2e/harness.ts';
import { deviceState, drawSignature, registerUser, stepHeading, submitClaim, tokenFor, visible, type ServerClaim } from '../e2e/wizard-driver.ts';
import { fillUpToDocuments } from '../e2e/wizard-driver.ts';
import { ensureAppBuild, makeCameraPhotos, signIn, waitForWizard } from './browser-bench.ts';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 20);
const PHOTOS_PER_CLAIM = 3;
const MIN_REDUCTION = 0.8;
const DRAIN_TIMEOUT_MS = 5 * 60_000;
const MB = 1024 * 1024;

/**
 * Makes the photos in the page (Node has no JPEG encoder, and 180 MB of photos need not cross the
 * DevTools protocol) and hands them to the drop zone's file input as a person picking files
 * would: the input's files, then its input and change events (what playwright's setInputFiles
 * does). Returns the size of each file.
 */
async function addCameraPhotos(page: Page, names: string[], seed: number): Promise<number[]> {
  const sizes = await makeCameraPhotos(page, { names, seed, width: 4000, height: 3000 });
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('The documents step has no file input');
    const picked = new DataTransfer();
    for (const file of window.benchPhotos ?? []) picked.items.add(file);
    input.files = picked.files;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    window.benchPhotos = [];
  });
  return sizes;
}

/** One claim through the wizard, offline: steps 1–3, three photos, the signature, Submit. */
async function fileClaim(page: Page, index: number): Promise<number[]> {
  await fillUpToDocuments(page, { flightNumber: `LH${400 + index}` });
  const names = Array.from({ length: PHOTOS_PER_CLAIM }, (_, k) => `claim-${index + 1}-photo-${k + 1}.jpg`);
  const sizes = await addCameraPhotos(page, names, 7919 * (index + 1));
  // Listed once the media worker has prepared and stored each one.
  for (const name of names) await visible(page, name);
  await drawSignature(page);
  await page.getByRole('status').filter({ hasText: '✓ Signature saved' }).waitFor();
  await submitClaim(page);
  await page.getByRole('button', { name: 'Start a new claim' }).click();
  await stepHeading(page, 'Disruption Type').waitFor();
  return sizes;
}

async function claimsOnServer(baseUrl: string, token: string): Promise<ServerClaim[]> {
  const response = await fetch(`${baseUrl}/api/claims`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/claims answered ${response.status}`);
  return ((await response.json()) as { data: ServerClaim[] }).data;
}

const complete = (claim: ServerClaim) => claim.documents.length === PHOTOS_PER_CLAIM && claim.signature !== null;

/** Bytes of every file under a directory (the server's blob store: documents and signatures). */
async function bytesUnder(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += entry.name === '.tmp' ? 0 : await bytesUnder(path);
    else total += (await stat(path)).size;
  }
  return total;
}

await ensureAppBuild();
// Access tokens outlive the run, so the drain measures sending, not a token refresh.
const server = await startServer({ ACCESS_TOKEN_TTL: '3600', LOG_LEVEL: 'error' });
const browser = await launchBrowser();
let ok: boolean;
try {
  const account = await registerUser(server.url, 'sync-bench');
  const token = await tokenFor(server.url, account.email);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, server.url, account.email);
  await page.goto(`${server.url}/claim`);
  await waitForServiceWorkerControl(page);
  await waitForWizard(page);

  await context.setOffline(true);
  const queueStarted = Date.now();
  const originalSizes: number[] = [];
  for (let i = 0; i < CLAIMS; i++) {
    originalSizes.push(...(await fileClaim(page, i)));
    process.stdout.write(`\rQueued offline: ${i + 1}/${CLAIMS} claims (${((Date.now() - queueStarted) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write('\n');
  const queueMs = Date.now() - queueStarted;
  const device = await deviceState(page);
  const queued = device.claims.filter((c) => c.syncState === 'queued' || c.syncState === 'sending').length;
  const deviceBytes = device.attachments.reduce((sum, a) => sum + a.size, 0);
  if (queued !== CLAIMS) throw new Error(`${queued} claims queued on the device, not ${CLAIMS}`);
  if ((await claimsOnServer(server.url, token)).length !== 0) throw new Error('Claims reached the server while offline');

  // Back online with the page open: the app drains on the online event (and its service worker
  // on Background Sync). The clock runs until the server holds every claim complete.
  const drainStarted = performance.now();
  await context.setOffline(false);
  let claims: ServerClaim[] = [];
  let firstAt: number | null = null;
  for (;;) {
    claims = await claimsOnServer(server.url, token);
    if (firstAt === null && claims.some(complete)) firstAt = performance.now() - drainStarted;
    if (claims.length >= CLAIMS && claims.every(complete)) break;
    if (performance.now() - drainStarted > DRAIN_TIMEOUT_MS) {
      throw new Error(`After ${DRAIN_TIMEOUT_MS / 1000} s the server holds ${claims.length} claims, ${claims.filter(complete).length} complete`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const drainMs = performance.now() - drainStarted;
  // A moment later, to catch a late duplicate.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  claims = await claimsOnServer(server.url, token);
  await context.close();

  const original = originalSizes.reduce((sum, size) => sum + size, 0);
  const sent = claims.flatMap((c) => c.documents).reduce((sum, d) => sum + d.size, 0);
  const reduction = 1 - sent / original;
  const duplicates = claims.length - CLAIMS;
  const incomplete = claims.filter((c) => c.documents.length !== PHOTOS_PER_CLAIM || !c.signature).length;
  const flights = new Set(claims.map((c) => c.flight.flight_number)).size;
  const onDisk = await bytesUnder(join(server.dataDir, 'blobs'));

  console.log(`\nSync drain, Chromium, page open, loopback server (PGlite, blobs on disk)`);
  console.log(`claims                      ${claims.length} on the server (${CLAIMS} queued, ${flights} distinct flights)`);
  console.log(`photos                      ${originalSizes.length} of 4000x3000 px, ${(original / originalSizes.length / MB).toFixed(2)} MB on average`);
  console.log(`original                    ${(original / MB).toFixed(1)} MB`);
  console.log(
    `sent (documents stored)     ${(sent / MB).toFixed(1)} MB  (on the device before: ${(deviceBytes / MB).toFixed(1)} MB; blob store incl. signatures: ${(onDisk / MB).toFixed(1)} MB)`,
  );
  console.log(
    `reduction                   ${(reduction * 100).toFixed(1)} %  (budget >= ${MIN_REDUCTION * 100} %)  ${reduction >= MIN_REDUCTION ? 'ok' : 'UNDER'}`,
  );
  console.log(`drain time                  ${(drainMs / 1000).toFixed(1)} s  (first complete claim after ${((firstAt ?? drainMs) / 1000).toFixed(1)} s)`);
  console.log(`duplicates                  ${duplicates}  ${duplicates === 0 ? 'ok' : 'DUPLICATED'}`);
  console.log(`incomplete claims           ${incomplete}  ${incomplete === 0 ? 'ok' : 'INCOMPLETE'}`);
  console.log(`(queueing ${CLAIMS} claims offline through the wizard took ${(queueMs / 1000).toFixed(0)} s; not a figure of the issue)`);
  ok = duplicates === 0 && incomplete === 0 && reduction >= MIN_REDUCTION;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
