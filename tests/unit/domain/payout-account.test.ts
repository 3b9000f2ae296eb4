// The payout account rule (src/domain/claim/payout-account.ts) with the real ibantools registry:
// IBANs of IBAN countries (AE included) by format and checksum; elsewhere account number + BIC of
// that country; the holder's name; and what is shown afterwards (masked).
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkPayoutAccount, maskAccount, PAYOUT_ACCOUNT_MESSAGES as M } from '../../../src/domain/claim/payout-account.ts';

const check = (input: Parameters<typeof checkPayoutAccount>[0]) => checkPayoutAccount(input, ibantools);

describe('checkPayoutAccount', () => {
  it.each([
    ['AE', 'AE07 0331 2345 6789 0123 456', 'AE070331234567890123456'],
    ['DE', 'de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['GB', 'GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
  ])('accepts a %s IBAN written any way', (_country, written, canonical) => {
    expect(check({ holder_name: '  Ada   Lovelace ', iban: written })).toEqual({
      ok: true,
      account: { kind: 'iban', holderName: 'Ada Lovelace', iban: canonical },
    });
  });

  it.each([
    ['AE070331234567890123457', M.ibanChecksum],
    ['AE07033123456789012345', M.ibanLength],
    ['ZZ070331234567890123456', M.ibanCountry],
  ])('refuses %s with a plain reason', (iban, message) => {
    expect(check({ holder_name: 'Ada', iban })).toEqual({ ok: false, errors: [{ field: 'iban', message }] });
  });

  it('takes an account number and BIC where there are no IBANs, and only there', () => {
    expect(check({ holder_name: 'Ada', account_number: '0001-2345 6789', bic: 'chasus33', country: 'us' })).toEqual({
      ok: true,
      account: { kind: 'account', holderName: 'Ada', accountNumber: '000123456789', bic: 'CHASUS33', country: 'US' },
    });
    expect(check({ holder_name: 'Ada', account_number: '12345678', bic: 'DEUTDEFF', country: 'DE' })).toMatchObject({
      errors: [{ field: 'country', message: M.countryHasIban }],
    });
    expect(check({ holder_name: 'Ada', account_number: '12345678', bic: 'DEUTDEFF', country: 'US' })).toMatchObject({
      errors: [{ field: 'bic', message: M.bicCountry }],
    });
    expect(check({ holder_name: 'Ada', account_number: '1', bic: 'X', country: 'US' })).toMatchObject({
      errors: [{ field: 'account_number' }, { field: 'bic', message: M.bic }],
    });
  });

  it('asks for a holder and for some account', () => {
    expect(check({ holder_name: ' ', iban: 'AE070331234567890123456' })).toMatchObject({ errors: [{ field: 'holder_name', message: M.holder }] });
    expect(check({ holder_name: 'Ada' })).toMatchObject({ errors: [{ field: 'iban', message: M.ibanOrAccount }] });
    expect(check({ holder_name: 'A\u0000da', iban: 'AE070331234567890123456' })).toMatchObject({ ok: false });
  });

  it('masks all but the country and the last four', () => {
    expect(maskAccount({ kind: 'iban', holderName: 'Ada', iban: 'AE070331234567890123456' })).toBe('AE07 •••• 3456');
    expect(maskAccount({ kind: 'account', holderName: 'Ada', accountNumber: '000123456789', bic: 'CHASUS33', country: 'US' })).toBe('•••• 6789 (CHASUS33)');
  });
});
