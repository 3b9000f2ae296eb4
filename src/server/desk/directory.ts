// The claims directory as the server reads it: the shipped entry (domain/airlines), replaced by an
// admin's correction when one is stored (table airline_channel_corrections, migration 0018, kept by
// the back office's directory routes) or given in the configuration.
import { sql } from 'drizzle-orm';
import { airlineClaimChannel, type AirlineClaimChannel, type ClaimChannel, type ClaimChannelCorrection } from '../../domain/airlines/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';

interface StoredCorrection {
  iata: string;
  channels: ClaimChannel[];
  direct_first: boolean;
  adr: string | null;
  corrected_by: string;
  corrected_by_name: string | null;
  corrected_at: Date | string;
}

async function storedCorrection(db: DbOrTx, iata: string): Promise<ClaimChannelCorrection | undefined> {
  const result = await db.execute(sql`select * from airline_channel_corrections where iata = ${iata}`);
  const row = rowsOf<StoredCorrection>(result)[0];
  if (!row) return undefined;
  const at = row.corrected_at instanceof Date ? row.corrected_at.toISOString() : new Date(row.corrected_at).toISOString();
  return {
    iata: row.iata,
    channels: row.channels,
    directFirst: row.direct_first,
    ...(row.adr ? { adr: { name: row.adr, url: '' } } : {}),
    source: `Corrected by ${row.corrected_by_name ?? row.corrected_by}`,
    correctedBy: row.corrected_by,
    correctedAt: at,
  };
}

/** How this airline takes claims (a stored correction first, then one from the configuration, then the shipped entry). */
export async function claimChannelOf(db: DbOrTx, iata: string, configured: readonly ClaimChannelCorrection[] = []): Promise<AirlineClaimChannel | null> {
  const code = iata.trim().toUpperCase();
  const correction = (await storedCorrection(db, code)) ?? configured.find((c) => c.iata.toUpperCase() === code);
  return airlineClaimChannel(code, correction);
}
