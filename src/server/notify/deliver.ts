// One delivery: an e-mail to the account's verified address, or one push message to one device.
// Each checks the passenger's preference again at send time (turned off since: dropped).
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../blobs/index.ts';
import type { ServerConfig } from '../config.ts';
import type { AppDb } from '../db/database.ts';
import { preparedOn } from '../db/prepared.ts';
import { users } from '../db/schema/identity.ts';
import { notificationPreferences, notifications, pushSubscriptions } from '../db/schema/notifications.ts';
import type { Mailer } from '../identity/mailer.ts';
import { deliverCosignRequest } from '../mandate/cosigners.ts';
import { deliverAirlineLetter } from '../desk/deliver.ts';
import type { NotificationData, NotificationKind } from './events.ts';
import { sendPush, type VapidKeys } from './push.ts';
import type { DeliveryOutcome, JobRow } from './queue.ts';
import { renderNotificationMail } from './templates/email.ts';
import { localePath } from '../../domain/text/locales.ts';
import { UUID_PATTERN } from '../../domain/identity/uuid.ts';
import { messageFor, notificationLocale } from './templates/messages.ts';

export interface DeliveryContext {
  db: AppDb;
  config: ServerConfig;
  mailer: Mailer;
  vapid: () => Promise<VapidKeys>;
  log: FastifyBaseLogger;
  /** The reader of airline letters' blobs, one per worker (notify/index.ts opens and closes it). */
  letters: () => Promise<BlobStore>;
}

/** Subscriptions that refuse this many sends in a row (Apple's 403 for dead ones) are pruned. */
const PRUNE_AFTER_REFUSALS = 3;

/** Where the notification leads in the app: its claim (the back office's, for an agent's notice), or the inbox. */
export function appPath(claimId: string | null, kind?: NotificationKind): string {
  if (claimId && (kind === 'airline-message' || kind === 'desk-task')) return `/backoffice/claims/${claimId}`;
  return claimId ? `/dashboard/claims/${claimId}` : '/notifications';
}

/**
 * The account a notification is for. Its user_id is text (a token's sub, or `airline:<claim>`), so
 * it is cast to a uuid when it is one: users' primary key then finds the row. Casting users.id to
 * text instead read every user for every mail (issue #37: PostgreSQL's CPU per letter grew with the day).
 */
const accountOfNote = sql`${users.id} = case when ${notifications.userId} ~ ${sql.raw(`'${UUID_PATTERN}'`)} then ${notifications.userId}::uuid end`;

/** The notification, its passenger's preferences and address (a delivery runs per mail); tests read its plan. */
export const noteToDeliverQuery = (db: AppDb) =>
  db
    .select({ note: notifications, prefs: notificationPreferences, user: { email: users.email, verifiedAt: users.emailVerifiedAt } })
    .from(notifications)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
    .leftJoin(users, accountOfNote)
    .where(eq(notifications.id, sql.placeholder('id')));

/** One statement, prepared once. */
const noteToDeliver = preparedOn((db) => noteToDeliverQuery(db).prepare('notify_note_to_deliver'));

export async function deliver(ctx: DeliveryContext, job: JobRow): Promise<DeliveryOutcome> {
  const [found] = await noteToDeliver(ctx.db).execute({ id: job.notificationId });
  if (!found) return { dropped: 'notification gone' };
  const { note, prefs, user } = found;
  const kind = note.kind as NotificationKind;
  const data = note.data as NotificationData;
  const locale = prefs?.locale ?? 'en';
  // An airline has no account and no preferences: the letter goes to its claims address.
  if (kind === 'airline-letter') return job.channel === 'email' ? deliverAirlineLetter(ctx, job, data) : { dropped: 'no device' };
  if (job.channel === 'email') {
    if (!(prefs?.email ?? true)) return { dropped: 'e-mail turned off' };
    // A co-passenger has no account: the address is the one on the claim, the link their proof.
    if (kind === 'signature-requested') return deliverCosignRequest({ db: ctx.db, mailer: ctx.mailer, config: ctx.config, deliveryKey: job.deliveryKey }, data);
    return deliverEmail(ctx, job, user, kind, data, note.claimId, locale);
  }
  if (!(prefs?.push ?? true)) return { dropped: 'push turned off' };
  return deliverPush(ctx, job, note.id, kind, data, note.claimId, locale);
}

async function deliverEmail(
  ctx: DeliveryContext,
  job: JobRow,
  user: { email: string | null; verifiedAt: Date | null } | null,
  kind: NotificationKind,
  data: NotificationData,
  claimId: string | null,
  locale: string,
): Promise<DeliveryOutcome> {
  // Only to an address its owner proved: otherwise anyone could make the server mail a stranger.
  // Until then the mail waits (a claim filed before confirming still gets its "received" mail).
  if (!user?.email) return { dropped: 'no address' };
  if (!user.verifiedAt) return { held: 'address not confirmed' };
  const origin = ctx.config.publicOrigin;
  const mail = await renderNotificationMail(
    kind,
    data,
    `${origin}${localePath(appPath(claimId, kind), notificationLocale(locale))}`,
    `${origin}${localePath('/profile', notificationLocale(locale))}#notifications`,
    locale,
  );
  try {
    await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html, deliveryId: job.deliveryKey });
  } catch (error) {
    return { failed: (error as { code?: string }).code ?? (error as Error).name ?? 'mail error' };
  }
  return 'done';
}

async function deliverPush(
  ctx: DeliveryContext,
  job: JobRow,
  id: string,
  kind: NotificationKind,
  data: NotificationData,
  claimId: string | null,
  locale: string,
): Promise<DeliveryOutcome> {
  if (!job.subscriptionId) return { dropped: 'no device' };
  const [device] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, job.subscriptionId));
  if (!device) return { dropped: 'device unsubscribed' };
  const message = messageFor(kind, data, locale);
  const payload = {
    id,
    kind,
    title: message.pushTitle,
    body: message.pushBody,
    url: localePath(appPath(claimId, kind), notificationLocale(locale)),
    claim_id: claimId,
    lang: message.lang,
    dir: message.dir,
    // Declarative Web Push (Safari 18.4+) shows this without running the service worker.
    web_push: 8030,
    notification: {
      title: message.pushTitle,
      body: message.pushBody,
      navigate: `${ctx.config.publicOrigin}${localePath(appPath(claimId, kind), notificationLocale(locale))}`,
      tag: id,
    },
  };
  // The topic (at most 32 base64url characters) lets the push service replace a copy not yet delivered.
  const topic = id.replace(/-/g, '');
  const outcome = await sendPush(device, payload, topic, await ctx.vapid());
  if (outcome === 'sent') {
    if (device.failures > 0) await ctx.db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, device.id));
    return 'done';
  }
  if (outcome === 'gone') {
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return { dropped: 'subscription expired (404/410), pruned' };
  }
  if ('refused' in outcome) {
    const [row] = await ctx.db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, device.id))
      .returning({ failures: pushSubscriptions.failures });
    if ((row?.failures ?? 0) >= PRUNE_AFTER_REFUSALS) {
      await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return { dropped: `refused ${PRUNE_AFTER_REFUSALS} times (${outcome.refused}), pruned` };
    }
    return { failed: outcome.refused };
  }
  return { failed: outcome.retry };
}
