// /register (spec §2, §5): the spec's fields and messages (first failing rule first), then
// src/offline's register(), which creates the account and logs in straight away. A `ref`
// parameter (a friend's referral link) goes with the registration.
import '@mantine/core/styles/InlineInput.css';
import { Alert, Anchor, Button, Checkbox, Group, List, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { registrationProblems, type RegistrationInput } from '../../domain/claim/validation.ts';
import { LoginError, isNetworkError, register } from '../../offline/index.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { rich } from '../i18n/rich.tsx';
import { currentLocale, t } from '../i18n/t.ts';
import { useLiveSession } from '../session.tsx';
import { AccountForm, AuthPage, FormAlert, ThirdPartySignIn } from './account/auth-page.tsx';
import { fieldProps, submitHandler, useAccountForm } from './account/form-fields.ts';
import { accountText, registrationErrorMessage } from './account/messages.ts';
import { useSignInExit } from './account/sign-in-exit.ts';
import { rememberNewAccount } from './account/new-account.ts';

const EMPTY: RegistrationInput = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false };

export default function RegisterScreen() {
  const navigate = useNavigate();
  const { user, loading } = useLiveSession();
  const referralCode =
    useSearch({ from: '/register', select: (search) => search.ref })
      ?.trim()
      .slice(0, 32) || null;
  const { target, redirectGiven, leave } = useSignInExit();
  const form = useAccountForm<RegistrationInput>('register', { initialValues: EMPTY });
  // One message, or every problem of the form at once.
  const [formError, setFormError] = useState<string | string[] | null>(null);
  // Signed in: the button spins until the next page shows. Created only: the automatic sign-in failed.
  const [outcome, setOutcome] = useState<'signed-in' | 'created-not-signed-in' | null>(null);

  useEffect(() => {
    if (!loading && user) leave(user);
  }, [loading, user, leave]);

  async function submit(input: RegistrationInput) {
    // The spec shows every problem in one list, in its order, rather than at each field.
    const problems = registrationProblems(input);
    if (problems.length > 0) {
      setFormError(problems.map((problem) => t(problem)));
      return;
    }
    if (!navigator.onLine) {
      setFormError(accountText('offlineRegister'));
      return;
    }
    try {
      const created = await register({
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        ...(referralCode ? { referralCode } : {}),
        // The confirmation mail (and every later one) is written in the language of this page.
        locale: currentLocale(),
      });
      rememberNewAccount(created.id);
      setOutcome('signed-in');
      leave(created);
    } catch (error) {
      // The account exists but the automatic sign-in did not go through: say so, don't retry the registration.
      if (error instanceof LoginError || isNetworkError(error)) setOutcome('created-not-signed-in');
      else setFormError(registrationErrorMessage(error));
    }
  }

  const loginHref = redirectGiven ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
  const goToLogin = (event: MouseEvent) => {
    event.preventDefault();
    void navigate({ href: loginHref });
  };

  if (outcome === 'created-not-signed-in') {
    return (
      <AuthPage title={t('Create your account')}>
        <Alert color="green" variant="light" role="alert" title={t('Your account is ready')}>
          {t('We created your account but could not sign you in just now. Please sign in with your e-mail and password.')}
        </Alert>
        <Button component="a" href={loginHref} onClick={goToLogin}>
          {t('Sign in')}
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('Create your account')} intro={t('Track your claims, get updates and claim for future flights in seconds.')}>
      {referralCode ? (
        <Alert color="brand" variant="light" title={t('You were invited by a friend')}>
          {rich(t("Your friend's referral code {code} will be added to your account."), {
            code: (
              <strong>
                <Ltr>{referralCode}</Ltr>
              </strong>
            ),
          })}
        </Alert>
      ) : null}
      <AccountForm label={t('Create your account')} onSubmit={submitHandler(form, submit, () => setFormError(null))}>
        {formError ? (
          <FormAlert>
            {Array.isArray(formError) ? (
              <List size="sm" aria-label={t('What to correct')}>
                {formError.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            ) : (
              formError
            )}
          </FormAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('First name')} autoComplete="given-name" required {...fieldProps(form, 'firstName')} />
          <TextInput label={t('Last name')} autoComplete="family-name" required {...fieldProps(form, 'lastName')} />
        </SimpleGrid>
        <TextInput label={t('Email')} type="email" dir="ltr" autoComplete="email" required {...fieldProps(form, 'email')} />
        <PasswordInput label={t('Password')} description={t('At least 8 characters')} autoComplete="new-password" required {...fieldProps(form, 'password')} />
        <PasswordInput label={t('Confirm password')} autoComplete="new-password" required {...fieldProps(form, 'confirmPassword')} />
        <Checkbox
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          required
          label={
            <>
              {rich(t('I agree to the {terms} and the {privacy}'), {
                terms: (
                  <Anchor component={Link} to="/terms" inherit>
                    {t('Terms of Service')}
                  </Anchor>
                ),
                privacy: (
                  <Anchor component={Link} to="/privacy" inherit>
                    {t('Privacy Policy')}
                  </Anchor>
                ),
              })}
            </>
          }
        />
        <Button type="submit" fullWidth loading={form.submitting || outcome === 'signed-in'}>
          {t('Create account')}
        </Button>
      </AccountForm>
      <ThirdPartySignIn />
      <Group justify="center" gap={4}>
        <Text size="sm">{t('Already have an account?')}</Text>
        <Anchor href={loginHref} onClick={goToLogin} size="sm">
          {t('Sign in')}
        </Anchor>
      </Group>
    </AuthPage>
  );
}
