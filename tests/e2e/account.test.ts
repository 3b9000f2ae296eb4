// Accounts through the real UI, server and identity provider: registration (and 409), login (and
// the wrong-password error), the signed-in header, sign-out (tokens gone), the password-reset
// request that never tells whether an address has an account, profile name change, referral.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, waitForApp } from './harness.ts';
import { storedOidcUser } from './stored-session.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import { PASSWORD, registerUser, testClientIp } from './wizard-driver.ts';

// Behind a trusted proxy, so set-up calls made from the test (not the browser) can carry their
// own X-Forwarded-For and stay clear of the per-IP registration limit the UI tests spend.
const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback' });

let counter = 0;
/** A fresh client address for a set-up request from the test itself. */
const otherIp = () => ({ 'x-forwarded-for': testClientIp() });
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

/** Goes to a page of the app and waits until the app has taken over the prerendered HTML. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await waitForApp(page);
}

async function newPage(width = 1280): Promise<Page> {
  const context = await newContext({ viewport: viewportOf(width) });
  return context.newPage();
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

async function fillRegistration(page: Page, person: Person, options: { confirm?: string; password?: string; terms?: boolean } = {}) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(options.password ?? PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(options.confirm ?? options.password ?? PASSWORD);
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  if ((options.terms ?? true) !== (await terms.isChecked())) await terms.click();
}

async function registerThroughUi(page: Page, person: Person): Promise<void> {
  await open(page, '/register');
  await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });
}

/** Registers through the realm endpoint (no UI), as the spec's payload. */
async function registerViaApi(person: Person): Promise<void> {
  await registerUser(server.url, '', person);
}

async function loginThroughUi(page: Page, email: string, password = PASSWORD, path = '/login'): Promise<void> {
  await open(page, path);
  await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A new account signed in through the login screen on a page `width` px wide, at its profile. */
async function profileOf(firstName: string, lastName: string, width: number): Promise<{ person: Person; page: Page }> {
  const person = { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()) };
  await registerViaApi(person);
  const page = await newPage(width);
  await loginThroughUi(page, person.email, PASSWORD, '/login?redirect=%2Fprofile');
  await page.waitForURL(`${server.url}/profile`, { timeout: 15_000 });
  return { person, page };
}

const storedTokens = storedOidcUser;

/** The label text of the focused form field. */
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

const avatarButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

describe('registration', () => {
  test('validation messages come in the spec order, then the account is created and signed in', async () => {
    const page = await newPage(390);
    await open(page, '/register');
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    const alert = page.getByRole('alert');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alert.first().textContent()).toContain('All fields are required');

    const person = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail('ada') };
    await fillRegistration(page, person, { confirm: 'something else', terms: false });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alert.first().textContent()).toContain('Passwords do not match');

    // Every problem at once, not one at a time (issue #15).
    await fillRegistration(page, person, { password: 'short', confirm: 'shorter', terms: false });
    await page.getByRole('button', { name: 'Create account' }).click();
    const all = page.getByRole('list', { name: 'What to correct' });
    await expect
      .poll(() => all.getByRole('listitem').allTextContents())
      .toEqual(['Passwords do not match', 'Password must be at least 8 characters long', expect.stringMatching(/terms/i)]);

    await fillRegistration(page, person, { password: 'short', terms: false });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alert.first().textContent()).toContain('Password must be at least 8 characters long');

    await fillRegistration(page, person, { terms: false });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alert.first().textContent()).toContain('Please agree to the terms and conditions');
    expect(await seriousViolations(page)).toEqual([]);

    await fillRegistration(page, person);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });
    const tokens = await storedTokens(page);
    expect(tokens?.access_token).toBeTruthy();
    expect(tokens?.refresh_token).toBeTruthy();
    // The token is real: the API knows this person.
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${tokens!.access_token}` } });
    expect(await me.json()).toMatchObject({ email: person.email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  test('the same e-mail again answers "Email already exists"', async () => {
    const person = { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('grace') };
    await registerViaApi(person);
    const page = await newPage(1280);
    await open(page, '/register');
    await fillRegistration(page, person);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Email already exists').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/register`);
    expect(await storedTokens(page)).toBeNull();
  });

  test('third-party sign-in is visibly unavailable, not silently dead', async () => {
    const page = await newPage(390);
    await open(page, '/register');
    for (const provider of ['Google', 'Apple']) {
      const button = page.getByRole('button', { name: new RegExp(`Continue with ${provider}`) });
      expect(await button.isDisabled()).toBe(true);
      expect(await button.textContent()).toContain('Coming soon');
    }
  });

  test('a referral link pre-fills the code and the new user counts for the referrer', async () => {
    const referrer = { firstName: 'Rita', lastName: 'Referrer', email: uniqueEmail('rita') };
    const page = await newPage(1280);
    await registerThroughUi(page, referrer);
    await page.goto(`${server.url}/referral`);
    const code = (await page.getByTestId('referral-code').textContent({ timeout: 15_000 }))!.trim();
    const tokens = await storedTokens(page);
    const api = (await (await fetch(`${server.url}/api/referral`, { headers: { authorization: `Bearer ${tokens!.access_token}` } })).json()) as {
      code: string;
      link: string;
    };
    expect(code).toBe(api.code);
    expect(await page.getByLabel('Referral link', { exact: true }).inputValue()).toBe(api.link);
    expect(await seriousViolations(page)).toEqual([]);

    const friend = await newPage(1280);
    await open(friend, api.link.replace(/^https?:\/\/[^/]+/, ''));
    await friend.getByText('You were invited by a friend').waitFor();
    await fillRegistration(friend, { firstName: 'Fred', lastName: 'Friend', email: uniqueEmail('fred') });
    await friend.getByRole('button', { name: 'Create account' }).click();
    await friend.waitForURL(`${server.url}/dashboard`, { timeout: 20_000 });

    await page.reload();
    await page.getByText('1 friend has joined with your code.').waitFor({ timeout: 15_000 });
  });
});

