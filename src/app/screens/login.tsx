// /login (spec §2): e-mail and password through src/offline's login() (the password grant of
// oidc-client-ts). Success goes to /dashboard, or to the same-site `redirect` parameter.
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Button, Checkbox, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { validateLogin } from '../../domain/claim/validation.ts';
import { LoginError, isNetworkError, login } from '../../offline/index.ts';
import { t } from '../i18n/t.ts';
import { useLiveSession } from '../session.tsx';
import { AccountForm, AuthPage, ThirdPartySignIn } from './account/auth-page.tsx';
import { fieldProps, submitHandler, useAccountForm } from './account/form-fields.ts';
import { accountText } from './account/messages.ts';
import { useSignInExit } from './account/sign-in-exit.ts';

export default function LoginScreen() {
  const navigate = useNavigate();
  const { user, loading } = useLiveSession();
  const { target, redirectGiven, leave } = useSignInExit();
  const form = useAccountForm('login', { initialValues: { email: '', password: '' }, validate: validateLogin });
  const [formError, setFormError] = useState<string | null>(null);
  // Stays true once signed in, so the button keeps spinning until the next page is shown.
  const [signedIn, setSignedIn] = useState(false);

  // Already signed in (now, or in another tab): straight on.
  useEffect(() => {
    if (!loading && user) leave(user);
  }, [loading, user, leave]);

  async function submit({ email, password }: { email: string; password: string }) {
    if (!navigator.onLine) {
      setFormError(accountText('offlineSignIn'));
      return;
    }
    try {
      const signedInUser = await login(email, password);
      setSignedIn(true);
      leave(signedInUser);
    } catch (error) {
      if (error instanceof LoginError) setFormError(accountText('invalidLogin'));
      else if (isNetworkError(error)) setFormError(accountText('offlineSignIn'));
      else setFormError(accountText('unexpected'));
    }
  }

  const registerHref = redirectGiven ? `/register?redirect=${encodeURIComponent(target)}` : '/register';

  return (
    <AuthPage title={t('Welcome back')} intro={t('Sign in to follow your claims and pick up where you left off.')}>
      <AccountForm label={t('Sign in')} onSubmit={submitHandler(form, submit, () => setFormError(null))} error={formError}>
        <TextInput label={t('Email')} type="email" dir="ltr" autoComplete="username" required {...fieldProps(form, 'email')} />
        <PasswordInput label={t('Password')} autoComplete="current-password" required {...fieldProps(form, 'password')} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label={t('Remember me')} />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('Forgot password?')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting || signedIn}>
          {t('Sign in')}
        </Button>
      </AccountForm>
      <ThirdPartySignIn />
      <Text size="sm" ta="center">
        {t("Don't have an account?")}{' '}
        <Anchor
          href={registerHref}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: registerHref });
          }}
        >
          {t('Create one')}
        </Anchor>
      </Text>
    </AuthPage>
  );
}
