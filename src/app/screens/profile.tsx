// /profile (Profile Settings): name (PATCH /api/me), e-mail (read only), password change, data
// export (GET /api/me/export) and account deletion (DELETE /api/me, then this device forgets the
// person and signs out).
import { Alert, Button, Card, Container, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hasErrors, MESSAGES, type FieldErrors } from '../../domain/claim/validation.ts';
import { isSingleLineText } from '../../domain/text/index.ts';
import { ApiError, getAccessToken, getApi, isNetworkError } from '../../offline/index.ts';
import { domainText } from '../components/domain-text.ts';
import { problemText } from '../components/problem-text.ts';
import { t } from '../i18n/t.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useOnline } from '../shell/online.ts';
import type { SessionUser } from '../session.tsx';
import { FormAlert } from './account/auth-page.tsx';
import { DeleteAccountModal } from './account/delete-account-modal.tsx';
import { downloadJson, exportFileName } from './account/export-file.ts';
import { accountText } from './account/messages.ts';
import { validateNewPassword } from './account/password-rules.ts';
import { useRequiredUser } from './account/require-user.tsx';
import { VerifyEmailNotice } from './account/verify-email-notice.tsx';
import { NotificationSettings } from '../notifications/settings.tsx';

function failureText(error: unknown): string {
  if (isNetworkError(error)) return accountText('offlineAction');
  if (error instanceof ApiError) {
    if (error.status === 429) return accountText('tooManyAttempts');
    if (error.status === 501) return problemText('managed-by-identity-provider');
    if (error.status === 422) return error.errors[0] ? domainText(error.errors[0].message) : problemText(error.code);
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
        <Stack gap={4}>
          <Title order={1}>{t('Profile Settings')}</Title>
          <Text c="gray.7">{t('Your account details, password and data.')}</Text>
        </Stack>
        {!online ? (
          <Alert color="gray" variant="light" title={t("You're offline")}>
            {t('You can look at your details, but changes need a connection.')}
          </Alert>
        ) : null}
        <VerifyEmailNotice />
        <NameSection user={user} />
        <PasswordSection />
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

function NameSection({ user }: { user: SessionUser }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<FieldErrors<'firstName' | 'lastName'>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // The server's copy is the truth (the token's names may be a refresh behind).
  useEffect(() => {
    let live = true;
    getApi().getMe().then(
      (me) => {
        if (!live) return;
        if (typeof me.firstName === 'string') setFirstName(me.firstName);
        if (typeof me.lastName === 'string') setLastName(me.lastName);
        if (typeof me.email === 'string') setEmail(me.email);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const found: FieldErrors<'firstName' | 'lastName'> = {};
    if (!firstName.trim()) found.firstName = MESSAGES.firstNameRequired;
    else if (!isSingleLineText(firstName)) found.firstName = MESSAGES.oneLineOfText;
    if (!lastName.trim()) found.lastName = MESSAGES.lastNameRequired;
    else if (!isSingleLineText(lastName)) found.lastName = MESSAGES.oneLineOfText;
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await getApi().updateMe({ firstName: firstName.trim(), lastName: lastName.trim() });
      // A fresh token carries the new name, so the header shows it at once.
      await getAccessToken({ forceRefresh: true }).catch(() => null);
      setMessage({ ok: true, text: t('Your name has been saved.') });
    } catch (error) {
      setMessage({ ok: false, text: failureText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="section-your-details" title={t('Your details')}>
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t('Your details')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label={t('First name')} autoComplete="given-name" required value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} error={errors.firstName && domainText(errors.firstName)} errorProps={{ role: 'alert' }} />
            <TextInput label={t('Last name')} autoComplete="family-name" required value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} error={errors.lastName && domainText(errors.lastName)} errorProps={{ role: 'alert' }} />
          </SimpleGrid>
          <TextInput label={t('Email')} value={email} readOnly dir="ltr" description={t("Your e-mail address is your sign-in name and can't be changed here.")} />
          {message ? <FormAlert color={message.ok ? 'green' : 'red'}>{message.text}</FormAlert> : null}
          <Button type="submit" loading={saving} w="fit-content">
            {t('Save name')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'current' | 'password' | 'confirmPassword'>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const found = { ...validateNewPassword(password, confirmPassword), ...(current ? {} : { current: t('Current password is required') }) };
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      await getApi().changePassword({ currentPassword: current, newPassword: password });
      // This device's access token is refused from now on; its session stays, so refresh now.
      await getAccessToken({ forceRefresh: true }).catch(() => null);
      setCurrent('');
      setPassword('');
      setConfirmPassword('');
      setMessage({ ok: true, text: t('Your password has been changed. Your other devices have been signed out.') });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.field === 'currentPassword')) {
        setErrors({ current: t('The current password is not correct') });
      } else {
        setMessage({ ok: false, text: failureText(error) });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="section-password" title={t('Password')} description={t('Changing your password signs you out on every other device.')}>
      <form onSubmit={(event) => void change(event)} noValidate aria-label={t('Change password')}>
        <Stack gap="md">
          <PasswordInput label={t('Current password')} autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.currentTarget.value)} error={errors.current} errorProps={{ role: 'alert' }} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PasswordInput label={t('New password')} autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password && domainText(errors.password)} errorProps={{ role: 'alert' }} description={errors.password ? undefined : t('At least 8 characters')} />
            <PasswordInput label={t('Confirm new password')} autoComplete="new-password" required value={confirmPassword} onChange={(e) => setConfirmPassword(e.currentTarget.value)} error={errors.confirmPassword && domainText(errors.confirmPassword)} errorProps={{ role: 'alert' }} />
          </SimpleGrid>
          {message ? <FormAlert color={message.ok ? 'green' : 'red'}>{message.text}</FormAlert> : null}
          <Button type="submit" loading={saving} w="fit-content">
            {t('Change password')}
          </Button>
        </Stack>
      </form>
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
