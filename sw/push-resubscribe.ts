/// <reference lib="webworker" />
// `pushsubscriptionchange`: the push service replaced or dropped this device's subscription (keys
// rotated, endpoint expired). Without an answer the server keeps sending to a dead endpoint (pruned
// on 404/410) and the device silently stops getting notifications. The worker subscribes again
// with the same VAPID key (the old subscription's, else the server's), then tells the server: the
// new subscription is stored, the old endpoint removed. Needs the signed-in user's token (the same
// as the outbox); signed out, the profile's button enables push again at the next sign-in.
import { defaultApiBase } from '../src/offline/api-client.ts';
import { getAuth } from '../src/offline/auth.ts';

/** Not in TypeScript's WebWorker lib; both fields may be null (the spec lets browsers omit them). */
export interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

export interface ResubscribeDeps {
  pushManager: PushManager;
  fetch: typeof fetch;
  apiBase: string;
  getAccessToken: () => Promise<string | null>;
}

async function serverKey(deps: ResubscribeDeps): Promise<string> {
  const res = await deps.fetch(`${deps.apiBase}/push/vapid-public-key`);
  if (!res.ok) throw new Error(`vapid-public-key: ${res.status}`);
  return ((await res.json()) as { public_key: string }).public_key;
}

async function post(deps: ResubscribeDeps, token: string, path: string, body: unknown): Promise<void> {
  const res = await deps.fetch(`${deps.apiBase}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, application/problem+json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}

/** Subscribes again if the browser did not, and replaces the old subscription on the server. */
export async function resubscribe(deps: ResubscribeDeps, old: PushSubscription | null, fresh: PushSubscription | null): Promise<PushSubscription> {
  const subscription =
    fresh ??
    (await deps.pushManager.getSubscription()) ??
    (await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: old?.options.applicationServerKey ?? (await serverKey(deps)) }));
  const token = await deps.getAccessToken();
  if (!token) return subscription;
  await post(deps, token, '/me/push-subscriptions', subscription.toJSON());
  if (old && old.endpoint !== subscription.endpoint) await post(deps, token, '/me/push-subscriptions/remove', { endpoint: old.endpoint });
  return subscription;
}

export function registerResubscribe(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChangeEvent;
    const deps: ResubscribeDeps = {
      pushManager: self.registration.pushManager,
      fetch: (input, init) => fetch(input, init),
      apiBase: defaultApiBase(),
      getAccessToken: () => getAuth().getAccessToken(),
    };
    change.waitUntil(resubscribe(deps, change.oldSubscription ?? null, change.newSubscription ?? null));
  });
}
