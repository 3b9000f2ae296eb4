// What the back office shows of a claim: the queue's row and the claim's whole view (everything
// filed, the audit log, the payout statement and account, the passenger's language and confirmed
// address, the ready-made questions in that language, and which co-passengers have signed).
import { listAirlineMessages } from '../../inbound/airline-messages.ts';
import { caseView } from '../../desk/case-view.ts';
import type { FastifyRequest } from 'fastify';
import { carrierOfFlightNumber, normalizeFlightNumber } from '../../../domain/claim/index.ts';
import { isLocale } from '../../../domain/text/locales.ts';
import { canOnClaim } from '../../access.ts';
import { audit } from '../../audit.ts';
import { bankDataKey, readPayoutAccount } from '../../backoffice/payout-accounts.ts';
import type { QueueRow } from '../../backoffice/queue.ts';
import { readyQuestionsFor } from '../../backoffice/ready-questions.ts';
import { statementOf } from '../../backoffice/statement.ts';
import { listClaimEvents, recordClaimEvent, toClaimEventWire } from '../../claims-audit.ts';
import type { ServerConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/database.ts';
import { isEmailVerified } from '../../identity/users.ts';
import { cosignerStates, type CosignerState } from '../../mandate/cosigner-states.ts';
import { cosignLinkKey } from '../../mandate/cosigners.ts';
import { storedLocale } from '../../notify/locale.ts';
import { loadClaimRecords, toClaimWire, type ClaimRow } from '../claims-store.ts';
import { claimVatRate, vatSettingsOf, type VatSettings } from '../../money/residence.ts';

export function toQueueItem(row: QueueRow) {
  const flight = row.flight as { flight_number?: string; departure_date?: string; date?: string; operating_carrier?: string };
  const number = flight.flight_number ? normalizeFlightNumber(flight.flight_number) : null;
  return {
    id: row.id,
    status: row.status,
    regime: row.regime,
    flight_number: number,
    flight_date: flight.departure_date ?? flight.date ?? null,
    airline: flight.operating_carrier?.toUpperCase() ?? carrierOfFlightNumber(number ?? undefined) ?? null,
    passenger_name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    passenger_email: row.email ?? '',
    booking_reference: row.bookingReference,
    assigned_to: row.assignedTo,
    open_request: row.openRequestAt !== null,
    passenger_locale: isLocale(row.passengerLocale) ? row.passengerLocale : null,
    email_verified: row.emailVerified,
    unsigned_cosigners: Number(row.unsignedCosigners),
    compensation: row.compensationAmount !== null && row.compensationCurrency ? { amount: row.compensationAmount, currency: row.compensationCurrency } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // The airline case's next date; overdue once it has passed (today in UTC).
    next_due:
      row.nextDueOn && row.nextDueWhat ? { what: row.nextDueWhat, at: row.nextDueOn, overdue: row.nextDueOn < new Date().toISOString().slice(0, 10) } : null,
  };
}

/** What a claim's view needs from the configuration. */
export interface ClaimViewConfig {
  key: Buffer;
  vat: VatSettings;
  embeddedIdentity: boolean;
  /** The co-passengers' signing-link key (which scheduled reminder is still live). */
  linkKey: Buffer;
}

export function claimViewConfig(config: ServerConfig): ClaimViewConfig {
  return { key: bankDataKey(config), vat: vatSettingsOf(config), embeddedIdentity: config.oidcEmbedded, linkKey: cosignLinkKey(config) };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
function toCosignerWire(state: CosignerState) {
  return {
    position: state.position,
    first_name: state.firstName,
    last_name: state.lastName,
    signed_at: iso(state.signedAt),
    requested_at: iso(state.requestedAt),
    link_expires_at: iso(state.linkExpiresAt),
    reminders_sent: state.remindersSent,
    next_reminder_at: iso(state.nextReminderAt),
  };
}

/**
 * The account to pay: masked for every back-office reader; the full details only for those the
 * access table lets read them on this claim (the payer, or the assigned agent), and each such read
 * is recorded on the claim's audit log and in the security log (review N6).
 */
async function payoutAccountFor(db: DbOrTx, row: ClaimRow, view: ClaimViewConfig, viewer: Viewer) {
  const account = await readPayoutAccount(db, view.key, row.id);
  if (!account) return null;
  if (!canOnClaim(viewer.user, 'payout-account.read', row)) return { ...account.masked, details: null };
  await recordClaimEvent(db, {
    claimId: row.id,
    actorId: viewer.user.id,
    action: 'payout-account-read',
    fromStatus: null,
    toStatus: null,
    reason: null,
    details: { version: row.version },
  });
  audit(viewer.log, 'payout-account.read', { claimId: row.id, actorId: viewer.user.id, ip: viewer.ip });
  return { ...account.masked, details: account.full };
}

export interface Viewer {
  user: { id: string; roles: readonly string[] };
  log: FastifyRequest['log'];
  ip: string;
}

/** The passenger's language and whether they confirmed their address (issue #32): the agent writes and waits accordingly. */
async function passengerAccountOf(db: DbOrTx, row: ClaimRow, embeddedIdentity: boolean) {
  const chosen = await storedLocale(db, row.userId);
  return {
    locale: chosen ?? 'en',
    locale_chosen: chosen !== null,
    email_verified: embeddedIdentity ? await isEmailVerified(db, row.userId) : null,
  };
}

export async function detailOf(db: DbOrTx, row: ClaimRow, view: ClaimViewConfig, viewer: Viewer) {
  const [record] = await loadClaimRecords(db, [row]);
  const account = await passengerAccountOf(db, row, view.embeddedIdentity);
  const payoutAccount = await payoutAccountFor(db, row, view, viewer);
  const events = await listClaimEvents(db, row.id);
  const assessment = row.assessment as { claimDeadlines?: { shortest?: { lastDay?: string } } } | null;
  return {
    claim: toClaimWire(record!),
    user_id: row.userId,
    version: row.version,
    assigned_to: row.assignedTo,
    partner_firm_id: row.partnerFirmId,
    open_request_at: row.openRequestAt?.toISOString() ?? null,
    assessment: row.assessment,
    limitation_deadline: assessment?.claimDeadlines?.shortest?.lastDay ?? null,
    events: events.map(toClaimEventWire),
    // The statement the passenger sees (one computation), and the account to pay it to.
    payout: statementOf(events, record!.passengers.length, await claimVatRate(db, row.id, view.vat)),
    payout_account: payoutAccount,
    passenger_account: account,
    ready_questions: readyQuestionsFor(account.locale),
    cosigners: (await cosignerStates(db, view.linkKey, row.id)).map(toCosignerWire),
    case: await caseView(db, row),
    airline_messages: await listAirlineMessages(db, row.id),
  };
}
