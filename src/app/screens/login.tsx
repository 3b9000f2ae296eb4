// /login (spec §2): e-mail and password through src/offline's login() (the password grant of
// oidc-client-ts). Success goes to /dashboard, or to the same-site `redirect` parameter.
import '@mantine/core/styles/InlineInput.css';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { validateLogin, type FieldErrors } from '../../domain/claim/validation.ts';
import { LoginError, isNetworkError, login } from '../../offline/index.ts';
import { domainText } from '../components/domain-text.ts';
import { t } from '../i18n/t.ts';
import { useLiveSession } from '../session.tsx';
import { AuthPage, FormAlert, ThirdPartySignIn } from './account/auth-page.tsx';
import { accountText } from './account/messages.ts';
import { useSignInExit } from './account/sign-in-exit.ts';

export default function LoginScreen() {
  const navigate = useNavigate();
  const { user, loading } = useLiveSession();
  const { target, redirectGiven, leave } = useSignInExit();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in (now, or in another tab): straight on.
  useEffect(() => {
    if (!loading && user) leave();
  }, [loading, user, leave]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    if (!navigator.onLine) {
      setFormError(accountText('offlineSignIn'));
      return;
    }
    setSubmitting(true);
    try {
      await login(email, password);
      leave();
    } catch (error) {
      if (error instanceof LoginError) setFormError(accountText('invalidLogin'));
      else if (isNetworkError(error)) setFormError(accountText('offlineSignIn'));
      else setFormError(accountText('unexpected'));
      setSubmitting(false);
    }
  }

  const registerHref = redirectGiven ? `/register?redirect=${encodeURIComponent(target)}` : '/register';

  return (
    <AuthPage title={t('Welcome back')} intro={t('Sign in to follow your claims and pick up where you left off.')}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Sign in')}>
        <Stack gap="md">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextInput
            label={t('Email')}
            type="email"
            dir="ltr"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email && domainText(errors.email)}
            errorProps={{ role: 'alert' }}
          />
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password && domainText(errors.password)}
            errorProps={{ role: 'alert' }}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label={t('Remember me')} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('Forgot password?')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            {t('Sign in')}
          </Button>
        </Stack>
      </form>
      <ThirdPartySignIn />
      <Text size="sm" ta="center">
        {t("Don't have an account?")}{' '}
        <Anchor href={registerHref} onClick={(event) => { event.preventDefault(); void navigate({ href: registerHref }); }}>
          {t('Create one')}
        </Anchor>
      </Text>
    </AuthPage>
  );
}
