// Money from the airline to the passenger (issue #36) in Chromium against the real server (PGlite):
// the airline's payment arrives in a camt.053 the agent uploads on the bank statements screen (the
// claim moves to approved; a credit naming no claim waits, and matching it to the now approved
// claim is refused with a clear message); an admin makes a payout run, a second admin approves it,
// the pain.001 is downloaded (xmllint validates it against the EPC schema) and the bank's pain.002,
// uploaded on the run, confirms it (one with another amount is refused with the reason first); the passenger reads "paid" with the amount, date and reference and downloads the
// tax invoice. The statements screen is photographed at 1280 and 390 px.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { formatMinorUnits } from '../../src/domain/money/minor-units.ts';
import { xmllint } from '../shared/xmllint.ts';
import { launchBrowser, ROOT, seriousViolations, startServer, verifyEmail, type RunningServer } from './harness.ts';
import { PASSWORD, registerUser, signIn, tokenFor } from './wizard-driver.ts';

let server: RunningServer;
let browser: Browser;
const stamp = Date.now();
const AGENT = `money-agent-${stamp}@example.com`;
const ADMIN = `money-admin-${stamp}@example.com`;
const SECOND_ADMIN = `money-admin2-${stamp}@example.com`;
const IBAN = 'DE89370400440532013000';
let passengerEmail: string;
let claimId: string;
let owedMinor: number;

async function createStaff(email: string, admin: boolean) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const args = [join(ROOT, 'src/server/identity/create-agent.ts'), email, 'Mo', 'Ney', ...(admin ? ['--admin'] : [])];
  await promisify(execFile)(process.execPath, args, { cwd: ROOT, env: { ...env, DATA_DIR: server.dataDir, FLIGHTCLAIM_AGENT_PASSWORD: PASSWORD } });
}

async function api(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null };
}

