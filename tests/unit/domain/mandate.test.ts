// The mandate texts: every version's SHA-256 is pinned, so changing a word without a new version
// fails here (a claim keeps the version it signed); the hash is a real SHA-256; the text carries
// the fee terms of payout.ts, and the document names the guardian of a minor.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_SETTINGS } from '../../../src/domain/claim/payout.ts';
import {
  currentMandateVersion,
  findMandateVersion,
  mandateHtml,
  mandateSigners,
  mandateVersions,
  sha256Hex,
  MANDATE_REGIMES,
} from '../../../src/domain/mandate/index.ts';

const PINNED: Record<string, string> = {
  'EC261-en-1': '59e0b3028e0119aae96aa30d2deba400d603b562ba0bcce290ea5a4ae1a65d39',
  'UK261-en-1': '0827e8310af43611966310cec2999fd2d77affe6aa8200aee616af6cda72de34',
  'SHY-YOLCU-en-1': '5619e4e343311ff1d953866be814a220fd1a0e8571335aa4843894c96bd0a015',
  'US-DOT-en-1': 'be06f5f203f6511be03f513cdf8fe52503430d1fe54bd70d894a05da3c13fd4c',
  'EC261-ar-1': 'bd93a29b041d75191e60350947b196b80e547e008632300e195677a3f4a05a93',
  'UK261-ar-1': '81d5f819ec0d83d520dbffa37799daf9745a37df8d94dd040642112f4c4def31',
  'SHY-YOLCU-ar-1': '90fdcf892dfd3f8ea4a209f4da901bd03d8a4d2419b93fa0a6a0d7be74038e9b',
  'US-DOT-ar-1': 'b3d697df49eb0ec60b02bbe24a91f499a8d93b0bfbb2632c07d6b2e4e795f51e',
  'EC261-fa-1': 'dab616196dce6a95472d7ae3c3b3421b47fa39a58d574bb51018d9bea355d706',
  'UK261-fa-1': '78a80563ce3c89e61f3cbe1474bdbe99f77eed4f775fc69d0f46e7f7ce83feec',
  'SHY-YOLCU-fa-1': '31ce27cef2202cb9513348634aa2d022802bd3b45b2cadb0e552d2247dccda3e',
  'US-DOT-fa-1': 'f1c5ddfcef4afd5f37ebea44073b49e3d99d34b30d8d85bdec9ee4812eb96de8',
  'EC261-fa-2': 'e4a7bb79e169c88ca33b2e77d05cb16492059fa27e790a659dc4d31d2cb3500f',
  'UK261-fa-2': 'c0f278eb04caee39630769e80ed2d3e9f4a4ae43afe656a04c3566eb1a04a2c5',
  'SHY-YOLCU-fa-2': '1b0455b7355926b3c2220f351ca042f8a93127485fec6d38d2d6698e704b7422',
  'US-DOT-fa-2': '408a3b2c26137e7d889a42be990990efd98d7c83b07b1e54542fc52c4ec97ba6',
  'EC261-tr-1': '9127bbb65b11f5c9cbd16ddcb151781dbd1be8125ebb1f5bce55924fb485f876',
  'UK261-tr-1': '50f8b69bb03ee5d53a6f335f67544b601ec0280e7ba72f48f40e1d89ec498efc',
  'SHY-YOLCU-tr-1': 'e5204a30d2f1033d346a65977eb3eb77ab959c8ce9c23219933837c1c5425548',
  'US-DOT-tr-1': '88741a1ca2ec945eef1a209313f84f0e06bf541c42d0dcca626534034b4616f3',
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
    flightNumber: 'AF1234',
    date: '2025-06-01',
    from: 'CDG',
    to: 'FCO',
    bookingReference: 'ABC123',
    passengers: [
      { firstName: 'Ada', lastName: 'Lovelace' },
      { firstName: 'Grace', lastName: 'Hopper' },
      { firstName: 'Tim', lastName: '<b>Lovelace</b>', minor: true },
    ],
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
