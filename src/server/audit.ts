// Security events (ASVS V16.3, review F14): one log line each, at info, with a stable `event`
// name, the actor's user id (or, for a login name that may not exist, a hash of it), the client
// IP and what happened; never a password, token, e-mail or name. Operators alert and search on
// `event`.
import crypto from 'node:crypto';

export type SecurityEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked'
  // Payout runs (issue #36): runId, actorId, ip; the export names the file, the confirmation its counts.
  | 'payout-run.created'
  | 'payout-run.approved'
  | 'payout-run.approval-refused'
  | 'payout-run.exported'
  | 'payout-run.confirmed'
  | 'password.changed'
  | 'password.change-failed'
  | 'password-reset.requested'
  | 'password-reset.completed'
  | 'access.denied'
  | 'claim.status-changed'
  | 'payout-account.read'
  | 'payout-account.changed'
  | 'payout-account.change-refused'
  | 'account.erased'
  | 'account.erase-refused'
  // Privilege changes (review N8): targetId, role, actorId (a user id, or 'local-admin' for
  // `npm run agent:create` through a running server) and ip; only when something changed.
  | 'agent.created'
  | 'agent.invited'
  | 'agent.deactivated'
  | 'firm.created';

interface InfoLogger {
  info(object: object, message: string): void;
}

export function audit(log: InfoLogger, event: SecurityEvent, fields: Record<string, unknown>): void {
  log.info({ event, ...fields }, `security event ${event}`);
}

/** Tells log lines about one login name apart without writing the e-mail address. */
export function accountKeyHash(accountKey: string): string {
  return crypto.createHash('sha256').update(`flightclaim-audit:${accountKey.trim().toLowerCase()}`).digest('hex').slice(0, 16);
}
