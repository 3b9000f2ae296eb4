// Every HTTP route of the server, with who may call it and what body it reads. The security
// matrix and the fuzz pass run over this table, and a test checks it against the routes the
// server really has (its OpenAPI document plus the identity provider's own paths), so a new
// route cannot be added without being classified here.
import type { Permission } from '../../src/server/access.ts';
import type { App } from '../../src/server/app.ts';

export type Access = 'bearer' | 'public';
export type BodyKind = 'json' | 'multipart' | 'form' | 'xml' | 'none';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With :id (a claim) and :docId (a document; :expenseId, a receipt, and :messageId, an airline message, take the same value; :iata is LH). */
  path: string;
  access: Access;
  body: BodyKind;
  /** Answers problem+json on errors (the identity provider's own endpoints answer OAuth errors). */
  problemJson: boolean;
}

const route = (method: RouteSpec['method'], path: string, access: Access, body: BodyKind, problemJson = true): RouteSpec => ({
  method,
  path,
  access,
  body,
  problemJson,
});

export const ROUTES: readonly RouteSpec[] = [
  route('GET', '/api/health', 'public', 'none'),
  route('GET', '/api/health/live', 'public', 'none'),
  route('GET', '/api/health/ready', 'public', 'none'),
  route('GET', '/api/airports', 'public', 'none'),
  route('POST', '/api/auth/password-reset/request', 'public', 'json'),
  route('POST', '/api/auth/password-reset/confirm', 'public', 'json'),
  route('POST', '/api/auth/verify-email', 'public', 'json'),
  route('POST', '/api/auth/verify-email/resend', 'bearer', 'none'),
  route('POST', '/realms/claims/clients-registrations/default', 'public', 'json'),
  route('POST', '/realms/claims/protocol/openid-connect/logout', 'public', 'form'),
  route('POST', '/realms/claims/protocol/openid-connect/token', 'public', 'form', false),
  route('POST', '/realms/claims/protocol/openid-connect/revoke', 'public', 'form', false),
  route('GET', '/realms/claims/protocol/openid-connect/certs', 'public', 'none', false),
  route('GET', '/realms/claims/.well-known/openid-configuration', 'public', 'none', false),
  route('GET', '/realms/claims/protocol/openid-connect/userinfo', 'bearer', 'none', false),
  route('GET', '/api/me', 'bearer', 'none'),
  route('PATCH', '/api/me', 'bearer', 'json'),
  route('POST', '/api/me/password', 'bearer', 'json'),
  route('GET', '/api/me/export', 'bearer', 'none'),
  route('GET', '/api/referral', 'bearer', 'none'),
  route('GET', '/api/flights', 'bearer', 'none'),
  route('POST', '/api/flights/check-delay', 'bearer', 'json'),
  route('POST', '/api/claims', 'bearer', 'json'),
  route('GET', '/api/claims', 'bearer', 'none'),
  route('GET', '/api/claims/:id', 'bearer', 'none'),
  route('PATCH', '/api/claims/:id/status', 'bearer', 'json'),
  route('POST', '/api/claims/:id/upload', 'bearer', 'multipart'),
  route('POST', '/api/claims/:id/signature', 'bearer', 'json'),
  route('PUT', '/api/claims/:id/sync-problem', 'bearer', 'json'),
  route('DELETE', '/api/claims/:id/sync-problem', 'bearer', 'none'),
  route('GET', '/api/claims/:id/documents/:docId', 'bearer', 'none'),
  route('POST', '/api/claims/:id/offer-decision', 'bearer', 'json'),
  route('POST', '/api/claims/:id/expenses', 'bearer', 'multipart'),
  route('GET', '/api/claims/:id/expenses', 'bearer', 'none'),
  route('GET', '/api/claims/:id/expenses/:expenseId', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id/expenses', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id/expenses/:expenseId', 'bearer', 'none'),
  route('GET', '/api/claims/:id/progress', 'bearer', 'none'),
  route('POST', '/api/claims/:id/answers', 'bearer', 'json'),
  route('PUT', '/api/claims/:id/payout-account', 'bearer', 'json'),
  route('GET', '/api/claims/:id/mandate.pdf', 'bearer', 'none'),
  route('GET', '/api/claims/:id/mandate', 'bearer', 'none'),
  route('POST', '/api/claims/:id/cosigners/:position/link', 'bearer', 'none'),
  route('POST', '/api/mandate-signing/view', 'public', 'json'),
  route('POST', '/api/mandate-signing/sign', 'public', 'json'),
  route('GET', '/api/backoffice/claims', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id', 'bearer', 'none'),
  route('POST', '/api/backoffice/claims/:id/actions', 'bearer', 'json'),
  route('POST', '/api/backoffice/letters/send', 'bearer', 'json'),
  route('GET', '/api/backoffice/claims/:id/documents/:docId', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id/signature', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id/letters/:docId', 'bearer', 'none'),
  route('POST', '/api/backoffice/claims/:id/airline-messages', 'bearer', 'multipart'),
  route('GET', '/api/backoffice/claims/:id/airline-messages/:messageId/files/:position', 'bearer', 'none'),
  route('GET', '/api/backoffice/claims/:id/bundle.zip', 'bearer', 'none'),
  route('GET', '/api/backoffice/agents', 'bearer', 'none'),
  route('GET', '/api/backoffice/airlines', 'bearer', 'none'),
  route('GET', '/api/backoffice/airlines/:iata/claim-channel', 'bearer', 'none'),
  route('PUT', '/api/backoffice/airlines/:iata/claim-channel', 'bearer', 'json'),
  route('GET', '/api/backoffice/desk/insights', 'bearer', 'none'),
  route('POST', '/api/backoffice/agents', 'bearer', 'json'),
  route('POST', '/api/backoffice/agents/:id/deactivate', 'bearer', 'none'),
  route('GET', '/api/backoffice/payout-runs', 'bearer', 'none'),
  route('GET', '/api/backoffice/payout-runs/candidates', 'bearer', 'none'),
  route('POST', '/api/backoffice/payout-runs', 'bearer', 'json'),
  route('GET', '/api/backoffice/payout-runs/:id', 'bearer', 'none'),
  route('POST', '/api/backoffice/payout-runs/:id/approve', 'bearer', 'none'),
  route('GET', '/api/backoffice/payout-runs/:id/pain.001', 'bearer', 'none'),
  route('GET', '/api/backoffice/payout-runs/:id/bank.csv', 'bearer', 'none'),
  route('POST', '/api/backoffice/payout-runs/:id/confirm', 'bearer', 'json'),
  route('POST', '/api/backoffice/claims/:id/payout-consent', 'bearer', 'json'),
  route('GET', '/api/backoffice/firms', 'bearer', 'none'),
  route('POST', '/api/backoffice/firms', 'bearer', 'json'),
  route('GET', '/api/me/notifications', 'bearer', 'none'),
  route('POST', '/api/me/notifications/read', 'bearer', 'json'),
  route('GET', '/api/me/notification-preferences', 'bearer', 'none'),
  route('PUT', '/api/me/notification-preferences', 'bearer', 'json'),
  route('PUT', '/api/me/locale', 'bearer', 'json'),
  route('POST', '/api/me/push-subscriptions', 'bearer', 'json'),
  route('POST', '/api/me/push-subscriptions/remove', 'bearer', 'json'),
  route('GET', '/api/push/vapid-public-key', 'public', 'none'),
  route('GET', '/api/backoffice/notifications/dead-letters', 'bearer', 'none'),
  route('POST', '/api/backoffice/notifications/dead-letters/:id/retry', 'bearer', 'none'),
  route('POST', '/api/backoffice/bank-statements', 'bearer', 'xml'),
  route('GET', '/api/backoffice/bank-statements/unmatched', 'bearer', 'none'),
  route('GET', '/api/backoffice/bank-statements', 'bearer', 'none'),
  route('GET', '/api/backoffice/bank-statements/:id', 'bearer', 'none'),
  route('POST', '/api/backoffice/bank-credits/:id/match', 'bearer', 'json'),
  route('POST', '/api/backoffice/invoices/:id/credit-note', 'bearer', 'json'),
  route('GET', '/api/backoffice/reports/monthly.csv', 'bearer', 'none'),
  route('GET', '/api/backoffice/invoices', 'bearer', 'none'),
  route('GET', '/api/backoffice/invoices/:id/document.pdf', 'bearer', 'none'),
  route('GET', '/api/claims/:id/invoice.pdf', 'bearer', 'none'),
  // Last: it ends the caller's account.
  route('DELETE', '/api/me', 'bearer', 'json'),
];

/**
 * The permission each route behind the access table names (src/server/access.ts). The server must
 * name the same (tested), and the authorization matrix derives who gets in from the table.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /api/backoffice/claims': 'backoffice.read',
  'GET /api/backoffice/claims/:id': 'backoffice.read',
  'POST /api/backoffice/claims/:id/actions': 'backoffice.read',
  'POST /api/backoffice/letters/send': 'claims.decide',
  'GET /api/backoffice/claims/:id/documents/:docId': 'backoffice.read',
  'GET /api/backoffice/claims/:id/signature': 'backoffice.read',
  'GET /api/backoffice/claims/:id/letters/:docId': 'backoffice.read',
  'POST /api/backoffice/claims/:id/airline-messages': 'claims.work',
  'GET /api/backoffice/claims/:id/airline-messages/:messageId/files/:position': 'backoffice.read',
  'GET /api/backoffice/claims/:id/bundle.zip': 'backoffice.read',
  'GET /api/backoffice/claims/:id/expenses': 'backoffice.read',
  'GET /api/backoffice/claims/:id/expenses/:expenseId': 'backoffice.read',
  'GET /api/backoffice/agents': 'backoffice.read',
  'GET /api/backoffice/airlines': 'backoffice.read',
  'GET /api/backoffice/airlines/:iata/claim-channel': 'backoffice.read',
  'PUT /api/backoffice/airlines/:iata/claim-channel': 'airlines.correct',
  'GET /api/backoffice/desk/insights': 'desk.insights',
  'POST /api/backoffice/agents': 'agents.manage',
  'POST /api/backoffice/agents/:id/deactivate': 'agents.manage',
  'GET /api/backoffice/payout-runs': 'payouts.execute',
  'GET /api/backoffice/payout-runs/candidates': 'payouts.execute',
  'POST /api/backoffice/payout-runs': 'payouts.manage',
  'GET /api/backoffice/payout-runs/:id': 'payouts.execute',
  'POST /api/backoffice/payout-runs/:id/approve': 'payouts.manage',
  'GET /api/backoffice/payout-runs/:id/pain.001': 'payouts.execute',
  'GET /api/backoffice/payout-runs/:id/bank.csv': 'payouts.execute',
  'POST /api/backoffice/payout-runs/:id/confirm': 'payouts.execute',
  'POST /api/backoffice/claims/:id/payout-consent': 'claims.decide',
  'GET /api/backoffice/firms': 'claims.decide',
  'POST /api/backoffice/firms': 'agents.manage',
  'GET /api/backoffice/notifications/dead-letters': 'notifications.manage',
  'POST /api/backoffice/notifications/dead-letters/:id/retry': 'notifications.manage',
  'POST /api/backoffice/bank-statements': 'payments.record',
  'GET /api/backoffice/bank-statements/unmatched': 'payments.record',
  'GET /api/backoffice/bank-statements': 'payments.record',
  'GET /api/backoffice/bank-statements/:id': 'payments.record',
  'POST /api/backoffice/bank-credits/:id/match': 'payments.record',
  'POST /api/backoffice/invoices/:id/credit-note': 'invoices.manage',
  'GET /api/backoffice/reports/monthly.csv': 'invoices.manage',
  'GET /api/backoffice/invoices': 'invoices.manage',
  'GET /api/backoffice/invoices/:id/document.pdf': 'invoices.manage',
};

export const routeName = (r: Pick<RouteSpec, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** The routes the server documents in its OpenAPI document, as "METHOD /path/:param". */
export function documentedRoutes(app: App): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
}

export function fillPath(path: string, ids: { id: string; docId: string }): string {
  return path
    .replace(':iata', 'LH')
    .replace(':messageId', encodeURIComponent(ids.docId))
    .replace(':id', encodeURIComponent(ids.id))
    .replace(':docId', encodeURIComponent(ids.docId))
    .replace(':expenseId', encodeURIComponent(ids.docId))
    .replace(':position', '1');
}
