// The tax invoice (or credit note) as one HTML document, printed to PDF by the server's Chromium
// printer (src/server/mandate/pdf-printer.ts). What it shows follows Federal Decree-Law No. 8 of
// 2017 Art. 65 and Executive Regulation Art. 59: the words "Tax Invoice", the supplier's name,
// address and TRN, a sequential number, the date, the recipient's name and address, the service,
// the amount, the VAT rate and the VAT in AED with the rate used. Each label is in the passenger's
// language and English.
import { escapeHtml } from '../mandate/signed-html.ts';
import type { Locale } from '../text/locales.ts';
import { formatMinorUnits } from './minor-units.ts';
import { INVOICE_WORDS, type InvoiceWords } from './invoice-words.ts';

export interface InvoiceView {
  kind: 'invoice' | 'credit-note';
  /** As printed: INV-000042. */
  number: string;
  issueDate: string;
  locale: Locale;
  supplier: { name: string; address: string; trn: string };
  customerName: string;
  customerAddress: string | null;
  claimReference: string;
  currency: string;
  compensationMinor: number;
  feeMinor: number;
  vatMinor: number;
  vatBasisPoints: number;
  zeroRated: boolean;
  aedRate: string;
  aedRateDate: string;
  feeAedMinor: number;
  vatAedMinor: number;
  /** A credit note: the invoice it corrects, and why. */
  corrects: string | null;
  reason: string | null;
}

const ltr = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/** "فاتورة ضريبية / Tax Invoice"; English alone for an English reader. */
function both(view: InvoiceView, pick: (w: InvoiceWords) => string, fill: Record<string, string> = {}): string {
  const put = (text: string) => escapeHtml(Object.entries(fill).reduce((t, [k, v]) => t.replace(`{${k}}`, v), text));
  const english = put(pick(INVOICE_WORDS.en));
  if (view.locale === 'en') return english;
  return `${put(pick(INVOICE_WORDS[view.locale]))} <span class="en" dir="ltr" lang="en">/ ${english}</span>`;
}

const money = (minor: number, currency: string) => ltr(`${formatMinorUnits(minor, currency)} ${currency}`);
const percent = (basisPoints: number) => ltr(`${formatMinorUnits(basisPoints, 'XXX')}%`.replace('.00%', '%'));

function rows(view: InvoiceView): [string, string][] {
  const foreign = view.currency !== 'AED';
  const list: [string, string][] = [
    [both(view, (w) => w.compensation), money(view.compensationMinor, view.currency)],
    [both(view, (w) => w.fee), foreign ? `${money(view.feeMinor, view.currency)} = ${money(view.feeAedMinor, 'AED')}` : money(view.feeAedMinor, 'AED')],
    [both(view, (w) => w.vatRate), percent(view.vatBasisPoints) + (view.zeroRated ? ` (${both(view, (w) => w.zeroRated)})` : '')],
    [both(view, (w) => w.vatAmount), foreign ? `${money(view.vatMinor, view.currency)} = ${money(view.vatAedMinor, 'AED')}` : money(view.vatAedMinor, 'AED')],
    [both(view, (w) => w.total), money(view.feeAedMinor + view.vatAedMinor, 'AED')],
  ];
  if (foreign) list.push([both(view, (w) => w.rate), ltr(`1 ${view.currency} = ${view.aedRate} AED (${view.aedRateDate})`)]);
  return list;
}

const STYLE = `
@page { size: A4; margin: 18mm 16mm; }
body { font-family: "DejaVu Sans", "Noto Sans", "Noto Naskh Arabic", "Segoe UI", Tahoma, sans-serif; font-size: 10.5pt; line-height: 1.45; color: #111; margin: 0; }
h1 { font-size: 18pt; margin: 0 0 12px; }
table { border-collapse: collapse; margin: 8px 0 16px; }
th { text-align: start; padding-block: 3px; padding-inline: 0 16px; font-weight: 600; vertical-align: top; }
td { padding-block: 3px; }
.en { color: #444; font-weight: 400; }
`;

export function invoiceHtml(view: InvoiceView): string {
  const words = INVOICE_WORDS[view.locale];
  const title = both(view, (w) => (view.kind === 'invoice' ? w.taxInvoice : w.taxCreditNote));
  const head: [string, string][] = [
    [both(view, (w) => w.number), ltr(view.number)],
    [both(view, (w) => w.date), ltr(view.issueDate)],
    [both(view, (w) => w.supplier), `${escapeHtml(view.supplier.name)}<br>${escapeHtml(view.supplier.address)}`],
    [both(view, (w) => w.trn), ltr(view.supplier.trn)],
    [both(view, (w) => w.customer), escapeHtml(view.customerName)],
    ...(view.customerAddress ? [[both(view, (w) => w.address), escapeHtml(view.customerAddress)] as [string, string]] : []),
    [both(view, (w) => w.service), both(view, (w) => w.serviceText, { reference: view.claimReference })],
    ...(view.corrects ? [[both(view, (w) => w.corrects), ltr(view.corrects)] as [string, string]] : []),
    ...(view.reason ? [[both(view, (w) => w.reason), escapeHtml(view.reason)] as [string, string]] : []),
  ];
  const table = (list: [string, string][]) => `<table>${list.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>`;
  return `<!doctype html><html lang="${view.locale}" dir="${words.dir}"><head><meta charset="utf-8"><title>${escapeHtml(view.number)}</title><style>${STYLE}</style></head>
<body><main><h1>${title}</h1>${table(head)}${table(rows(view))}</main></body></html>`;
}
