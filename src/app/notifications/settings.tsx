// The profile's "Notifications" section: which channels reach the passenger (e-mail, push; the
// in-app inbox always does) and push on this device, turned on by a button (the browser asks for
// permission only then, never on load).
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState, type ChangeEvent } from 'react';
import { getApi, isNetworkError } from '../../offline/index.ts';
import { msg, t } from '../i18n/t.ts';
import { useOnline } from '../shell/online.ts';
import { disablePush, enablePush, pushState, type PushState } from './push-device.ts';

/** In English, marked for translation (catalogue area 'account': only the profile shows it); shown with t(). */
const TEXT = {
  title: msg('Notifications'),
  description: msg(
    'We tell you when your claim arrives, each time it moves, when we need something from you and when we pay you. Your inbox (the bell) always has them; choose where else they reach you.',
  ),
  email: msg('E-mail'),
  emailHint: msg('To your confirmed e-mail address.'),
  push: msg('Push notifications'),
  pushHint: msg('On the devices where you turned them on below.'),
  device: msg('This device'),
  enable: msg('Turn on push on this device'),
  disable: msg('Turn off push on this device'),
  deviceOn: msg('Push is on for this device.'),
  deviceOff: msg('Push is off for this device.'),
  unsupported: msg('This browser cannot show push notifications. On iPhone and iPad, add the app to your Home Screen first.'),
  denied: msg('Notifications are blocked for this site in your browser settings. Allow them there to turn push on.'),
  offline: msg('You are offline: changes need a connection.'),
  failed: msg('That did not work. Try again in a moment.'),
};

export function NotificationSettings() {
  const online = useOnline();
  const [prefs, setPrefs] = useState<{ email: boolean; push: boolean } | null>(null);
  const [device, setDevice] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getApi()
      .request<{ email: boolean; push: boolean }>('/me/notification-preferences')
      .then(setPrefs, () => undefined);
    pushState().then(setDevice, () => setDevice('unsupported'));
  }, [online]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(t(isNetworkError(failure) ? TEXT.offline : TEXT.failed));
    } finally {
      setBusy(false);
    }
  };
  const save = (next: { email: boolean; push: boolean }) =>
    run(async () => setPrefs(await getApi().request<{ email: boolean; push: boolean }>('/me/notification-preferences', { method: 'PUT', json: next })));

  // A channel's switch: on until the saved preference says otherwise, saved as it changes.
  const channelSwitch = (channel: 'email' | 'push') => ({
    checked: prefs?.[channel] ?? true,
    disabled: !prefs || busy || !online,
    onChange: (e: ChangeEvent<HTMLInputElement>) => prefs && void save({ ...prefs, [channel]: e.currentTarget.checked }),
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-notifications" id="notifications">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3" id="section-notifications">
            {t(TEXT.title)}
          </Title>
          <Text size="sm" c="gray.7">
            {t(TEXT.description)}
          </Text>
        </Stack>
        <Switch label={t(TEXT.email)} description={t(TEXT.emailHint)} {...channelSwitch('email')} />
        <Switch label={t(TEXT.push)} description={t(TEXT.pushHint)} {...channelSwitch('push')} />
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t(TEXT.device)}
          </Text>
          {device === 'unsupported' ? (
            <Text size="sm" c="gray.8">
              {t(TEXT.unsupported)}
            </Text>
          ) : null}
          {device === 'denied' ? (
            <Text size="sm" c="gray.8">
              {t(TEXT.denied)}
            </Text>
          ) : null}
          {device === 'on' || device === 'off' ? (
            <Group gap="sm">
              <Text size="sm" c="gray.8" role="status">
                {t(device === 'on' ? TEXT.deviceOn : TEXT.deviceOff)}
              </Text>
              <Button
                variant={device === 'on' ? 'outline' : 'filled'}
                loading={busy}
                disabled={!online}
                onClick={() => void run(async () => setDevice(device === 'on' ? await disablePush() : await enablePush()))}
              >
                {t(device === 'on' ? TEXT.disable : TEXT.enable)}
              </Button>
            </Group>
          ) : null}
        </Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
