// The confirm dialog of account deletion: type DELETE and give the password again (the server
// asks for it, so a stolen session alone cannot erase the account), then the account, its claims
// and this device's copy are gone and the session ends.
import { Button, Group, Modal, PasswordInput, Text, TextInput } from '@mantine/core';
import { ApiError, deleteAccount } from '../../../offline/index.ts';
import { useSession } from '../../session.tsx';
import { msg, t } from '../../i18n/t.ts';
import { AccountForm } from './auth-page.tsx';
import { deleteConfirmed } from './export-file.ts';
import { fieldProps, submitHandler, useAccountForm } from './form-fields.ts';

export const DELETE_MESSAGES = {
  passwordRequired: msg('Enter your password to delete the account'),
  wrongPassword: msg('The password is not correct'),
} as const;

interface DeleteValues {
  confirmation: string;
  password: string;
}

export function DeleteAccountModal({ opened, onClose, failureText }: { opened: boolean; onClose: () => void; failureText: (error: unknown) => string }) {
  const { endSession } = useSession();
  const form = useAccountForm<DeleteValues>('delete-account', {
    initialValues: { confirmation: '', password: '' },
    validate: {
      confirmation: (value) => (deleteConfirmed(value) ? null : t('Type {word} to confirm.', { word: 'DELETE' })),
      // Asked for once the word is typed, as one message at a time.
      password: (value, values) => (deleteConfirmed(values.confirmation) && value === '' ? t(DELETE_MESSAGES.passwordRequired) : null),
    },
  });

  async function confirm({ password }: DeleteValues) {
    try {
      await endSession(() => deleteAccount(password));
    } catch (failure) {
      const field = failure instanceof ApiError && failure.errors.some((e) => e.field === 'password');
      if (field) form.setFieldError('password', t(failure.status === 403 ? DELETE_MESSAGES.wrongPassword : DELETE_MESSAGES.passwordRequired));
      else form.setFieldError('confirmation', failureText(failure));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('Delete your account?')} centered>
      <AccountForm label={t('Delete your account')} onSubmit={submitHandler(form, confirm)}>
        <Text size="sm">
          {t(
            'This deletes your account, your claims, documents and signatures for good, and removes them from this device. Claims our partner law firms are already working on may be stopped. This cannot be undone.',
          )}
        </Text>
        <TextInput label={t('Type {word} to confirm', { word: 'DELETE' })} required {...fieldProps(form, 'confirmation')} autoComplete="off" data-autofocus />
        <PasswordInput label={t('Your password')} required {...fieldProps(form, 'password')} autoComplete="current-password" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('Keep my account')}
          </Button>
          <Button type="submit" color="red.9" loading={form.submitting} disabled={!deleteConfirmed(form.values.confirmation)}>
            {t('Delete account')}
          </Button>
        </Group>
      </AccountForm>
    </Modal>
  );
}
