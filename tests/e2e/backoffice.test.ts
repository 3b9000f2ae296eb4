// The back office in Chromium against the real server (PGlite): an agent made with
// `npm run agent:create` while the server runs finds a filed claim in the queue by flight number,
// opens its documents, asks the passenger a question, sends it to the airline, records the
// approval with the amount received and marks it paid. axe on every back-office screen; the
// passenger's first load never fetches a back-office chunk.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, ROOT, seriousViolations, startServer, verifyEmail, type RunningServer } from './harness.ts';
import { PASSWORD, PDF, PNG_1X1, registerUser, signIn } from './wizard-driver.ts';

let server: RunningServer;
let browser: Browser;
const AGENT = `agent-${Date.now()}@example.com`;
let claimId: string;

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
    cwd: ROOT, env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  expect(created.stdout).toContain('through the running server');
  const passenger = await registerUser(server.url, 'bo-passenger', { firstName: 'Grace', lastName: 'Hopper' });
  // Work on a claim starts once its owner has confirmed the address (409 email-unverified before).
  await verifyEmail(server, passenger.email);
  const res = await fetch(`${server.url}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${passenger.token}` },
    body: JSON.stringify({
      passenger: { first_name: 'Grace', last_name: 'Hopper', email: passenger.email },
      flight: { disruption_type: 'delayed', flight_number: 'KL1776', departure_date: '2025-06-01', departure_airport: 'AMS', arrival_airport: 'FCO', delay_duration_hours: 4, cause: 'technical' },
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

async function shoot(page: Page, name: string) {
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/backoffice-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the back office', () => {
  test('an agent finds a claim by flight number and takes it to paid', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, AGENT, '/backoffice');
    await page.getByRole('heading', { name: 'Claims queue' }).waitFor();
    await page.getByText('1 claims').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'queue');

    await page.getByRole('textbox', { name: 'Search' }).fill('kl17');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: claimId.slice(0, 8).toUpperCase() }).click();
    await page.getByRole('heading', { name: `Claim ${claimId.slice(0, 8).toUpperCase()}` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View boarding.png' }).click();
    await page.getByRole('img', { name: 'Document boarding.png' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('receipt.pdf');

    await page.getByRole('textbox', { name: 'Question for the passenger' }).fill('Please send the boarding pass of your return flight.');
    await page.getByRole('button', { name: 'Ask the passenger' }).click();
    await page.getByText('Question sent').waitFor();
    await page.getByRole('button', { name: 'Send to the airline' }).click();
    await page.getByText('Sent to the airline', { exact: true }).first().waitFor();
    await page.getByRole('textbox', { name: 'Amount received from the airline' }).fill('250');
    await page.getByRole('button', { name: 'Record approval' }).click();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText('Marked paid', { exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'claim');

    const claim = await page.evaluate(async (id) => {
      const response = await fetch(`/api/claims/${id}`);
      return response.status;
    }, claimId);
    expect(claim).toBe(401); // no cookie auth: the API only answers bearer tokens
    await context.close();
  });

  test('a passenger\'s first load fetches no back-office chunk', async () => {
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
