// On the profile page while the e-mail address is not confirmed: what that means for claims, and
// a button that sends the confirmation link again (the server limits how often).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, getApi, isNetworkError } from '../../../offline/index.ts';
import { t } from '../../i18n/t.ts';
import { accountText } from './messages.ts';
import { whileLive } from '../../components/while-live.ts';

export function VerifyEmailNotice() {
  const [unverified, setUnverified] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => whileLive(getApi().getMe(), (me) => setUnverified(me.emailVerified === false)), []);

  if (!unverified) return null;

  async function resend() {
    setSending(true);
    setNote(null);
    try {
      const answer = await getApi().resendVerification();
      if (answer.status === 'verified') setUnverified(false);
      else setNote(accountText('verifyLinkSent'));
    } catch (error) {
      if (isNetworkError(error)) setNote(accountText('offlineAction'));
      else if (error instanceof ApiError && error.status === 429) setNote(accountText('tooManyAttempts'));
      else setNote(accountText('unexpected'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert color="yellow" variant="light" title={t('Please confirm your e-mail address')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{accountText('verifyPending')}</Text>
        <Button size="xs" variant="default" loading={sending} onClick={() => void resend()}>
          {t('Send the link again')}
        </Button>
        {note ? (
          <Text size="sm" role="status">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
