// /forgot-password: ask for a reset link (always the same answer, whether or not the address has
// an account), or, with ?token=… from the e-mail, choose a new password.
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MESSAGES, isValidEmail, type FieldErrors } from '../../domain/claim/validation.ts';
import { ApiError, getApi, isNetworkError } from '../../offline/index.ts';
import { domainText } from '../components/domain-text.ts';
import { problemText } from '../components/problem-text.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { rich } from '../i18n/rich.tsx';
import { t } from '../i18n/t.ts';
import { AuthPage, FormAlert } from './account/auth-page.tsx';
import { accountText } from './account/messages.ts';
import { validateNewPassword, type NewPasswordField } from './account/password-rules.ts';

export default function ForgotPasswordScreen() {
  const token = useSearch({ from: '/forgot-password', select: (search) => search.token });
  return token ? <ResetPassword token={token} /> : <RequestLink />;
}

function failureMessage(error: unknown): string {
  if (isNetworkError(error)) return accountText('offlineAction');
  if (error instanceof ApiError && error.status === 429) return accountText('tooManyAttempts');
  return accountText('unexpected');
}

function RequestLink() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const value = email.trim();
    const problem = !value ? MESSAGES.emailRequired : !isValidEmail(value) ? MESSAGES.emailInvalid : undefined;
    setError(problem);
    if (problem) return;
    if (!navigator.onLine) {
      setFormError(accountText('offlineAction'));
      return;
    }
    setSubmitting(true);
    try {
      await getApi().requestPasswordReset(value);
      setSentTo(value);
    } catch (failure) {
      setFormError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthPage title={t('Check your e-mail')}>
        <FormAlert color="green" title={t('Request received')}>
          {accountText('resetRequested')}
        </FormAlert>
        <Text size="sm">
          {rich(t('Sent to {email}.'), { email: <strong><Ltr>{sentTo}</Ltr></strong> })}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            {t('Use another address')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          {t('Back to sign in')}
        </Anchor>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('Reset your password')} intro={t("Enter the e-mail address of your account and we'll send you a link to choose a new password.")}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Request a password reset link')}>
        <Stack gap="md">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextInput
            label={t('Email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={error && domainText(error)}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('Send reset link')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('Back to sign in')}
      </Anchor>
    </AuthPage>
  );
}

function ResetPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    if (!navigator.onLine) {
      setFormError(accountText('offlineAction'));
      return;
    }
    setSubmitting(true);
    try {
      await getApi().confirmPasswordReset(token, password);
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid-reset-token') setInvalidLink(true);
      else if (failure instanceof ApiError && failure.status === 422) setFormError(failure.errors[0] ? domainText(failure.errors[0].message) : problemText(failure.code));
      else setFormError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <AuthPage title={t('Password changed')}>
        <FormAlert color="green" title={t('All set')}>
          {t('Your password has been changed. For your security, every device was signed out: sign in again with your new password.')}
        </FormAlert>
        <Button component={Link} to="/login">
          {t('Go to sign in')}
        </Button>
      </AuthPage>
    );
  }

  if (invalidLink) {
    return (
      <AuthPage title={t('Reset link expired')}>
        <FormAlert>{accountText('resetLinkInvalid')}</FormAlert>
        <Button onClick={() => void navigate({ to: '/forgot-password', replace: true })}>{t('Ask for a new link')}</Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('Choose a new password')} intro={t("Pick a password of at least 8 characters that you don't use elsewhere.")}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Choose a new password')}>
        <Stack gap="md">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <PasswordInput
            label={t('New password')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password && domainText(errors.password)}
            errorProps={{ role: 'alert' }}
            description={errors.password ? undefined : t('At least 8 characters')}
          />
          <PasswordInput
            label={t('Confirm new password')}
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            error={errors.confirmPassword && domainText(errors.confirmPassword)}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('Set new password')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
