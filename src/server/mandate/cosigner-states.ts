// Which adult co-passengers have signed the mandate, for the back office (issue #32): who has not,
// when they were asked, until when their link works, how many reminders went out and when the next
// one is due. Reminders are the notification queue's delayed deliveries (cosigners.ts); one whose
// link was replaced since is not counted as next, since it will be dropped.
import { and, asc, eq, gt, inArray, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { notificationJobs, notifications } from '../db/schema/notifications.ts';
import { hashMailToken } from '../identity/mail-tokens.ts';
import { cosignerUserId, cosignToken } from './cosigners.ts';

export interface CosignerState {
  position: number;
  firstName: string;
  lastName: string;
  signedAt: Date | null;
  requestedAt: Date | null;
  linkExpiresAt: Date | null;
  remindersSent: number;
  nextReminderAt: Date | null;
}

interface ReminderJob {
  userId: string;
  state: string;
  runAt: Date;
  link: string | null;
}

async function reminderJobs(db: DbOrTx, claimId: string): Promise<ReminderJob[]> {
  return db
    .select({
      userId: notifications.userId,
      state: notificationJobs.state,
      runAt: notificationJobs.runAt,
      link: sql<string | null>`${notifications.data}->>'link'`,
    })
    .from(notificationJobs)
    .innerJoin(notifications, eq(notifications.id, notificationJobs.notificationId))
    .where(
      and(
        eq(notifications.claimId, claimId),
        eq(notifications.kind, 'signature-requested'),
        eq(notificationJobs.channel, 'email'),
        sql`${notifications.data} ? 'reminder'`,
        inArray(notificationJobs.state, ['done', 'pending']),
      ),
    )
    .orderBy(asc(notificationJobs.runAt));
}

/** Every adult co-passenger of the claim (a minor is signed for by the main passenger), in order. */
export async function cosignerStates(db: DbOrTx, linkKey: Buffer, claimId: string): Promise<CosignerState[]> {
  const adults = await db
    .select({ position: claimPassengers.position, firstName: claimPassengers.firstName, lastName: claimPassengers.lastName })
    .from(claimPassengers)
    .where(and(eq(claimPassengers.claimId, claimId), gt(claimPassengers.position, 0), not(claimPassengers.minor)))
    .orderBy(asc(claimPassengers.position));
  if (adults.length === 0) return [];
  const rows = new Map((await db.select().from(claimCosigners).where(eq(claimCosigners.claimId, claimId))).map((r) => [r.position, r]));
  const jobs = await reminderJobs(db, claimId);
  return adults.map((person) => {
    const row = rows.get(person.position);
    const mine = jobs.filter((job) => job.userId === cosignerUserId(claimId, person.position));
    const live = (job: ReminderJob) => !!row?.tokenHash && !!job.link && hashMailToken(cosignToken(linkKey, job.link)) === row.tokenHash;
    const next = row?.signedAt ? undefined : mine.find((job) => job.state === 'pending' && live(job));
    return {
      ...person,
      signedAt: row?.signedAt ?? null,
      requestedAt: row?.requestedAt ?? null,
      linkExpiresAt: row?.signedAt ? null : (row?.tokenExpiresAt ?? null),
      remindersSent: mine.filter((job) => job.state === 'done').length,
      nextReminderAt: next?.runAt ?? null,
    };
  });
}
