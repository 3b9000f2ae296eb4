// The header's bell: the unread count of the inbox, a link to /notifications. Its own lazy chunk
// (mounted by the header for signed-in people only); it reads again when the window regains
// focus, comes back online, a push arrives (the service worker says so) or the list marks read.
// The data layer (the offline core) is imported only once someone is signed in: an anonymous
// visitor's page fetches no more than this small chunk.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '../session.tsx';
import { LineIcon } from '../shell/line-icon.tsx';
import { INBOX_CHANGED } from './inbox-events.ts';

const REFRESH_MS = 120_000;
const linkStyle = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  color: 'var(--mantine-color-brand-8)',
  borderRadius: 8,
} as const;
const countStyle = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: 'var(--mantine-color-red-9)',
  color: '#fff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
} as const;

export default function NotificationBell() {
  const { user } = useSession();
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!user) return;
    let alive = true;
    const read = () => {
      import('./inbox-api.ts')
        .then(({ loadInbox }) => loadInbox())
        .then(
          (state) => alive && state && setUnread(state.unread),
          () => undefined,
        );
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'inbox-changed') read();
    };
    read();
    const timer = setInterval(() => document.visibilityState === 'visible' && read(), REFRESH_MS);
    window.addEventListener(INBOX_CHANGED, read);
    window.addEventListener('focus', read);
    window.addEventListener('online', read);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener(INBOX_CHANGED, read);
      window.removeEventListener('focus', read);
      window.removeEventListener('online', read);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [user]);

  if (!user) return null;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to="/notifications" style={linkStyle} aria-label={label} data-testid="notification-bell">
      <LineIcon size={22}>
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </LineIcon>
      {unread > 0 ? (
        <span style={countStyle} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
