// Credits in an ISO 20022 camt.053 bank-to-customer statement (versions .001.02 to .001.13) of our
// client account, read from the XML tree the server's parser gives (element names without their
// namespace prefix, attributes as "@_Name", every value as text: amounts are never floats). Only
// booked credits count (CdtDbtInd CRDT, status BOOK, not a reversal). Where an entry batches
// several transactions, each transaction with its own amount is a credit of its own.
import { isCurrencyCode, toMinorUnits } from './minor-units.ts';

export type XmlTree = { [name: string]: unknown };

export interface StatementCredit {
  /** The credit's position in the statement (entry, then transaction), stable across imports. */
  position: string;
  amountMinor: number;
  currency: string;
  valueDate: string;
  /** The bank's reference (AcctSvcrRef), else the payer's EndToEndId. */
  bankReference: string;
  endToEndId: string | null;
  /** Unstructured remittance lines and structured creditor references, joined by spaces. */
  remittance: string;
  debtorName: string | null;
}

export interface Camt053Statement {
  /** Stmt/Id: the bank's id of this statement. */
  statementId: string;
  messageId: string;
  account: string | null;
  credits: StatementCredit[];
}

export type StatementProblemCode = 'statement-not-camt053' | 'statement-invalid';
export type StatementReading = { ok: true; statement: Camt053Statement } | { ok: false; code: StatementProblemCode; detail: string };

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

const list = (value: unknown): unknown[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const node = (value: unknown): XmlTree => (value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlTree) : {});
/** The text of an element: a plain value, or "#text" beside attributes. */
function text(value: unknown): string | null {
  const one = list(value)[0];
  if (typeof one === 'string' || typeof one === 'number') return String(one).trim();
  const inner = node(one)['#text'];
  return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() : null;
}
const at = (tree: unknown, ...path: string[]): unknown => path.reduce<unknown>((here, name) => node(list(here)[0])[name], tree);

class Invalid extends Error {}

function amountOf(amt: unknown, where: string): { amountMinor: number; currency: string } {
  const currency = (node(list(amt)[0])['@_Ccy'] as string | undefined)?.trim().toUpperCase() ?? '';
  const value = text(amt);
  const amountMinor = value !== null && isCurrencyCode(currency) ? toMinorUnits(value, currency) : null;
  if (amountMinor === null || amountMinor <= 0) throw new Invalid(`${where}: the amount "${value ?? ''}" ${currency} cannot be read.`);
  return { amountMinor, currency };
}

function dateOf(entry: unknown): string | null {
  for (const name of ['ValDt', 'BookgDt']) {
    const day = text(at(entry, name, 'Dt')) ?? text(at(entry, name, 'DtTm'))?.slice(0, 10);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  }
  return null;
}

function remittanceOf(tx: unknown): string {
  const rmt = at(tx, 'RmtInf');
  const lines = list(node(list(rmt)[0]).Ustrd).map(text);
  const refs = list(node(list(rmt)[0]).Strd).map((s) => text(at(s, 'CdtrRefInf', 'Ref')));
  return [...lines, ...refs].filter((l): l is string => Boolean(l)).join(' ');
}

function debtorOf(tx: unknown): string | null {
  return text(at(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? text(at(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));
}

function isBookedCredit(entry: unknown): boolean {
  const status = text(at(entry, 'Sts', 'Cd')) ?? text(at(entry, 'Sts'));
  const reversal = text(at(entry, 'RvslInd')) === 'true';
  return text(at(entry, 'CdtDbtInd')) === 'CRDT' && status === 'BOOK' && !reversal;
}

function creditsOfEntry(entry: unknown, index: number): StatementCredit[] {
  if (!isBookedCredit(entry)) return [];
  const where = `Entry ${index + 1}`;
  const valueDate = dateOf(entry);
  if (!valueDate) throw new Invalid(`${where}: no value or booking date.`);
  const txs = list(node(list(at(entry, 'NtryDtls'))[0]).TxDtls);
  const entryAmount = amountOf(at(entry, 'Amt'), where);
  const entryRef = text(at(entry, 'AcctSvcrRef'));
  const parts = txs.length > 1 ? txs : [txs[0]];
  return parts.map((tx, i) => {
    const own = txs.length > 1 ? amountOf(at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt'), `${where}, transaction ${i + 1}`) : entryAmount;
    const endToEndId = text(at(tx, 'Refs', 'EndToEndId'));
    const bankReference = text(at(tx, 'Refs', 'AcctSvcrRef')) ?? entryRef ?? (endToEndId !== 'NOTPROVIDED' ? endToEndId : null);
    if (!bankReference) throw new Invalid(`${where}: no bank reference (AcctSvcrRef or EndToEndId).`);
    return {
      position: txs.length > 1 ? `${index + 1}.${i + 1}` : `${index + 1}`,
      ...own,
      valueDate,
      bankReference,
      endToEndId: endToEndId && endToEndId !== 'NOTPROVIDED' ? endToEndId : null,
      remittance: remittanceOf(tx),
      debtorName: debtorOf(tx),
    };
  });
}

/** The statement's credits, or why the document is not a camt.053 statement we can read. `namespace`: the root element's. */
export function readCamt053(tree: XmlTree, namespace: string): StatementReading {
  const statementDocument = node(tree.Document);
  if (!NAMESPACE.test(namespace) || !statementDocument.BkToCstmrStmt)
    return { ok: false, code: 'statement-not-camt053', detail: 'This is not an ISO 20022 camt.053 bank-to-customer statement.' };
  const root = statementDocument.BkToCstmrStmt;
  const statements = list(node(list(root)[0]).Stmt);
  if (statements.length !== 1) return { ok: false, code: 'statement-invalid', detail: 'Send one statement (Stmt) per file.' };
  const stmt = statements[0];
  const statementId = text(at(stmt, 'Id'));
  if (!statementId) return { ok: false, code: 'statement-invalid', detail: 'The statement has no Id.' };
  try {
    const credits = list(node(stmt).Ntry).flatMap(creditsOfEntry);
    const account = text(at(stmt, 'Acct', 'Id', 'IBAN')) ?? text(at(stmt, 'Acct', 'Id', 'Othr', 'Id'));
    return { ok: true, statement: { statementId, messageId: text(at(root, 'GrpHdr', 'MsgId')) ?? '', account, credits } };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, code: 'statement-invalid', detail: error.message };
    throw error;
  }
}

/** Whole claim ids (UUIDs) the remittance names, lower case: these name one claim each. */
export function claimIdsIn(remittance: string): string[] {
  const ids = remittance.toLowerCase().match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
  return [...new Set(ids)];
}

/**
 * Claim references (claim/reference.ts: the claim id's last 8 hex digits, random) the remittance
 * names: every 8-hex-digit word, upper case. The server keeps those that are a claim's; a date such
 * as 20261115 is also 8 hex digits and may happen to be one, and 32 random bits can repeat among
 * many claims, so only a remittance that names exactly one claim matches.
 */
export function claimReferencesIn(remittance: string): string[] {
  const words = remittance.toUpperCase().match(/(?<![0-9A-Z])[0-9A-F]{8}(?![0-9A-Z])/g) ?? [];
  return [...new Set(words)];
}
