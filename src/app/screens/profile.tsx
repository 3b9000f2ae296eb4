// /profile (Profile Settings): name (PATCH /api/me), e-mail (read only), password change, data
// export (GET /api/me/export) and account deletion (DELETE /api/me, then this device forgets the
// person and signs out).
import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/claim/validation.ts';
import { isSingleLineText } from '../../domain/text/index.ts';
import { ApiError, getAccessToken, getApi, isNetworkError } from '../../offline/index.ts';
import { problemText } from '../components/problem-text.ts';
import { t } from '../i18n/t.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useOnline } from '../shell/online.ts';
import type { SessionUser } from '../session.tsx';
import { AccountForm, FormAlert } from './account/auth-page.tsx';
import { ChangePasswordForm } from './account/change-password-form.tsx';
import { DeleteAccountModal } from './account/delete-account-modal.tsx';
import { downloadJson, exportFileName } from './account/export-file.ts';
import { fieldProps, submitHandler, useAccountForm } from './account/form-fields.ts';
import { accountText } from './account/messages.ts';
import { useRequiredUser } from './account/require-user.tsx';
import { VerifyEmailNotice } from './account/verify-email-notice.tsx';
import { NotificationSettings } from '../notifications/settings.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { whileLive } from '../components/while-live.ts';

function failureText(error: unknown): string {
  if (isNetworkError(error)) return accountText('offlineAction');
  if (error instanceof ApiError) {
    if (error.status === 429) return accountText('tooManyAttempts');
    if (error.status === 501) return problemText('managed-by-identity-provider');
    if (error.status === 422) return error.errors[0] ? t(error.errors[0].message) : problemText(error.code);
  }
  return accountText('unexpected');
}

export default function ProfileScreen() {
  const user = useRequiredUser('/profile');
  const online = useOnline();
  if (!user) return <PageLoading />;
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <PageHeading title={t('Profile Settings')} intro={t('Your account details, password and data.')} />
        {!online ? (
          <Alert color="gray" variant="light" title={t("You're offline")}>
            {t('You can look at your details, but changes need a connection.')}
          </Alert>
        ) : null}
        <VerifyEmailNotice />
        <NameSection user={user} />
        <Section id="section-password" title={t('Password')} description={t('Changing your password signs you out on every other device.')}>
          <ChangePasswordForm failureText={failureText} />
        </Section>
        <NotificationSettings />
        <DataSection />
      </Stack>
    </Container>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

type NameValues = { firstName: string; lastName: string; email: string };

function nameProblem(value: string, required: string): string | undefined {
  if (!value.trim()) return required;
  return isSingleLineText(value) ? undefined : MESSAGES.oneLineOfText;
}

function NameSection({ user }: { user: SessionUser }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useAccountForm<NameValues>('profile-name', {
    initialValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    validate: {
      firstName: (value) => nameProblem(value, MESSAGES.firstNameRequired),
      lastName: (value) => nameProblem(value, MESSAGES.lastNameRequired),
    },
  });
  const { setValues } = form;

  // The server's copy is the truth (the token's names may be a refresh behind).
  useEffect(
    () =>
      whileLive(getApi().getMe(), (me) => {
        const fresh: Partial<NameValues> = {};
        if (typeof me.firstName === 'string') fresh.firstName = me.firstName;
        if (typeof me.lastName === 'string') fresh.lastName = me.lastName;
        if (typeof me.email === 'string') fresh.email = me.email;
        setValues(fresh);
      }),
    [setValues],
  );

  async function save({ firstName, lastName }: NameValues) {
    try {
      await getApi().updateMe({ firstName: firstName.trim(), lastName: lastName.trim() });
      // A fresh token carries the new name, so the header shows it at once.
      await getAccessToken({ forceRefresh: true }).catch(() => null);
      setMessage({ ok: true, text: t('Your name has been saved.') });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error) });
    }
  }

  return (
    <Section id="section-your-details" title={t('Your details')}>
      <AccountForm label={t('Your details')} onSubmit={submitHandler(form, save, () => setMessage(null))}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('First name')} autoComplete="given-name" required {...fieldProps(form, 'firstName')} />
          <TextInput label={t('Last name')} autoComplete="family-name" required {...fieldProps(form, 'lastName')} />
        </SimpleGrid>
        <TextInput
          label={t('Email')}
          value={form.values.email}
          readOnly
          dir="ltr"
          description={t("Your e-mail address is your sign-in name and can't be changed here.")}
        />
        {message ? <FormAlert color={message.ok ? 'green' : 'red'}>{message.text}</FormAlert> : null}
        <Button type="submit" loading={form.submitting} w="fit-content">
          {t('Save name')}
        </Button>
      </AccountForm>
    </Section>
  );
}

function DataSection() {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function exportData() {
    setExportError(null);
    setExporting(true);
    try {
      downloadJson(await getApi().exportMe(), exportFileName());
    } catch (error) {
      setExportError(failureText(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Section id="section-your-data" title={t('Your data')} description={t('Download everything we hold about you, or delete your account.')}>
      <Group gap="sm" wrap="wrap">
        <Button variant="default" loading={exporting} onClick={() => void exportData()}>
          {t('Export my data')}
        </Button>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t('Delete my account')}
        </Button>
      </Group>
      {exportError ? <FormAlert>{exportError}</FormAlert> : null}
      <DeleteAccountModal opened={confirming} onClose={() => setConfirming(false)} failureText={failureText} />
    </Section>
  );
}
