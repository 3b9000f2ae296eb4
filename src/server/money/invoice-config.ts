// Settings of the tax invoice: our name, address and TRN, the zero-rating switch and the AED rates.
// Defaults are rows of invoice-variables.json (see config-variables.ts).
import { envReader, type Env } from '../env-reader.ts';
import { isCurrencyCode, parseRate } from '../../domain/money/index.ts';

export interface InvoiceConfig {
  supplierName: string;
  supplierAddress: string;
  /** Unset: no invoice can be issued. */
  supplierTrn: string | undefined;
  zeroRateNonResidents: boolean;
  /** AED per unit, by currency, as decimal text. */
  aedRates: Readonly<Record<string, string>>;
}

function readRates(raw: string, problems: string[]): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const pair of raw.split(',').filter((p) => p.trim())) {
    const [code = '', rate = ''] = pair.split('=').map((s) => s.trim());
    if (!isCurrencyCode(code) || !parseRate(rate)) problems.push(`INVOICE_AED_RATES must be CODE=rate pairs, e.g. EUR=4.0517,USD=3.6725 (got "${pair}")`);
    else rates[code] = rate;
  }
  return rates;
}

/** The company's address (the site's contact page, src/app/company.ts). */
const COMPANY_ADDRESS = 'Bay Square, Building 5, Office 402, Business Bay, Dubai, United Arab Emirates';

export function loadInvoiceConfig(env: Env, problems: string[]): InvoiceConfig {
  const { read, text } = envReader(env, problems);
  const supplierTrn = read('INVOICE_SUPPLIER_TRN');
  if (supplierTrn !== undefined && !/^\d{15}$/.test(supplierTrn)) problems.push('INVOICE_SUPPLIER_TRN must be the 15-digit Tax Registration Number');
  const zero = text('INVOICE_ZERO_RATING');
  if (zero !== 'on' && zero !== 'off') problems.push(`INVOICE_ZERO_RATING must be on or off (got "${zero}")`);
  return {
    supplierName: text('INVOICE_SUPPLIER_NAME'),
    supplierAddress: read('INVOICE_SUPPLIER_ADDRESS') ?? COMPANY_ADDRESS,
    supplierTrn,
    zeroRateNonResidents: zero === 'on',
    aedRates: readRates(text('INVOICE_AED_RATES'), problems),
  };
}
