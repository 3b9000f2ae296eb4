// The rule an admin's correction of an airline's claim channel must pass, the same on the back
// office's form and the server (src/domain/airlines/correction-check.ts).
import { describe, expect, it } from 'vitest';
import { checkChannelCorrection, isWebAddress } from '../../../src/domain/airlines/correction-check.ts';

const fields = (input: Parameters<typeof checkChannelCorrection>[0]) => checkChannelCorrection(input).map((e) => `${e.field} ${e.problem}`);

describe('an airline claim-channel correction', () => {
  it('accepts an e-mail, a web form and a postal address with language codes and a source', () => {
    expect(
      fields({
        channels: [
          { kind: 'email', address: 'claims@lufthansa.example', languages: ['de', 'en'] },
          { kind: 'web-form', url: 'https://www.lufthansa.com/claims', languages: ['de'] },
          { kind: 'post', address: 'Postfach 1\n60000 Frankfurt', languages: [] },
        ],
        adr: { name: 'CEDR', url: 'https://www.cedr.com/aviation' },
        source: 'Letter of 2 November',
      }),
    ).toEqual([]);
  });

  it('names each field that is wrong, with its problem', () => {
    expect(
      fields({
        channels: [
          { kind: 'email', address: 'claims at lufthansa', languages: ['German'] },
          { kind: 'web-form', url: 'javascript:alert(1)', languages: [] },
          { kind: 'post', address: '  ', languages: [] },
        ],
        adr: { name: ' ', url: 'cedr' },
        source: ' ',
      }),
    ).toEqual([
      'channels/0/address email-invalid',
      'channels/0/languages/0 language-invalid',
      'channels/1/url url-invalid',
      'channels/2/address address-missing',
      'source source-missing',
      'adr/name name-missing',
      'adr/url url-invalid',
    ]);
  });

  it('takes http(s) links with a host only', () => {
    for (const good of ['https://help.ryanair.com/hc/en-ie/articles/360017825538', 'http://www.airfrance.fr/x.htm', 'https://example.com:8443/a?b=1#c'])
      expect(isWebAddress(good), good).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://x.example', 'https://localhost', 'https://a b.example', 'https://user@evil.example', 'www.example.com'])
      expect(isWebAddress(bad), bad).toBe(false);
  });
});
