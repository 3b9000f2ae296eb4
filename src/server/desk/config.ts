// The airline desk's settings: the pay-by period of a demand letter and our client account.
// Defaults and ranges are rows of desk-variables.json (see config-variables.ts).
import type { ClaimChannelCorrection } from '../../domain/airlines/index.ts';
import { envReader, type Env } from '../env-reader.ts';

export interface DeskConfig {
  payWithinDays: number;
  /** Undefined: the letter asks the airline to contact us for the account. */
  clientAccount: string | undefined;
  /** Corrections of the claims directory given by whoever embeds the server (tests, a fixed setup); an admin's stored ones win. */
  corrections: readonly ClaimChannelCorrection[];
}

export function loadDeskConfig(env: Env, problems: string[]): DeskConfig {
  const { read, integer } = envReader(env, problems);
  return { payWithinDays: integer('DESK_PAY_WITHIN_DAYS'), clientAccount: read('DESK_CLIENT_ACCOUNT')?.trim() || undefined, corrections: [] };
}
