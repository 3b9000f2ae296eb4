// The payout's rules (src/domain/payout): money in minor units, conversion at a recorded rate, the
// screening of countries our partners cannot pay, the file each account goes in, and when a claim
// is ready to pay. Each row names its source.
import * as ibantools from 'ibantools';
import { describe, expect, it } from 'vitest';
import { checkPayoutAccount } from '../../../src/domain/claim/payout-account.ts';
import { convertMinor, rateProblem } from '../../../src/domain/money/conversion.ts';
import { formatMinorUnits, majorToMinor, toMinorUnits } from '../../../src/domain/money/minor-units.ts';
import { planPayout, toPayoutCurrency, type PlanInput } from '../../../src/domain/payout/plan.ts';
import { payoutReadiness, type ReadinessInput } from '../../../src/domain/payout/readiness.ts';
import { accountCurrency, payoutRoute } from '../../../src/domain/payout/routing.ts';
import { accountCountry, screenAccountCountry } from '../../../src/domain/payout/screening.ts';

describe('money in minor units (ISO 4217 table A.1 digits)', () => {
  it.each([
    ['600', 'EUR', 60000],
    ['600.5', 'EUR', 60050],
    ['0.01', 'AED', 1],
    ['12.345', 'KWD', 12345],
    ['1500', 'JPY', 1500],
    ['1.234', 'EUR', null],
    ['1,50', 'EUR', null],
    ['-5', 'EUR', null],
    ['1e3', 'EUR', null],
  ])('%s %s → %s', (text, currency, minor) => {
    expect(toMinorUnits(text, currency)).toBe(minor);
  });

  it.each([
    [600, 'EUR', 60000],
    [337.5, 'EUR', 33750],
    [0.1 + 0.2, 'EUR', 30],
    [1.005, 'KWD', 1005],
    [Number.NaN, 'EUR', null],
  ])('the older major-unit number %s %s → %s minor units', (amount, currency, minor) => {
    expect(majorToMinor(amount, currency)).toBe(minor);
  });

  it.each([
    [123450, 'EUR', '1234.50'],
    [5, 'EUR', '0.05'],
    [12345, 'KWD', '12.345'],
    [1500, 'JPY', '1500'],
  ])('%s %s reads %s', (minor, currency, text) => {
    expect(formatMinorUnits(minor, currency)).toBe(text);
  });
});

describe('conversion at the recorded rate, half up, in integers', () => {
  it.each([
    // 337.50 EUR at 3.9512 AED/EUR = 1333.53 AED (1333.528)
    [33750, 'EUR', 'AED', '3.9512', 133353],
    // 0.01 EUR at 3.9512 = 0.039512 AED → 0.04
    [1, 'EUR', 'AED', '3.9512', 4],
    // half up: 1.00 at 1.005 = 1.005 → 1.01
    [100, 'EUR', 'USD', '1.005', 101],
    // into a 3-digit currency: 100.00 EUR at 0.3342 KWD = 33.420 KWD
    [10000, 'EUR', 'KWD', '0.3342', 33420],
    // into a 0-digit currency: 100.00 EUR at 162.51 JPY = 16251 JPY
    [10000, 'EUR', 'JPY', '162.51', 16251],
  ])('%s %s → %s at %s = %s', (amount, from, to, rate, expected) => {
    expect(convertMinor(amount, { from, to, rate, date: '2026-11-27' })).toBe(expected);
  });

  it('keeps both amounts and the rate with its date; the same currency needs no rate; another needs its rate', () => {
    const rate = { from: 'EUR', to: 'AED', rate: '3.9512', date: '2026-11-27' };
    expect(toPayoutCurrency(33750, 'EUR', 'AED', rate)).toEqual({
      source: { amount: 33750, currency: 'EUR' },
      payout: { amount: 133353, currency: 'AED' },
      rate,
    });
    expect(toPayoutCurrency(33750, 'EUR', 'EUR', null)).toMatchObject({ payout: { amount: 33750, currency: 'EUR' }, rate: null });
    expect(toPayoutCurrency(33750, 'EUR', 'AED', null)).toEqual({ missingRate: true });
    expect(toPayoutCurrency(33750, 'EUR', 'AED', { ...rate, to: 'TRY' })).toEqual({ missingRate: true });
  });

  it.each([
    [{ from: 'EUR', to: 'AED', rate: '3.9512', date: '2026-11-27' }, null],
    [{ from: 'EUR', to: 'AED', rate: '0', date: '2026-11-27' }, 'rate'],
    [{ from: 'EUR', to: 'AED', rate: '3,95', date: '2026-11-27' }, 'rate'],
    [{ from: 'EUR', to: 'AED', rate: '3.95', date: '27.11.2026' }, 'date'],
    [{ from: 'eur', to: 'AED', rate: '3.95', date: '2026-11-27' }, 'currency'],
  ])('the rate %o: %s', (rate, problem) => {
    expect(rateProblem(rate)).toBe(problem);
  });
});

