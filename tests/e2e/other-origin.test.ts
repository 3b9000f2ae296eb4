// The origin trap (security review I2, found twice): the app opened at http://127.0.0.1:PORT
// while PUBLIC_ORIGIN says http://localhost:PORT. Registration through the form signs in and
// reaches the dashboard, and signing in again works, instead of "Your account is ready … could
// not sign you in". Then e-mail verification as a passenger meets it: the profile asks to confirm
// the address, the link from the mail (at PUBLIC_ORIGIN) confirms it, and the notice is gone.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, verificationLink, waitForApp } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { PASSWORD } from './wizard-driver.ts';

let publicOrigin = '';

const { server, browser } = useServerAndBrowser({}, { publicOrigin: (port) => (publicOrigin = `http://localhost:${port}`) });

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('the app at 127.0.0.1 while PUBLIC_ORIGIN is localhost', () => {
  test('registers through the form, reaches the dashboard, signs out and in again; confirms the e-mail', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const email = `origin.${Date.now()}@example.com`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/register`);
    await waitForApp(page);
    await page.getByLabel('First name').fill('Orla');
    await page.getByLabel('Last name').fill('Origin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    await page.goto(`${server.url}/login`);
    await waitForApp(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Not confirmed yet: the profile says what that means and offers a new link.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(`${server.url}/profile`);
      await waitForApp(page);
      await page.getByText('Please confirm your e-mail address').waitFor({ timeout: 15_000 });
      await shoot(page, `profile-unverified-${width}`);
    }
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText("We've sent a new link").waitFor();

    // The link in the mail points at PUBLIC_ORIGIN; it confirms the address from any browser.
    const link = await verificationLink(server, email);
    expect(link.startsWith(`${publicOrigin}/verify-email?token=`)).toBe(true);
    for (const width of [390, 1280]) {
      const other = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const visit = await other.newPage();
      await visit.goto(width === 390 ? link : link.replace(publicOrigin, server.url));
      await visit
        .getByRole('heading', { name: width === 390 ? 'E-mail address confirmed' : 'Confirm your e-mail address', level: 1 })
        .waitFor({ timeout: 15_000 });
      // The second visit uses the same link again: it is used up.
      if (width === 1280) await visit.getByText('invalid or has expired').waitFor();
      expect(await seriousViolations(visit)).toEqual([]);
      await shoot(visit, `verify-email-${width === 390 ? 'confirmed' : 'used'}-${width}`);
      await other.close();
    }
    const me = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'GET');
    await page.reload();
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    expect((await (await me).json()).emailVerified).toBe(true);
    expect(await page.getByText('Please confirm your e-mail address').count()).toBe(0);
    await context.close();
  }, 120_000);
});
