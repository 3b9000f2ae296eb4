// The signed mandate in every language the product offers, printed by the real printer (Chromium)
// from the real app: the passenger signs the version shown in their language, the server records
// it, and the PDF's extracted text (pdftotext) holds the names, the flight, the fee terms, the
// version and its hash. The pages are also rendered to PNG (pdftoppm) to be looked at: set
// MANDATE_PREVIEW_DIR to keep them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimSignatures } from '../../src/server/db/schema/claims.ts';
import { findMandateVersion } from '../../src/domain/mandate/index.ts';
import { claimPayload, createClaim, makePng, newCaller, pngDataUrl, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let owner: Caller;

const t = useTestApp(async () => {
  owner = await newCaller(t.app);
});

const dir = process.env.MANDATE_PREVIEW_DIR ?? mkdtempSync(join(tmpdir(), 'mandate-lang-'));
mkdirSync(dir, { recursive: true });

// Bidi controls pdftotext may leave around reordered runs.
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/**
 * Words of the fee terms in each language (the fee, VAT, no win, no fee). pdftotext maps a lam-alef
 * ligature back as alef-lam and may move a shadda to the letter before: the words checked here
 * have neither; the rendered pages show them right.
 */
const FEE_TERMS: Record<string, string[]> = {
  ar: ['ضريبة القيمة المضافة', 'أتعاب دون نجاح المطالبة'],
  fa: ['مالیات بر ارزش افزوده', 'شرایط', 'بدون هزینه'],
  tr: ['KDV', 'kazanılmazsa ücret yok'],
};
const NAMES: Record<string, [string, string][]> = {
  ar: [
    ['محمد', 'العربي'],
    ['فاطمة', 'الزهراء'],
  ],
  fa: [
    ['زهرا', 'محمدی'],
    ['علی', 'رضایی'],
  ],
  tr: [
    ['Ayşe', 'Yılmaz'],
    ['Çağrı', 'Öztürk'],
  ],
};

describe.each(['ar', 'fa', 'tr'])('the signed mandate in %s', (locale) => {
  it('records the version signed and prints its text with the names, flight, fee terms and hash', async () => {
    const [main, other] = NAMES[locale]!;
    const claim = await createClaim(
      t.app,
      owner,
      claimPayload({
        passenger: { first_name: main![0], last_name: main![1], email: `${locale}-main@example.com` },
        additional_passengers: [{ first_name: other![0], last_name: other![1], email: `${locale}-other@example.com` }],
      }),
    );
    const version = findMandateVersion(`EC261-${locale}-1`)!;
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: owner.headers,
      payload: { signature: pngDataUrl(makePng(500, 200)), mandate_version: version.id },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const [row] = await t.app.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, claim.id));
    expect(row).toMatchObject({ mandateVersion: version.id, mandateSha256: version.sha256 });

    const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/mandate.pdf`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const file = join(dir, `mandate-${locale}.pdf`);
    writeFileSync(file, res.rawPayload);
    // pdftotext's default mode reorders right-to-left lines back into reading order.
    const text = plain(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).replace(/\s+/g, ' ');
    expect(text).toMatch(/25%|%25/); // the percent sign sits on the reading side in an RTL line
    for (const expected of [
      `${main![0]} ${main![1]}`,
      `${other![0]} ${other![1]}`,
      claim.flight.flight_number!,
      version.id,
      version.sha256,
      version.title,
      ...FEE_TERMS[locale]!,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Fonts embedded as subsets (a six-letter tag before the name), never referenced from the system.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line, line).toMatch(/^[A-Z]{6}\+\S+.*\byes\s+yes\s+yes\b/);

    execFileSync('pdftoppm', ['-png', '-r', '70', file, join(dir, `mandate-${locale}`)]);
    const pages = readdirSync(dir).filter((name) => name.startsWith(`mandate-${locale}`) && name.endsWith('.png'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(statSync(join(dir, page)).size).toBeGreaterThan(10_000);
  }, 90_000);
});
