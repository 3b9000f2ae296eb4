// The payout run's settings: the bank CSV's columns (a setting, since banks differ) and our client
// account as the SEPA file's payer, all four parts or none; a bad value is reported, never guessed.
import { describe, expect, it } from 'vitest';
import { loadPayoutRunConfig } from '../../../src/server/payout-run-config.ts';

const DEBTOR = {
  PAYOUT_DEBTOR_NAME: 'Flightclaim FZ-LLC',
  PAYOUT_DEBTOR_IBAN: 'DE89 3704 0044 0532 0130 00',
  PAYOUT_DEBTOR_TOWN: 'Dubai',
  PAYOUT_DEBTOR_COUNTRY: 'AE',
};

function load(env: Record<string, string>) {
  const problems: string[] = [];
  return { config: loadPayoutRunConfig(env, problems), problems };
}

describe('payout run settings', () => {
  it('defaults: every CSV column, no debtor (no SEPA file)', () => {
    const { config, problems } = load({});
    expect(problems).toEqual([]);
    expect(config.payoutCsvColumns[0]).toBe('end_to_end_id');
    expect(config.payoutCsvColumns).toContain('amount');
    expect(config.payoutDebtor).toBeNull();
  });

  it('takes the bank’s columns in its order', () => {
    expect(load({ PAYOUT_CSV_COLUMNS: 'iban, amount,currency' }).config.payoutCsvColumns).toEqual(['iban', 'amount', 'currency']);
  });

  it.each([
    [{ PAYOUT_CSV_COLUMNS: 'iban,sort_code' }, /unknown columns: sort_code/],
    [{ PAYOUT_DEBTOR_NAME: 'Flightclaim' }, /set all four or none/],
    [{ ...DEBTOR, PAYOUT_DEBTOR_IBAN: 'DE00370400440532013000' }, /valid IBAN/],
    [{ ...DEBTOR, PAYOUT_DEBTOR_BIC: 'NOPE' }, /valid BIC/],
    [{ ...DEBTOR, PAYOUT_DEBTOR_COUNTRY: 'UAE' }, /two capital letters/],
  ])('%o is reported', (env, problem) => {
    expect(load(env).problems.join('\n')).toMatch(problem);
  });

  it('a complete debtor, its IBAN in electronic form', () => {
    expect(load({ ...DEBTOR, PAYOUT_DEBTOR_BIC: 'cobadeffxxx' }).config.payoutDebtor).toEqual({
      name: 'Flightclaim FZ-LLC',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      town: 'Dubai',
      country: 'AE',
    });
  });
});
