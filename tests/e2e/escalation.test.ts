// The road after the airline in Chromium against the real server (issue #35): the airline refuses
// a claim (recorded through the API), the admin escalates it to the German enforcement body from
// the claim screen's escalation panel, records the body's answer there, and hands the claim to a
// partner firm. The partner lawyer (made with `npm run agent:create -- --partner … --new-firm`)
// sees that claim and no other: another claim answers as if it did not exist. The lawyer downloads
// the case bundle and records the filing and the judgment. The passenger reads the body's answer
// and each court step. The panel is checked with axe and photographed at 1280 and 390 px. In
// Persian at 390 px the claim screen's title, the body's "why" and the ready-made questions are
// Persian: the server sends ids, the catalogues give the words.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readCatalog } from '../i18n-messages.ts';
import { launchBrowser, ROOT, seriousViolations, startServer, verifyEmail, type RunningServer } from './harness.ts';
import { PASSWORD, registerUser, signIn, tokenFor } from './wizard-driver.ts';

const run = promisify(execFile);
const stamp = Date.now();
const ADMIN = `esc-admin-${stamp}@example.com`;
const PARTNER = `esc-partner-${stamp}@example.com`;
const FIRM = `Kanzlei Recht ${stamp}`;
let server: RunningServer;
let browser: Browser;
let page: Page;
let adminToken: string;
let passengerToken: string;
let refused: string;
let other: string;

async function createAgent(args: string[]): Promise<string> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await run(process.execPath, [join(ROOT, 'src/server/identity/create-agent.ts'), ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  return stdout;
}

/** The parts of the API's answers this test reads. */
interface Reply {
  data: { id: string; version: number; updates: { kind: string; text?: string; step?: string; amount?: { amount: number; currency: string } }[] };
}

async function api(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Reply };
}

