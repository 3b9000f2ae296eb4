// The SEPA credit transfer file for EUR payouts to IBANs: ISO 20022 pain.001.001.09 as the European
// Payments Council's SCT customer-to-PSP implementation guidelines restrict it (EPC132-08, 2023
// v1.0; its XSD: /work/shared/standards/pain.001.001.09-epc-sct.xsd, the tests validate every file
// against it with xmllint). One payment information block, service level SEPA, charges SLEV; each
// payout one transaction whose EndToEndId comes back in the bank's pain.002. Debtor and creditors
// carry a structured address (town and country), required in payment messages from November 2026
// (EPC SCT rulebook 2025 v1.0 and SWIFT CBPR+: unstructured addresses end in November 2026).
import { formatMinorUnits } from '../money/minor-units.ts';

export interface SepaParty {
  name: string;
  iban: string;
  /** The bank's BIC; optional for IBANs of the EEA (EPC: "BIC only if the IBAN is outside the EEA"). */
  bic?: string | undefined;
  town: string;
  country: string;
}

export interface SepaPayment {
  /** Max 35 characters: our run item's id, echoed in the bank's execution report. */
  endToEndId: string;
  /** EUR cents. */
  amount: number;
  creditor: SepaParty;
  /** Unstructured remittance information, max 140: the claim reference. */
  remittance: string;
}

export interface SepaTransferFile {
  messageId: string;
  /** ISO date-time of creation (2026-11-29T05:00:00Z). */
  createdAt: string;
  /** The requested execution day, YYYY-MM-DD. */
  executionDate: string;
  debtor: SepaParty;
  payments: readonly SepaPayment[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text in the EPC's basic Latin character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space; SCT rulebook
 * §1.4): accents are dropped (Müller → Muller), any other character becomes a space, and the result
 * is cut to the element's length.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return latin.slice(0, max).trim();
}

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string) => el(name, xml(value));

function party(p: SepaParty): string {
  return el('Nm', xml(sepaText(p.name, 70))) + el('PstlAdr', text('TwnNm', sepaText(p.town, 35)) + text('Ctry', p.country));
}

function agent(bic: string | undefined): string {
  return el('FinInstnId', bic ? text('BICFI', bic) : el('Othr', text('Id', 'NOTPROVIDED')));
}

function transaction(p: SepaPayment): string {
  return el(
    'CdtTrfTxInf',
    el('PmtId', text('EndToEndId', p.endToEndId)) +
      el('Amt', `<InstdAmt Ccy="EUR">${formatMinorUnits(p.amount, 'EUR')}</InstdAmt>`) +
      (p.creditor.bic ? el('CdtrAgt', agent(p.creditor.bic)) : '') +
      el('Cdtr', party(p.creditor)) +
      el('CdtrAcct', el('Id', text('IBAN', p.creditor.iban))) +
      el('RmtInf', text('Ustrd', sepaText(p.remittance, 140))),
  );
}

/** The whole file as UTF-8 XML. The caller gives at least one payment (a run with nothing ready has no file). */
export function buildPain001(file: SepaTransferFile): string {
  if (file.payments.length === 0) throw new RangeError('a pain.001 needs at least one payment');
  const count = String(file.payments.length);
  const sum = formatMinorUnits(
    file.payments.reduce((total, p) => total + p.amount, 0),
    'EUR',
  );
  const header = el(
    'GrpHdr',
    text('MsgId', file.messageId) +
      text('CreDtTm', file.createdAt) +
      text('NbOfTxs', count) +
      text('CtrlSum', sum) +
      el('InitgPty', text('Nm', sepaText(file.debtor.name, 70))),
  );
  const info = el(
    'PmtInf',
    text('PmtInfId', file.messageId) +
      text('PmtMtd', 'TRF') +
      text('NbOfTxs', count) +
      text('CtrlSum', sum) +
      el('PmtTpInf', el('SvcLvl', text('Cd', 'SEPA'))) +
      el('ReqdExctnDt', text('Dt', file.executionDate)) +
      el('Dbtr', party(file.debtor)) +
      el('DbtrAcct', el('Id', text('IBAN', file.debtor.iban))) +
      el('DbtrAgt', agent(file.debtor.bic)) +
      text('ChrgBr', 'SLEV') +
      file.payments.map(transaction).join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">${el('CstmrCdtTrfInitn', header + info)}</Document>\n`;
}
