// Notification routes under /api: the inbox (GET /me/notifications, POST /me/notifications/read),
// preferences per channel, this device's push subscription, the VAPID public key, and the
// admins' dead-letter list.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { LOCALES } from '../../domain/text/locales.ts';
import { notificationPreferences, pushSubscriptions } from '../db/schema/notifications.ts';
import { permit } from '../access.ts';
import { HttpProblem } from '../http/problem.ts';
import { listNotifications, markRead, toNotificationWire, unreadCount } from './inbox.ts';
import { passengerLocale, rememberLocale } from './locale.ts';
import { allowedEndpoint, canonicalEndpoint, type VapidKeys } from './push.ts';
import { listDeadLetters, retryDeadLetter } from './queue.ts';
import { UUID_PATTERN } from '../../domain/identity/uuid.ts';

const UUID = Type.String({ pattern: UUID_PATTERN });
const B64URL = (max: number) => Type.String({ minLength: 16, maxLength: max, pattern: '^[A-Za-z0-9_-]+=*$' });
const Notification = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  claim_id: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
  read_at: Type.Union([Type.String(), Type.Null()]),
});
const LocaleBody = Type.Object({ locale: Type.Union(LOCALES.map((code) => Type.Literal(code))) }, { additionalProperties: false });
const Preferences = Type.Object({ email: Type.Boolean(), push: Type.Boolean() }, { additionalProperties: false });
const Subscription = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2000 }),
    keys: Type.Object({ p256dh: B64URL(200), auth: B64URL(100) }, { additionalProperties: false }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: false },
);
const problems = { 400: { $ref: 'Problem#' }, 401: { $ref: 'Problem#' }, 403: { $ref: 'Problem#' }, 404: { $ref: 'Problem#' }, 422: { $ref: 'Problem#' } };

/** Devices one account may enable; the oldest is replaced beyond that (bounds the deliveries per event). */
export const MAX_DEVICES = 10;

