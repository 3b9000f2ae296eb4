// Money-in test pieces: a camt.053.001.08 statement built from the recorded sample's layout
// (tests/fixtures/camt053) with the credits a test needs, its import, and a claim at `processing`.
import { claimReference } from '../../src/domain/claim/reference.ts';
import type { ClaimCreatePayload, ClaimWire } from '../../src/domain/claim/index.ts';
import type { App } from '../../src/server/app.ts';
import { agentMove, createClaim, type Caller } from './claims-helpers.ts';

export interface TestCredit {
  amount: string;
  currency?: string;
  reference: string;
  remittance: string;
  debit?: boolean;
}

function entry(credit: TestCredit, index: number): string {
  const currency = credit.currency ?? 'EUR';
  return `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="${currency}">${credit.amount}</Amt>
        <CdtDbtInd>${credit.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-15</Dt></BookgDt>
        <ValDt><Dt>2026-11-15</Dt></ValDt>
        <AcctSvcrRef>${credit.reference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>E2E-${credit.reference}</EndToEndId></Refs>
          <RltdPties><Dbtr><Pty><Nm>Societe Air France</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${credit.remittance}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
}

export function camtStatement(statementId: string, credits: TestCredit[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG-${statementId}</MsgId><CreDtTm>2026-11-16T06:02:11+04:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${statementId}</Id>
      <CreDtTm>2026-11-16T06:02:11+04:00</CreDtTm>
      <Acct><Id><IBAN>AE070331234567890123456</IBAN></Id><Ccy>EUR</Ccy></Acct>${credits.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

export function postStatement(app: App, caller: Caller, xml: string, contentType = 'application/xml') {
  return app.inject({ method: 'POST', url: '/api/backoffice/bank-statements', headers: { ...caller.headers, 'content-type': contentType }, payload: xml });
}

/** A claim of `passenger` an agent has started working on (status processing): €250 × 2 passengers, 500.00 EUR owed. */
export async function processingClaim(app: App, passenger: Caller, agent: Caller, payload?: ClaimCreatePayload): Promise<ClaimWire & { reference: string }> {
  const claim = await createClaim(app, passenger, payload);
  const moved = await agentMove(app, agent, claim.id, 'processing');
  if (moved.statusCode !== 200) throw new Error(`not processing: ${moved.body}`);
  return { ...claim, reference: claimReference(claim.id) };
}

export async function claimVersion(app: App, agent: Caller, claimId: string): Promise<{ version: number; status: string }> {
  const data = (await app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: agent.headers })).json().data;
  return { version: data.version, status: data.claim.status };
}
