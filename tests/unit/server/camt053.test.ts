// The camt.053 reader on a recorded statement (tests/fixtures/camt053, ISO 20022
// BankToCustomerStatementV08) and on what is not one: malformed XML, a DOCTYPE, another message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStatementXml } from '../../../src/server/money/statement-xml.ts';

const fixture = readFileSync(new URL('../../fixtures/camt053/client-account-2026-11-16.xml', import.meta.url));

describe('camt.053 statement', () => {
  it('reads the booked credits with amount in minor units, value date, bank reference and remittance', () => {
    const result = readStatementXml(fixture);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.statement.statementId).toBe('AE070331234567890123456-2026-11-16');
    expect(result.statement.account).toBe('AE070331234567890123456');
    expect(result.statement.credits.map((c) => [c.position, c.amountMinor, c.currency, c.valueDate, c.bankReference, c.remittance])).toEqual([
      ['1', 60000, 'EUR', '2026-11-15', '20261115EB0000123', 'EU261 COMPENSATION CLAIM 01A20907 PNR K7QX2M'],
      ['3.1', 120000, 'EUR', '2026-11-15', '20261115EB0000125-1', '9F3C00B2'],
      ['3.2', 45000, 'EUR', '2026-11-15', '20261115EB0000125-2', 'REGLEMENT CE261 DOSSIER 20261101 REF CLIENT 7D41E0AA'],
    ]);
    expect(result.statement.credits[0]!.debtorName).toBe('Deutsche Lufthansa AG');
    expect(result.statement.credits[0]!.endToEndId).toBe('LH-EU261-88123');
  });

  it('reads a namespace prefix and the older camt.053.001.02 party layout', () => {
    const xml = fixture
      .toString('utf8')
      .replace('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"', '<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"')
      .replace('</Document>', '</c:Document>')
      .replace('<Dbtr><Pty><Nm>Deutsche Lufthansa AG</Nm></Pty></Dbtr>', '<Dbtr><Nm>Deutsche Lufthansa AG</Nm></Dbtr>');
    const result = readStatementXml(Buffer.from(xml));
    expect(result.ok && result.statement.credits[0]!.debtorName).toBe('Deutsche Lufthansa AG');
  });

  it.each([
    ['not XML at all', 'statement-malformed'],
    ['<Document><BkToCstmrStmt>', 'statement-malformed'],
    ['<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>', 'statement-malformed'],
    ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>', 'statement-not-camt053'],
    ['<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>', 'statement-not-camt053'],
    ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr/></BkToCstmrStmt></Document>', 'statement-invalid'],
  ])('%s → %s', (xml, code) => {
    const result = readStatementXml(Buffer.from(xml));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe(code);
  });

  it('refuses a credit whose amount it cannot hold exactly', () => {
    const xml = fixture
      .toString('utf8')
      .replace('<Amt Ccy="EUR">600.00</Amt>\n        <CdtDbtInd>CRDT', '<Amt Ccy="EUR">600.005</Amt>\n        <CdtDbtInd>CRDT');
    const result = readStatementXml(Buffer.from(xml));
    expect(result).toMatchObject({ ok: false, code: 'statement-invalid' });
  });
});