export function notificationRoutes(vapid: () => Promise<VapidKeys>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db } = app;
    const me = { onRequest: app.authenticate };
    const common = { tags: ['notifications'], security: [{ bearer: [] }] };
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/me/notifications',
      {
        ...me,
        schema: {
          ...common,
          summary: "The caller's notifications, newest first, and how many are unread",
          querystring: Type.Object(
            { limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })), before: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })) },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ data: Type.Array(Notification), unread: Type.Integer() }), ...problems },
        },
      },
      async (request) => {
        const limit = Math.min(100, Math.max(1, Number(request.query.limit ?? 50)));
        const before = request.query.before ? new Date(request.query.before) : undefined;
        if (before && Number.isNaN(before.getTime())) throw new HttpProblem(422, 'validation-failed', 'before is not a date');
        const rows = await listNotifications(db, request.user.id, limit, before);
        const locale = await passengerLocale(db, request.user.id);
        return { data: rows.map((row) => toNotificationWire(row, locale)), unread: await unreadCount(db, request.user.id) };
      },
    );

    app.post(
      '/me/notifications/read',
      {
        ...me,
        schema: {
          ...common,
          summary: 'Mark notifications read (on every device): the ids given, or all',
          body: Type.Union([
            Type.Object({ ids: Type.Array(UUID, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
            Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
          ]),
          response: { 200: Type.Object({ unread: Type.Integer() }), ...problems },
        },
      },
      async (request) => {
        const body = request.body;
        await markRead(db, request.user.id, 'all' in body ? 'all' : body.ids);
        return { unread: await unreadCount(db, request.user.id) };
      },
    );

    app.get(
      '/me/notification-preferences',
      {
        ...me,
        schema: { ...common, summary: 'Which channels reach the caller (the in-app inbox always does)', response: { 200: Preferences, ...problems } },
      },
      async (request) => {
        const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, request.user.id));
        return { email: row?.email ?? true, push: row?.push ?? true };
      },
    );

    app.put(
      '/me/notification-preferences',
      {
        ...me,
        schema: { ...common, summary: 'Choose the channels: e-mail, push', body: Preferences, response: { 200: Preferences, ...problems } },
      },
      async (request) => {
        const { email, push } = request.body;
        await db
          .insert(notificationPreferences)
          .values({ userId: request.user.id, email, push })
          .onConflictDoUpdate({ target: notificationPreferences.userId, set: { email, push, updatedAt: sql`now()` } });
        return { email, push };
      },
    );

    app.put(
      '/me/locale',
      {
        ...me,
        schema: {
          ...common,
          summary: "The app's language for this passenger: e-mails and push messages are written in it",
          body: LocaleBody,
          response: { 200: LocaleBody, ...problems },
        },
      },
      async (request) => {
        const { locale } = request.body;
        await rememberLocale(db, request.user.id, locale);
        return { locale };
      },
    );

    app.get(
      '/push/vapid-public-key',
      {
        schema: {
          tags: ['notifications'],
          summary: "The server's VAPID public key, for PushManager.subscribe",
          response: { 200: Type.Object({ public_key: Type.String() }) },
        },
      },
      async () => ({ public_key: (await vapid()).publicKey }),
    );

    app.post(
      '/me/push-subscriptions',
      {
        ...me,
        schema: {
          ...common,
          summary: "Enable push on this device (the browser's PushSubscription as JSON)",
          body: Subscription,
          response: { 204: Type.Null(), ...problems },
        },
      },
      async (request, reply) => {
        const { keys } = request.body;
        if (!allowedEndpoint(request.body.endpoint, app.config.notify.pushExtraHosts)) {
          throw new HttpProblem(422, 'push-endpoint-refused', 'This push service is not supported', {
            detail: 'The subscription must come from a browser push service.',
          });
        }
        // Kept as fetch will read it, so logs and the one-row-per-endpoint rule see one spelling (review I2).
        const endpoint = canonicalEndpoint(request.body.endpoint);
        const userId = request.user.id;
        await db.transaction(async (tx) => {
          // One device, one row: a browser that changed accounts now notifies the new one.
          await tx
            .insert(pushSubscriptions)
            .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
            .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth, failures: 0 } });
          const devices = await tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(asc(pushSubscriptions.createdAt));
          const extra = devices.slice(0, Math.max(0, devices.length - MAX_DEVICES)).map((d) => d.id);
          if (extra.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, extra));
        });
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/me/push-subscriptions/remove',
      {
        ...me,
        schema: {
          ...common,
          summary: 'Turn push off on this device',
          body: Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 2000 }) }, { additionalProperties: false }),
          response: { 204: Type.Null(), ...problems },
        },
      },
      async (request, reply) => {
        const endpoint = canonicalEndpoint(request.body.endpoint);
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, request.user.id), eq(pushSubscriptions.endpoint, endpoint)));
        return reply.code(204).send(null);
      },
    );

    const admin = permit(app, 'notifications.manage');
    app.get(
      '/backoffice/notifications/dead-letters',
      {
        ...admin,
        schema: {
          tags: ['backoffice'],
          security: common.security,
          summary: 'Deliveries that failed every attempt (admins)',
          response: {
            200: Type.Object({
              data: Type.Array(
                Type.Object({
                  id: Type.Integer(),
                  channel: Type.String(),
                  kind: Type.String(),
                  claim_id: Type.Union([Type.String(), Type.Null()]),
                  attempts: Type.Integer(),
                  last_error: Type.Union([Type.String(), Type.Null()]),
                  created_at: Type.String(),
                  failed_at: Type.String(),
                }),
              ),
            }),
            ...problems,
          },
        },
      },
      async () => {
        const rows = await listDeadLetters(db, 200);
        return {
          data: rows.map((r) => ({
            id: Number(r.id),
            channel: r.channel,
            kind: r.kind,
            claim_id: r.claimId,
            attempts: r.attempts,
            last_error: r.lastError,
            created_at: r.createdAt.toISOString(),
            failed_at: r.updatedAt.toISOString(),
          })),
        };
      },
    );

    app.post(
      '/backoffice/notifications/dead-letters/:id/retry',
      {
        ...admin,
        schema: {
          tags: ['backoffice'],
          security: common.security,
          summary: 'Send a dead letter again (admins)',
          params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,15}$' }) }),
          response: { 204: Type.Null(), ...problems },
        },
      },
      async (request, reply) => {
        if (!(await retryDeadLetter(db, Number(request.params.id)))) throw new HttpProblem(404, 'dead-letter-not-found', 'No such dead letter');
        return reply.code(204).send(null);
      },
    );
  };
}
