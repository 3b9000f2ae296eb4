// The frame of the sign-in pages (login, register, forgot password): a centred card with the
// page's one heading, and the parts they share.
import { Alert, Button, Container, Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { t } from '../../i18n/t.ts';

export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} py={{ base: 32, sm: 64 }} px="md">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {intro ? (
              <Text c="gray.7" size="sm">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * An account form: checked by @mantine/form rather than the browser, named for screen readers,
 * its fields in one column under the form's message (`error`) when there is one.
 */
export function AccountForm({
  label,
  onSubmit,
  error,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {error ? <FormAlert>{error}</FormAlert> : null}
        {children}
      </Stack>
    </form>
  );
}

/** A form-level message, announced when it appears. */
export function FormAlert({ color = 'red', title, children }: { color?: string; title?: string; children: ReactNode }) {
  return (
    <Alert color={color} variant="light" role="alert" title={title}>
      {children}
    </Alert>
  );
}

/** A page saying a step went through: its notice in green, then where to go next (`children`). */
export function AuthDone({ title, noticeTitle, notice, children }: { title: string; noticeTitle: string; notice: ReactNode; children: ReactNode }) {
  return (
    <AuthPage title={title}>
      <FormAlert color="green" title={noticeTitle}>
        {notice}
      </FormAlert>
      {children}
    </AuthPage>
  );
}

/**
 * Google and Apple sign-in are not offered yet. The spec's buttons do nothing; rather than a dead
 * button, they are visibly disabled and say so.
 */
export function ThirdPartySignIn() {
  return (
    <Stack gap="xs">
      <Divider
        label={
          <Text span size="xs" c="gray.7">
            {t('or')}
          </Text>
        }
        labelPosition="center"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {(['Google', 'Apple'] as const).map((provider) => (
          <Button key={provider} variant="default" fullWidth disabled h="auto" py={8} leftSection={provider === 'Google' ? <GoogleMark /> : <AppleMark />}>
            <Stack gap={0} align="flex-start">
              <span>{provider === 'Google' ? t('Continue with Google') : t('Continue with Apple')}</span>
              <Text span size="xs" fw={500}>
                {t('Coming soon')}
              </Text>
            </Stack>
          </Button>
        ))}
      </SimpleGrid>
      <Text size="xs" c="gray.7" ta="center">
        {t('Sign-in with Google or Apple is coming soon. Use your e-mail and password for now.')}
      </Text>
    </Stack>
  );
}

function GoogleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 11v3.2h5.3c-.5 2.5-2.6 4.3-5.3 4.3a6.5 6.5 0 1 1 4.2-11.4l2.3-2.3A9.7 9.7 0 1 0 21.7 12c0-.3 0-.7-.1-1H12Z" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.7ZM14.2 5.6c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3Z" />
    </svg>
  );
}
