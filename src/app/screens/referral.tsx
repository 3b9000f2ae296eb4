// /referral (Refer a Friend, from the claim success screen): the user's code and link from
// GET /api/referral, Copy (clipboard, with 'Copied' feedback) and Share (Web Share) buttons, and
// how referrals work.
import '@mantine/core/styles/Code.css';
import { Alert, Button, Card, Code, Container, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError, getApi, isNetworkError } from '../../offline/index.ts';
import { problemText } from '../components/problem-text.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { t, tp } from '../i18n/t.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useRequiredUser } from './account/require-user.tsx';
import { accountText } from './account/messages.ts';
import { PageHeading } from '../components/page-heading.tsx';
import { whileLive } from '../components/while-live.ts';

interface Referral {
  code: string;
  link: string;
  referredCount: number;
}

type Load = { state: 'loading' } | { state: 'ready'; referral: Referral } | { state: 'failed'; message: string };

export default function ReferralScreen() {
  const user = useRequiredUser('/referral');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    return whileLive(
      getApi().getReferral(),
      (wire) =>
        setLoad({
          state: 'ready',
          referral: {
            code: String(wire.code ?? ''),
            link: String(wire.link ?? ''),
            referredCount: typeof wire.referred_count === 'number' ? wire.referred_count : 0,
          },
        }),
      (error) => {
        const message = isNetworkError(error)
          ? t("You're offline. Your referral link will show here when you're back online.")
          : error instanceof ApiError && error.status === 404
            ? problemText('referral-unavailable')
            : accountText('unexpected');
        setLoad({ state: 'failed', message });
      },
    );
  }, [userId]);

  if (!user) return <PageLoading />;
  return (
    <Container size="sm" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <PageHeading title={t('Refer a friend')} intro={t('Know someone whose flight was delayed or cancelled? Send them your link.')} />
        {load.state === 'loading' ? <PageLoading /> : null}
        {load.state === 'failed' ? (
          <Alert color="gray" variant="light" role="alert" title={t('Referral link not available')}>
            {load.message}
          </Alert>
        ) : null}
        {load.state === 'ready' ? <ReferralCard referral={load.referral} /> : null}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="how-referrals-work">
          <Title order={2} size="h4" id="how-referrals-work" mb="sm">
            {t('How referrals work')}
          </Title>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>{t('Share your link or code with friends and family who had a disrupted flight.')}</List.Item>
            <List.Item>{t('They create a Flightclaim account through your link (the code is added automatically).')}</List.Item>
            <List.Item>{t('We count every friend who joins with your code; you can see the total here.')}</List.Item>
          </List>
        </Card>
      </Stack>
    </Container>
  );
}

function ReferralCard({ referral }: { referral: Referral }) {
  const [copied, setCopied] = useState<'link' | 'code' | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const canShare = typeof navigator.share === 'function';

  async function copy(what: 'link' | 'code') {
    setCopyFailed(false);
    try {
      await navigator.clipboard.writeText(what === 'link' ? referral.link : referral.code);
      setCopied(what);
      setTimeout(() => setCopied((current) => (current === what ? null : current)), 2000);
    } catch {
      setCopyFailed(true);
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: 'Flightclaim',
        text: t('Had a delayed or cancelled flight? You may be owed up to €600. Check with Flightclaim:'),
        url: referral.link,
      });
    } catch {
      // Cancelled by the person, or not allowed: nothing to say.
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="your-referral">
      <Stack gap="md">
        <Title order={2} size="h4" id="your-referral">
          {t('Your referral link')}
        </Title>
        <TextInput label={t('Referral link')} value={referral.link} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => void copy('link')} color={copied === 'link' ? 'green' : undefined}>
            {copied === 'link' ? t('Copied') : t('Copy link')}
          </Button>
          {canShare ? (
            <Button variant="light" onClick={() => void share()}>
              {t('Share')}
            </Button>
          ) : null}
        </Group>
        <Group gap="sm" align="center" wrap="wrap">
          <Text size="sm">{t('Your code:')}</Text>
          <Code fz="md" fw={700} data-testid="referral-code">
            <Ltr>{referral.code}</Ltr>
          </Code>
          <Button size="compact-sm" variant="subtle" onClick={() => void copy('code')}>
            {copied === 'code' ? t('Copied') : t('Copy code')}
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite" c={copyFailed ? 'red.9' : 'gray.8'}>
          {copyFailed
            ? t("Couldn't copy automatically: select the link above and copy it.")
            : copied
              ? copied === 'link'
                ? t('Link copied to the clipboard.')
                : t('Code copied to the clipboard.')
              : tp(referral.referredCount, { one: '# friend has joined with your code.', other: '# friends have joined with your code.' })}
        </Text>
      </Stack>
    </Card>
  );
}
