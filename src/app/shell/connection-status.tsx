// A slim bar under the header on every page: 'Offline' when the device has no network, and how
// many of the signed-in person's claims are still waiting to be sent. Empty (but still a live
// region, so changes are announced) when online with nothing waiting.
import { Container, Group, Text } from '@mantine/core';
import { t } from '../i18n/t.ts';
import { useSession } from '../session.tsx';
import { useOnline } from './online.ts';
import { pendingLabel } from './sign-out.ts';

export function ConnectionStatus() {
  const online = useOnline();
  const { pending } = useSession();
  const visible = !online || pending > 0;
  return (
    <div role="status" aria-live="polite" className={visible ? `status-bar ${online ? 'status-bar-pending' : 'status-bar-offline'}` : undefined}>
      {visible ? (
        <Container size="lg">
          <Group gap="md" justify="center" wrap="wrap" py={4}>
            {!online ? (
              <Text size="sm" fw={600} c="inherit">
                <span aria-hidden="true" className="status-dot" /> {t('Offline — your changes are saved on this device')}
              </Text>
            ) : null}
            {pending > 0 ? (
              <Text size="sm" fw={600} c="inherit">
                {pendingLabel(pending)}
              </Text>
            ) : null}
          </Group>
        </Container>
      ) : null}
    </div>
  );
}
