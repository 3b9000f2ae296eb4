// Offline-first with short-lived tokens (issue #6, scenario 5): a claim queued offline while the
// access token runs out is sent when the network returns with a token from the refresh grant, with
// no second login. The server issues 60-second tokens (the least ACCESS_TOKEN_TTL allows), so the
// test waits for a real expiry: the API must refuse the old token, not only the app think so.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { storedOidcUser } from './stored-session.ts';
import { useServerAndBrowser, viewportOf } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  deviceState,
  expectDelivered,
  expectNothingLeftOf,
  fillUpToDocuments,
  pdf,
  png,
  recordApiCalls,
  jwtClaims,
  openWizardSignedIn,
  registerUser,
  submitOffline,
  syncStatus,
  testClientIp,
  waitForServerClaims,
  writes,
} from './wizard-driver.ts';
import { SENT } from '../../src/app/components/claim-progress.ts';

const TOKEN_TTL_SECONDS = 60;

const { server, newContext } = useServerAndBrowser({ TRUST_PROXY: 'loopback', ACCESS_TOKEN_TTL: String(TOKEN_TTL_SECONDS) });

/** The access token the app holds (the OIDC user in IndexedDB, shared with the service worker). */
async function storedToken(page: Page): Promise<{ accessToken: string; expiresAt: number; refreshToken: string } | null> {
  const user = await storedOidcUser(page);
  return user ? { accessToken: user.access_token, expiresAt: user.expires_at ?? 0, refreshToken: user.refresh_token ?? '' } : null;
}

test('5. the token runs out while offline: the replay refreshes it and the claim is sent, with no second login', async () => {
  const account = await registerUser(server.url, 'expiry');
  const context = await newContext({ viewport: viewportOf(390), extraHTTPHeaders: { 'X-Forwarded-For': testClientIp() } });
  const calls = recordApiCalls(context);
  const grants: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/protocol/openid-connect/token')) {
      grants.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '?');
    }
  });
  const page = await openWizardSignedIn(context, server.url, account.email);
  await fillUpToDocuments(page);
  await addDocumentsAndSignature(page, [png('boarding-pass.png'), pdf('booking.pdf')]);

  const { claimId, queued } = await submitOffline(context, page);
  const before = (await storedToken(page))!;
  expect(before).not.toBeNull();

  // Wait (offline) until the token the app holds has expired past the API's clock tolerance (5 s),
  // and check the API refuses it.
  await expect
    .poll(async () => (jwtClaims((await storedToken(page))!.accessToken).exp as number) < Date.now() / 1000 - 6, {
      timeout: (TOKEN_TTL_SECONDS + 30) * 1000,
      interval: 1000,
    })
    .toBe(true);
  const expired = (await storedToken(page))!;
  const refused = await fetch(`${server.url}/api/claims`, { headers: { Authorization: `Bearer ${expired.accessToken}` } });
  expect(refused.status).toBe(401);
  expect((await deviceState(page)).claims.find((c) => c.id === claimId)?.syncState).not.toBe('sent');

  await context.setOffline(false);
  await syncStatus(page).getByText(SENT).waitFor({ timeout: 30_000 });
  const [claim] = await waitForServerClaims(server.url, account.email, 1);
  expectDelivered(claim!, queued, claimId, ['boarding-pass.png', 'booking.pdf']);

  // Signed in all along: one password grant (the login), refreshes after that, no login screen.
  expect(grants.filter((g) => g === 'password')).toHaveLength(1);
  expect(grants.filter((g) => g === 'refresh_token').length).toBeGreaterThanOrEqual(1);
  expect(page.url()).toBe(`${server.url}/claim?submitted=${claimId}`);
  const after = (await storedToken(page))!;
  expect(after.accessToken).not.toBe(expired.accessToken);
  expect(after.expiresAt).toBeGreaterThan(Date.now() / 1000);
  // The claim never waited for a login, and no write was refused for its token.
  expect(writes(calls).filter((c) => c.status === 401)).toEqual([]);
  await expectNothingLeftOf(page, claimId);
});
