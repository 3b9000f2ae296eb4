// Web Push: the VAPID keys (from the environment, or generated once and kept in the database
// encrypted like the identity keys, so every server shares them), which endpoints a subscription
// may name, and one send. The request is built by web-push (VAPID JWT, aes128gcm encryption) and
// sent here with fetch, no redirects and a timeout. A subscription names a URL the server will
// call: only the known push services (https), or hosts the operator lists in PUSH_EXTRA_HOSTS.
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { ServerConfig } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { identityKeys } from '../db/schema/identity.ts';
import { isSealed, keyEncryptionKey, seal, unseal } from '../identity/key-encryption.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/** Whether the server may send to this endpoint; a subscription naming any other is refused. */
export function allowedEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraHosts.includes(url.host.toLowerCase()) || extraHosts.includes(url.hostname.toLowerCase()))
    return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '' && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname.toLowerCase()));
}

/** The URL as fetch will read it (WHATWG parsing: lower-case host, no default port); as given when it is none. */
export function canonicalEndpoint(endpoint: string): string {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
}

export async function loadVapidKeys(db: AppDb, config: ServerConfig): Promise<VapidKeys> {
  const { notify } = config;
  const mailbox = /<?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(config.mailFrom)?.[1];
  const subject = notify.vapidSubject ?? (mailbox ? `mailto:${mailbox}` : 'mailto:no-reply@flightclaim.invalid');
  if (notify.vapidPublicKey && notify.vapidPrivateKey) return { publicKey: notify.vapidPublicKey, privateKey: notify.vapidPrivateKey, subject };
  const sealKey = keyEncryptionKey(config.oidcKeyEncryptionKey, config.dataDir);
  const read = async () => (await db.select().from(identityKeys).where(eq(identityKeys.name, 'vapid')))[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    // Two servers starting at once on one PostgreSQL: the first insert wins, both read it back.
    await db
      .insert(identityKeys)
      .values({ name: 'vapid', value: seal(sealKey, 'vapid', webPush.generateVAPIDKeys()) })
      .onConflictDoNothing();
    stored = await read();
  }
  if (!stored || !isSealed(stored)) throw new Error('the VAPID keys could not be stored');
  const keys = unseal(sealKey, 'vapid', stored) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | { retry: string } | { refused: string };

const TIMEOUT_MS = 10_000;

/** One encrypted message; `topic` lets the push service replace an undelivered copy of the same notification. */
export async function sendPush(target: PushTarget, payload: object, topic: string, vapid: VapidKeys): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: 7 * 24 * 60 * 60,
    topic,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
  } catch (error) {
    return { retry: (error as Error).name || 'network error' };
  }
  if (response.status >= 200 && response.status < 300) return 'sent';
  // 404 and 410: the subscription is expired or was withdrawn.
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status === 429 || response.status >= 500) return { retry: `HTTP ${response.status}` };
  return { refused: `HTTP ${response.status}` };
}
