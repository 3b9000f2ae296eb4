import { Button, Group, Notification, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/t.ts';
import { applyUpdate, isUpdateWaiting, subscribeToUpdates } from './service-worker.ts';

/** Offers a new version; the user decides when to reload (drafts are saved as they type). */
export default function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Notification
      title={t('A new version of Flightclaim is ready')}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', bottom: 16, insetInline: 16, maxWidth: 420, marginInlineStart: 'auto', zIndex: 300 }}
    >
      <Text size="sm" mb="xs">
        {t('Everything you have entered is saved on this device. Reload when you are ready.')}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={applyUpdate}>
          {t('Reload now')}
        </Button>
      </Group>
    </Notification>
  );
}
