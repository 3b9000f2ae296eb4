// The airline claims directory as the server uses it: the shipped entry (src/domain/airlines) with
// an admin's stored correction applied (airline_channel_corrections), which takes precedence.
// claimChannelFor is what letters and filing packs should ask, never airlineClaimChannel alone.
import { eq } from 'drizzle-orm';
import { AIRLINES, airlineClaimChannel, findAirline, type AirlineClaimChannel, type ClaimChannelCorrection } from '../../domain/airlines/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { airlineChannelCorrections, type StoredChannel } from '../db/schema/airline-corrections.ts';

type CorrectionRow = typeof airlineChannelCorrections.$inferSelect;

export interface CorrectionBody {
  channels: StoredChannel[];
  languages?: string[] | undefined;
  directFirst?: boolean | 'not-known-yet' | undefined;
  adr?: { name: string; url: string } | 'not-known-yet' | undefined;
  source: string;
}

function toCorrection(row: CorrectionRow): ClaimChannelCorrection {
  return {
    iata: row.iata,
    channels: row.channels,
    ...(row.languages ? { languages: row.languages } : {}),
    ...(row.directFirst !== null ? { directFirst: row.directFirst } : {}),
    ...(row.adr !== null ? { adr: row.adr } : {}),
    source: row.source,
    correctedBy: row.correctedByName,
    correctedAt: row.correctedAt.toISOString(),
  };
}

/** How the airline takes claims, the admin's correction applied; null when we know nothing of it. */
export async function claimChannelFor(db: DbOrTx, iata: string): Promise<AirlineClaimChannel | null> {
  const code = iata.trim().toUpperCase();
  const [row] = await db.select().from(airlineChannelCorrections).where(eq(airlineChannelCorrections.iata, code));
  return airlineClaimChannel(code, row ? toCorrection(row) : undefined);
}

/** Every airline of the directory with its channel (null: not known yet), corrections applied. */
export async function allClaimChannels(db: DbOrTx) {
  const rows = await db.select().from(airlineChannelCorrections);
  const corrections = new Map(rows.map((row) => [row.iata, toCorrection(row)]));
  return [...AIRLINES]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((airline) => ({ iata: airline.iata, name: airline.name, channel: airlineClaimChannel(airline.iata, corrections.get(airline.iata)) }));
}

/** The airline's name, or undefined when the IATA code is not an airline of our directory. */
export function airlineName(iata: string): string | undefined {
  return findAirline(iata)?.name;
}

/** Stores the admin's correction (replacing an earlier one) with who made it and when. */
export async function saveCorrection(db: DbOrTx, iata: string, body: CorrectionBody, admin: { id: string; name: string }): Promise<void> {
  const values = {
    channels: body.channels.map((c) => ({
      kind: c.kind,
      ...(c.address ? { address: c.address.trim() } : {}),
      ...(c.url ? { url: c.url.trim() } : {}),
      languages: c.languages,
    })),
    languages: body.languages ?? null,
    directFirst: body.directFirst ?? null,
    adr: body.adr ?? null,
    source: body.source.trim(),
    correctedBy: admin.id,
    correctedByName: admin.name,
    correctedAt: new Date(),
  };
  await db
    .insert(airlineChannelCorrections)
    .values({ iata: iata.toUpperCase(), ...values })
    .onConflictDoUpdate({ target: airlineChannelCorrections.iata, set: values });
}
