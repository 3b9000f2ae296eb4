// Notifications: e-mail, Web Push and the in-app inbox (src/server/README.md, Notifications). Events are
// recorded by events.ts in their own transactions; this plugin adds the routes, the erasure and
// export hooks, and runs the delivery worker from ready to close.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blobStoreSettings, openBlobReader, S3BlobStore, type BlobStore } from '../blobs/index.ts';
import type { ServerConfig } from '../config.ts';
import { notificationPreferences, notifications, pushSubscriptions } from '../db/schema/notifications.ts';
import { createMailer } from '../identity/mailer.ts';
import { toNotificationWire } from './inbox.ts';
import { loadVapidKeys, type VapidKeys } from './push.ts';
import { notificationRoutes } from './routes.ts';
import { startWorker, type Worker } from './worker.ts';

export { notifyClaimReceived, notifyInfoRequested, notifyStatusChange, notifySyncRefused, type PaidNotice } from './events.ts';
export { releaseInterruptedJobs } from './queue.ts';

export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  let vapidKeys: Promise<VapidKeys> | undefined;
  // Generated at the first start (or taken from VAPID_* in the environment), then read once per process.
  const vapid = () => {
    vapidKeys ??= loadVapidKeys(db, config).catch((error: unknown) => {
      vapidKeys = undefined;
      throw error;
    });
    return vapidKeys;
  };
  await app.register(notificationRoutes(vapid), { prefix: '/api' });

  app.userErasureHooks.push(async (userId, { db: tx }) => {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  });
  app.userExportHooks.push({
    name: 'notifications',
    collect: async (userId, { db: tx }) => ({
      inbox: (await tx.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => toNotificationWire(row)),
      preferences: (
        await tx
          .select({ email: notificationPreferences.email, push: notificationPreferences.push })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId))
      )[0] ?? { email: true, push: true },
      push_devices: (await tx.select({ created_at: pushSubscriptions.createdAt }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).length,
    }),
  });

  app.addHook('onReady', async () => {
    await vapid();
  });
  if (!config.notify.worker) return;
  let worker: Worker | undefined;
  const letters = letterReader(config);
  const context = { db, config, mailer: createMailer(config, { pool: true }), vapid, log: app.log, letters: letters.open };
  app.addHook('onReady', async () => {
    worker = startWorker(context, app.log);
  });
  // A write that answered may have queued deliveries: look now rather than at the next poll.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) worker?.wake();
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
    context.mailer.close();
    await letters.close();
  });
}

/**
 * The worker's reader of airline letters, opened at its first letter and closed with the worker: on
 * S3, a reader per mail built a client, its credentials and new connections for every letter.
 */
function letterReader(config: ServerConfig) {
  let reader: Promise<BlobStore> | undefined;
  const open = () => {
    reader ??= openBlobReader(blobStoreSettings(config)).catch((error: unknown) => {
      reader = undefined;
      throw error;
    });
    return reader;
  };
  const close = async () => {
    const blobs = await reader?.catch(() => null);
    reader = undefined;
    if (blobs instanceof S3BlobStore) blobs.close();
  };
  return { open, close };
}
