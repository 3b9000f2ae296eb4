// The built catalogues are keyed by messageKey(English) (src/build/catalog-keys.ts): the key must be
// stable, two messages with one key must fail the build, and a built part must still give every
// translation of the file it was made from, through the same lookup t() makes.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreas, loadCatalog, t, tp } from '../../../src/app/i18n/t.ts';
import { checkCatalogKeys, hashCatalog } from '../../../src/build/catalog-keys.ts';
import { writeClaimStartCatalogs, writeShellCatalogs } from '../../../src/build/claim-start-catalogs.ts';
import { splitContentCatalogs } from '../../../src/build/content-catalogs.ts';
import { messageKey } from '../../../src/shared/message-key.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;
const CATALOGS = `${ROOT}src/app/i18n/catalogs`;
type Catalog = Record<string, string | { other: string }>;

const readPart = (file: string) => JSON.parse(readFileSync(`${CATALOGS}/${file}.json`, 'utf8')) as Catalog;

describe('catalogue keys', () => {
  it('hashes a message to a short, stable key (FNV-1a 32 bits in base 36)', () => {
    expect(messageKey('')).toBe((0x811c9dc5).toString(36));
    expect(messageKey('a')).toBe((0xe40c292c).toString(36));
    expect(messageKey('Start Your Claim')).toBe(messageKey('Start Your Claim'));
    expect(messageKey('Start Your Claim')).not.toBe(messageKey('Start your claim'));
    expect(messageKey('Compensation for delayed, cancelled and overbooked flights.').length).toBeLessThanOrEqual(7);
  });

  it('fails on two messages with one key', () => {
    // Known FNV-1a 32-bit collisions.
    expect(messageKey('costarring')).toBe(messageKey('liquid'));
    expect(() => hashCatalog({ costarring: 'a', liquid: 'b' })).toThrow(/same catalogue key/);
    expect(hashCatalog({ costarring: 'a', other: 'b' })).toEqual({ [messageKey('costarring')]: 'a', [messageKey('other')]: 'b' });
  });

  it("finds no two messages with one key across every language's catalogues", () => {
    expect(() => checkCatalogKeys(CATALOGS)).not.toThrow();
  });
});

describe.each(['ar', 'fa', 'tr'])('the built %s catalogues', (locale) => {
  beforeAll(() => {
    splitContentCatalogs(ROOT);
    writeClaimStartCatalogs(ROOT);
    writeShellCatalogs(ROOT);
  });

  const parts = ['split/shell', 'split/shell-later', 'home', 'claim', 'account', 'common', 'split/claim-start', 'split/page-rights-flight-delays'];

  it.each(parts)('%s: every message of its source resolves through t()', async (part) => {
    const source = readPart(`${locale}.${part}`.replace(`${locale}.split/`, `split/${locale}.`));
    expect(Object.keys(source).length).toBeGreaterThan(0);
    await loadCatalog(locale as 'ar', true);
    await loadAreas([part.replace('split/', '') as 'shell-later']);
    // The shell is loaded with every area: where it names a message too, the area's translation wins.
    for (const [message, translation] of Object.entries(source)) {
      if (typeof translation === 'string') expect(t(message), message).toBe(translation);
      else expect(tp(1000, { ...translation, other: message }), message).toBe(tp(1000, translation));
    }
    await loadCatalog('en');
  });
});
