// Profile's password change: the current password, a new one and its confirmation. The server
// signs out every other device; this one refreshes its token and stays signed in.
import { Button, PasswordInput, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { ApiError, getAccessToken, getApi } from '../../../offline/index.ts';
import { t } from '../../i18n/t.ts';
import { AccountForm, FormAlert } from './auth-page.tsx';
import { fieldProps, focusFirstInvalid, submitHandler, useAccountForm } from './form-fields.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { validateNewPassword } from './password-rules.ts';

type PasswordValues = { current: string; password: string; confirmPassword: string };

export function ChangePasswordForm({ failureText }: { failureText: (error: unknown) => string }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useAccountForm<PasswordValues>('change-password', {
    initialValues: { current: '', password: '', confirmPassword: '' },
    validate: ({ current, password, confirmPassword }) => ({
      ...validateNewPassword(password, confirmPassword),
      ...(current ? {} : { current: t('Current password is required') }),
    }),
  });

  async function change({ current, password }: PasswordValues) {
    try {
      await getApi().changePassword({ currentPassword: current, newPassword: password });
      // This device's access token is refused from now on; its session stays, so refresh now.
      await getAccessToken({ forceRefresh: true }).catch(() => null);
      form.reset();
      setMessage({ ok: true, text: t('Your password has been changed. Your other devices have been signed out.') });
    } catch (error) {
      if (error instanceof ApiError && error.errors.some((e) => e.field === 'currentPassword')) {
        const errors = { current: t('The current password is not correct') };
        form.setErrors(errors);
        focusFirstInvalid(form, errors);
      } else {
        setMessage({ ok: false, text: failureText(error) });
      }
    }
  }

  return (
    <AccountForm label={t('Change password')} onSubmit={submitHandler(form, change, () => setMessage(null))}>
      <PasswordInput label={t('Current password')} autoComplete="current-password" required {...fieldProps(form, 'current')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NewPasswordInputs form={form} />
      </SimpleGrid>
      {message ? <FormAlert color={message.ok ? 'green' : 'red'}>{message.text}</FormAlert> : null}
      <Button type="submit" loading={form.submitting} w="fit-content">
        {t('Change password')}
      </Button>
    </AccountForm>
  );
}
