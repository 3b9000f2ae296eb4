/// <reference lib="webworker" />
// Web Push in the service worker: `push` shows the server's notification (one per notification
// id: the tag replaces a copy delivered twice), `notificationclick` opens what it is about (the
// claim) in an open window of the app, or a new one. The page then comes from the precache and
// the claim from IndexedDB, so this works offline too. `pushsubscriptionchange` subscribes again
// (push-resubscribe.ts). sw.ts calls registerPush(self) once.
import { registerResubscribe } from './push-resubscribe.ts';

/** What the server sends (src/server/notify/deliver.ts). */
export interface PushPayload {
  id: string;
  kind: string;
  title: string;
  body: string;
  url: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

function parse(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.id !== 'string') return null;
    // Only a path in this app: a payload cannot send the click elsewhere.
    const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/notifications';
    return { id: data.id, kind: String(data.kind ?? ''), title: data.title, body: String(data.body ?? ''), url, lang: data.lang, dir: data.dir };
  } catch {
    return null;
  }
}

export async function openApp(self: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus().catch(() => undefined);
    if (open.url !== url) await open.navigate(url).catch(() => self.clients.openWindow(url));
    return;
  }
  await self.clients.openWindow(url);
}

export function registerPush(self: ServiceWorkerGlobalScope): void {
  registerResubscribe(self);
  self.addEventListener('push', (event: PushEvent) => {
    const payload = parse(event);
    if (!payload) return;
    event.waitUntil(
      Promise.all([
        self.registration.showNotification(payload.title, {
          body: payload.body,
          tag: payload.id,
          data: { url: payload.url, id: payload.id },
          icon: '/icon-192.png',
          badge: '/icon-192.png',
          ...(payload.lang ? { lang: payload.lang } : {}),
          ...(payload.dir ? { dir: payload.dir } : {}),
        }),
        // Open pages read the inbox again (the header's bell).
        self.clients.matchAll({ type: 'window' }).then((windows) => windows.forEach((client) => client.postMessage({ type: 'inbox-changed' }))),
      ]),
    );
  });

  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    const path = typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/notifications';
    event.waitUntil(openApp(self, path));
  });
}
