// Every mail in the passenger's language (issue #32, "Mails in English"): the language comes from
// the registration (attributes.locale, as Keycloak names it, else Accept-Language) and is kept for
// the account. The address confirmation, the password reset and a co-passenger's signing request
// (in the language of the passenger who named them) are written in it, right to left where the
// language is, with their links on that language's pages.
import { describe, expect, it } from 'vitest';
import { claimPayload, createClaim, makePng, pngDataUrl, type Caller } from './claims-helpers.ts';
import { bearer, login, registerUser, type TestUser } from './harness.ts';
import { linkToken, waitForMail, type Mail } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

const mailTo = (address: string, match: RegExp = /./) => waitForMail(t.config, (m) => m.to.includes(address) && match.test(m.subject));
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

/** Nothing of the English template: its subject and sentences. */
function expectNoEnglish(mail: Mail) {
  expect(mail.subject).not.toMatch(/confirm|reset|sign|please/i);
  expect(mail.body).not.toMatch(/Please confirm|If you did not|A fellow passenger|No win, no fee|Someone \(hopefully you\)/);
}

async function caller(user: TestUser): Promise<Caller> {
  const { access_token: token } = await login(t.app, user.email, user.password);
  return { user, token, headers: bearer(token) };
}

describe('the address-confirmation mail', () => {
  it("is Persian for a registration whose attributes.locale is fa (over the browser's English), with its link on the Persian page", async () => {
    const user = await registerUser(t.app, { verified: false, attributes: { locale: ['fa'] }, acceptLanguage: 'en-GB,en;q=0.9' });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('ایمیل خود را برای Flightclaim تأیید کنید');
    expect(mail.body).toContain('لطفاً ایمیل خود را تأیید کنید');
    expect(mail.body).toMatch(/<html[^>]*lang="fa"/);
    expect(mail.body).toContain('dir="rtl"');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/fa\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expectNoEnglish(mail);
    expect((await verify(linkToken(mail, '/fa/verify-email'))).json()).toEqual({ status: 'verified' });
  });

  it('is Arabic for a registration from a browser that asks for Arabic first (Accept-Language), with no attributes', async () => {
    const user = await registerUser(t.app, { verified: false, acceptLanguage: 'de;q=0.5, ar-AE, en;q=0.8' });
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني لدى Flightclaim');
    expect(mail.body).toContain('يُرجى تأكيد بريدك الإلكتروني');
    expect(mail.body).toMatch(/<html[^>]*lang="ar"/);
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/ar\/verify-email\?token=/);
    expectNoEnglish(mail);
  });

  it('is English when neither names a language the product speaks; a resend after the app switched to Turkish is Turkish', async () => {
    const user = await registerUser(t.app, { verified: false, attributes: { locale: 'de' }, acceptLanguage: 'de-DE' });
    const first = await mailTo(user.email);
    expect(first.subject).toBe('Confirm your e-mail address for Flightclaim');
    expect(first.body).toMatch(/http:\/\/localhost:8080\/verify-email\?token=/);
    const me = await caller(user);
    expect((await t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: me.headers, payload: { locale: 'tr' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: me.headers })).statusCode).toBe(202);
    const again = await waitForMail(t.config, (m) => m.to.includes(user.email), 2);
    expect(again.subject).toBe('Flightclaim için e-posta adresinizi onaylayın');
    expect(again.body).toMatch(/http:\/\/localhost:8080\/tr\/verify-email\?token=/);
  });
});

describe('the password-reset mail', () => {
  it("is in the account's language, with its link on that language's page", async () => {
    const user = await registerUser(t.app, { attributes: { locale: ['fa'] } });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const mail = await mailTo(user.email, /رمز عبور/);
    expect(mail.subject).toBe('بازنشانی رمز عبور Flightclaim');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/fa\/forgot-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.body).toContain('dir="rtl"');
    expectNoEnglish(mail);
  });
});

describe("a co-passenger's signing request", () => {
  it('is in the language of the passenger who named them, names the flight and its date, and links to the signing page in it', async () => {
    const owner = await caller(await registerUser(t.app, { attributes: { locale: ['fa'] } }));
    const claim = await createClaim(
      t.app,
      owner,
      claimPayload({ additional_passengers: [{ first_name: 'Ali', last_name: 'Rezaei', email: 'ali.rezaei@example.com' }] }),
    );
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: owner.headers,
      payload: { signature: pngDataUrl(makePng(500, 200)) },
    });
    expect(signed.statusCode).toBe(201);
    const mail = await mailTo('ali.rezaei@example.com');
    expect(mail.subject).toBe('لطفاً وکالت‌نامه غرامت پرواز \u2068AF1234\u2069 را امضا کنید');
    // The flight and its date (2025-06-01) as a Persian reader reads it: Gregorian and Solar Hijri.
    expect(mail.body).toContain('\u2068AF1234\u2069 در تاریخ ۱ ژوئن ۲۰۲۵ (۱۱ خرداد ۱۴۰۴)');
    expect(mail.body).toMatch(/http:\/\/localhost:8080\/fa\/sign\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.body).toMatch(/<html[^>]*lang="fa"/);
    expectNoEnglish(mail);
    // No name anyone typed.
    expect(mail.body).not.toMatch(/Ali|Rezaei|Lovelace/);
  }, 60_000);
});
