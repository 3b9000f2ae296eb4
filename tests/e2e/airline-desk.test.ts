// The airline desk's whole story (issue #34) in Chromium against the real server, with a real SMTP
// server on loopback (aiosmtpd) for what we send and the server's own inbound SMTP for what the
// airline sends back. In English and in Persian: a passenger files a Lufthansa claim; the agent
// sends it from the claim page; the letter reaches Lufthansa's claims address (aiosmtpd) as a PDF
// naming the flight, the booking reference, the articles and the amounts; the airline replies to
// the claim's own address and the reply appears on the claim; the agent records a refusal for a
// technical fault; the rebuttal goes out by mail; the passenger reads the next step in their language.
// SCREENSHOT_DIR set: the case panel is kept at 1280 and 390 px.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../api/free-port.ts';
import { startSmtpSink, type SmtpSink } from '../api/smtp-sink.ts';
import { launchBrowser, ROOT, seriousViolations, startServer, until, type RunningServer } from './harness.ts';
import { PASSWORD, registerUser, signIn, tokenFor } from './wizard-driver.ts';

const DOMAIN = 'claims.test';
const LH_CLAIMS = 'claims@lufthansa.example';
const AGENT = `desk-agent-${Date.now()}@example.com`;
let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;
let inboundPort: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  inboundPort = await freePort();
  server = await startServer({ SMTP_URL: sink.url, INBOUND_SMTP_PORT: String(inboundPort), INBOUND_SMTP_HOST: '127.0.0.1', MAIL_DOMAIN: DOMAIN });
  browser = await launchBrowser();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  await promisify(execFile)(process.execPath, [join('src/server/identity/create-agent.ts'), AGENT, 'Dana', 'Desk', '--admin'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  // Lufthansa takes claims by e-mail here: an admin's correction of the directory.
  const admin = await tokenFor(server.url, AGENT);
  const corrected = await api('PUT', '/api/backoffice/airlines/LH/claim-channel', admin, {
    channels: [{ kind: 'email', address: LH_CLAIMS, languages: ['en', 'de'] }],
    source: 'Letter from Lufthansa',
  });
  expect(corrected.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

function join(...parts: string[]): string {
  return path.join(ROOT, ...parts);
}

async function api(method: string, url: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const mailText = (m: ParsedMail) => `${m.text ?? ''}${typeof m.html === 'string' ? m.html : ''}`;

/** Confirms the passenger's address with the link the server mailed to aiosmtpd. */
async function verifyBySink(email: string): Promise<void> {
  const mail = await until(
    async () => (await sink.messages()).find((m) => m.to && !Array.isArray(m.to) && m.to.text === email && mailText(m).includes('/verify-email?token=')),
    (m) => m !== undefined,
    `the confirmation mail to ${email}`,
    60_000,
  );
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mailText(mail!))![1];
  const res = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

/** A passenger (reading `locale`) files a delayed Lufthansa claim; answers their token and the claim id. */
async function fileClaim(name: { first: string; last: string }, locale: 'en' | 'fa', flight: string, booking: string) {
  const passenger = await registerUser(server.url, `desk-${locale}`, { firstName: name.first, lastName: name.last });
  await verifyBySink(passenger.email);
  expect((await api('PUT', '/api/me/locale', passenger.token, { locale })).status).toBeLessThan(300);
  const res = await api('POST', '/api/claims', passenger.token, {
    passenger: { first_name: name.first, last_name: name.last, email: passenger.email },
    flight: {
      disruption_type: 'delayed',
      flight_number: flight,
      departure_date: '2025-06-01',
      departure_airport: 'FRA',
      arrival_airport: 'FCO',
      delay_duration_hours: 5,
    },
    booking_reference: booking,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { ...passenger, claimId: ((await res.json()) as { data: { id: string } }).data.id };
}

const toLufthansa = async (flight: string, subject: RegExp) =>
  until(
    async () =>
      (await sink.messages()).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === LH_CLAIMS && m.subject?.includes(flight) && subject.test(m.subject)),
    (m) => m.length >= 1,
    `a mail to Lufthansa about ${flight}`,
    90_000,
  );

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-letter-'));
  try {
    fs.writeFileSync(path.join(dir, 'letter.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'letter.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The airline answers by mail to the address the letter named as Reply-To. */
async function airlineReplies(letter: ParsedMail, text: string): Promise<void> {
  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
  try {
    await smtp.sendMail({ from: 'customer.relations@lufthansa.example', to: letter.replyTo!.text, subject: `Re: ${letter.subject ?? ''}`, text });
  } finally {
    smtp.close();
  }
}

async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const panel = page.getByRole('region', { name: /Airline case|پروندهٔ شرکت هواپیمایی/ });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The whole page's picture cut to the panel: the sticky header stays at the top, off the panel.
    const clip = await panel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
    });
    await page.screenshot({ path: path.join(dir, `case-panel-${name}-${width}.png`), fullPage: true, clip });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the airline desk, filed to rebuttal', () => {
  test('in English: sent by e-mail, the reply arrives, the refusal is rebutted, the passenger reads what happens next', async () => {
    const grace = await fileClaim({ first: 'Grace', last: 'Hopper' }, 'en', 'LH400', 'GRC456');
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, AGENT, `/backoffice/claims/${grace.claimId}`);

    const panel = page.getByRole('region', { name: 'Airline case' });
    await panel.getByText('Not sent to the airline yet.').waitFor();
    await panel.getByRole('button', { name: 'Send the letter to the airline' }).click();
    await panel.getByText('The letter went to the airline').waitFor();
    await panel.getByText('Sent to the airline', { exact: true }).waitFor();
    await panel.getByText(LH_CLAIMS).waitFor();
    await panel.getByText('Remind the airline').waitFor();
    await panel.getByRole('button', { name: 'Download Demand letter' }).waitFor();

    const [letter] = await toLufthansa('LH400', /^Claim for compensation/);
    expect(letter!.replyTo!.text).toBe(`claims+${grace.claimId.replace(/-/g, '')}@${DOMAIN}`);
    const text = pdfText(letter!.attachments[0]!.content);
    for (const expected of ['LH400', 'GRC456', 'FRA → FCO', 'Grace Hopper', 'Art. 7', 'EUR']) expect(text).toContain(expected);

    await airlineReplies(letter!, 'We refuse: the delay was caused by a technical fault.');
    await until(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'What the airline says' }).waitFor();
        return page.getByText('We refuse: the delay was caused by a technical fault.').count();
      },
      (n) => n === 1,
      "the airline's reply on the claim",
      30_000,
    );

    // The agent records the refusal; the device checks it first, with the domain's own message.
    const form = page.getByRole('form', { name: 'Record the airline’s answer' });
    await form.getByRole('combobox', { name: 'What the airline answered' }).click();
    await page.getByRole('option', { name: 'Refused' }).click();
    await form.getByRole('button', { name: 'Record the answer' }).click();
    await form.getByText('Choose the reason the airline gave.').waitFor();
    await form.getByRole('combobox', { name: 'The reason the airline gave' }).click();
    await page.getByRole('option', { name: 'Extraordinary circumstances' }).click();
    await form.getByRole('combobox', { name: 'The cause the airline named' }).click();
    await page.getByRole('option', { name: 'Technical fault' }).click();
    await form.getByRole('button', { name: 'Record the answer' }).click();
    await panel.getByText('The airline’s answer is recorded').waitFor();
    await panel.getByText('Extraordinary circumstances: Technical fault').waitFor();
    await panel.getByText('Rebut: the rebuttal letter cites the judgments').waitFor();
    await panel.getByRole('button', { name: 'Download Rebuttal letter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'en');

    const [rebuttal] = await toLufthansa('LH400', /^Our answer to your refusal/);
    expect(pdfText(rebuttal!.attachments[0]!.content)).toContain('C-549/07');

    // The passenger reads what happens next on the claim page.
    const mine = await (await browser.newContext()).newPage();
    await signIn(mine, server.url, grace.email, `/dashboard/claims/${grace.claimId}`);
    await mine.getByText(/^Lufthansa must answer by .+\./).waitFor();
    await mine.close();

    // The team lead's page: the charts, each with its figures as a table, and the answer counted.
    await page.goto(`${server.url}/backoffice/desk`);
    await page.getByRole('heading', { name: 'The airline desk' }).waitFor();
    await page.getByRole('img', { name: /^Claims by stage and age\./ }).waitFor();
    const figure = page.getByRole('figure', { name: 'The airlines’ answers by kind' });
    await figure.getByText('Show the figures as a table').click();
    const answers = figure.getByRole('table', { name: 'The airlines’ answers by kind' });
    expect(await answers.getByRole('row', { name: /Refused 1/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'desk-1280.png'), fullPage: true });
    await page.close();
  });

  test('in Persian: the agent works in Persian and the passenger reads the next step in Persian', async () => {
    const reza = await fileClaim({ first: 'Reza', last: 'Karimi' }, 'fa', 'LH402', 'RZA789');
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, AGENT, `/backoffice/claims/${reza.claimId}`);
    await page.goto(`${server.url}/fa/backoffice/claims/${reza.claimId}`);
    const panel = page.getByRole('region', { name: 'پروندهٔ شرکت هواپیمایی' });
    await panel.getByRole('button', { name: 'فرستادن نامه برای شرکت هواپیمایی' }).click();
    await panel.getByText('نامه برای شرکت هواپیمایی رفت').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const [letter] = await toLufthansa('LH402', /^Claim for compensation/);
    await airlineReplies(letter!, 'Technical fault: no compensation.');
    await until(
      async () => {
        await page.reload();
        await panel.waitFor();
        return page.getByText('Technical fault: no compensation.').count();
      },
      (n) => n === 1,
      "the airline's reply on the claim",
      30_000,
    );
    const form = page.getByRole('form', { name: 'ثبت پاسخ شرکت هواپیمایی' });
    await form.getByRole('combobox', { name: 'شرکت هواپیمایی چه پاسخی داد' }).click();
    await page.getByRole('option', { name: 'رد شد', exact: true }).click();
    await form.getByRole('combobox', { name: 'دلیلی که شرکت هواپیمایی آورد' }).click();
    await page.getByRole('option', { name: 'شرایط فوق‌العاده' }).click();
    await form.getByRole('combobox', { name: 'علتی که شرکت هواپیمایی نام برد' }).click();
    await page.getByRole('option', { name: 'نقص فنی' }).click();
    await form.getByRole('button', { name: 'ثبت پاسخ' }).click();
    await panel.getByText('پاسخ شرکت هواپیمایی ثبت شد').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'fa');
    await toLufthansa('LH402', /^Our answer to your refusal/);

    const mine = await (await browser.newContext()).newPage();
    await signIn(mine, server.url, reza.email, `/dashboard/claims/${reza.claimId}`);
    await mine.goto(`${server.url}/fa/dashboard/claims/${reza.claimId}`);
    await mine.getByText(/Lufthansa باید تا/).waitFor();
    await mine.getByText('گام بعدی').first().waitFor();
    await mine.close();
    await page.close();
  });
});
