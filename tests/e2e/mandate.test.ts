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
import { addDocumentsAndSignature, drawSignature, fillUpToDocuments, pdf, registerUser, signatureSaved, signIn, submitClaim } from './wizard-driver.ts';

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
