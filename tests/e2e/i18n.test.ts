// Arabic, Persian and Turkish (issue #20): each language's pages render in it (heading, no English
// message of the screen left), right to left where it belongs, axe clean; the first visit follows
// the browser's languages, the switcher's choice is remembered, and switching works offline.
// Screenshots at 390 px (and 1280 px) go to E2E_SCREENSHOTS when set.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AREAS, areaOf, extractMessages, readCatalog, type Area } from '../i18n-messages.ts';
import { claimPayload, postClaim } from '../shared/claim-payload.ts';
import { seriousViolations, waitForApp, waitForServiceWorkerControl } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import { registerUser, signIn } from './wizard-driver.ts';

const { server, browser } = useServerAndBrowser();

const LANGUAGES = ['ar', 'fa', 'tr'] as const;
/**
 * The screens translated so far, with the area their messages belong to; `signedIn` screens are
 * opened by a passenger with one claim (`{claim}` in the path is its id), `ready` is what shows
 * once their data is in, `values` fill the heading's placeholders, `areas` when more than its own;
 * `note`: the page's body stays English (lang="en" dir="ltr") under this note in the language.
 */
interface Screen {
  path: string;
  area: Area;
  heading: string;
  signedIn?: boolean;
  ready?: string;
  values?: Record<string, string>;
  areas?: Area[];
  note?: string;
}
const SCREENS: Screen[] = [
  { path: '', area: 'home', heading: 'Get Your Flight Compensation In Three Simple Steps' },
  { path: '/login', area: 'account', heading: 'Welcome back' },
  { path: '/register', area: 'account', heading: 'Create your account' },
  { path: '/forgot-password', area: 'account', heading: 'Reset your password' },
  { path: '/verify-email', area: 'account', heading: 'Confirm your e-mail address' },
  { path: '/referral', area: 'account', heading: 'Refer a friend', signedIn: true },
  { path: '/dashboard', area: 'account', heading: 'Dashboard', signedIn: true, ready: '[data-claim-id]' },
  { path: '/claims', area: 'account', heading: 'My Claims', signedIn: true, ready: '[data-claim-id]' },
  { path: '/profile', area: 'account', heading: 'Profile Settings', signedIn: true, ready: '#notifications' },
  { path: '/notifications', area: 'account', heading: 'Notifications', signedIn: true },
  // The co-passenger's signing page (no link here: it says so) shows the wizard's mandate text.
  { path: '/sign', area: 'account', heading: 'Sign your compensation mandate', ready: '[role=alert]', areas: ['shell', 'common', 'account', 'claim'] },
  // The claim page also shows the wizard's rights card and receipts (the claim area).
  {
    path: '/dashboard/claims/{claim}',
    area: 'account',
    heading: 'Claim for flight {flight}',
    values: { flight: 'AF1234' },
    signedIn: true,
    ready: '[data-testid=team-updates]',
    areas: ['shell', 'common', 'account', 'claim'],
  },
  // The content pages: FAQ and the rights pages.
  { path: '/faq', area: 'content', heading: 'Frequently asked questions' },
  { path: '/rights/baggage-delays', area: 'content', heading: 'Baggage Delays' },
  { path: '/rights/staff-strikes', area: 'content', heading: 'Staff Strikes' },
  { path: '/rights/disabilities', area: 'content', heading: 'Passengers with Disabilities' },
  { path: '/rights/airlines', area: 'content', heading: 'Airline Obligations' },
  { path: '/rights/airports', area: 'content', heading: 'Airport Rights' },
  // The company and guide pages; a policy page stays English under a note in the language.
  { path: '/how-it-works', area: 'content', heading: 'How it works' },
  { path: '/disruption-types', area: 'content', heading: 'Disruption types' },
  {
    path: '/privacy',
    area: 'content',
    heading: 'Privacy policy',
    ready: '[data-testid=english-only]',
    note: 'This page is available in English only; the English text is the one that binds us.',
  },
  {
    path: '/terms',
    area: 'content',
    heading: 'Terms of service',
    ready: '[data-testid=english-only]',
    note: 'This page is available in English only; the English text is the one that binds us.',
  },
  {
    path: '/cookie-policy',
    area: 'content',
    heading: 'Cookie policy',
    ready: '[data-testid=english-only]',
    note: 'This page is available in English only; the English text is the one that binds us.',
  },
  {
    path: '/accessibility',
    area: 'content',
    heading: 'Accessibility',
    ready: '[data-testid=english-only]',
    note: 'This page is available in English only; the English text is the one that binds us.',
  },
  { path: '/contact', area: 'content', heading: 'Contact us' },
  { path: '/about', area: 'content', heading: 'Making Air Travel Fair' },
  { path: '/careers', area: 'content', heading: 'Careers' },
  { path: '/airlines', area: 'content', heading: 'Airlines' },
  { path: '/rights/overview', area: 'content', heading: 'Passenger Rights Overview' },
  { path: '/rights/flight-delays', area: 'content', heading: 'Flight Delays' },
  { path: '/rights/cancelled-flights', area: 'content', heading: 'Cancelled Flights' },
  { path: '/rights/denied-boarding', area: 'content', heading: 'Denied Boarding' },
  { path: '/rights/overbooked-flights', area: 'content', heading: 'Overbooked Flights' },
  { path: '/rights/missed-transfers', area: 'content', heading: 'Missed Connections' },
];

