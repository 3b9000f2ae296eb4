// No secrets or personal data in the logs (ASVS 16.2.5, GDPR Art. 5(1)(c)): the real app logs at
// the most verbose level into a captured stream while a passenger registers, logs in (also with a
// wrong password), refreshes, files a claim, uploads, signs, changes the password, asks for a
// reset and is refused here and there. No password, token, Authorization value, e-mail, name,
// phone, address or document byte may appear in any line; the lines are still there (the
// capture works, requests are logged).
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { claimPayload, makePdf, makePng, pngDataUrl, uploadRequest } from './claims-helpers.ts';
import { linkToken, waitForMail } from './mailbox.ts';
import { bearer, login, refresh, registerUser, tokenRequest } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const secrets: string[] = [];

const t = useTestApp({ logLevel: 'trace' }, { logStream: capture });

describe('the log', () => {
  it('carries no password, token, Authorization value, e-mail, name or document content', async () => {
    const password = 'Very-Secret-Passw0rd!';
    const user = await registerUser(t.app, { email: 'Grace.Hopper@Example.com', password, firstName: 'Gracelyn', lastName: 'Hoppersmith' });
    await tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username: user.email, password: 'Wrong-Guess-123' });
    const tokens = await login(t.app, user.email, password);
    const renewed = (await refresh(t.app, tokens.refresh_token)).json();
    const headers = bearer(renewed.access_token);

    const payload = claimPayload({
      passenger: {
        first_name: 'Gracelyn',
        last_name: 'Hoppersmith',
        email: 'grace.hopper@example.com',
        phone: '+44 20 7946 0123',
        address: '7 Cobol Close, Arlington',
      },
      additional_passengers: [{ first_name: 'Kathleenette', last_name: 'Boothroyd', email: 'kathleen.booth@example.com' }],
      booking_reference: 'QZX987',
    });
    const created = await t.app.inject({ method: 'POST', url: '/api/claims', headers: { ...headers, 'idempotency-key': 'log-test-key-1' }, payload });
    expect(created.statusCode).toBe(201);
    const claimId = created.json().data.id;
    const pdf = makePdf('PASSPORT-NO-X1234567');
    expect((await t.app.inject(uploadRequest(claimId, { headers } as never, { data: pdf, filename: 'Hoppersmith passport.pdf' }))).statusCode).toBe(201);
    const signature = pngDataUrl(makePng(120, 40));
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${claimId}/signature`, headers, payload: { signature } })).statusCode).toBe(201);
    // Refusals are logged too: a bad body, a bad token, a foreign claim.
    await t.app.inject({
      method: 'POST',
      url: '/api/claims',
      headers,
      payload: { ...payload, passenger: { ...payload.passenger, email: 'not-an-email-Hoppersmith' } },
    });
    await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(`${renewed.access_token}x`) });
    await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers,
      payload: { currentPassword: 'Wrong-Guess-456', newPassword: 'Another-Secret-789' },
    });
    // Without SMTP_URL the reset mail goes to DATA_DIR/mail; its link is a bearer secret.
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: user.email } });
    const resetToken = linkToken(await waitForMail(t.config, (m) => /Reset your/.test(m.subject)), '/forgot-password');
    await t.app.inject({ method: 'GET', url: '/api/airports?search=Hoppersmith' });

    secrets.push(
      password,
      'Wrong-Guess-123',
      'Wrong-Guess-456',
      'Another-Secret-789',
      tokens.access_token,
      tokens.refresh_token,
      tokens.id_token!,
      renewed.access_token,
      renewed.refresh_token,
      // Any 40-character slice of a token would do; the signature part is the most telling.
      renewed.access_token.split('.')[2]!,
      tokens.refresh_token.slice(0, 20),
      'grace.hopper',
      'Grace.Hopper',
      'kathleen.booth',
      'Gracelyn',
      'Hoppersmith',
      'Kathleenette',
      'Boothroyd',
      '7946 0123',
      'Cobol Close',
      'PASSPORT-NO-X1234567',
      signature.slice(30, 90),
      resetToken,
      resetToken.slice(0, 20),
    );
    expect(lines.length).toBeGreaterThan(20);
    const log = lines.join('\n');
    const leaked = secrets.filter((secret) => log.includes(secret));
    expect(leaked).toEqual([]);
    expect(log).not.toMatch(/Bearer\s+[A-Za-z0-9_-]{10,}/);
    // The log is useful all the same: requests with their method, path and status.
    expect(log).toMatch(/"path":"\/api\/claims"/);
    expect(log).toMatch(/"statusCode":201/);
  });
});
