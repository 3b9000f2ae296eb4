// The airline claims directory (issue #34): every entry sourced and dated, "not known yet" kept as
// such, an admin's correction winning over the shipped entry.
import { describe, expect, it } from 'vitest';
import {
  airlineClaimChannel,
  CLAIM_CHANNELS,
  NOT_KNOWN_YET,
  preferredChannel,
  secondCopyLanguage,
  type ClaimChannelCorrection,
} from '../../../src/domain/airlines/index.ts';
import { findAirline } from '../../../src/domain/airlines/directory.ts';

describe('airlineClaimChannel', () => {
  it.each(Object.entries(CLAIM_CHANNELS))('%s is an airline we know, with a source and a checked date', (iata, row) => {
    expect(findAirline(iata), iata).toBeDefined();
    expect(row.source).toMatch(/^https?:\/\//);
    expect(row.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.languages.length).toBeGreaterThan(0);
    for (const c of row.channels) expect(c.kind === 'web-form' ? c.url : c.address, `${iata} ${c.kind}`).toBeTruthy();
  });

  it.each([
    // iata, directFirst, preferred kind, source of directFirst
    ['FR', true, 'web-form', 'Ryanair terms cl. 15.2; Bott & Co v Ryanair (Court of Appeal)'],
    ['LH', false, 'web-form', 'Lufthansa form takes third-party claims with a power of attorney'],
  ] as const)('%s: directFirst %s, claims by %s (%s)', (iata, directFirst, kind, _source) => {
    const entry = airlineClaimChannel(iata.toLowerCase())!;
    expect(entry.iata).toBe(iata);
    expect(entry.directFirst).toBe(directFirst);
    expect(preferredChannel(entry)?.kind).toBe(kind);
  });

  it('keeps "not known yet" as a value, with no channel invented', () => {
    const entry = airlineClaimChannel('EK')!;
    expect(entry.name).toBe('Emirates');
    expect(entry.channels).toEqual([]);
    expect(entry.directFirst).toBe(NOT_KNOWN_YET);
    expect(preferredChannel(entry)).toBeUndefined();
  });

  it.each([
    ['IR', 'fa'],
    ['TK', 'tr'],
    ['PC', 'tr'],
    ['QR', 'ar'],
    ['LH', undefined],
    ['FR', undefined],
  ])('%s: a second copy of the letter in %s', (iata, lang) => {
    expect(secondCopyLanguage(airlineClaimChannel(iata)!)).toBe(lang);
  });

  it.each(['ZZ', '', 'DI'])('answers null for %j, which it knows nothing of', (iata) => {
    expect(airlineClaimChannel(iata)).toBeNull();
  });

  it("uses an admin's correction before the shipped entry, recording who and when", () => {
    const correction: ClaimChannelCorrection = {
      iata: 'lh',
      channels: [{ kind: 'email', address: 'claims@example.test', languages: ['en'] }],
      source: 'Letter from the airline, 2026-11-20',
      correctedBy: 'admin-1',
      correctedAt: '2026-11-28T10:00:00.000Z',
    };
    const entry = airlineClaimChannel('LH', correction)!;
    expect(preferredChannel(entry)).toEqual({ kind: 'email', address: 'claims@example.test', languages: ['en'] });
    expect(entry).toMatchObject({ correctedBy: 'admin-1', checkedOn: '2026-11-28', source: 'Letter from the airline, 2026-11-20', directFirst: false });
    // A correction for another airline changes nothing.
    expect(airlineClaimChannel('FR', correction)!.correctedBy).toBeUndefined();
    // A correction can make a known airline without a shipped row reachable.
    expect(airlineClaimChannel('DI', { ...correction, iata: 'DI' })!.channels).toHaveLength(1);
  });
});
