// The signed mandate through the real app, real Chromium and the real database: the PDF's text
// (pdftotext) names the passengers, the flight, the fee terms and the text version's SHA-256;
// co-passengers sign by a single-use e-mailed link; owner and agents may download, nobody else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimCosigners, claimMandates } from '../../src/server/db/schema/mandate.ts';
import { claimSignatures } from '../../src/server/db/schema/claims.ts';
import { currentMandateVersion, MANDATE_VERSION_UNKNOWN } from '../../src/domain/mandate/index.ts';
import { claimPayload, createClaim, makePng, newAgent, newCaller, pngDataUrl, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { waitForMail } from './mailbox.ts';

let ada: Caller;
let eve: Caller;
let agent: Caller;

const t = useTestApp(async () => {
  ada = await newCaller(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
  eve = await newCaller(t.app);
  agent = await newAgent(t.app);
});

const dir = mkdtempSync(join(tmpdir(), 'mandate-test-'));
function pdfText(pdf: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const payload = (graceEmail = 'grace@example.com') =>
  claimPayload({
    additional_passengers: [
      { first_name: 'Grace', last_name: 'Hopper', email: graceEmail },
      { first_name: 'Tim', last_name: 'Lovelace', email: 'ada-child@example.com', minor: true },
    ],
  });

const sign = (claimId: string, caller: Caller, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/claims/${claimId}/signature`,
    headers: caller.headers,
    payload: { signature: pngDataUrl(makePng(500, 200)), ...body },
  });
const pdfOf = (claimId: string, caller: Caller) => t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/mandate.pdf`, headers: caller.headers });
const view = (token: string) => t.app.inject({ method: 'POST', url: '/api/mandate-signing/view', payload: { token } });
const cosign = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/mandate-signing/sign', payload: { token, signature: pngDataUrl(makePng(300, 120)) } });
const tokenOf = (text: string) => /\/sign\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('the signed mandate', () => {
  it('prints a PDF with the names, flight, fee terms and the hash of the version signed', async () => {
    const claim = await createClaim(t.app, ada, payload());
    expect((await pdfOf(claim.id, ada)).json().code).toBe('mandate-not-signed');
    const signed = await sign(claim.id, ada, { mandate_version: 'EC261-en-1' });
    expect(signed.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    const version = currentMandateVersion('EC261');
    expect(row).toMatchObject({ mandateVersion: version.id, mandateSha256: version.sha256 });

    const res = await pdfOf(claim.id, ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Ada Lovelace',
      'Grace Hopper',
      'Tim Lovelace',
      claim.flight.flight_number!,
      '25%',
      'VAT',
      'no win, no fee',
      version.sha256,
      version.id,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/under 18, signed for by\s+Ada Lovelace/);
    expect(text).toContain('Not signed yet'); // Grace has not signed
    // Kept with the claim.
    const [kept] = await t.app.db.select().from(claimMandates).where(eq(claimMandates.claimId, claim.id));
    expect(kept?.mandateVersion).toBe(version.id);
  }, 60_000);

  it('refuses a mandate version it does not offer, and stores nothing', async () => {
    const claim = await createClaim(t.app, ada);
    const res = await sign(claim.id, ada, { mandate_version: 'EC261-en-99' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 422, code: 'mandate-version-unknown', title: MANDATE_VERSION_UNKNOWN });
    expect(await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id))).toEqual([]);
    // A version the server offers is recorded as it is.
    expect((await sign(claim.id, ada, { mandate_version: 'EC261-en-1' })).statusCode).toBe(201);
    const [row] = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    expect(row?.mandateVersion).toBe('EC261-en-1');
  }, 60_000);

  it('keeps Arabic and Persian names whole in the PDF (shaped by Chromium, fonts embedded and subset)', async () => {
    const claim = await createClaim(
      t.app,
      ada,
      claimPayload({
        passenger: { first_name: 'محمد', last_name: 'العربي', email: 'ar@example.com' },
        additional_passengers: [{ first_name: 'زهرا', last_name: 'محمدی', email: 'fa@example.com' }],
      }),
    );
    await sign(claim.id, ada);
    const res = await pdfOf(claim.id, ada);
    const text = pdfText(res.rawPayload).replace(/[\u202a-\u202e\u2066-\u2069]/g, '');
    expect(text).toContain('محمد العربي');
    expect(text).toContain('زهرا محمدی');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/); // embedded TrueType (subset, e.g. AAAAAA+DejaVuSans)
  }, 60_000);

  it('owner and agents may download it; another passenger and nobody signed in may not', async () => {
    const claim = await createClaim(t.app, ada);
    await sign(claim.id, ada);
    expect((await pdfOf(claim.id, agent)).statusCode).toBe(200);
    expect((await pdfOf(claim.id, eve)).json()).toMatchObject({ status: 404, code: 'claim-not-found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/mandate.pdf` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/mandate`, headers: eve.headers })).statusCode).toBe(404);
  }, 60_000);

  it('mails an adult co-passenger a single-use link (none for a minor); signing it adds the signature to the PDF', async () => {
    const claim = await createClaim(t.app, ada, payload('grace3@example.com'));
    await sign(claim.id, ada);
    const mail = await waitForMail(t.config, (m) => m.to.includes('grace3@example.com'));
    expect(mail.text).not.toContain('Ada');
    const token = tokenOf(mail.text);
    const [stored] = await t.app.db.select().from(claimCosigners).where(eq(claimCosigners.claimId, claim.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const rows = await t.app.db.select().from(claimCosigners).where(eq(claimCosigners.claimId, claim.id));
    expect(rows.map((r) => r.position)).toEqual([1]);

    const before = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/mandate`, headers: agent.headers });
    expect(before.json().data.cosigners).toEqual([expect.objectContaining({ first_name: 'Grace', signed_at: null })]);

    const seen = await view(token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ version: 'EC261-en-1', position: 1 });
    expect(seen.json().data.claim.passengers.map((p: { first_name: string }) => p.first_name)).toEqual(['Ada', 'Grace', 'Tim']);

    expect((await cosign(token)).statusCode).toBe(201);
    expect((await cosign(token)).json().code).toBe('signing-link-used');
    expect((await view(token)).json().code).toBe('signing-link-used');

    const after = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/mandate`, headers: ada.headers });
    expect(after.json().data.cosigners[0].signed_at, after.body).toEqual(expect.any(String));
    const text = pdfText((await pdfOf(claim.id, ada)).rawPayload);
    expect(text).not.toContain('Not signed yet');
    expect(text.match(/Signed at/g)).toHaveLength(2);
  }, 60_000);

  it('refuses bad, expired and replaced links with a clear problem, never a 5xx', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), '../../etc/passwd', 'a'.repeat(300)]) {
      const res = await view(token);
      expect(res.statusCode, token).toBeLessThan(500);
      expect(res.statusCode, token).toBeGreaterThanOrEqual(400);
    }
    expect((await view('a'.repeat(43))).json().code).toBe('signing-link-invalid');

    const claim = await createClaim(t.app, ada, payload('grace4@example.com'));
    await sign(claim.id, ada);
    const mail = await waitForMail(t.config, (m) => m.to.includes('grace4@example.com'));
    const token = tokenOf(mail.text);
    // The owner opens a fresh link to sign on this device: the mailed one stops working.
    const fresh = await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/cosigners/1/link`, headers: ada.headers });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect((await view(token)).json().code).toBe('signing-link-invalid');
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/cosigners/2/link`, headers: ada.headers })).json().code).toBe(
      'cosigner-not-found',
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/cosigners/1/link`, headers: eve.headers })).statusCode).toBe(404);

    await t.app.db
      .update(claimCosigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(claimCosigners.claimId, claim.id));
    expect((await view(fresh.json().data.token)).json()).toMatchObject({ status: 410, code: 'signing-link-expired' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/mandate-signing/sign',
      payload: { token: 'a'.repeat(43), signature: 'data:image/png;base64,AAAA' },
    });
    expect(bad.json().code).toBe('signing-link-invalid');
  }, 60_000);
});
