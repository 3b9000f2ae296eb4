// The payout account form (its own lazy chunk: it carries the IBAN registry). Checked here with
// the server's rule (src/domain/claim/payout-account.ts) and messages, then sent once, online,
// with the account's password (the server asks for it again: a session alone cannot redirect the
// money, review N3): the bank details and the password live only in this form's memory, never in
// IndexedDB, and are cleared once sent; afterwards only the server's masked form is shown.
import { Button, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import * as ibantools from 'ibantools';
import { useState, type FormEvent } from 'react';
import { checkPayoutAccount, type FieldError } from '../../../domain/claim/payout-account.ts';
import { ApiError } from '../../../offline/index.ts';
import { useOnline } from '../../shell/online.ts';
import { problemText } from '../../components/problem-text.ts';
import { msg, t } from '../../i18n/t.ts';
import { domainMessage } from '../claim/text/domain-message.ts';
import { BankCountryField, HolderAddressFields, payoutRefusal } from './payout-country-fields.tsx';
import { ResidenceField } from './residence-field.tsx';
import { putPayoutAccount, type AccountFields, type MaskedAccount } from './progress-api.ts';

const TEXTS = {
  ibanMode: msg('IBAN'),
  accountMode: msg('Account number and BIC'),
  holder: msg('Account holder’s name'),
  iban: msg('IBAN'),
  ibanHint: msg('For example AE07 0331 2345 6789 0123 456'),
  accountNumber: msg('Account number'),
  bic: msg('BIC (SWIFT code)'),
  country: msg('Country of the account (2 letters, e.g. US)'),
  password: msg('Your password'),
  passwordWhy: msg('For your safety, giving or changing the account your money goes to needs your password. We will also e-mail you about it.'),
  passwordRequired: msg('Enter your password to change the payout account'),
  wrongPassword: msg('The password is not correct'),
  save: msg('Save bank details'),
  offline: msg('You are offline. Bank details are never stored on this device: connect to the internet to send them.'),
  failed: msg('Your bank details could not be saved. Please try again.'),
} as const;

const EMPTY: AccountFields = { holder_name: '', iban: '', account_number: '', bic: '', country: '', town: '', address_country: '', residence_country: '' };

export default function PayoutAccountForm({ claimId, onSaved }: { claimId: string; onSaved: (account: MaskedAccount) => void }) {
  const online = useOnline();
  const [mode, setMode] = useState<'iban' | 'account'>('iban');
  const [fields, setFields] = useState<AccountFields>(EMPTY);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [bankCountry, setBankCountry] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => {
    const error = errors.find((e) => e.field === field);
    return error === undefined ? undefined : error.messageId ? domainMessage(error) : t(error.message);
  };
  /** value, typing and error of one field; no autofill (a bank account is typed, not remembered). */
  const field = (key: keyof AccountFields) => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((f) => ({ ...f, [key]: value }));
    },
    error: errorOf(key),
    autoComplete: 'off',
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const address = { town: fields.town ?? '', address_country: fields.address_country ?? '' };
    // Optional: without it the standard VAT rate applies (the server's rule).
    const residence = fields.residence_country ? { residence_country: fields.residence_country } : {};
    const input: AccountFields =
      mode === 'iban'
        ? { holder_name: fields.holder_name, iban: fields.iban ?? '', ...address }
        : { holder_name: fields.holder_name, account_number: fields.account_number ?? '', bic: fields.bic ?? '', country: fields.country ?? '', ...address };
    const verdict = checkPayoutAccount(input, ibantools, { requireAddress: true });
    if (!verdict.ok) {
      setErrors(verdict.errors);
      return;
    }
    setErrors([]);
    setPasswordError(password === '' ? t(TEXTS.passwordRequired) : null);
    if (password === '') return;
    setBusy(true);
    try {
      const saved = await putPayoutAccount(claimId, { ...input, ...residence }, password);
      setFields(EMPTY);
      setPassword('');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'wrong-password' || error.code === 'password-required'))
        setPasswordError(t(error.code === 'wrong-password' ? TEXTS.wrongPassword : TEXTS.passwordRequired));
      else if (error instanceof ApiError && error.errors.length > 0) setErrors(error.errors);
      else setFailure(error instanceof ApiError ? problemText(error.code) : t(TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }

  // Screening first (issue #36): an account in a country we cannot pay is refused before it is typed.
  const refusal = payoutRefusal(bankCountry, mode === 'iban' ? fields.iban : fields.country);
  const bankCountryField = <BankCountryField value={bankCountry} onChange={setBankCountry} refusal={refusal} />;
  if (refusal && !fields.iban)
    return (
      <form aria-label={t('Payout account')} autoComplete="off">
        <Stack gap="sm">{bankCountryField}</Stack>
      </form>
    );

  return (
    <form onSubmit={save} aria-label={t('Payout account')} autoComplete="off">
      <Stack gap="sm">
        {bankCountryField}
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'iban' | 'account')}
          data={[
            { value: 'iban', label: t(TEXTS.ibanMode) },
            { value: 'account', label: t(TEXTS.accountMode) },
          ]}
          aria-label={t('Kind of account')}
        />
        <TextInput label={t(TEXTS.holder)} {...field('holder_name')} maxLength={140} />
        <HolderAddressFields field={field} />
        <ResidenceField
          value={fields.residence_country ?? ''}
          onChange={(code) => setFields((f) => ({ ...f, residence_country: code }))}
          error={errorOf('residence_country')}
        />
        {mode === 'iban' ? (
          <TextInput label={t(TEXTS.iban)} description={t(TEXTS.ibanHint)} {...field('iban')} spellCheck={false} dir="ltr" maxLength={50} />
        ) : (
          <>
            <TextInput
              label={t(TEXTS.accountNumber)}
              {...field('account_number')}
              error={errorOf('account_number') ?? errorOf('iban')}
              dir="ltr"
              maxLength={40}
            />
            <TextInput label={t(TEXTS.bic)} {...field('bic')} dir="ltr" maxLength={11} />
            <TextInput label={t(TEXTS.country)} {...field('country')} maxLength={2} w={200} />
          </>
        )}
        <PasswordInput
          label={t(TEXTS.password)}
          description={t(TEXTS.passwordWhy)}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError ?? undefined}
          autoComplete="current-password"
          maxLength={1024}
        />
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        {!online ? (
          <Text size="sm" c="gray.8" role="status">
            {t(TEXTS.offline)}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} disabled={!online} w="fit-content">
          {t(TEXTS.save)}
        </Button>
      </Stack>
    </form>
  );
}
