// Settings of the payout: the VAT rate charged on our fee (UAE VAT: 5 %) and the key that
// encrypts passengers' bank details at rest. Read with the rest of the configuration (config.ts);
// their defaults are rows of payout-variables.json.
import { numberVariable } from './config-variables.ts';
import { envReader, type Env } from './env-reader.ts';
import { parseEncryptionKey } from './identity/key-encryption.ts';

export interface PayoutConfig {
  /** VAT on our fee, as a share (0.05 = 5 %). */
  payoutVatRate: number;
  /** AES-256 key for bank details; unset: DATA_DIR/keys/bank-data.key, created 0600. */
  bankDataKey: string | undefined;
}

export function loadPayoutConfig(env: Env, problems: string[]): PayoutConfig {
  const { read, text } = envReader(env, problems);
  const { fallback, min, max } = numberVariable('PAYOUT_VAT_RATE');
  const rawVat = text('PAYOUT_VAT_RATE');
  let payoutVatRate = fallback / 100;
  if (/^\d{1,2}(\.\d{1,2})?$/.test(rawVat) && Number(rawVat) >= min && Number(rawVat) <= max) payoutVatRate = Number(rawVat) / 100;
  else problems.push(`PAYOUT_VAT_RATE must be a percentage from ${min} to ${max}, e.g. ${fallback} (got "${rawVat}")`);
  const bankDataKey = read('BANK_DATA_ENCRYPTION_KEY');
  if (bankDataKey !== undefined && !parseEncryptionKey(bankDataKey)) problems.push('BANK_DATA_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
  return { payoutVatRate, bankDataKey };
}
