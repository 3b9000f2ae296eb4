// /notifications: the in-app inbox, newest first. Online it is the server's list (and is kept on
// the device); offline it is the device's copy. Opening one marks it read on every device.
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { INBOX_CHANGED, loadInbox, markInboxRead, type InboxItem, type InboxState } from '../notifications/inbox-api.ts';
import { msg, t } from '../i18n/t.ts';
import { formatTimestamp } from '../components/claim-format.ts';
import { PageLoading } from '../shell/layout.tsx';
import { useOnline } from '../shell/online.ts';
import { useRequiredUser } from './account/require-user.tsx';
import { PageHeading } from '../components/page-heading.tsx';

/** In English, marked for translation; shown with t(). */
const TEXT = {
  title: msg('Notifications'),
  intro: msg('Everything we told you about your claims. Choose which ones also reach you by e-mail or push in your profile.'),
  empty: msg('No notifications yet. We will tell you here when your claim arrives and each time it moves.'),
  offline: msg('You are offline: this is the copy on this device.'),
  failed: msg('Your notifications could not be loaded. Try again in a moment.'),
  markAll: msg('Mark all as read'),
  unread: msg('New'),
  settings: msg('Notification settings'),
};

export default function NotificationsScreen() {
  const user = useRequiredUser('/notifications');
  const online = useOnline();
  const navigate = useNavigate();
  const [state, setState] = useState<InboxState | null>(null);
  const [failed, setFailed] = useState(false);

  const read = useCallback(() => {
    loadInbox().then(
      (next) => {
        setState(next);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    if (!user) return;
    read();
    window.addEventListener(INBOX_CHANGED, read);
    return () => window.removeEventListener(INBOX_CHANGED, read);
  }, [user, read, online]);

  if (!user) return <PageLoading />;

  const open = (item: InboxItem) => {
    if (!item.read_at) void markInboxRead([item.id]).catch(() => undefined);
    void navigate({ href: item.url });
  };

  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <PageHeading title={t(TEXT.title)} intro={t(TEXT.intro)} />
          <Group gap="xs">
            <Anchor component={Link} to="/profile" hash="notifications" size="sm">
              {t(TEXT.settings)}
            </Anchor>
            <Button variant="outline" disabled={!state || state.unread === 0} onClick={() => void markInboxRead('all').catch(() => setFailed(true))}>
              {t(TEXT.markAll)}
            </Button>
          </Group>
        </Group>
        {state?.cached ? (
          <Alert color="gray" variant="light">
            {t(TEXT.offline)}
          </Alert>
        ) : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert">
            {t(TEXT.failed)}
          </Alert>
        ) : null}
        {!state && !failed ? <PageLoading /> : null}
        {state && state.items.length === 0 ? <Text c="gray.8">{t(TEXT.empty)}</Text> : null}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {state?.items.map((item) => (
            <li key={item.id}>
              <Card
                withBorder
                radius="md"
                padding="md"
                component="button"
                type="button"
                onClick={() => open(item)}
                style={{ width: '100%', textAlign: 'start', cursor: 'pointer' }}
                data-unread={item.read_at ? undefined : 'true'}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={item.read_at ? 500 : 700}>{item.title}</Text>
                    <Text size="sm" c="gray.8">
                      {item.body}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {formatTimestamp(item.created_at)}
                    </Text>
                  </Stack>
                  {item.read_at ? null : (
                    <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                      {t(TEXT.unread)}
                    </Badge>
                  )}
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
