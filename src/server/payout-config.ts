// Settings of the payout: the VAT rate charged on our fee (UAE VAT: 5 %) and the key that
// encrypts passengers' bank details at rest. Read with the rest of the configuration (config.ts).
import { parseEncryptionKey } from './identity/key-encryption.ts';

export interface PayoutConfig {
  /** VAT on our fee, as a share (0.05 = 5 %). */
  payoutVatRate: number;
  /** AES-256 key for bank details; unset: DATA_DIR/keys/bank-data.key, created 0600. */
  bankDataKey: string | undefined;
}

export const PAYOUT_VARIABLES = [
  {
    name: 'PAYOUT_VAT_RATE',
    default: '5',
    description: 'VAT on our 25 % fee, in percent (0 to 50; UAE VAT is 5). The payout statement the passenger and the agent see uses it.',
  },
  {
    name: 'BANK_DATA_ENCRYPTION_KEY',
    default: '(unset: a key generated in DATA_DIR/keys, 0600)',
    description:
      "AES-256 key (64 hex digits or base64) that encrypts passengers' bank details; set the same one on every server sharing a PostgreSQL, and back it up: without it stored accounts cannot be read.",
  },
] as const;

export function loadPayoutConfig(env: Record<string, string | undefined>, problems: string[]): PayoutConfig {
  const rawVat = env.PAYOUT_VAT_RATE?.trim() || '5';
  let payoutVatRate = 0.05;
  if (/^\d{1,2}(\.\d{1,2})?$/.test(rawVat) && Number(rawVat) <= 50) payoutVatRate = Number(rawVat) / 100;
  else problems.push(`PAYOUT_VAT_RATE must be a percentage from 0 to 50, e.g. 5 (got "${rawVat}")`);
  const bankDataKey = env.BANK_DATA_ENCRYPTION_KEY?.trim() || undefined;
  if (bankDataKey !== undefined && !parseEncryptionKey(bankDataKey)) problems.push('BANK_DATA_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
  return { payoutVatRate, bankDataKey };
}
