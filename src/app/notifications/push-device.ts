// Push on this device: whether the browser can, whether it is on, and turning it on or off. The
// permission prompt comes only from enablePush(), which the profile's button calls on a click.
import { getApi } from '../../offline/index.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks for permission (call it from a click), subscribes and tells the server. */
export async function enablePush(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await navigator.serviceWorker.ready;
  const { public_key: publicKey } = await getApi().request<{ public_key: string }>('/push/vapid-public-key', { anonymous: true });
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with other keys (the server's keys changed) cannot be used: start again.
  const current = subscription?.options.applicationServerKey;
  if (
    subscription &&
    current &&
    btoa(String.fromCharCode(...new Uint8Array(current)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '') !== publicKey
  ) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await getApi().request('/me/push-subscriptions', { method: 'POST', json: subscription.toJSON() });
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await getApi().request('/me/push-subscriptions/remove', { method: 'POST', json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
