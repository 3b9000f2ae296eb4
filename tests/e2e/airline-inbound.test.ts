// What the airline says, and the airline claims directory, in Chromium against the real server
// (issue #34). The server runs with INBOUND_SMTP_PORT: nodemailer (a real SMTP client) mails a reply
// to the claim's address on loopback, and the admin sees it on the claim page with its attachment,
// the refused one marked as such, and uploads another answer there. On /backoffice/airlines the admin
// sees "Not known yet", corrects Lufthansa (the form refuses a bad e-mail with the server's rule
// first), and the corrected entry says who corrected it; the screen also reads in Persian. axe on both.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { claimReplyAddress } from '../../src/server/inbound/reply-address.ts';
import { freePort } from '../api/free-port.ts';
import { launchBrowser, ROOT, seriousViolations, startServer, verifyEmail, type RunningServer } from './harness.ts';
import { PASSWORD, PDF, registerUser, signIn } from './wizard-driver.ts';

const DOMAIN = 'claims.test';
const ADMIN = `admin-${Date.now()}@example.com`;
let server: RunningServer;
let browser: Browser;
let page: Page;
let claimId: string;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  server = await startServer({ INBOUND_SMTP_PORT: String(smtpPort), INBOUND_SMTP_HOST: '127.0.0.1', MAIL_DOMAIN: DOMAIN });
  browser = await launchBrowser();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  await promisify(execFile)(process.execPath, [join(ROOT, 'src/server/identity/create-agent.ts'), ADMIN, 'Ann', 'Admin', '--admin'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  const passenger = await registerUser(server.url, 'inbound-passenger', { firstName: 'Grace', lastName: 'Hopper' });
  await verifyEmail(server, passenger.email);
  const res = await fetch(`${server.url}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${passenger.token}` },
    body: JSON.stringify({
      passenger: { first_name: 'Grace', last_name: 'Hopper', email: passenger.email },
      flight: {
        disruption_type: 'delayed',
        flight_number: 'LH400',
        departure_date: '2025-06-01',
        departure_airport: 'FRA',
        arrival_airport: 'JFK',
        delay_duration_hours: 5,
      },
      booking_reference: 'GRC456',
    }),
  });
  expect(res.status).toBe(201);
  claimId = ((await res.json()) as { data: { id: string } }).data.id;
  page = await (await browser.newContext()).newPage();
  await signIn(page, server.url, ADMIN, `/backoffice/claims/${claimId}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('what the airline says', () => {
  test('a reply mailed to the claim address appears on the claim page, its refused attachment marked', async () => {
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
    try {
      await smtp.sendMail({
        from: 'customer.relations@lufthansa.example',
        to: claimReplyAddress(claimId, DOMAIN),
        subject: 'Your claim GRC456',
        text: 'We regret the delay was caused by a technical fault.',
        attachments: [
          { filename: 'decision.pdf', content: PDF, contentType: 'application/pdf' },
          { filename: 'invoice.pdf', content: Buffer.from('<html><script>alert(1)</script></html>'), contentType: 'application/pdf' },
        ],
      });
    } finally {
      smtp.close();
    }
    await page.reload();
    const section = page.getByRole('heading', { name: 'What the airline says' });
    await section.waitFor();
    await expect.poll(() => page.getByText('Your claim GRC456').count()).toBe(1);
    await page.getByText('We regret the delay was caused by a technical fault.').waitFor();
    await page.getByRole('button', { name: 'Download decision.pdf' }).waitFor();
    await page.getByText('Refused: not a JPEG, PNG or PDF').waitFor();
    expect(await page.locator('script:has-text("alert(1)")').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the admin uploads an answer that came by post', async () => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'The airline’s answer (JPEG, PNG or PDF, at most 10 MB)' }).click();
    await (await chooser).setFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('textbox', { name: 'Note on the airline’s answer' }).fill('Came by post on 3 March');
    await page.getByRole('button', { name: 'Add the airline’s answer' }).click();
    await page.getByText('Came by post on 3 March').waitFor();
    await page.getByRole('button', { name: 'Download letter.pdf' }).waitFor();
  });
});

describe('the airline claims directory', () => {
  test('shows "Not known yet", and an admin corrects an entry, the form refusing a bad address first', async () => {
    await page.goto(`${server.url}/backoffice/airlines`);
    await page.getByRole('heading', { name: 'Airline claims directory' }).waitFor();
    await page.getByRole('textbox', { name: 'Find an airline' }).fill('Eurowings');
    await page.getByText('Not known yet').first().waitFor();
    await page.getByRole('textbox', { name: 'Find an airline' }).fill('LH');
    await page.getByRole('button', { name: 'Correct Lufthansa' }).click();
    const form = page.getByRole('form', { name: 'Correct Lufthansa' });
    await form.getByRole('button', { name: 'Add a channel' }).click();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('claims at lufthansa');
    await form.getByRole('textbox', { name: 'Where you checked it' }).fill('Letter from Lufthansa');
    await form.getByRole('button', { name: 'Save the correction' }).click();
    await form.getByText('Enter a valid e-mail address, like claims@airline.example').waitFor();
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('claims@lufthansa.example');
    await form.getByRole('button', { name: 'Save the correction' }).click();
    await page.getByText('E-mail: claims@lufthansa.example').waitFor();
    await page.getByText(/Corrected by Ann Admin on/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('reads in Persian', async () => {
    await page.goto(`${server.url}/fa/backoffice/airlines`);
    await page.getByRole('heading', { name: 'فهرست راه‌های درخواست از شرکت‌های هواپیمایی' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
