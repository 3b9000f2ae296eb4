// The question before signing out with unsent work on the device (review N4, a shared device):
// keep it for this account alone (nobody else who signs in here sees it), or remove everything of
// the account from the device. A lazy shell chunk (sign-out.ts) that brings the shell's later
// messages with it.
import { Button, Modal, Stack, Text } from '@mantine/core';
import type { UnsentWork } from '../../offline/device-data.ts';
import { t, tp } from '../i18n/t.ts';

export type SignOutChoice = 'stay' | 'keep' | 'remove';

/** The sentences that say what signing out would leave here: unfinished drafts, then claims not sent. */
export function unsentWorkLines(work: UnsentWork): string[] {
  return [
    ...(work.drafts > 0
      ? [tp(work.drafts, { one: 'An unfinished claim is saved on this device.', other: '# unfinished claims are saved on this device.' })]
      : []),
    ...(work.claims > 0 ? [tp(work.claims, { one: '# claim has not been sent yet.', other: '# claims have not been sent yet.' })] : []),
  ];
}

interface SignOutDialogProps {
  opened: boolean;
  work: UnsentWork;
  /** The choice being carried out, if any. */
  busy: SignOutChoice | null;
  onAnswer: (choice: SignOutChoice) => void;
}

/** Long labels wrap on a phone instead of running out of the dialog. */
const WRAP = { h: 'auto', py: 8, styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } } };

export default function SignOutDialog({ opened, work, busy, onAnswer }: SignOutDialogProps) {
  return (
    <Modal opened={opened} onClose={() => onAnswer('stay')} title={t('Sign out with unsent work?')} centered>
      <Stack>
        {unsentWorkLines(work).map((line) => (
          <Text key={line} size="sm" fw={600}>
            {line}
          </Text>
        ))}
        <Text size="sm">
          {t(
            'If you keep it, it stays on this device for your account only: nobody else who signs in here can see it. It is here again when you sign in, and waiting claims are sent then.',
          )}
        </Text>
        <Text size="sm">
          {t('On a shared or public device, remove it: your unfinished and unsent claims are deleted from this device and cannot be recovered.')}
        </Text>
        <Stack gap="xs">
          <Button {...WRAP} onClick={() => onAnswer('keep')} loading={busy === 'keep'} disabled={busy === 'remove'}>
            {t('Sign out and keep it')}
          </Button>
          <Button {...WRAP} color="red.9" variant="outline" onClick={() => onAnswer('remove')} loading={busy === 'remove'} disabled={busy === 'keep'}>
            {t('Sign out and remove my data from this device')}
          </Button>
          <Button {...WRAP} variant="default" onClick={() => onAnswer('stay')} disabled={busy !== null} data-autofocus>
            {t('Stay signed in')}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