// A valid Iranian IBAN (IR + check digits + 22-digit BBAN), composed so its checksum is right.
const IR_IBAN = ibantools.composeIBAN({ countryCode: 'IR', bban: '0170000000100324200001' })!;

describe('screening: the countries our UAE partners cannot pay into (screening.ts names the sources)', () => {
  it.each([
    ['IR', true],
    ['KP', true],
    ['CU', true],
    ['ir', true],
    ['AE', false],
    ['TR', false],
    ['DE', false],
    ['', false],
  ])('%s refused: %s', (country, refused) => {
    expect(screenAccountCountry(country) !== null).toBe(refused);
  });

  it('offers the supported route and says the money is kept safe, with the message id the app translates', () => {
    expect(screenAccountCountry('IR')).toMatchObject({ messageId: 'payout.screen.unsupported-country', values: { country: { country: 'IR' } } });
    expect(screenAccountCountry('IR')!.message).toMatch(/another country.*safe in our client account/);
  });

  it('the account check refuses an Iranian IBAN and an Iranian account number with the same message', () => {
    expect(accountCountry({ iban: IR_IBAN })).toBe('IR');
    const byIban = checkPayoutAccount({ holder_name: 'Sara Ahmadi', iban: IR_IBAN }, ibantools);
    expect(byIban).toMatchObject({ ok: false, errors: [{ field: 'iban', messageId: 'payout.screen.unsupported-country' }] });
    const byNumber = checkPayoutAccount({ holder_name: 'Sara Ahmadi', account_number: '123456789', bic: 'BMJIIRTH', country: 'IR' }, ibantools);
    expect(byNumber.ok).toBe(false);
    expect(!byNumber.ok && byNumber.errors.find((e) => e.messageId)?.field).toBe('country');
  });
});

describe('the holder’s structured address (CBPR+ and the EPC rulebooks: town and country from November 2026)', () => {
  const account = { holder_name: 'Ada Lovelace', iban: 'AE070331234567890123456' };
  it.each([
    [{}, false, true],
    [{}, true, false],
    [{ town: 'Dubai', address_country: 'ae' }, true, true],
    [{ town: 'Dubai' }, false, false],
    [{ town: 'x'.repeat(36), address_country: 'AE' }, true, false],
    [{ town: 'Dubai', address_country: 'UAE' }, true, false],
  ])('%o, required %s: accepted %s', (address, requireAddress, ok) => {
    expect(checkPayoutAccount({ ...account, ...address }, ibantools, { requireAddress }).ok).toBe(ok);
  });

  it('keeps the town and the country in the account', () => {
    const verdict = checkPayoutAccount({ ...account, town: ' Dubai ', address_country: 'ae' }, ibantools, { requireAddress: true });
    expect(verdict).toMatchObject({ ok: true, account: { kind: 'iban', town: 'Dubai', addressCountry: 'AE' } });
  });
});

describe('the file and the currency of an account', () => {
  it.each([
    [{ kind: 'iban' as const, country: 'DE' }, 'EUR', 'sepa'],
    [{ kind: 'iban' as const, country: 'GB' }, 'EUR', 'sepa'],
    [{ kind: 'iban' as const, country: 'AE' }, 'AED', 'bank-csv'],
    [{ kind: 'iban' as const, country: 'TR' }, 'EUR', 'bank-csv'],
    [{ kind: 'account' as const, country: 'US' }, 'USD', 'bank-csv'],
  ])('%o in %s: %s (EPC409-09 list of SEPA countries)', (account, currency, route) => {
    expect(payoutRoute(account, currency)).toBe(route);
  });

  it.each([
    ['AE', 'AED'],
    ['DE', 'EUR'],
    ['BG', 'EUR'],
    ['HR', 'EUR'],
    ['ME', 'EUR'],
    ['VA', 'EUR'],
    ['SE', 'SEK'],
    ['PL', 'PLN'],
    ['CZ', 'CZK'],
    ['TR', 'TRY'],
    ['GB', 'GBP'],
    ['XX', null],
  ])('accounts in %s are in %s', (country, currency) => {
    expect(accountCurrency(country)).toBe(currency);
  });

  it('knows the currency of every EU member state', async () => {
    const { EU_MEMBER_STATES } = await import('../../../src/domain/airports/region.ts');
    expect(EU_MEMBER_STATES.filter((c) => accountCurrency(c) === null)).toEqual([]);
    expect(EU_MEMBER_STATES.filter((c) => accountCurrency(c) !== 'EUR').sort()).toEqual(['CZ', 'DK', 'HU', 'PL', 'RO', 'SE']);
  });
});