describe('login', () => {
  const person = { firstName: 'Linus', lastName: 'Login', email: uniqueEmail('linus') };
  beforeAll(async () => {
    await registerViaApi(person);
  });

  test('required fields, then the wrong password shows the spec message', async () => {
    const page = await newPage(390);
    await open(page, '/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }).waitFor({ timeout: 15_000 });
    expect(await storedTokens(page)).toBeNull();
    expect(page.url()).toBe(`${server.url}/login`);
  });

  test('success goes to /dashboard; a same-site redirect is honoured, another site is not', async () => {
    const page = await newPage(1280);
    await loginThroughUi(page, person.email);
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });

    const second = await newPage(1280);
    await loginThroughUi(second, person.email, PASSWORD, '/login?redirect=%2Freferral');
    await second.waitForURL(`${server.url}/referral`, { timeout: 15_000 });

    const third = await newPage(1280);
    await loginThroughUi(third, person.email, PASSWORD, `/login?redirect=${encodeURIComponent('https://evil.example/x')}`);
    await third.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });

    // Already signed in: /login moves on by itself.
    await third.goto(`${server.url}/login`);
    await third.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });
  });

  test('offline, the login says it needs a connection', async () => {
    const page = await newPage(390);
    await open(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.context().setOffline(true);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /offline/i })
      .waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await page.context().setOffline(false);
  });

  test('pages that need an account send anonymous visitors to /login with a way back', async () => {
    const page = await newPage(390);
    for (const path of ['/profile', '/referral', '/claims', '/dashboard']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/login?redirect=${encodeURIComponent(path)}`, { timeout: 15_000 });
    }
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });
  });
});

describe('signed-in header and sign-out', () => {
  test('avatar initial and menu; Sign Out forgets both tokens (refresh token revoked) and goes home', async () => {
    const person = { firstName: 'zoe', lastName: 'Header', email: uniqueEmail('zoe') };
    const page = await newPage(1280);
    await registerThroughUi(page, person);

    const header = page.locator('header.app-header');
    // The session reaches the header as a transition: wait for it rather than sample it.
    await header.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    expect(await header.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect((await avatarButton(page).textContent())?.trim()).toBe('Z');

    await avatarButton(page).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Profile Settings', 'My Claims', 'Sign Out']);
    await menu.getByRole('menuitem', { name: 'My Claims' }).click();
    await page.waitForURL(`${server.url}/claims`);
    await page.getByRole('heading', { name: 'My Claims', level: 1 }).waitFor();

    const before = await storedTokens(page);
    expect(before?.refresh_token).toBeTruthy();
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    await header.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await storedTokens(page)).toBeNull();

    // The refresh token was revoked at the IdP, not just forgotten here.
    const refresh = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...otherIp() },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'pwa', refresh_token: before!.refresh_token! }).toString(),
    });
    expect(refresh.status).toBe(400);
  });

  test('the mobile menu mirrors the header', async () => {
    const person = { firstName: 'Mo', lastName: 'Bile', email: uniqueEmail('mo') };
    await registerViaApi(person);
    const page = await newPage(390);
    await loginThroughUi(page, person.email);
    await page.waitForURL(`${server.url}/dashboard`, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Mobile' });
    await nav.waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    for (const name of ['Dashboard', 'Profile Settings', 'My Claims']) expect(await nav.getByRole('link', { name }).isVisible()).toBe(true);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    expect(await storedTokens(page)).toBeNull();
  });
});

describe('forgot password', () => {
  test('the answer is the same for a known and an unknown e-mail', async () => {
    const known = { firstName: 'Kim', lastName: 'Known', email: uniqueEmail('kim') };
    await registerViaApi(known);
    const texts: string[] = [];
    for (const email of [known.email, uniqueEmail('nobody')]) {
      const page = await newPage(390);
      await open(page, '/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(`${server.url}/forgot-password`);
      await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail', level: 1 }).waitFor({ timeout: 15_000 });
      texts.push((await page.getByRole('alert').textContent())!.trim());
    }
    expect(texts[0]).toContain('If an account exists for that e-mail address');
    expect(texts[1]).toBe(texts[0]);
  });

  test('an invalid or used reset link says so clearly', async () => {
    const page = await newPage(390);
    await open(page, '/forgot-password?token=not-a-real-token');
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    await page.getByLabel(/^New password/).fill('short');
    await page.getByLabel(/^Confirm new password/).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    // The refused field is marked and has the focus.
    expect(await page.getByLabel(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel(page)).toMatch(/^New password/);
    await page.getByLabel(/^New password/).fill('a long new password');
    await page.getByLabel(/^Confirm new password/).fill('a long new password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/This reset link is invalid or has expired/).waitFor({ timeout: 15_000 });
  });
});

describe('profile', () => {
  test('the name is changed on the server and in the header; the e-mail is read-only', async () => {
    const person = { firstName: 'Paula', lastName: 'Profile', email: uniqueEmail('paula') };
    const page = await newPage(1280);
    await registerThroughUi(page, person);
    await avatarButton(page).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('First name is required').waitFor();
    expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel(page)).toMatch(/^First name/);

    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name has been saved.').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await avatarButton(page).textContent())?.trim(), { timeout: 15_000 }).toBe('G');

    const tokens = await storedTokens(page);
    const me = await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${tokens!.access_token}` } })).json();
    expect(me).toMatchObject({ firstName: 'Grace', lastName: 'Profile' });
  });

  test('password change: wrong current password, then success, and the new password logs in', async () => {
    const { person, page } = await profileOf('Pat', 'Word', 390);
    await page.getByLabel(/^Current password/).fill('wrong wrong wrong');
    await page.getByLabel(/^New password/).fill('a brand new password');
    await page.getByLabel(/^Confirm new password/).fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').waitFor({ timeout: 15_000 });
    expect(await focusedLabel(page)).toMatch(/^Current password/);

    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(/Your password has been changed/).waitFor({ timeout: 15_000 });

    const login = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...otherIp() },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: person.email, password: 'a brand new password' }).toString(),
    });
    expect(login.status).toBe(200);
    // This device stays signed in (its token was refreshed).
    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor({ timeout: 15_000 });
  });

  test('export downloads JSON; deleting the account needs DELETE and the password (a wrong one is refused), then signs out and the account is gone', async () => {
    const { person, page } = await profileOf('Dee', 'Leet', 1280);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^flightclaim-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { account: { email: string } };
    expect(exported.account.email).toBe(person.email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete account' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^Type DELETE to confirm/).fill('DELETE');
    // No password: asked for, nothing sent.
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Enter your password to delete the account').waitFor();
    // A wrong password: the server refuses, the dialog says so and the account stays.
    await dialog.getByLabel(/^Your password/).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The password is not correct' }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/profile`);
    if (process.env.SCREENSHOT_DIR) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/delete-dialog-${width}.png` });
      }
    }
    await dialog.getByLabel(/^Your password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${server.url}/`, { timeout: 15_000 });
    expect(await storedTokens(page)).toBeNull();

    const login = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...otherIp() },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: person.email, password: PASSWORD }).toString(),
    });
    expect(login.status).toBe(400);
  });
});
