// The profile's "Notifications" section: which channels reach the passenger (e-mail, push; the
// in-app inbox always does) and push on this device, turned on by a button (the browser asks for
// permission only then, never on load).
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getApi, isNetworkError } from '../../offline/index.ts';
import { useOnline } from '../shell/online.ts';
import { disablePush, enablePush, pushState, type PushState } from './push-device.ts';

const TEXT = {
  title: 'Notifications',
  description: 'We tell you when your claim arrives, each time it moves, when we need something from you and when we pay you. Your inbox (the bell) always has them; choose where else they reach you.',
  email: 'E-mail',
  emailHint: 'To your confirmed e-mail address.',
  push: 'Push notifications',
  pushHint: 'On the devices where you turned them on below.',
  device: 'This device',
  enable: 'Turn on push on this device',
  disable: 'Turn off push on this device',
  deviceOn: 'Push is on for this device.',
  deviceOff: 'Push is off for this device.',
  unsupported: 'This browser cannot show push notifications. On iPhone and iPad, add the app to your Home Screen first.',
  denied: 'Notifications are blocked for this site in your browser settings. Allow them there to turn push on.',
  offline: 'You are offline: changes need a connection.',
  failed: 'That did not work. Try again in a moment.',
};

export function NotificationSettings() {
  const online = useOnline();
  const [prefs, setPrefs] = useState<{ email: boolean; push: boolean } | null>(null);
  const [device, setDevice] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getApi().request<{ email: boolean; push: boolean }>('/me/notification-preferences').then(setPrefs, () => undefined);
    pushState().then(setDevice, () => setDevice('unsupported'));
  }, [online]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(isNetworkError(failure) ? TEXT.offline : TEXT.failed);
    } finally {
      setBusy(false);
    }
  };
  const save = (next: { email: boolean; push: boolean }) =>
    run(async () => setPrefs(await getApi().request<{ email: boolean; push: boolean }>('/me/notification-preferences', { method: 'PUT', json: next })));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-notifications" id="notifications">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="section-notifications">{TEXT.title}</Title>
          <Text size="sm" c="gray.7">{TEXT.description}</Text>
        </Stack>
        <Switch label={TEXT.email} description={TEXT.emailHint} checked={prefs?.email ?? true} disabled={!prefs || busy || !online} onChange={(e) => prefs && void save({ ...prefs, email: e.currentTarget.checked })} />
        <Switch label={TEXT.push} description={TEXT.pushHint} checked={prefs?.push ?? true} disabled={!prefs || busy || !online} onChange={(e) => prefs && void save({ ...prefs, push: e.currentTarget.checked })} />
        <Stack gap={6}>
          <Text fw={600} size="sm">{TEXT.device}</Text>
          {device === 'unsupported' ? <Text size="sm" c="gray.8">{TEXT.unsupported}</Text> : null}
          {device === 'denied' ? <Text size="sm" c="gray.8">{TEXT.denied}</Text> : null}
          {device === 'on' || device === 'off' ? (
            <Group gap="sm">
              <Text size="sm" c="gray.8" role="status">{device === 'on' ? TEXT.deviceOn : TEXT.deviceOff}</Text>
              <Button variant={device === 'on' ? 'outline' : 'filled'} loading={busy} disabled={!online} onClick={() => void run(async () => setDevice(device === 'on' ? await disablePush() : await enablePush()))}>
                {device === 'on' ? TEXT.disable : TEXT.enable}
              </Button>
            </Group>
          ) : null}
        </Stack>
        {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}