/** The areas a screen shows: its own, the shell, and the shared components on account screens. */
const areasOf = ({ area, areas }: Pick<Screen, 'area' | 'areas'>): Area[] => areas ?? (area === 'account' ? ['shell', 'common', area] : ['shell', area]);

/** One passenger with one claim, for the signed-in screens (registered once, on first use). */
let passenger: Promise<{ email: string; claimId: string }> | null = null;
function signedInPassenger(): Promise<{ email: string; claimId: string }> {
  passenger ??= (async () => {
    const account = await registerUser(server.url, 'i18n', { firstName: 'Ada', lastName: 'Tester' });
    const claim = await postClaim(
      server.url,
      account.token,
      claimPayload({ passenger: { first_name: 'Ada', last_name: 'Tester', email: account.email, phone: '+44 20 7946 0000' }, additional_passengers: [] }),
    );
    return { email: account.email, claimId: claim.id };
  })();
  return passenger;
}

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The English messages of a screen's areas that would show if a translation were missing. */
function englishOf(screen: Pick<Screen, 'area' | 'areas'>): string[] {
  return [...extractMessages()]
    .filter(([message, files]) => message.includes(' ') && !/[{#]/.test(message) && files.some((file) => areasOf(screen).includes(areaOf(file))))
    .map(([message]) => message);
}

/** Runs in the page: the body's text without the English-only part of the article. */
function textOutsideEnglishBody(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('article [lang=en]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

async function newPage(locale: string, width = 390): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  return { context, page: await context.newPage() };
}

describe.each(LANGUAGES)('the site in %s', (locale) => {
  test.each(SCREENS)('$path renders in the language, axe clean', async ({ path: pattern, area, areas, heading, signedIn, ready, values, note }) => {
    const catalog = Object.assign({}, ...areasOf({ area, areas }).map((a) => readCatalog(locale, a))) as Record<string, string>;
    // A signed-in screen: signed in on the English login (the test's own labels), then opened in the language.
    const { context, page } = await newPage(signedIn ? 'en-US' : locale);
    const user = signedIn ? await signedInPassenger() : null;
    if (user) await signIn(page, server.url, user.email);
    const path = pattern.replace('{claim}', user?.claimId ?? '');
    await page.goto(`${server.url}/${locale}${path}`);
    await waitForApp(page);
    if (ready) await page.locator(ready).first().waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'tr' ? 'ltr' : 'rtl']);
    const title = Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, value), catalog[heading]!);
    await expect.poll(() => page.locator('h1').first().innerText()).toBe(title);
    // A policy page's English body (lang="en", under the note) is meant to stay English.
    const text = note ? await page.evaluate(textOutsideEnglishBody) : await page.locator('body').innerText();
    const left = englishOf({ area, areas }).filter((message) => text.includes(message) && catalog[message] !== message);
    expect(left).toEqual([]);
    if (note) {
      expect(await page.getByTestId('english-only').innerText()).toBe(catalog[note]);
      expect(await page.locator('article [lang=en][dir=ltr] h2').count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    const name = `i18n-${locale}${pattern.replace(/[/{}]/g, '-').replace(/-+/g, '-') || '-home'}`;
    await shoot(page, `${name}-390`);
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, `${name}-1280`);
    }
    await context.close();
  });
});

// i18n-company: the contact form's answer in the language (Persian, right to left).
test('the contact form answers in the language', async () => {
  const catalog = readCatalog('fa', 'content') as Record<string, string>;
  const { context, page } = await newPage('fa');
  await page.goto(`${server.url}/fa/contact`);
  await waitForApp(page);
  // The labels' language is checked by the screen rows above; the fields are found by name here.
  await page.locator('input[name=firstName]').fill('Ada');
  await page.locator('input[name=lastName]').fill('Tester');
  await page.locator('input[name=email]').fill('ada@example.com');
  await page.locator('textarea[name=message]').fill('سلام');
  await page.getByRole('button', { name: catalog['Send message'] }).click();
  const answer = page.locator('form [role=status]');
  await expect.poll(() => answer.innerText()).toContain(catalog['Message not sent']);
  expect(await answer.innerText()).toContain('support@flightclaim.app');
  expect(await answer.innerText()).not.toContain('Please e-mail us');
  await context.close();
});

describe('choosing a language', () => {
  test('a first visit follows the browser; the switcher choice is remembered and works offline', async () => {
    const { context, page } = await newPage('fa-IR', 1280);
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/fa$/);
    await waitForApp(page);
    await shoot(page, 'i18n-fa-home-1280');
    await waitForServiceWorkerControl(page);
    // Offline, the service worker's shell and the precached catalogue render Turkish.
    await context.setOffline(true);
    await page.locator('footer').getByRole('link', { name: 'Türkçe' }).click();
    await page.waitForURL(/\/tr$/);
    await waitForApp(page);
    expect(await page.locator('h1').first().innerText()).toBe(readCatalog('tr', 'home')['Get Your Flight Compensation In Three Simple Steps']);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.setOffline(false);
    // Remembered: the English address now opens in Turkish, and English can be chosen back.
    await page.goto(`${server.url}/faq`);
    await page.waitForURL(/\/tr\/faq$/);
    await waitForApp(page);
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  test('catalogue areas exist for every language', () => {
    for (const locale of LANGUAGES) for (const area of AREAS) expect(typeof readCatalog(locale, area)).toBe('object');
  });
});
