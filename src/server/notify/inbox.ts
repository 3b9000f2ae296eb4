// The in-app inbox as the API gives it: newest first, with the text in the passenger's language
// (the app's language they last used, PUT /api/me/locale) and where it leads in the app.
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { notifications } from '../db/schema/notifications.ts';
import { appPath } from './deliver.ts';
import type { NotificationData, NotificationKind } from './events.ts';
import { messageFor } from './templates/messages.ts';

type Row = typeof notifications.$inferSelect;

export function toNotificationWire(row: Row, locale = 'en') {
  const message = messageFor(row.kind as NotificationKind, row.data as NotificationData, locale);
  return {
    id: row.id,
    kind: row.kind,
    claim_id: row.claimId,
    title: message.pushTitle,
    body: message.pushBody,
    url: appPath(row.claimId, row.kind as NotificationKind),
    data: row.data,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** A page of the user's notifications, newest first; `before` is the last created_at of the previous page. */
export async function listNotifications(db: DbOrTx, userId: string, limit: number, before?: Date): Promise<Row[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before ? lt(notifications.createdAt, before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the given notifications (or all) read; on every device, since the server keeps it. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | 'all'): Promise<void> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      ids === 'all'
        ? mine
        : and(
            mine,
            inArray(
              notifications.id,
              ids.map((id) => id.toLowerCase()),
            ),
          ),
    );
}