function camt053(credits: { amount: string; reference: string; remittance: string }[]): string {
  const entries = credits
    .map(
      (c, i) => `<Ntry><NtryRef>${i + 1}</NtryRef><Amt Ccy="EUR">${c.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-11-15</Dt></BookgDt><ValDt><Dt>2026-11-15</Dt></ValDt><AcctSvcrRef>${c.reference}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>E2E-${c.reference}</EndToEndId></Refs><RltdPties><Dbtr><Pty><Nm>KLM Royal Dutch Airlines</Nm></Pty></Dbtr></RltdPties>
<RmtInf><Ustrd>${c.remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>MSG-E2E-${stamp}</MsgId><CreDtTm>2026-11-16T06:02:11+04:00</CreDtTm></GrpHdr>
<Stmt><Id>STMT-E2E-${stamp}</Id><CreDtTm>2026-11-16T06:02:11+04:00</CreDtTm><Acct><Id><IBAN>AE070331234567890123456</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>
`;
}

function pain002(messageId: string, endToEndId: string, amount: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-E2E-${stamp}</MsgId><CreDtTm>2026-12-01T08:00:00Z</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
<OrgnlPmtInfAndSts><OrgnlPmtInfId>${messageId}</OrgnlPmtInfId><TxInfAndSts><OrgnlEndToEndId>${endToEndId}</OrgnlEndToEndId><TxSts>ACSC</TxSts>
<AccptncDtTm>2026-12-01T07:00:00Z</AccptncDtTm><AcctSvcrRef>BNK-E2E-77</AcctSvcrRef><OrgnlTxRef><Amt><InstdAmt Ccy="EUR">${amount}</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts></OrgnlPmtInfAndSts>
</CstmrPmtStsRpt></Document>`;
}

async function staffPage(email: string, path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email, path);
  return page;
}

beforeAll(async () => {
  server = await startServer({
    INVOICE_SUPPLIER_NAME: 'Flightclaim Technologies FZ-LLC',
    INVOICE_SUPPLIER_ADDRESS: 'Bay Square, Building 5, Business Bay, Dubai, United Arab Emirates',
    INVOICE_SUPPLIER_TRN: '100123456700003',
    INVOICE_AED_RATES: 'EUR=4.0517',
    PAYOUT_DEBTOR_NAME: 'Flightclaim FZ-LLC',
    PAYOUT_DEBTOR_IBAN: 'FR1420041010050500013M02606',
    PAYOUT_DEBTOR_BIC: 'BNPAFRPPXXX',
    PAYOUT_DEBTOR_TOWN: 'Dubai',
    PAYOUT_DEBTOR_COUNTRY: 'AE',
  });
  browser = await launchBrowser();
  await createStaff(AGENT, false);
  await createStaff(ADMIN, true);
  await createStaff(SECOND_ADMIN, true);
  const passenger = await registerUser(server.url, 'money-passenger', { firstName: 'Grace', lastName: 'Hopper' });
  await verifyEmail(server, passenger.email);
  passengerEmail = passenger.email;
  const created = await fetch(`${server.url}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${passenger.token}` },
    body: JSON.stringify({
      passenger: { first_name: 'Grace', last_name: 'Hopper', email: passenger.email, address: '1 Cobol Way, Arlington' },
      flight: {
        disruption_type: 'delayed',
        flight_number: 'KL1776',
        departure_date: '2025-06-01',
        departure_airport: 'AMS',
        arrival_airport: 'FCO',
        delay_duration_hours: 4,
        cause: 'technical',
      },
      booking_reference: 'GRC123',
    }),
  });
  expect(created.status).toBe(201);
  const claim = ((await created.json()) as { data: { id: string; compensation: { amount: number; currency: string } } }).data;
  claimId = claim.id;
  owedMinor = Math.round(claim.compensation.amount * 100);
  // The agent sends it to the airline; the passenger gives the payout account with the password.
  const agentToken = await tokenFor(server.url, AGENT);
  const seen = await api(agentToken, `/backoffice/claims/${claimId}`);
  const moved = await api(agentToken, `/backoffice/claims/${claimId}/actions`, {
    method: 'POST',
    body: { action: 'process', version: seen.json?.data?.version },
  });
  expect(moved.status).toBe(200);
  const account = await api(passenger.token, `/claims/${claimId}/payout-account`, {
    method: 'PUT',
    body: { holder_name: 'Grace Hopper', iban: IBAN, town: 'Arlington', address_country: 'US', residence_country: 'US', password: PASSWORD },
  });
  expect(account.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('money from the airline to the passenger', () => {
  test('camt.053 in, a four-eyes payout run out, the passenger paid with the tax invoice', async () => {
    const reference = claimReference(claimId);
    const owed = formatMinorUnits(owedMinor, 'EUR');

    // 1. The airline's payment arrives in the bank statement the agent uploads.
    const agent = await staffPage(AGENT, '/backoffice/statements');
    await agent.getByRole('heading', { name: 'Bank statements' }).waitFor();
    const xml = camt053([
      { amount: owed, reference: 'KLM-PAY-1', remittance: `EU261 CLAIM ${reference} PNR GRC123` },
      { amount: '80.00', reference: 'REFUND-9', remittance: 'REFUND BOOKING XYZ' },
    ]);
    await agent.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });
    await agent.getByRole('button', { name: 'Import statement' }).click();
    await agent.getByText(`Statement STMT-E2E-${stamp} imported: 1 matched, 1 waiting for an agent.`).waitFor();
    const waiting = agent.getByTestId('waiting-credit').filter({ hasText: 'REFUND BOOKING XYZ' });
    await waiting.waitFor();
    // Matching the stray credit to the claim, already paid by the airline, is refused and says why.
    await waiting.getByRole('textbox', { name: 'Claim reference' }).fill(reference);
    await waiting.getByRole('button', { name: 'Match to this claim' }).click();
    await waiting.getByText('This claim is not waiting for the airline’s payment. Nothing was changed.').waitFor();
    for (const width of [1280, 390]) {
      await agent.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await agent.screenshot({ path: `/tmp/backoffice-statements-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(agent)).toEqual([]);
    const adminToken = await tokenFor(server.url, ADMIN);
    expect((await api(adminToken, `/backoffice/claims/${claimId}`)).json?.data?.claim).toMatchObject({ status: 'approved' });

    // 2. One admin makes the run; the second approves it and downloads the pain.001.
    const admin = await staffPage(ADMIN, '/backoffice/payouts');
    await admin.getByRole('checkbox', { name: `Pay claim ${claimId}` }).check();
    await admin.getByRole('button', { name: 'Create a run of 1' }).click();
    await admin.getByRole('button', { name: 'Approve (a second admin)' }).waitFor();
    const second = await staffPage(SECOND_ADMIN, '/backoffice/payouts');
    await second.getByRole('button', { name: 'Approve (a second admin)' }).click();
    const [download] = await Promise.all([second.waitForEvent('download'), second.getByRole('button', { name: 'SEPA file (pain.001)' }).click()]);
    const sepa = await readFile(await download.path());
    expect(xmllint(sepa.toString('utf8'))).toMatchObject({ ok: true });
    const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(sepa.toString('utf8'))![1]!;
    const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(sepa.toString('utf8'))![1]!;
    const amount = /<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/.exec(sepa.toString('utf8'))![1]!;

    // 3. The bank's execution report, uploaded on the run (by keyboard): one with another amount
    // is refused with the reason and changes nothing; the right one confirms the run.
    const report = (body: string) => ({ name: 'pain002.xml', mimeType: 'application/xml', buffer: Buffer.from(body) });
    const upload = second.locator('input[type="file"]');
    const send = second.getByRole('button', { name: 'Confirm from the report' });
    await upload.setInputFiles(report(pain002(messageId, endToEndId, (Number(amount) + 0.1).toFixed(2))));
    await send.focus();
    await second.keyboard.press('Enter');
    const refusal = second.getByTestId('payout-report-refusal');
    await refusal.getByText('The bank’s report gives another amount than the run. Nothing was changed: ask the bank.').waitFor();
    await refusal.getByText(new RegExp(`^${endToEndId} \\(.*\\): the run sent`)).waitFor();
    expect((await api(adminToken, `/backoffice/claims/${claimId}`)).json?.data?.claim).toMatchObject({ status: 'approved' });
    await upload.setInputFiles(report(pain002(messageId, endToEndId, amount)));
    await send.focus();
    await second.keyboard.press('Enter');
    await second
      .getByRole('status')
      .getByText(/^Run of .* confirmed from the bank’s report: 1 paid, 0 rejected, 0 pending\.$/)
      .waitFor();
    await second.getByText('Confirmed', { exact: true }).waitFor();
    expect(await seriousViolations(second)).toEqual([]);
    expect((await api(adminToken, `/backoffice/claims/${claimId}`)).json?.data?.claim).toMatchObject({ status: 'paid' });

    // 4. The passenger reads "paid" with the amount, the date and the reference, and downloads the tax invoice.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const mine = await context.newPage();
    await signIn(mine, server.url, passengerEmail, `/dashboard/claims/${claimId}`);
    await mine.getByText('We paid your compensation').waitFor();
    const shown = Number(amount).toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(Number(amount)) ? 0 : 2 });
    await mine.getByText(new RegExp(`${shown.replace('.', '\\.')} EUR sent to your bank account on .*Bank reference: .BNK-E2E-77.`)).waitFor();
    const [invoice] = await Promise.all([mine.waitForEvent('download'), mine.getByRole('button', { name: 'Download the tax invoice (PDF)' }).click()]);
    const pdf = await readFile(await invoice.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await seriousViolations(mine)).toEqual([]);
    await context.close();
  }, 300_000);
});
