// The files a payout run sends and receives: the SEPA pain.001.001.09 validated by xmllint against
// the EPC's schema, the bank CSV with its configured columns, and the bank's pain.002 read into a
// status per EndToEndId (malformed or foreign documents refused with a reason).
import { describe, expect, it } from 'vitest';
import { buildBankCsv, parseCsvColumns, type BankCsvPayment } from '../../../src/domain/payout/bank-csv.ts';
import { buildPain001, sepaText, type SepaTransferFile } from '../../../src/domain/payout/pain001.ts';
import { parsePain002 } from '../../../src/server/payout/pain002.ts';
import { xmllint } from '../../shared/xmllint.ts';

const FILE: SepaTransferFile = {
  messageId: 'RUN-0192F3A4',
  createdAt: '2026-11-29T05:00:00Z',
  executionDate: '2026-11-30',
  debtor: { name: 'Flightclaim FZ-LLC client account', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', town: 'Dubai', country: 'AE' },
  payments: [
    {
      endToEndId: 'PO-1-0192F3A4',
      amount: 33750,
      creditor: { name: 'Jürgen Müller & Söhne <test>', iban: 'FR1420041010050500013M02606', town: 'Paris', country: 'FR' },
      remittance: 'Flight compensation FC-7K2M-9QXD',
    },
    {
      endToEndId: 'PO-2-0192F3A4',
      amount: 1,
      creditor: { name: 'Ada Lovelace', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', town: 'Amsterdam', country: 'NL' },
      remittance: 'Flight compensation FC-AAAA-BBBB',
    },
  ],
};

describe('pain.001.001.09 (EPC SCT C2PSP 2023 v1.0)', () => {
  it('validates against the EPC schema with xmllint, with the sums and counts in the header', () => {
    const xml = buildPain001(FILE);
    expect(xmllint(xml)).toMatchObject({ ok: true });
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>337.51</CtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">337.50</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.01</InstdAmt>');
    expect(xml).toContain('<PstlAdr><TwnNm>Paris</TwnNm><Ctry>FR</Ctry></PstlAdr>');
  });

  it('xmllint does refuse a file the schema does not allow (the check can fail)', () => {
    const bad = buildPain001(FILE).replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>SHAR</ChrgBr>');
    const verdict = xmllint(bad);
    expect(verdict.ok).toBe(false);
    expect(verdict.output).toMatch(/ChrgBr/);
  });

  it('writes names in the EPC Latin character set, escaped, cut to 70', () => {
    expect(sepaText('Jürgen Müller & Söhne <test>', 70)).toBe('Jurgen Muller Sohne test');
    expect(sepaText('x'.repeat(80), 70)).toHaveLength(70);
    expect(buildPain001(FILE)).toContain('<Nm>Jurgen Muller Sohne test</Nm>');
  });

  it('refuses to build a file with no payment', () => {
    expect(() => buildPain001({ ...FILE, payments: [] })).toThrow(RangeError);
  });
});

const AED: BankCsvPayment = {
  reference: 'FC-7K2M-9QXD',
  endToEndId: 'PO-1-0192F3A4',
  holderName: 'Fatima Al Mansoori, "FAM"',
  iban: 'AE070331234567890123456',
  accountNumber: null,
  bic: null,
  accountCountry: 'AE',
  town: 'Abu Dhabi',
  addressCountry: 'AE',
  amount: 133353,
  currency: 'AED',
  executionDate: '2026-11-30',
};

describe('the bank CSV, its columns a setting', () => {
  it('writes the configured columns in order, amounts in the currency’s digits, quoted per RFC 4180', () => {
    const parsed = parseCsvColumns('end_to_end_id, beneficiary_name,iban,amount,currency');
    expect(parsed.ok).toBe(true);
    const csv = buildBankCsv(parsed.ok ? parsed.columns : [], [
      AED,
      { ...AED, endToEndId: 'PO-2', holderName: '=HYPERLINK("x")', amount: 12345, currency: 'KWD' },
    ]);
    expect(csv).toBe(
      'end_to_end_id,beneficiary_name,iban,amount,currency\r\n' +
        'PO-1-0192F3A4,"Fatima Al Mansoori, ""FAM""",AE070331234567890123456,1333.53,AED\r\n' +
        `PO-2,"'=HYPERLINK(""x"")",AE070331234567890123456,12.345,KWD\r\n`,
    );
  });

  it.each([
    ['reference,iban', true, []],
    ['reference,sort_code', false, ['sort_code']],
    ['', false, ['']],
  ])('the setting %j: ok %s', (setting, ok, unknown) => {
    const parsed = parseCsvColumns(setting);
    expect(parsed.ok).toBe(ok);
    if (!parsed.ok) expect(parsed.unknown).toEqual(unknown);
  });
});

const report = (transactions: string, group = 'PART') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>BANK-STS-1</MsgId><CreDtTm>2026-11-30T09:00:00Z</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>RUN-0192F3A4</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId><GrpSts>${group}</GrpSts></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts><OrgnlPmtInfId>RUN-0192F3A4</OrgnlPmtInfId>${transactions}</OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;

describe('pain.002 execution report', () => {
  it('gives a status per EndToEndId, with the amount, the day and the bank’s reference', () => {
    const parsed = parsePain002(
      report(`
      <TxInfAndSts><OrgnlEndToEndId>PO-1-0192F3A4</OrgnlEndToEndId><TxSts>ACSC</TxSts><AccptncDtTm>2026-11-30T08:00:00Z</AccptncDtTm><AcctSvcrRef>BNK-778</AcctSvcrRef>
        <OrgnlTxRef><Amt><InstdAmt Ccy="EUR">337.50</InstdAmt></Amt></OrgnlTxRef></TxInfAndSts>
      <TxInfAndSts><OrgnlEndToEndId>PO-2-0192F3A4</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AC04</Cd></Rsn></StsRsnInf></TxInfAndSts>`),
    );
    expect(parsed).toEqual({
      ok: true,
      report: {
        messageId: 'BANK-STS-1',
        originalMessageId: 'RUN-0192F3A4',
        groupCode: 'PART',
        transfers: [
          {
            endToEndId: 'PO-1-0192F3A4',
            outcome: 'executed',
            code: 'ACSC',
            reason: null,
            amount: { amount: 33750, currency: 'EUR' },
            date: '2026-11-30',
            reference: 'BNK-778',
          },
          { endToEndId: 'PO-2-0192F3A4', outcome: 'rejected', code: 'RJCT', reason: 'AC04', amount: null, date: null, reference: 'BANK-STS-1' },
        ],
      },
    });
  });

  it.each([
    ['not XML', 'hello', /well-formed/],
    ['truncated', report('').slice(0, 120), /well-formed/],
    ['a camt.053 statement', '<Document><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrStmt></Document>', /not a pain\.002/i],
    ['an entity declaration', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Document/>', /document type/],
    ['no original message id', report('').replace('<OrgnlMsgId>RUN-0192F3A4</OrgnlMsgId>', ''), /OrgnlMsgId/],
  ])('refuses %s with a reason', (_name, xml, reason) => {
    const parsed = parsePain002(xml);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(reason);
  });
});
