// Greeting and landing after signing in (issue #32): a Persian passenger who has just registered
// at /fa/register is welcomed, not "welcomed back"; a claims agent (made with `npm run
// agent:create` while the server runs) lands in the back office, and the account menu links to it.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { readCatalog } from '../i18n-messages.ts';
import { ROOT, waitForApp } from './harness.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import { PASSWORD, registerUser, signInOnLoginScreen } from './wizard-driver.ts';

const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });

const FA = { ...readCatalog('fa', 'shell'), ...readCatalog('fa', 'account') } as Record<string, string>;
/** A field by its Persian label (required fields add " *"). */
const field = (page: Page, english: string) => page.getByLabel(new RegExp(`^${FA[english]}\\s*\\*?$`));

test('a brand-new Persian account is welcomed, and welcomed back when it signs in again', async () => {
  const context = await newContext({ viewport: viewportOf(390), locale: 'fa' });
  const page = await context.newPage();
  await page.goto(`${server.url}/fa/register`);
  await waitForApp(page);
  const email = `maryam-${Date.now()}@example.com`;
  await field(page, 'First name').fill('مریم');
  await field(page, 'Last name').fill('رضایی');
  await field(page, 'Email').fill(email);
  await page.getByLabel(new RegExp(`^${FA['Password']}`)).fill(PASSWORD);
  await page.getByLabel(new RegExp(`^${FA['Confirm password']}`)).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: FA['Create account'] }).click();
  await page.waitForURL(`${server.url}/fa/dashboard`, { timeout: 20_000 });
  await page.getByText(FA['Welcome, {name}.']!.replace('{name}', 'مریم')).waitFor();
  expect(await page.getByText(FA['Welcome back, {name}.']!.replace('{name}', 'مریم')).count()).toBe(0);

  // Another tab (a later visit) signing in again is welcomed back.
  const later = await (await newContext({ viewport: viewportOf(390), locale: 'fa' })).newPage();
  await later.goto(`${server.url}/fa/login`);
  await waitForApp(later);
  await field(later, 'Email').fill(email);
  await later.getByLabel(new RegExp(`^${FA['Password']}`)).fill(PASSWORD);
  await later.getByRole('button', { name: FA['Sign in'] }).click();
  await later.waitForURL(`${server.url}/fa/dashboard`, { timeout: 20_000 });
  await later.getByText(FA['Welcome back, {name}.']!.replace('{name}', 'مریم')).waitFor();
});

test('a claims agent lands in the back office and the account menu links to it; a passenger has no such link', async () => {
  const agent = `agent-${Date.now()}@example.com`;
  const { DATABASE_URL: _ignored, ...env } = process.env;
  await promisify(execFile)(process.execPath, [join(ROOT, 'src/server/identity/create-agent.ts'), agent, 'Ann', 'Agent'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD },
  });
  const page = await (await newContext({ viewport: viewportOf(1280) })).newPage();
  await page.goto(`${server.url}/login`);
  await signInOnLoginScreen(page, agent);
  await page.waitForURL(`${server.url}/backoffice`, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  expect(await page.getByRole('menuitem', { name: 'Back office' }).getAttribute('href')).toBe('/backoffice');

  const passenger = await registerUser(server.url, 'landing');
  const mine = await (await newContext({ viewport: viewportOf(1280) })).newPage();
  await mine.goto(`${server.url}/login`);
  await signInOnLoginScreen(mine, passenger.email);
  await mine.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });
  await mine.getByRole('button', { name: 'Account menu' }).click();
  await mine.getByRole('menuitem', { name: 'My Claims' }).waitFor();
  expect(await mine.getByRole('menuitem', { name: 'Back office' }).count()).toBe(0);
});
