// The signed mandate end to end: the passenger reads the mandate on the Documents step, signs,
// opens their own copy (print-ready, made on the device), files the claim; the server's PDF is then
// downloaded and its text checked; a co-passenger signs on the same device through /sign.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { currentMandateVersion } from '../../src/domain/mandate/index.ts';
import { until } from './harness.ts';
import { useServerAndBrowser } from './use-server-and-browser.ts';
import {
  addDocumentsAndSignature,
  deviceState,
  drawSignature,
  fillUpToDocuments,
  pdf,
  registerUser,
  signatureSaved,
  signIn,
  submitClaim,
} from './wizard-driver.ts';

const { server, browser } = useServerAndBrowser();

function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mandate-e2e-')), 'mandate.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a filed claim has a signed mandate PDF with the names, flight, fee terms and hash; a co-passenger signs on /sign', async () => {
  const account = await registerUser(server.url, 'mandate');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.url, account.email);
  await page.goto(`${server.url}/claim`);
  await fillUpToDocuments(page, { email: account.email, additional: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' } });

  const version = currentMandateVersion('EC261');
  await page.getByRole('button', { name: 'Read the full mandate you are signing' }).click();
  await page.getByTestId('mandate-text').getByText(version.sha256, { exact: false }).waitFor();

  await addDocumentsAndSignature(page, [pdf('boarding-pass.pdf')]);
  // The passenger's own copy, made on the device.
  const [copy] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Print or save your signed mandate (PDF)' }).click()]);
  await copy.waitForLoadState();
  expect(await copy.textContent('body')).toContain(version.sha256);
  await copy.close();

  const claimId = await submitClaim(page);
  const headers = { authorization: `Bearer ${account.token}` };
  const res = await until(
    () => fetch(`${server.url}/api/claims/${claimId}/mandate.pdf`, { headers }),
    (r) => r.status === 200,
    'the signed mandate PDF',
    60_000,
  );
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const text = pdfText(Buffer.from(await res.arrayBuffer()));
  for (const expected of ['Ada Lovelace', 'Grace Hopper', 'LH400', '25%', 'VAT', version.sha256]) expect(text).toContain(expected);

  // Grace signs on the same device, through a fresh link the owner makes.
  const link = await fetch(`${server.url}/api/claims/${claimId}/cosigners/1/link`, { method: 'POST', headers });
  expect(link.status).toBe(201);
  const { path } = ((await link.json()) as { data: { path: string } }).data;
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('mandate-text').waitFor();
  await drawSignature(page);
  // The pad saves as the passenger signs (no Save button).
  await signatureSaved(page).waitFor();
  await page.getByRole('button', { name: 'Sign the mandate' }).click();
  await page.getByText('Thank you: your signature was added to the mandate.').waitFor();
  const status = await fetch(`${server.url}/api/claims/${claimId}/mandate`, { headers });
  expect(((await status.json()) as { data: { cosigners: { signed_at: string | null }[] } }).data.cosigners[0]!.signed_at).not.toBeNull();
  await context.close();
}, 180_000);

test('the Documents step shows the mandate in the app language, and the claim records that version', async () => {
  const account = await registerUser(server.url, 'mandate-ar');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, account.email);
  await page.goto(`${server.url}/claim`);
  await fillUpToDocuments(page, { email: account.email });
  await page.locator('input[type=file]').setInputFiles([pdf('boarding-pass.pdf')]);
  await page.getByText('boarding-pass.pdf').first().waitFor();
  // Kept in IndexedDB before this page is left (its name shows while it is still being prepared).
  await until(
    () => deviceState(page),
    (state) => state.attachments.length === 1,
    'the document on the device',
  );

  // The same draft in Arabic: the mandate beside the pad is the Arabic text of the claim's regime.
  const arabic = currentMandateVersion('EC261', 'ar');
  await page.goto(`${server.url}/ar/claim`);
  const text = page.getByTestId('mandate-text');
  // The page is in Arabic: the toggle is found by its test id, not its (translated) words.
  await page.locator('[data-testid=mandate-text], [data-testid=mandate-toggle]').first().waitFor();
  if (!(await text.isVisible())) await page.getByTestId('mandate-toggle').first().click();
  await text.getByText(arabic.sha256, { exact: false }).waitFor();
  expect(await text.getAttribute('dir')).toBe('rtl');
  expect(await text.textContent()).toContain(arabic.title);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await text.scrollIntoViewIfNeeded();
    await text.screenshot({ path: join(process.env.SCREENSHOT_DIR ?? tmpdir(), `mandate-ar-${width}.png`) });
  }
  await drawSignature(page);
  await until(
    () => deviceState(page),
    (state) => state.signatures.length === 1,
    'the signature on the device',
  );

  // Sent from the English page: the signature keeps the version that was read when signing.
  await page.goto(`${server.url}/claim`);
  const claimId = await submitClaim(page);
  const headers = { authorization: `Bearer ${account.token}` };
  const status = await until(
    async () => await fetch(`${server.url}/api/claims/${claimId}/mandate`, { headers }),
    (r) => r.status === 200,
    'the mandate status',
    60_000,
  );
  expect(((await status.json()) as { data: { version: string } }).data.version).toBe(arabic.id);
  await context.close();
}, 180_000);
