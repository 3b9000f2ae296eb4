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

/** Records the event in the inbox and queues its deliveries; returns the notification id, or null when the event was already recorded. */
export async function notify(tx: DbOrTx, event: NotifyEvent): Promise<string | null> {
  const [inserted] = await tx
    .insert(notifications)
    .values({ id: uuidv7(), userId: event.userId, claimId: event.claimId, kind: event.kind, eventKey: event.eventKey, data: { ...event.data } })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!inserted) return null;
  const id = inserted.id;
  const { email, push, devices } = await deliveryTargets(tx, event.userId);
  const jobs: (typeof notificationJobs.$inferInsert)[] = [];
  const due = event.runAt ? { runAt: event.runAt } : {};
  if (email) jobs.push({ deliveryKey: `email:${id}`, channel: 'email', notificationId: id, ...due });
  if (push) {
    for (const device of devices) jobs.push({ deliveryKey: `push:${id}:${device}`, channel: 'push', notificationId: id, subscriptionId: device, ...due });
  }
  if (jobs.length > 0) await tx.insert(notificationJobs).values(jobs).onConflictDoNothing();
  return id;
}

/** The passenger's channels (both on unless turned off) and push devices, in one statement: it runs in every claim's transaction. */
async function deliveryTargets(tx: DbOrTx, userId: string): Promise<{ email: boolean; push: boolean; devices: string[] }> {
  const prefs = (column: SQLWrapper) => sql`(select ${column} from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId})`;
  const [row] = await tx
    .select({
      email: sql<boolean | null>`${prefs(notificationPreferences.email)}`,
      push: sql<boolean | null>`${prefs(notificationPreferences.push)}`,
      devices: sql<string[]>`array(select ${pushSubscriptions.id}::text from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return { email: row?.email ?? true, push: row?.push ?? true, devices: row?.devices ?? [] };
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
