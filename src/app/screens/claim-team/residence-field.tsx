// Where the passenger lives (issue #36), asked with the payout account: the place of supply for the
// VAT on our fee (src/domain/money/vat.ts). It is the passenger's own answer, apart from the bank's
// country and the account holder's address, which may be elsewhere (an account abroad, a relative's).
import { Select } from '@mantine/core';
import { msg, t } from '../../i18n/t.ts';
import { useCountries } from './payout-country-fields.tsx';

const TEXTS = {
  label: msg('Country where you live'),
  why: msg('The VAT on our fee depends on where you live. It can differ from the country of your bank.'),
} as const;

export function ResidenceField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | undefined }) {
  const countries = useCountries();
  return (
    <Select
      label={t(TEXTS.label)}
      description={t(TEXTS.why)}
      data={countries}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      error={error}
      searchable
      w={320}
    />
  );
}
