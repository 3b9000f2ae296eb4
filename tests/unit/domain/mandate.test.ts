// The mandate texts: every version's SHA-256 is pinned, so changing a word without a new version
// fails here (a claim keeps the version it signed); the hash is a real SHA-256; the text carries
// the fee terms of payout.ts, and the document names the guardian of a minor.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SETTINGS } from '../../../src/domain/claim/payout.ts';
import {
  currentMandateVersion, findMandateVersion, mandateHtml, mandateSigners, mandateVersions, sha256Hex, MANDATE_REGIMES,
} from '../../../src/domain/mandate/index.ts';

const PINNED: Record<string, string> = {
  'EC261-en-1': '59e0b3028e0119aae96aa30d2deba400d603b562ba0bcce290ea5a4ae1a65d39',
  'UK261-en-1': '0827e8310af43611966310cec2999fd2d77affe6aa8200aee616af6cda72de34',
  'SHY-YOLCU-en-1': '5619e4e343311ff1d953866be814a220fd1a0e8571335aa4843894c96bd0a015',
  'US-DOT-en-1': 'be06f5f203f6511be03f513cdf8fe52503430d1fe54bd70d894a05da3c13fd4c',
};

describe('mandate versions', () => {
  it('pins the hash of every version: a changed text needs a new version id', () => {
    const actual = Object.fromEntries([...mandateVersions().values()].map((v) => [v.id, v.sha256]));
    for (const [id, hash] of Object.entries(PINNED)) expect(actual[id], id).toBe(hash);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(PINNED).sort());
  });

  it('hashes the exact text with SHA-256 (UTF-8, any script)', () => {
    for (const v of mandateVersions().values()) expect(v.sha256).toBe(createHash('sha256').update(v.text).digest('hex'));
    for (const text of ['', 'abc', 'x'.repeat(55), 'x'.repeat(64), 'وكالة — 😀', 'Türkçe vekâlet']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('has a text for each regime, naming its law and body, with the fee of payout.ts', () => {
    for (const regime of MANDATE_REGIMES) {
      const v = currentMandateVersion(regime);
      expect(v.regime).toBe(regime);
      expect(v.text).toContain(v.language.regimes[regime].law);
      expect(v.text).toContain(`${DEFAULT_FEE_SETTINGS.feeRate * 100}%`);
      expect(v.text).toMatch(/no win, no fee/i);
      expect(v.text).toMatch(/withdraw/);
      expect(v.sections.flatMap((s) => s.paragraphs).join('\n')).not.toMatch(/\{\w+\}/);
    }
    expect(currentMandateVersion('UK261').text).toContain('Civil Aviation Authority');
  });

  it('falls back to EC 261 and English, and finds old versions by id', () => {
    expect(currentMandateVersion(null).id).toBe('EC261-en-1');
    expect(currentMandateVersion('EC261', 'xx').locale).toBe('en');
    expect(findMandateVersion('EC261-en-1')?.version).toBe(1);
    expect(findMandateVersion('nope')).toBeNull();
  });
});

describe('the signed document', () => {
  const claim = {
    flightNumber: 'AF1234', date: '2025-06-01', from: 'CDG', to: 'FCO', bookingReference: 'ABC123',
    passengers: [{ firstName: 'Ada', lastName: 'Lovelace' }, { firstName: 'Grace', lastName: 'Hopper' }, { firstName: 'Tim', lastName: '<b>Lovelace</b>', minor: true }],
  };
  it('asks the main passenger and adults to sign, not minors', () => {
    expect(mandateSigners(claim)).toEqual([0, 1]);
  });
  it('shows the flight, names (escaped), guardian, signatures and hash', () => {
    const v = currentMandateVersion('EC261');
    const html = mandateHtml(v, claim, [{ position: 0, signedAt: '2025-06-02T10:00:00.000Z', image: 'data:image/png;base64,AAAA' }]);
    expect(html).toContain('AF1234');
    expect(html).toContain('&lt;b&gt;Lovelace&lt;/b&gt;');
    expect(html).not.toContain('<b>Lovelace');
    expect(html).toMatch(/signed for by <bdi dir="auto">Ada Lovelace<\/bdi> as parent or legal guardian/);
    expect(html).toContain('Not signed yet');
    expect(html).toContain(v.sha256);
  });
});