async function act(id: string, body: Record<string, unknown>) {
  const { body: view } = await api(adminToken, `/backoffice/claims/${id}`);
  const res = await api(adminToken, `/backoffice/claims/${id}/actions`, { method: 'POST', body: { version: view.data.version, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function claimOn(flight: string, token: string): Promise<string> {
  const res = await api(token, '/claims', {
    method: 'POST',
    body: {
      passenger: { first_name: 'Grace', last_name: 'Hopper', email: `grace-${stamp}@example.com` },
      flight: {
        disruption_type: 'delayed',
        flight_number: flight,
        departure_date: '2025-06-01',
        departure_airport: 'FRA',
        arrival_airport: 'FCO',
        delay_duration_hours: 5,
      },
      booking_reference: 'GRC456',
    },
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function shoot(name: string) {
  const panel = page.getByTestId('escalation-panel');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: `/tmp/escalation-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createAgent([ADMIN, 'Ann', 'Admin', '--admin']);
  const made = await createAgent([PARTNER, 'Pia', 'Partner', '--partner', FIRM, '--new-firm']);
  expect(made).toContain(`at the new firm "${FIRM}"`);
  adminToken = await tokenFor(server.url, ADMIN);
  const passenger = await registerUser(server.url, 'esc-passenger', { firstName: 'Grace', lastName: 'Hopper' });
  await verifyEmail(server, passenger.email);
  passengerToken = passenger.token;
  refused = await claimOn('LH410', passengerToken);
  other = await claimOn('LH411', passengerToken);
  // The airline refuses: the letter went, then its refusal is recorded.
  await act(refused, { action: 'send-to-airline' });
  await act(refused, { action: 'record-filed', airline_reference: 'LH-REF-1' });
  await act(refused, { action: 'record-airline-answer', answer: { kind: 'rejected', reason: 'extraordinary', cause: 'weather' } });
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(page, server.url, ADMIN, `/backoffice/claims/${refused}`);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('after the airline refused', () => {
  test('the admin escalates to the competent body, records its answer and hands the claim to a partner firm', async () => {
    const panel = page.getByTestId('escalation-panel');
    await page.getByRole('heading', { name: 'After the airline: bodies and court' }).waitFor();
    await panel.getByText('Federal Aviation Office (Luftfahrt-Bundesamt, LBA)').waitFor();
    await panel.getByText('Waiting period over').first().waitFor();
    await panel.getByText(/Why: The flight departed from FRA in Germany/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('ready');

    await panel.getByRole('button', { name: 'File with National enforcement body' }).click();
    await panel.getByText('The pack for the body is ready').waitFor();
    await panel.getByText('Went to: National enforcement body').waitFor();
    // The pack in German (the LBA's language) and the English working copy.
    await panel.getByText('National enforcement body · German').waitFor();
    await panel.getByText('National enforcement body · English').waitFor();

    const form = page.getByRole('form', { name: 'Record the body’s answer' });
    await form.getByRole('button', { name: 'Record the answer' }).click();
    await form.getByText('Choose what the body answered.').waitFor();
    await form.getByRole('combobox', { name: 'What the body answered' }).click();
    await page.getByRole('option', { name: 'Upheld: found for the passenger' }).click();
    await form.getByRole('textbox', { name: 'The body’s case number' }).fill('LBA-2026-77');
    await form.getByRole('button', { name: 'Record the answer' }).click();
    await panel.getByText('The body’s answer is recorded').waitFor();
    await panel.getByText(/National enforcement body: Upheld: found for the passenger .* LBA-2026-77 · Next: Wait for the airline’s payment/).waitFor();

    await panel.getByRole('combobox', { name: 'Firm' }).click();
    await page.getByRole('option', { name: FIRM }).click();
    await panel.getByRole('button', { name: 'Hand to this firm' }).click();
    await panel.getByText(`Handed to: ${FIRM}`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot('answered');

    // The passenger reads the body's answer.
    const { updates } = (await api(passengerToken, `/claims/${refused}/progress`)).body.data;
    expect(updates.find((u) => u.kind === 'body-answer')?.text).toMatch(/the enforcement body in Germany found in your favour\.$/);
  }, 120_000);

  test('the partner lawyer sees only the claim handed to the firm', async () => {
    const partner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(partner, server.url, PARTNER, '/backoffice');
    await partner.getByRole('heading', { name: 'Claims queue' }).waitFor();
    const claims = partner.getByRole('table', { name: 'Claims' });
    await claims.getByText('LH410').waitFor();
    expect(await claims.getByText('LH411').count()).toBe(0);
    await partner.goto(`${server.url}/backoffice/claims/${refused}`);
    const panel = partner.getByTestId('escalation-panel');
    const steps = panel.getByRole('form', { name: 'Record a court step' });
    await steps.waitFor();

    // The lawyer takes the case bundle (a ZIP) to court.
    const [bundle] = await Promise.all([partner.waitForEvent('download'), panel.getByRole('button', { name: 'Download the case bundle' }).click()]);
    expect(bundle.suggestedFilename()).toMatch(/^case-bundle-[0-9A-F]{8}\.zip$/);
    expect((await readFile(await bundle.path())).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

    // Filed, then the judgment with its amount.
    const recordStep = async (label: string, fill: () => Promise<void>) => {
      await steps.getByRole('combobox', { name: 'Step' }).click();
      await partner.getByRole('option', { name: label, exact: true }).click();
      await steps.getByRole('textbox', { name: 'Day' }).fill('2027-02-01');
      await fill();
      await steps.getByRole('button', { name: 'Record the step' }).click();
      await panel.getByText('The court step is recorded').waitFor();
    };
    await recordStep('Filed', async () => {
      await steps.getByRole('textbox', { name: 'Court' }).fill('Amtsgericht Frankfurt am Main');
      await steps.getByRole('textbox', { name: 'Case number' }).fill('31 C 1234/27');
    });
    await recordStep('Judgment', async () => {
      await steps.getByRole('textbox', { name: 'Amount' }).fill('600');
      await steps.getByRole('textbox', { name: 'Currency' }).fill('EUR');
    });
    const { updates } = (await api(passengerToken, `/claims/${refused}/progress`)).body.data;
    const court = updates.filter((u) => u.kind === 'court');
    expect(court.map((u) => u.step)).toEqual(expect.arrayContaining(['filed', 'judgment']));
    expect(court.find((u) => u.step === 'judgment')?.amount).toEqual({ amount: 600, currency: 'EUR' });

    await partner.goto(`${server.url}/backoffice/claims/${other}`);
    await partner.getByText('The claim could not be loaded').waitFor();
    const token = await tokenFor(server.url, PARTNER);
    expect((await api(token, `/backoffice/claims/${other}`)).status).toBe(404);
  }, 120_000);

  test('the claim screen in Persian at 390 px: its title, why the body is competent and the ready-made questions', async () => {
    const CATALOG = readCatalog('fa', 'backoffice') as Record<string, string>;
    const fa = (english: string) => CATALOG[english] ?? english;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/fa/backoffice/claims/${refused}`);
    const panel = page.getByTestId('escalation-panel');
    await panel.getByText(fa('Why: {why}').replace('{why}', ''), { exact: false }).waitFor();
    expect(await page.title()).toBe(`${fa('Back office: claim')} — Flightclaim`);
    const why = await panel.getByTestId('competent-body').innerText();
    expect(why).not.toMatch(/Why|departed|state of departure/);
    expect(why).toContain('پرواز از');
    await page.getByRole('combobox', { name: fa('Ready-made question') }).click();
    await page.getByRole('option', { name: fa('Boarding pass'), exact: true }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).not.toContainEqual(expect.stringMatching(/[A-Za-z]{3}/));
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/escalation-claim-fa-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
