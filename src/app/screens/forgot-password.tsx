// /forgot-password: ask for a reset link (always the same answer, whether or not the address has
// an account), or, with ?token=… from the e-mail, choose a new password.
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { MESSAGES, isValidEmail } from '../../domain/claim/validation.ts';
import { ApiError, getApi, isNetworkError } from '../../offline/index.ts';
import { problemText } from '../components/problem-text.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { rich } from '../i18n/rich.tsx';
import { t } from '../i18n/t.ts';
import { AccountForm, AuthDone, AuthPage, FormAlert } from './account/auth-page.tsx';
import { fieldProps, submitHandler, useAccountForm } from './account/form-fields.ts';
import { accountText } from './account/messages.ts';
import { NewPasswordInputs } from './account/new-password-inputs.tsx';
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

function emailProblem(email: string): string | undefined {
  const value = email.trim();
  return !value ? MESSAGES.emailRequired : !isValidEmail(value) ? MESSAGES.emailInvalid : undefined;
}

function RequestLink() {
  const form = useAccountForm('request-reset', { initialValues: { email: '' }, validate: { email: emailProblem } });
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    if (!navigator.onLine) {
      setFormError(accountText('offlineAction'));
      return;
    }
    const value = email.trim();
    try {
      await getApi().requestPasswordReset(value);
      setSentTo(value);
    } catch (failure) {
      setFormError(failureMessage(failure));
    }
  }

  if (sentTo) {
    return (
      <AuthDone title={t('Check your e-mail')} noticeTitle={t('Request received')} notice={accountText('resetRequested')}>
        <Text size="sm">
          {rich(t('Sent to {email}.'), {
            email: (
              <strong>
                <Ltr>{sentTo}</Ltr>
              </strong>
            ),
          })}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setSentTo(null)}>
            {t('Use another address')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/login" size="sm">
          {t('Back to sign in')}
        </Anchor>
      </AuthDone>
    );
  }

  return (
    <AuthPage title={t('Reset your password')} intro={t("Enter the e-mail address of your account and we'll send you a link to choose a new password.")}>
      <AccountForm label={t('Request a password reset link')} onSubmit={submitHandler(form, submit, () => setFormError(null))} error={formError}>
        <TextInput label={t('Email')} type="email" dir="ltr" autoComplete="email" required {...fieldProps(form, 'email')} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('Send reset link')}
        </Button>
      </AccountForm>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('Back to sign in')}
      </Anchor>
    </AuthPage>
  );
}

function ResetPassword({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useAccountForm<Record<NewPasswordField, string>>('reset-password', {
    initialValues: { password: '', confirmPassword: '' },
    validate: ({ password, confirmPassword }) => validateNewPassword(password, confirmPassword),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'done' | 'invalid-link' | null>(null);

  async function submit({ password }: Record<NewPasswordField, string>) {
    if (!navigator.onLine) {
      setFormError(accountText('offlineAction'));
      return;
    }
    try {
      await getApi().confirmPasswordReset(token, password);
      setOutcome('done');
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'invalid-reset-token') setOutcome('invalid-link');
      else if (failure instanceof ApiError && failure.status === 422)
        setFormError(failure.errors[0] ? t(failure.errors[0].message) : problemText(failure.code));
      else setFormError(failureMessage(failure));
    }
  }

  if (outcome === 'done') {
    return (
      <AuthDone
        title={t('Password changed')}
        noticeTitle={t('All set')}
        notice={t('Your password has been changed. For your security, every device was signed out: sign in again with your new password.')}
      >
        <Button component={Link} to="/login">
          {t('Go to sign in')}
        </Button>
      </AuthDone>
    );
  }

  if (outcome === 'invalid-link') {
    return (
      <AuthPage title={t('Reset link expired')}>
        <FormAlert>{accountText('resetLinkInvalid')}</FormAlert>
        <Button onClick={() => void navigate({ to: '/forgot-password', replace: true })}>{t('Ask for a new link')}</Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('Choose a new password')} intro={t("Pick a password of at least 8 characters that you don't use elsewhere.")}>
      <AccountForm label={t('Choose a new password')} onSubmit={submitHandler(form, submit, () => setFormError(null))} error={formError}>
        <NewPasswordInputs form={form} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('Set new password')}
        </Button>
      </AccountForm>
    </AuthPage>
  );
}
