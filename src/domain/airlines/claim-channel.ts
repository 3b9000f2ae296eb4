// airlineClaimChannel(iata): how to reach an airline with a claim, from the shipped table or an
// admin's correction (which wins: addresses change faster than releases).
import { findAirline } from './directory.ts';
import { CLAIM_CHANNELS, NOT_KNOWN_YET, type AdrScheme, type ClaimChannel, type ClaimChannelRow, type NotKnownYet } from './claim-channels.ts';

export interface AirlineClaimChannel {
  iata: string;
  name: string;
  /** Empty: not known yet. */
  channels: ClaimChannel[];
  /** The languages the airline answers claims in (ISO 639-1). */
  languages: string[];
  directFirst: boolean | NotKnownYet;
  adr?: AdrScheme | NotKnownYet;
  source: string;
  /** YYYY-MM-DD */
  checkedOn: string;
  /** Set when an admin's correction replaced the shipped entry. */
  correctedBy?: string;
}

/** An admin's correction of one airline's entry, stored with who made it and when. */
export interface ClaimChannelCorrection {
  iata: string;
  channels: ClaimChannel[];
  languages?: string[];
  directFirst?: boolean | NotKnownYet;
  adr?: AdrScheme | NotKnownYet;
  /** Where the admin checked it (a page, a letter from the airline). */
  source: string;
  correctedBy: string;
  /** ISO timestamp of the correction; its day becomes `checkedOn`. */
  correctedAt: string;
}

/**
 * How this airline (IATA designator, any case) takes claims, or null when we know nothing of it.
 * A correction for the same code takes precedence over the shipped entry.
 */
export function airlineClaimChannel(iata: string, correction?: ClaimChannelCorrection): AirlineClaimChannel | null {
  const code = iata.trim().toUpperCase();
  const name = findAirline(code)?.name;
  const row = CLAIM_CHANNELS[code];
  const own = correction && correction.iata.trim().toUpperCase() === code ? correction : undefined;
  if (!name || (!row && !own)) return null;
  if (own) return fromCorrection(code, name, own, row);
  return fromRow(code, name, row!);
}

function fromRow(iata: string, name: string, row: ClaimChannelRow): AirlineClaimChannel {
  return {
    iata,
    name,
    channels: row.channels.map((c) => ({ ...c, languages: [...c.languages] })),
    languages: [...row.languages],
    directFirst: row.directFirst,
    ...(row.adr ? { adr: row.adr } : {}),
    source: row.source,
    checkedOn: row.checkedOn,
  };
}

function fromCorrection(iata: string, name: string, c: ClaimChannelCorrection, row: ClaimChannelRow | undefined): AirlineClaimChannel {
  const channels = c.channels.map((ch) => ({ ...ch, languages: [...ch.languages] }));
  const languages = c.languages ?? [...new Set([...(row?.languages ?? []), ...channels.flatMap((ch) => ch.languages)])];
  const adr = c.adr ?? row?.adr;
  return {
    iata,
    name,
    channels,
    languages,
    directFirst: c.directFirst ?? row?.directFirst ?? NOT_KNOWN_YET,
    ...(adr ? { adr } : {}),
    source: c.source,
    checkedOn: c.correctedAt.slice(0, 10),
    correctedBy: c.correctedBy,
  };
}

/** The channel a letter goes by: e-mail first (it can be sent for the agent), then web form, then post. */
export function preferredChannel(entry: AirlineClaimChannel): ClaimChannel | undefined {
  const order: ClaimChannel['kind'][] = ['email', 'web-form', 'post'];
  return order.map((kind) => entry.channels.find((c) => c.kind === kind)).find(Boolean);
}

/** The languages besides English in which the letter also goes (ar, fa, tr: those we write). */
export const SECOND_COPY_LANGUAGES = ['ar', 'fa', 'tr'] as const;
export type SecondCopyLanguage = (typeof SECOND_COPY_LANGUAGES)[number];

export function secondCopyLanguage(entry: AirlineClaimChannel): SecondCopyLanguage | undefined {
  return SECOND_COPY_LANGUAGES.find((l) => entry.languages.includes(l));
}
