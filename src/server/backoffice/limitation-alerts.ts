// Limitation alerts (issue #35): while no court filing is recorded on an open claim, its limitation
// deadline mails the team lead (every active admin) 60, 30 and 7 days before the last day. The
// queue is durable (limitation_alerts, migration 0021): alerts are planned once per claim, deadline
// and day, taken with SKIP LOCKED and marked sent in the transaction that mailed them, so a crash
// re-sends at most once more and several servers never send the same alert twice at once. A claim
// filed in court, paid, erased, past its deadline or given another deadline drops its alerts. The clock is a
// parameter (`today`), so tests run on a fake one.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ClaimStatus } from '../../domain/claim/index.ts';
import { daysBefore, limitationAlertsFor } from '../../domain/escalation/limitation-alerts.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { users } from '../db/schema/identity.ts';
import { claimCourtSteps, limitationAlerts } from '../db/schema/partners.ts';
import { createMailer, type Mailer } from '../identity/mailer.ts';

type AlertRow = typeof limitationAlerts.$inferSelect;
const CLOSED: ClaimStatus[] = ['draft', 'paid'];
const BATCH = 100;

const filedIn = (claimId: typeof claims.id) =>
  sql`exists (select 1 from ${claimCourtSteps} where ${claimCourtSteps.claimId} = ${claimId} and ${claimCourtSteps.kind} = 'filed')`;

/** Plans the alerts of open, unfiled claims whose deadline is within the first alert's reach. */
export async function scheduleLimitationAlerts(db: DbOrTx, today: string): Promise<number> {
  const horizon = daysBefore(today, -61)!;
  const rows = await db
    .select({ id: claims.id, deadline: claims.limitationDeadline })
    .from(claims)
    .where(
      and(
        isNotNull(claims.limitationDeadline),
        gte(claims.limitationDeadline, today),
        lte(claims.limitationDeadline, horizon),
        notInArray(claims.status, CLOSED),
        sql`not ${filedIn(claims.id)}`,
      ),
    );
  const values = rows.flatMap(({ id, deadline }) => limitationAlertsFor(deadline!).map((a) => ({ claimId: id, deadline: deadline!, ...a })));
  if (values.length === 0) return 0;
  const inserted = await db.insert(limitationAlerts).values(values).onConflictDoNothing().returning({ claimId: limitationAlerts.claimId });
  return inserted.length;
}

function alertMail(origin: string, claimId: string, alert: AlertRow, today: string) {
  const left = Math.round((Date.parse(`${alert.deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return {
    subject: `Limitation deadline in ${left} days: claim ${claimId}`,
    text: [
      `The limitation deadline of claim ${claimId} is ${alert.deadline}, ${left} days from today, and no court filing is recorded.`,
      'Hand it to a partner firm (action assign-partner) or have the firm record the filing before that day.',
      '',
      `${origin}/backoffice/claims/${claimId}`,
    ].join('\n'),
  };
}

async function mark(tx: DbOrTx, alerts: AlertRow[], state: 'sent' | 'dropped'): Promise<void> {
  for (const a of alerts) {
    await tx
      .update(limitationAlerts)
      .set({ state, sentAt: state === 'sent' ? sql`now()` : null })
      .where(and(eq(limitationAlerts.claimId, a.claimId), eq(limitationAlerts.deadline, a.deadline), eq(limitationAlerts.daysBefore, a.daysBefore)));
  }
}

/**
 * Sends the alerts due by `today`. Of a claim's due alerts only the nearest is sent (a claim first
 * seen 20 days before its deadline gets the 30-day alert once, not the 60-day one too).
 */
export async function sendDueLimitationAlerts(
  db: AppDb,
  today: string,
  mailer: Pick<Mailer, 'send'>,
  origin: string,
): Promise<{ sent: number; dropped: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(limitationAlerts)
      .where(and(eq(limitationAlerts.state, 'pending'), lte(limitationAlerts.dueOn, today)))
      .orderBy(asc(limitationAlerts.claimId), asc(limitationAlerts.daysBefore))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { sent: 0, dropped: 0 };
    const leads = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)));
    const claimIds = [...new Set(due.map((a) => a.claimId))];
    const open = await tx
      .select({ id: claims.id, deadline: claims.limitationDeadline, version: claims.version })
      .from(claims)
      // A deadline already past has nothing left to warn about.
      .where(and(inArray(claims.id, claimIds), gte(claims.limitationDeadline, today), notInArray(claims.status, CLOSED), sql`not ${filedIn(claims.id)}`));
    let sent = 0;
    let dropped = 0;
    for (const claimId of claimIds) {
      const alerts = due.filter((a) => a.claimId === claimId);
      const claim = open.find((c) => c.id === claimId);
      const [nearest, ...older] = alerts.filter((a) => a.deadline === claim?.deadline);
      if (!nearest || leads.length === 0) {
        if (leads.length > 0) await mark(tx, alerts, 'dropped');
        dropped += leads.length > 0 ? alerts.length : 0;
        continue;
      }
      const mail = alertMail(origin, claimId, nearest, today);
      for (const lead of leads) await mailer.send({ to: lead.email, ...mail });
      await mark(tx, [nearest], 'sent');
      await mark(tx, [...older, ...alerts.filter((a) => a.deadline !== claim?.deadline)], 'dropped');
      await recordClaimEvent(tx, {
        claimId,
        actorId: 'system',
        action: 'limitation-alert',
        fromStatus: null,
        toStatus: null,
        reason: null,
        details: { deadline: nearest.deadline, days_before: nearest.daysBefore, version: claim!.version },
      });
      sent += 1;
      dropped += alerts.length - 1;
    }
    return { sent, dropped };
  });
}

/** Plans and sends alerts every `intervalMs`; the stop waits for a tick under way. */
export function startLimitationAlerts(ctx: {
  db: AppDb;
  mailer: Pick<Mailer, 'send'>;
  origin: string;
  log: FastifyBaseLogger;
  intervalMs: number;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    const today = new Date().toISOString().slice(0, 10);
    try {
      await scheduleLimitationAlerts(ctx.db, today);
      const { sent } = await sendDueLimitationAlerts(ctx.db, today, ctx.mailer, ctx.origin);
      if (sent > 0) ctx.log.info({ sent }, 'limitation alerts sent');
    } catch (error) {
      ctx.log.error({ err: error }, 'limitation alerts failed; retried at the next tick');
    }
  };
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = tick().then(() => {
        if (!stopped) schedule(ctx.intervalMs);
      });
    }, delay);
    timer.unref();
  };
  // The first tick an interval after start: alerts are by the day, and a short-lived process (a
  // test app, a CLI) never sends one on the wall clock.
  schedule(ctx.intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

export const LIMITATION_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the alerts beside the notification worker (the same switch: NOTIFY_WORKER), from ready to close. */
export function registerLimitationAlerts(app: FastifyInstance): void {
  if (!app.config.notify.worker) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const { db, config, log } = app;
    stop = startLimitationAlerts({ db, mailer: createMailer(config), origin: config.publicOrigin, log, intervalMs: LIMITATION_ALERT_INTERVAL_MS });
  });
  app.addHook('preClose', async () => stop?.());
}