const READY: ReadinessInput = {
  status: 'approved',
  airlinePayment: { amount: 120000, currency: 'EUR' },
  account: { holderName: 'Ada Lovelace', kind: 'iban', country: 'AE', town: 'Dubai', addressCountry: 'AE', givenWithPassword: true },
  passengers: [
    { position: 0, name: 'Ada Lovelace', minor: false, signedMandate: true, consentedInWriting: false },
    { position: 1, name: 'Charles Babbage', minor: false, signedMandate: true, consentedInWriting: false },
  ],
  inOpenRun: false,
};
const co = (change: Partial<ReadinessInput['passengers'][number]>) => ({
  ...READY,
  passengers: [READY.passengers[0]!, { ...READY.passengers[1]!, ...change }],
});
const acc = (change: Partial<NonNullable<ReadinessInput['account']>>) => ({ ...READY, account: { ...READY.account!, ...change } });

describe('readiness to pay (issue #36, "Money out")', () => {
  it.each<[string, ReadinessInput, string[]]>([
    ['everything in place', READY, []],
    ['not approved yet', { ...READY, status: 'processing' }, ['payout.not-ready.status']],
    ['already paid', { ...READY, status: 'paid' }, ['payout.not-ready.status']],
    ['approved without the airline’s payment recorded', { ...READY, airlinePayment: null }, ['payout.not-ready.airline-payment']],
    ['no payout account', { ...READY, account: null }, ['payout.not-ready.no-account']],
    ['no town (structured address, 15 Nov 2026)', acc({ town: null }), ['payout.not-ready.address']],
    ['no address country', acc({ addressCountry: '' }), ['payout.not-ready.address']],
    ['account not confirmed with the password (review N3)', acc({ givenWithPassword: false }), ['payout.not-ready.password']],
    ['an Iranian account (screening)', acc({ country: 'IR' }), ['payout.screen.unsupported-country']],
    ['an adult co-passenger who did not sign (mandate, §3 of the spec)', co({ signedMandate: false }), ['payout.not-ready.mandate']],
    ['an adult co-passenger who consented in writing instead', co({ signedMandate: false, consentedInWriting: true }), []],
    ['a minor co-passenger: the main passenger signed as guardian', co({ signedMandate: false, minor: true }), []],
    ['in a run already', { ...READY, inOpenRun: true }, ['payout.not-ready.in-run']],
    [
      'several things missing: each said',
      { ...co({ signedMandate: false }), account: null, airlinePayment: null },
      ['payout.not-ready.airline-payment', 'payout.not-ready.no-account', 'payout.not-ready.mandate'],
    ],
  ])('%s', (_name, input, ids) => {
    const verdict = payoutReadiness(input);
    expect(verdict.ready ? [] : verdict.reasons.map((r) => r.messageId)).toEqual(ids);
  });

  it('names the co-passenger who did not sign', () => {
    const verdict = payoutReadiness(co({ signedMandate: false }));
    expect(!verdict.ready && verdict.reasons[0]!.message).toBe(
      'Passenger Charles Babbage has not signed the mandate or agreed in writing to be paid through the main passenger.',
    );
  });
});

describe('a claim’s line in a payout run', () => {
  const net = { amount: 85050, currency: 'EUR' };
  const rate = { from: 'EUR', to: 'AED', rate: '3.9512', date: '2026-11-27' };
  it.each<[string, PlanInput, unknown]>([
    [
      'EUR to a German IBAN: the SEPA file, no rate',
      { ...acc({ country: 'DE' }), net, rates: [] },
      { route: 'sepa', payout: { amount: 85050, currency: 'EUR' }, rate: null },
    ],
    [
      'EUR to an Emirati IBAN: converted to AED at the run’s rate, in the CSV',
      { ...READY, net, rates: [rate] },
      { route: 'bank-csv', payout: { amount: 336050, currency: 'AED' }, rate },
    ],
  ])('%s', (_name, input, line) => {
    expect(planPayout(input)).toMatchObject({ ok: true, line });
  });

  it.each<[string, PlanInput, string[]]>([
    ['AED account, no EUR→AED rate', { ...READY, net, rates: [] }, ['payout.not-ready.rate']],
    ['an account in a country whose currency we do not know', { ...acc({ country: 'XK' }), net, rates: [] }, ['payout.not-ready.currency']],
    ['nothing left after the fee', { ...acc({ country: 'DE' }), net: { amount: 0, currency: 'EUR' }, rates: [] }, ['payout.not-ready.nothing-to-pay']],
    ['not ready: the reasons of readiness', { ...co({ signedMandate: false }), net, rates: [rate] }, ['payout.not-ready.mandate']],
  ])('%s', (_name, input, ids) => {
    const plan = planPayout(input);
    expect(plan.ok ? [] : plan.reasons.map((r) => r.messageId)).toEqual(ids);
  });
});
