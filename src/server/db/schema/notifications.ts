// Notifications (migration 0009): the in-app inbox (one row per event and user), the delivery
// queue (one job per e-mail or push delivery, unique by delivery_key), Web Push subscriptions and
// per-channel preferences. user_id is the token's `sub`, as in the claims tables.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { claims } from './claims.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    claimId: uuid('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What happened, once per user: e.g. 'received:<claim id>'; a second write of one event is a no-op. */
    eventKey: text('event_key').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('notifications_user_id_event_key_idx').on(t.userId, t.eventKey), index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Refusals in a row (403 and the like); pruned at a threshold, like 404/410 at once. */
    failures: integer('failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_id_idx').on(t.userId)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id').primaryKey(),
  email: boolean('email').notNull().default(true),
  push: boolean('push').notNull().default(true),
  /** The app's language when the passenger last used it ('en', 'ar', 'fa', 'tr'); null is English. */
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 'held': an e-mail waiting for its owner to confirm the address (migration 0016), then pending again. */
export const JOB_STATES = ['pending', 'done', 'dead', 'dropped', 'held'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** 'desk' (migration 0026): a send-to-airline queued in bulk (desk/bulk-send.ts), run by the desk worker. */
export type JobChannel = 'email' | 'push' | 'desk';

export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** One delivery: 'email:<notification id>' or 'push:<notification id>:<subscription id>'. */
    deliveryKey: text('delivery_key').notNull(),
    channel: text('channel').$type<JobChannel>().notNull(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id'),
    state: text('state').$type<JobState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the job until then; after a crash another takes it once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A short cause (status code, error name), never an address or a payload. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_jobs_delivery_key_idx').on(t.deliveryKey),
    // A lane each (notify/queue.ts takeDueJobs): a worker reads only its own due jobs, in order.
    index('notification_jobs_due_mail_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending' and ${t.channel} <> 'desk'`),
    index('notification_jobs_due_desk_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} = 'pending' and ${t.channel} = 'desk'`),
    index('notification_jobs_state_idx').on(t.state, t.updatedAt),
    check('notification_jobs_state_check', sql`${t.state} in ('pending', 'done', 'dead', 'dropped', 'held')`),
    check('notification_jobs_channel_check', sql`${t.channel} in ('email', 'push', 'desk')`),
  ],
);
