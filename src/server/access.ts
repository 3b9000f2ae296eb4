// Who may do what, as data (immich's utils/access.ts): each permission lists the roles that hold it
// and on which claims. Routes name a permission (`permit`), back-office actions map to one
// (ACTION_PERMISSION), and one check reads this table. The security matrix test reads it too, so a
// new route or action cannot be added without a row. Roles are the token's (identity/roles.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROBLEM_CODES, type ProblemCode } from '../domain/problem-codes.ts';
import type { BackofficeAction } from './backoffice/actions.ts';
import { HttpProblem } from './http/problem.ts';

/** Token roles. An admin's token carries claims-agent too; a payer pays out and reads bank details. */
export const ROLES = ['passenger', 'claims-agent', 'admin', 'payer', 'partner'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Which claims a permission covers: every claim, only those assigned to the caller, or only those
 * handed to the caller's partner firm (any other claim answers 404, as for a stranger).
 */
export type ClaimScope = 'any' | 'assigned' | 'firm';

export const PERMISSIONS = {
  /** The queue, a claim with its files and audit log, the list of agents. */
  'backoffice.read': { 'claims-agent': 'any', admin: 'any', payer: 'any', partner: 'firm' },
  /** Assign, unassign, ask the passenger, write an internal note, send the address confirmation again. */
  'claims.work': { 'claims-agent': 'any', admin: 'any' },
  /** Send to the airline, approve, reject. */
  'claims.decide': { 'claims-agent': 'any', admin: 'any' },
  /** Record what the airline paid us: the record-airline-payment action, bank statements and what did not match. */
  'payments.record': { 'claims-agent': 'any', admin: 'any', payer: 'any' },
  /** Correct a tax invoice with a credit note; the accountant's monthly report. */
  'invoices.manage': { admin: 'any', payer: 'any' },
  /** The passenger's full bank details (review N6): the payer, or the agent the claim is assigned to. */
  'payout-account.read': { payer: 'any', 'claims-agent': 'assigned', admin: 'assigned' },
  /** Payout runs: list and read them, download their files (full bank details) and confirm them with the bank's report. */
  'payouts.execute': { admin: 'any', payer: 'any' },
  /** Create a payout run and approve another admin's (four eyes). */
  'payouts.manage': { admin: 'any' },
  /** Record court steps: filed, hearing, judgment, paid, enforcement. */
  'claims.litigate': { admin: 'any', partner: 'firm' },
  /** Invite and deactivate agents; create partner firms. */
  'agents.manage': { admin: 'any' },
  /** Failed notification deliveries, and retrying them. */
  'notifications.manage': { admin: 'any' },
  /** Correct an airline's claim channel in the directory (issue #34). */
  'airlines.correct': { admin: 'any' },
  /** The team lead's charts of the airline desk: stages, airlines, answers, what is overdue (issue #34). */
  'desk.insights': { admin: 'any' },
} as const satisfies Record<string, Partial<Record<Role, ClaimScope>>>;
export type Permission = keyof typeof PERMISSIONS;

export const ACTION_PERMISSION: Record<BackofficeAction, Permission> = {
  assign: 'claims.work',
  unassign: 'claims.work',
  'request-info': 'claims.work',
  note: 'claims.work',
  'resend-verification': 'claims.work',
  process: 'claims.decide',
  'record-airline-payment': 'payments.record',
  approve: 'claims.decide',
  reject: 'claims.decide',
  'send-to-airline': 'claims.decide',
  'record-filed': 'claims.decide',
  'assign-partner': 'claims.decide',
  'court-step': 'claims.litigate',
  'record-airline-answer': 'claims.decide',
  escalate: 'claims.decide',
  'record-body-answer': 'claims.decide',
};

/** What a refusal says: outside the back office altogether, admins' work, or another role's. */
function refusalCode(roles: readonly string[], permission: Permission): ProblemCode {
  if (!roles.some((role) => role in PERMISSIONS['backoffice.read'])) return 'agent-role-required';
  const holders = Object.keys(PERMISSIONS[permission]);
  return holders.length === 1 && holders[0] === 'admin' ? 'admin-role-required' : 'permission-required';
}

function scopesOf(roles: readonly string[], permission: Permission): ClaimScope[] {
  const row: Partial<Record<string, ClaimScope>> = PERMISSIONS[permission];
  return roles.flatMap((role) => row[role] ?? []);
}

/** Whether any of the roles holds the permission on some claims. */
export function can(roles: readonly string[], permission: Permission): boolean {
  return scopesOf(roles, permission).length > 0;
}

/** Whether the caller holds the permission on this claim (`firmId`: the caller's partner firm). */
export function canOnClaim(
  user: { id: string; roles: readonly string[]; firmId?: string | null },
  permission: Permission,
  claim: { assignedTo: string | null; partnerFirmId?: string | null },
): boolean {
  return scopesOf(user.roles, permission).some(
    (scope) =>
      scope === 'any' || (scope === 'assigned' && claim.assignedTo === user.id) || (scope === 'firm' && !!user.firmId && claim.partnerFirmId === user.firmId),
  );
}

/** Whether the caller's permission reaches only the claims of their partner firm. */
export function firmScopedOnly(roles: readonly string[], permission: Permission): boolean {
  const scopes = scopesOf(roles, permission);
  return scopes.length > 0 && scopes.every((scope) => scope === 'firm');
}

/** 403 unless the caller holds the permission (on some claims). */
export function assertPermission(roles: readonly string[], permission: Permission): void {
  if (can(roles, permission)) return;
  const code = refusalCode(roles, permission);
  throw new HttpProblem(403, code, PROBLEM_CODES[code].meaning, { detail: `This needs the ${permission} permission.` });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
  interface FastifyInstance {
    /** "METHOD /url" → the permission its route names (for the security matrix). */
    routePermissions: ReadonlyMap<string, Permission>;
  }
}

/** Keeps the permission of every route registered from now on, as app.routePermissions. */
export function recordRoutePermissions(app: FastifyInstance): void {
  const permissions = new Map<string, Permission>();
  app.decorate('routePermissions', permissions);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') permissions.set(`${method} ${route.url}`, permission);
  });
}

/** Route options for a route behind a permission: the token first (401), then the table (403). */
export function permit(app: FastifyInstance, permission: Permission) {
  return {
    onRequest: [app.authenticate, async (request: FastifyRequest) => assertPermission(request.user.roles, permission)],
    config: { permission },
  };
}
