// /verify-email?token=…: the link from the verification mail. Confirms the address at once and
// says so, or says the link is used up or expired and where to get a new one (the profile page).
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ApiError, getApi, isNetworkError } from '../../offline/index.ts';
import { rich } from '../i18n/rich.tsx';
import { t } from '../i18n/t.ts';
import { AuthDone, AuthPage, FormAlert } from './account/auth-page.tsx';
import { accountText } from './account/messages.ts';

type State = 'checking' | 'verified' | 'invalid' | 'offline' | 'failed';

export default function VerifyEmailScreen() {
  const token = useSearch({ from: '/verify-email', select: (search) => search.token ?? null });
  const [state, setState] = useState<State>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    let live = true;
    getApi()
      .verifyEmail(token)
      .then(
        () => live && setState('verified'),
        (error: unknown) => {
          if (!live) return;
          if (isNetworkError(error)) setState('offline');
          else if (error instanceof ApiError && error.code === 'invalid-verification-token') setState('invalid');
          else setState('failed');
        },
      );
    return () => {
      live = false;
    };
  }, [token]);

  if (state === 'checking') {
    return (
      <AuthPage title={t('Confirming your e-mail address')}>
        <Stack align="center" py="md">
          <Loader role="status" aria-label={t('Confirming')} />
        </Stack>
      </AuthPage>
    );
  }
  if (state === 'verified') {
    return (
      <AuthDone title={t('E-mail address confirmed')} noticeTitle={t('Thank you')} notice={accountText('emailVerified')}>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('Go to your dashboard')}
        </Anchor>
      </AuthDone>
    );
  }
  return (
    <AuthPage title={t('Confirm your e-mail address')}>
      <FormAlert color={state === 'invalid' ? 'yellow' : 'red'}>
        {accountText(state === 'invalid' ? 'verifyLinkInvalid' : state === 'offline' ? 'offlineAction' : 'unexpected')}
      </FormAlert>
      <Text size="sm">
        {rich(t('{profile} to send a new link.'), {
          profile: (
            <Anchor component={Link} to="/profile" size="sm">
              {t('Go to your profile')}
            </Anchor>
          ),
        })}
      </Text>
    </AuthPage>
  );
}
