// Notification settings: the delivery worker, Web Push (VAPID) and which push endpoints the
// server may call. Defaults and ranges are rows of notify-variables.json (see config-variables.ts).
import { envReader, type Env } from '../env-reader.ts';

export interface NotifyConfig {
  /** Run the delivery worker in this process (every server may: jobs are taken with SKIP LOCKED). */
  worker: boolean;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a worker holds a job it took; after a crash another server retries it once this has passed. */
  leaseSeconds: number;
  /** Attempts before a job is a dead letter (GET /api/backoffice/notifications/dead-letters). */
  maxAttempts: number;
  /** Both or neither: VAPID keys as web-push prints them (base64url); unset: generated and kept in the database. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** The contact the push services see (mailto: or https:). */
  vapidSubject: string | undefined;
  /** Hosts besides the known push services that subscriptions may point at (a private push server, tests). */
  pushExtraHosts: string[];
}

export function loadNotifyConfig(env: Env, problems: string[]): NotifyConfig {
  const { read, text, integer } = envReader(env, problems);
  const workerRaw = text('NOTIFY_WORKER');
  if (workerRaw !== 'on' && workerRaw !== 'off') problems.push(`NOTIFY_WORKER must be on or off (got "${workerRaw}")`);
  const vapidPublicKey = read('VAPID_PUBLIC_KEY');
  const vapidPrivateKey = read('VAPID_PRIVATE_KEY');
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (vapidPublicKey && (!base64url.test(vapidPublicKey) || Buffer.from(vapidPublicKey, 'base64url').length !== 65))
    problems.push('VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url');
  if (vapidPrivateKey && (!base64url.test(vapidPrivateKey) || Buffer.from(vapidPrivateKey, 'base64url').length !== 32))
    problems.push('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url');
  const vapidSubject = read('VAPID_SUBJECT');
  if (vapidSubject && !/^(mailto:|https:)/.test(vapidSubject)) problems.push('VAPID_SUBJECT must be a mailto: or https: URL');
  return {
    worker: workerRaw !== 'off',
    pollMs: integer('NOTIFY_POLL_MS'),
    leaseSeconds: integer('NOTIFY_LEASE_SECONDS'),
    maxAttempts: integer('NOTIFY_MAX_ATTEMPTS'),
    vapidPublicKey,
    vapidPrivateKey,
    vapidSubject,
    pushExtraHosts: (read('PUSH_EXTRA_HOSTS') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}
