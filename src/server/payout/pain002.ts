// The bank's execution report for a payout run: ISO 20022 pain.002 (Customer Payment Status
// Report; versions .001.03 to .001.12 share the elements read here), read into a status per
// EndToEndId (the id our pain.001 gave each payout). What is not a pain.002 is refused with a
// reason, never half read. Parsed without entities or DTDs (fast-xml-parser does not expand
// external entities), and a size limit is the route's.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { toMinorUnits } from '../../domain/money/minor-units.ts';

/** ISO 20022 ExternalPaymentTransactionStatus1Code, grouped by what we do with the payout. */
const EXECUTED = ['ACSC', 'ACCC', 'ACSP'];
const REJECTED = ['RJCT', 'CANC'];

export type TransferOutcome = 'executed' | 'rejected' | 'pending';

export interface TransferStatus {
  endToEndId: string;
  outcome: TransferOutcome;
  /** The ISO code as the bank gave it. */
  code: string;
  reason: string | null;
  /** The amount the report says was sent, in minor units, when it says. */
  amount: { amount: number; currency: string } | null;
  /** YYYY-MM-DD: the acceptance or the requested execution day, when given. */
  date: string | null;
  /** The bank's reference for the transfer, or for the report. */
  reference: string;
}

export interface ExecutionReport {
  messageId: string;
  originalMessageId: string;
  /** The whole group's status (GrpSts), which stands for every transfer when the report lists none. */
  groupCode: string | null;
  transfers: TransferStatus[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: false,
  isArray: (name) => name === 'OrgnlPmtInfAndSts' || name === 'TxInfAndSts' || name === 'StsRsnInf',
});

const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : []);
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  const inner = node(value)['#text'];
  return typeof inner === 'string' ? inner.trim() : '';
};

export function outcomeOf(code: string): TransferOutcome {
  if (EXECUTED.includes(code)) return 'executed';
  if (REJECTED.includes(code)) return 'rejected';
  return 'pending';
}

function amountOf(tx: Node): TransferStatus['amount'] {
  const instructed = node(node(node(tx.OrgnlTxRef).Amt).InstdAmt);
  const currency = String(instructed['@Ccy'] ?? '');
  const minor = /^[A-Z]{3}$/.test(currency) ? toMinorUnits(textOf(instructed), currency) : null;
  return minor === null ? null : { amount: minor, currency };
}

function dayOf(tx: Node): string | null {
  const accepted = textOf(tx.AccptncDtTm).slice(0, 10);
  const requested = textOf(node(node(tx.OrgnlTxRef).ReqdExctnDt).Dt) || textOf(node(tx.OrgnlTxRef).ReqdExctnDt).slice(0, 10);
  const day = accepted || requested;
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

function transfer(tx: Node, fallbackCode: string, reportId: string): TransferStatus | null {
  const endToEndId = textOf(tx.OrgnlEndToEndId);
  if (!endToEndId) return null;
  const code = textOf(tx.TxSts) || fallbackCode;
  const reason = list(tx.StsRsnInf)
    .map((r) => textOf(node(r.Rsn).Cd) || textOf(r.AddtlInf))
    .find(Boolean);
  return {
    endToEndId,
    outcome: outcomeOf(code),
    code,
    reason: reason ?? null,
    amount: amountOf(tx),
    date: dayOf(tx),
    reference: textOf(tx.AcctSvcrRef) || reportId,
  };
}

/** The report, or why it is not one. */
export function parsePain002(xml: string): { ok: true; report: ExecutionReport } | { ok: false; reason: string } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, reason: 'A document type declaration is not allowed.' };
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { ok: false, reason: `Not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).` };
  const report = node(node(parser.parse(xml) as unknown).Document).CstmrPmtStsRpt;
  if (!report) return { ok: false, reason: 'Not a pain.002 payment status report (no Document/CstmrPmtStsRpt).' };
  const root = node(report);
  const messageId = textOf(node(root.GrpHdr).MsgId);
  const group = node(root.OrgnlGrpInfAndSts);
  const originalMessageId = textOf(group.OrgnlMsgId);
  if (!messageId || !originalMessageId) return { ok: false, reason: 'The report has no MsgId or OrgnlMsgId.' };
  const groupCode = textOf(group.GrpSts);
  const transfers: TransferStatus[] = [];
  for (const info of list(root.OrgnlPmtInfAndSts)) {
    const infoCode = textOf(info.PmtInfSts) || groupCode;
    for (const tx of list(info.TxInfAndSts)) {
      const one = transfer(tx, infoCode, messageId);
      if (one) transfers.push(one);
    }
  }
  return { ok: true, report: { messageId, originalMessageId, groupCode: groupCode || null, transfers } };
}
