// The events that notify a passenger. Each is written in the caller's transaction, with the
// event itself: the inbox row (unique per user and event, so a retried request adds nothing) and
// one delivery job per channel and device the passenger enabled (unique per delivery). The worker
// (worker.ts) sends them after the commit; a rolled-back event notifies nobody.
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { claimReference } from '../../domain/claim/reference.ts';
import { payout } from '../../domain/claim/payout.ts';
import { normalizeFlightNumber } from '../../domain/claim/index.ts';
import type { ClaimStatus } from '../../domain/claim/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { claimPassengers, type claims } from '../db/schema/claims.ts';
import { notificationJobs, notificationPreferences, notifications, pushSubscriptions } from '../db/schema/notifications.ts';

export const NOTIFICATION_KINDS = [
  'claim-received',
  'status-changed',
  'info-requested',
  'payout-sent',
  'sync-refused',
  'signature-requested',
  'payout-account-changed',
  'airline-letter',
  'airline-send',
  'airline-message',
  'case-update',
  'desk-task',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification says, without user-typed text: ids, statuses, amounts. */
export interface NotificationData {
  claim_id?: string;
  reference?: string;
  /** The claim's flight number and date (YYYY-MM-DD): every mail about a claim names them. */
  flight?: string;
  flight_date?: string;
  status?: ClaimStatus;
  currency?: string;
  passengers?: number;
  /** Compensation per passenger and for the claim, and what the passenger receives after our fee. */
  per_passenger?: number;
  total?: number;
  total_net?: number;
  /** A co-passenger's signing request (mandate/cosigners.ts): their place on the claim and the link's nonce. */
  position?: number;
  link?: string;
  /** A reminder of a signing request: 1 for the first (mandate/cosigners.ts). */
  reminder?: number;
  /** The payout account given or changed, masked ('DE89 •••• 3000'); never the whole number. */
  account?: string;
  /** An airline letter (desk/send.ts): the stored letters the e-mail carries. */
  letter_ids?: string[];
  /** A send-to-airline queued in bulk (desk/bulk-send.ts): the agent who asked for it. */
  actor_id?: string;
  actor_ip?: string;
  /** A payout confirmed by the bank (payout run): the amount sent in minor units, its value date and the bank's reference. */
  paid_amount?: number;
  paid_currency?: string;
  value_date?: string;
  bank_reference?: string;
  /** The airline case's next step (desk/clock-runner.ts), rendered in the recipient's language. */
  next?: { message_id: string; values: Record<string, unknown>; by: string | null };
  /** An agent's task on the airline case (desk/clock-runner.ts): what fell due (domain/desk DueKind) and its day. */
  task?: string;
  due_on?: string;
}

/** The payout facts a 'paid' move tells the passenger. */
export type PaidNotice = Pick<NotificationData, 'paid_amount' | 'paid_currency' | 'value_date' | 'bank_reference'>;

export interface NotifyEvent {
  userId: string;
  claimId: string | null;
  kind: NotificationKind;
  /** Unique per user and event ('received:<claim id>:1'); the same key twice notifies once. */
  eventKey: string;
  data: NotificationData;
  /** When its deliveries are due (a scheduled reminder); now when absent. */
  runAt?: Date;
}

type ClaimRow = typeof claims.$inferSelect;

/**
 * Records the event in the inbox and queues its deliveries; returns the notification id, or null
 * when the event was already recorded. One statement, since it runs in every claim's transaction:
 * the inbox row, then an e-mail job unless the passenger turned e-mail off, and a push job per
 * device unless push is off (both channels are on when no preference is stored).
 */
export async function notify(tx: DbOrTx, event: NotifyEvent): Promise<string | null> {
  const id = uuidv7();
  const runAt = event.runAt ? sql`${event.runAt.toISOString()}::timestamptz` : sql`now()`;
  const on = (column: SQLWrapper) =>
    sql`coalesce((select ${column} from ${notificationPreferences} where ${notificationPreferences.userId} = ${event.userId}), true)`;
  const result = await tx.execute(sql`
    with inbox as (
      insert into ${notifications} (id, user_id, claim_id, kind, event_key, data)
      values (${id}, ${event.userId}, ${event.claimId ?? null}, ${event.kind}, ${event.eventKey}, ${JSON.stringify({ ...event.data })}::jsonb)
      on conflict do nothing
      returning id
    ), deliveries as (
      insert into ${notificationJobs} (delivery_key, channel, notification_id, subscription_id, run_at)
      select 'email:' || inbox.id, 'email', inbox.id, null::uuid, ${runAt} from inbox where ${on(notificationPreferences.email)}
      union all
      select 'push:' || inbox.id || ':' || device.id, 'push', inbox.id, device.id, ${runAt}
      from inbox join ${pushSubscriptions} device on device.user_id = ${event.userId}
      where ${on(notificationPreferences.push)}
      on conflict do nothing
    )
    select id from inbox`);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? row.id : null;
}

/** The flight number (normalized: letters and digits only) and date of a claim, when it has them. */
export function claimFlight(row: Pick<ClaimRow, 'flight'>): Pick<NotificationData, 'flight' | 'flight_date'> {
  const number = row.flight.flight_number ? normalizeFlightNumber(row.flight.flight_number) : '';
  const date = row.flight.departure_date ?? '';
  return /^[A-Z0-9]{3,8}$/.test(number) && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { flight: number, flight_date: date } : {};
}

/** The claim's facts for a notification: reference, status and the payout for everyone on it. */
export async function claimData(tx: DbOrTx, row: ClaimRow, passengers?: number): Promise<NotificationData> {
  const data: NotificationData = { claim_id: row.id, reference: claimReference(row.id), ...claimFlight(row), status: row.status };
  if (row.compensationAmount !== null && row.compensationCurrency) {
    const n =
      passengers ??
      (
        await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(claimPassengers)
          .where(eq(claimPassengers.claimId, row.id))
      )[0]?.n;
    const split = payout(row.compensationAmount, row.compensationCurrency, n ?? 1);
    Object.assign(data, {
      currency: split.currency,
      passengers: split.passengers,
      per_passenger: split.perPassenger.compensation,
      total: split.total.compensation,
      total_net: split.total.net,
    });
  }
  return data;
}

/** A claim arrived (created, or a draft submitted again). */
/** `passengers`: how many are on the claim, when the caller just wrote them (saves counting). */
export async function notifyClaimReceived(tx: DbOrTx, row: ClaimRow, passengers?: number): Promise<void> {
  await notify(tx, {
    userId: row.userId,
    claimId: row.id,
    kind: 'claim-received',
    eventKey: `received:${row.id}:${row.statusHistory.length}`,
    data: await claimData(tx, row, passengers),
  });
}

/** A move by someone other than the passenger (the passenger's own moves notify nobody, except submitting). */
export async function notifyStatusChange(tx: DbOrTx, row: ClaimRow, by: 'passenger' | 'agent', notice?: PaidNotice): Promise<void> {
  if (row.status === 'submitted' && by === 'passenger') return notifyClaimReceived(tx, row);
  if (by === 'passenger') return;
  const kind: NotificationKind = row.status === 'paid' ? 'payout-sent' : 'status-changed';
  const data = { ...(await claimData(tx, row)), ...notice };
  await notify(tx, { userId: row.userId, claimId: row.id, kind, eventKey: `status:${row.id}:${row.statusHistory.length}`, data });
}

/** An agent asked the passenger something (the question itself stays in the app). */
export async function notifyInfoRequested(tx: DbOrTx, row: ClaimRow): Promise<void> {
  await notify(tx, {
    userId: row.userId,
    claimId: row.id,
    kind: 'info-requested',
    eventKey: `request:${row.id}:${row.version}`,
    data: await claimData(tx, row),
  });
}

/** The server refused part of the claim (a document) while the device synced it in the background. */
export async function notifySyncRefused(tx: DbOrTx, row: ClaimRow, at: Date): Promise<void> {
  await notify(tx, { userId: row.userId, claimId: row.id, kind: 'sync-refused', eventKey: `sync:${row.id}:${at.getTime()}`, data: await claimData(tx, row) });
}

/**
 * The passenger gave or changed the account the compensation goes to (review N3): told at once, so
 * a change they did not make is noticed before the payment. `version`: the claim's after the change.
 */
export async function notifyPayoutAccountChanged(tx: DbOrTx, row: ClaimRow, masked: string, version: number): Promise<void> {
  await notify(tx, {
    userId: row.userId,
    claimId: row.id,
    kind: 'payout-account-changed',
    eventKey: `payout-account:${row.id}:${version}`,
    data: { claim_id: row.id, reference: claimReference(row.id), account: masked },
  });
}
