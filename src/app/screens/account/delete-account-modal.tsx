// The confirm dialog of account deletion: type DELETE and give the password again (the server
// asks for it, so a stolen session alone cannot erase the account), then the account, its claims
// and this device's copy are gone and the session ends.
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, deleteAccount } from '../../../offline/index.ts';
import { useSession } from '../../session.tsx';
import { msg, t } from '../../i18n/t.ts';
import { deleteConfirmed } from './export-file.ts';

export const DELETE_MESSAGES = {
  passwordRequired: msg('Enter your password to delete the account'),
  wrongPassword: msg('The password is not correct'),
} as const;

export function DeleteAccountModal({ opened, onClose, failureText }: { opened: boolean; onClose: () => void; failureText: (error: unknown) => string }) {
  const { endSession } = useSession();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setPasswordError(null);
    if (!deleteConfirmed(typed)) {
      setError(t('Type {word} to confirm.', { word: 'DELETE' }));
      return;
    }
    if (password === '') {
      setPasswordError(t(DELETE_MESSAGES.passwordRequired));
      return;
    }
    setDeleting(true);
    try {
      await endSession(() => deleteAccount(password));
    } catch (failure) {
      const field = failure instanceof ApiError && failure.errors.some((e) => e.field === 'password');
      if (field) setPasswordError(t(failure.status === 403 ? DELETE_MESSAGES.wrongPassword : DELETE_MESSAGES.passwordRequired));
      else setError(failureText(failure));
      setDeleting(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('Delete your account?')} centered>
      <form onSubmit={(event) => void confirm(event)} noValidate aria-label={t('Delete your account')}>
        <Stack gap="md">
          <Text size="sm">
            {t('This deletes your account, your claims, documents and signatures for good, and removes them from this device. Claims our partner law firms are already working on may be stopped. This cannot be undone.')}
          </Text>
          <TextInput
            label={t('Type {word} to confirm', { word: 'DELETE' })}
            required
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={error}
            errorProps={{ role: 'alert' }}
            autoComplete="off"
            data-autofocus
          />
          <PasswordInput
            label={t('Your password')}
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
            errorProps={{ role: 'alert' }}
            autoComplete="current-password"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Keep my account')}
            </Button>
            <Button type="submit" color="red.9" loading={deleting} disabled={!deleteConfirmed(typed)}>
              {t('Delete account')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
