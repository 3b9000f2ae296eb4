// The payout form's countries (issue #36): the country of the bank, asked first, so a country our
// payment partners cannot pay into is said before the passenger types an account there (the
// server refuses the same, src/domain/payout/screening.ts, with the same message), and the account
// holder's town and country, the structured address payment messages need since November 2026.
import { Alert, Select, TextInput } from '@mantine/core';
import * as ibantools from 'ibantools';
import { useMemo } from 'react';
import { screenAccountCountry } from '../../../domain/payout/screening.ts';
import { domainMessage } from '../claim/text/domain-message.ts';
import { currentLocale, msg, t } from '../../i18n/t.ts';

const TEXTS = {
  bankCountry: msg('Country of your bank'),
  town: msg('Town or city of the account holder'),
  addressCountry: msg('Country of the account holder’s address'),
  addressWhy: msg('Banks need the account holder’s town and country to send the payment.'),
} as const;

/** Every country of the IBAN and BIC registry, named in the page's language. */
export function useCountries(): { value: string; label: string }[] {
  const locale = currentLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return Object.keys(ibantools.countrySpecs)
      .filter((code) => /^[A-Z]{2}$/.test(code))
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [locale]);
}

/** The screening's refusal for the chosen bank country or the typed IBAN's, or null. */
export function payoutRefusal(bankCountry: string, iban: string | undefined): string | null {
  const refusal = screenAccountCountry(bankCountry) ?? screenAccountCountry((iban ?? '').replace(/\s/g, '').slice(0, 2));
  return refusal ? domainMessage(refusal) : null;
}

export function BankCountryField({ value, onChange, refusal }: { value: string; onChange: (code: string) => void; refusal: string | null }) {
  const countries = useCountries();
  return (
    <>
      <Select label={t(TEXTS.bankCountry)} data={countries} value={value || null} onChange={(code) => onChange(code ?? '')} searchable w={320} />
      {refusal ? (
        <Alert color="orange" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </>
  );
}

type Field = (key: 'town' | 'address_country') => {
  value: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
};

export function HolderAddressFields({ field }: { field: Field }) {
  const countries = useCountries();
  const country = field('address_country');
  return (
    <>
      <TextInput label={t(TEXTS.town)} description={t(TEXTS.addressWhy)} {...field('town')} maxLength={35} autoComplete="address-level2" />
      <Select
        label={t(TEXTS.addressCountry)}
        data={countries}
        value={country.value || null}
        onChange={(code) => country.onChange({ currentTarget: { value: code ?? '' } })}
        error={country.error}
        searchable
        w={320}
      />
    </>
  );
}
