// The authorization matrix of the back office and the passenger's side of it: every route under
// /api/backoffice/ and the claim's progress, answers and payout-account routes, called by the
// claim's passenger, another passenger (a stranger to the claim), a claims agent, an admin, a payer,
// a partner lawyer whose firm the claim was not handed to (404 on the claim, as for a stranger), a
// deactivated agent (their token from before) and no one (no token). Who gets past a back-office
// route is read from the access table (src/server/access.ts) through the permission each route names
// (route-table.ts, checked against the server's own), so a route or action cannot be added without a
// row. A route the route table gains without a row here fails the first test.
import { describe, expect, it } from 'vitest';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { ACTION_PERMISSION, can, type Permission } from '../../src/server/access.ts';
import { BACKOFFICE_ACTIONS } from '../../src/server/backoffice/actions.ts';
import { tokenRoles } from '../../src/server/identity/roles.ts';
import { createClaim, makePdf, makePng, multipart, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { camtStatement } from './money-helpers.ts';
import { newPartner } from './partner-helpers.ts';
import { useTestApp } from './use-test-app.ts';
import { fillPath, routeName, ROUTE_PERMISSIONS, ROUTES } from './route-table.ts';

type Who = 'passenger' | 'stranger' | 'agent' | 'admin' | 'payer' | 'partner' | 'deactivated' | 'nobody';
type Verdict = 'ok' | 401 | 403 | 404 | 422;
const SIGNED_IN = ['passenger', 'stranger', 'agent', 'admin', 'payer', 'partner'] as const;
const ROLE_OF = { passenger: 'passenger', stranger: 'passenger', agent: 'claims-agent', admin: 'admin', payer: 'payer', partner: 'partner' } as const;

/**
 * What the access table says each caller gets on a route naming `permission`. A partner holds its
 * permissions on its firm's claims only: on a claim's route (this claim is another firm's) that is 404.
 */
function verdicts(permission: Permission, allowed: 'ok' | 404 | 422 = 'ok', claimRoute = false): Record<Who, Verdict> {
  const row = { deactivated: 401, nobody: 401 } as Record<Who, Verdict>;
  for (const who of SIGNED_IN) row[who] = can(tokenRoles(ROLE_OF[who]), permission) ? allowed : 403;
  if (claimRoute && row.partner === 'ok') row.partner = 404;
  return row;
}

const OWNER_ONLY: Record<Who, Verdict> = { passenger: 'ok', stranger: 404, agent: 404, admin: 404, payer: 404, partner: 404, deactivated: 401, nobody: 401 };

const MATRIX: Record<string, Record<Who, Verdict>> = {
  ...Object.fromEntries(Object.entries(ROUTE_PERMISSIONS).map(([name, permission]) => [name, verdicts(permission, 'ok', name.includes('/claims/:id'))])),
  // The action sent is a note: past the route, the action's own permission decides too.
  'POST /api/backoffice/claims/:id/actions': verdicts(ACTION_PERMISSION.note, 'ok', true),
  // Aimed at an id that is no dead letter: whoever may gets past authorization to a 404.
  'POST /api/backoffice/notifications/dead-letters/:id/retry': verdicts('notifications.manage', 404),
  // Aimed at a document's id, which is no letter: whoever may read gets past authorization to a 404.
  'GET /api/backoffice/claims/:id/letters/:docId': verdicts('backoffice.read', 404),
  // Aimed at a document's id, no airline message's: whoever may gets past authorization to a 404.
  'GET /api/backoffice/claims/:id/airline-messages/:messageId/files/:position': verdicts('backoffice.read', 404),
  // Aimed at the claim's id, which is no invoice: whoever may gets past authorization to a 404.
  'POST /api/backoffice/invoices/:id/credit-note': verdicts('invoices.manage', 404),
  'GET /api/backoffice/invoices/:id/document.pdf': verdicts('invoices.manage', 404),
  // Aimed at the claim's id, which is no statement or credit: whoever may gets past authorization to a 404.
  'GET /api/backoffice/bank-statements/:id': verdicts('payments.record', 404),
  'POST /api/backoffice/bank-credits/:id/match': verdicts('payments.record', 404),
  // Payout runs: aimed at a claim's id, which is no run, whoever may gets past authorization to a 404;
  // a run of that claim, which is not ready, to a 422 saying why.
  'POST /api/backoffice/payout-runs': verdicts('payouts.manage', 422),
  'GET /api/backoffice/payout-runs/:id': verdicts('payouts.execute', 404),
  'POST /api/backoffice/payout-runs/:id/approve': verdicts('payouts.manage', 404),
  'GET /api/backoffice/payout-runs/:id/pain.001': verdicts('payouts.execute', 404),
  'GET /api/backoffice/payout-runs/:id/bank.csv': verdicts('payouts.execute', 404),
  'POST /api/backoffice/payout-runs/:id/confirm': verdicts('payouts.execute', 404),
  'GET /api/claims/:id/progress': OWNER_ONLY,
  'POST /api/claims/:id/answers': OWNER_ONLY,
  'PUT /api/claims/:id/payout-account': OWNER_ONLY,
};

let callers: Record<Exclude<Who, 'nobody'>, Caller>;
let claim: ClaimWire;
let docId: string;
let expenseId: string;
let counter = 0;

const t = useTestApp(async () => {
  const passenger = await newCaller(t.app);
  const stranger = await newCaller(t.app);
  const agent = await newAgent(t.app);
  const admin = await newAgent(t.app, 'admin');
  const payer = await newAgent(t.app, 'payer');
  const partner = await newPartner(t.app, 'Elsewhere LLP');
  const deactivated = await newAgent(t.app);
  callers = { passenger, stranger, agent, admin, payer, partner, deactivated };
  claim = await createClaim(t.app, passenger);
  docId = (await t.app.inject(uploadRequest(claim.id, passenger, { data: makePdf('boarding pass') }))).json().data.id;
  await t.app.inject({
    method: 'POST',
    url: `/api/claims/${claim.id}/signature`,
    headers: passenger.headers,
    payload: { signature: pngDataUrl(makePng(50, 20)) },
  });
  expenseId = (await t.app.inject(receiptRequest(claim.id, passenger))).json().data.id;
  const off = await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${deactivated.user.id}/deactivate`, headers: admin.headers });
  expect(off.statusCode).toBe(200);
});

/** A care-expense receipt (issue #21), so the receipt routes have one to answer for. */
function receiptRequest(claimId: string, caller: Caller) {
  const form = multipart([
    { name: 'kind', value: 'meals' },
    { name: 'amount', value: '9.90' },
    { name: 'currency', value: 'EUR' },
    { name: 'file', filename: 'receipt.pdf', contentType: 'application/pdf', data: makePdf('receipt') },
  ]);
  return { method: 'POST' as const, url: `/api/claims/${claimId}/expenses`, headers: { ...caller.headers, ...form.headers }, payload: form.payload };
}

async function version(): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: callers.agent.headers })).json().data.version;
}

async function openQuestion(): Promise<number> {
  await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claim.id}/actions`,
    headers: callers.agent.headers,
    payload: { action: 'request-info', text: 'Which seat?', version: await version() },
  });
  return (await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/progress`, headers: callers.passenger.headers })).json().data.open_question.id;
}

/** A request that would succeed for someone allowed (fresh bodies: versions, open questions, new agents). */
async function requestFor(name: string, who: Who) {
  const headers = who === 'nobody' ? {} : { ...callers[who].headers, 'idempotency-key': `authz-${counter++}` };
  const [method, path] = name.split(' ') as ['GET' | 'POST' | 'PUT', string];
  const victim = who === 'admin' ? (await newAgent(t.app)).user.id : callers.agent.user.id;
  const url = fillPath(path.replace(':expenseId', expenseId).replace('dead-letters/:id', 'dead-letters/999999999'), {
    id: path.includes('/agents/') ? victim : claim.id,
    docId,
  });
  const payloads: Record<string, () => Promise<unknown>> = {
    'POST /api/backoffice/claims/:id/actions': async () => ({ action: 'note', text: 'checked', version: await version() }),
    'POST /api/backoffice/payout-runs': async () => ({ claim_ids: [claim.id], execution_date: '2026-11-30' }),
    'POST /api/backoffice/letters/send': async () => ({ claim_ids: [claim.id] }),
    'POST /api/backoffice/payout-runs/:id/confirm': async () => ({ value_date: '2026-11-30', reference: 'BNK-1' }),
    'POST /api/backoffice/claims/:id/payout-consent': async () => ({ position: 1, note: 'Letter of 2026-11-20, document 3' }),
    'POST /api/backoffice/agents': async () => ({ email: `invitee-${counter++}@example.com`, first_name: 'Ivy', last_name: 'Invited', role: 'claims-agent' }),
    'POST /api/backoffice/firms': async () => ({ name: `Firm ${counter++}` }),
    'POST /api/claims/:id/answers': async () => ({ request_id: await openQuestion(), text: 'Seat 12A' }),
    // With the caller's own password (review N3): past it, only the owner's claim is found.
    'PUT /api/claims/:id/payout-account': async () => ({
      holder_name: 'Ada Lovelace',
      iban: 'AE070331234567890123456',
      password: who === 'nobody' ? 'none' : callers[who].user.password,
    }),
    'PUT /api/backoffice/airlines/:iata/claim-channel': async () => ({
      channels: [{ kind: 'email', address: 'claims@lufthansa.example', languages: ['de', 'en'] }],
      source: 'Letter from Lufthansa',
    }),
    'POST /api/backoffice/bank-statements': async () => camtStatement(`authz-${counter++}`, []),
    'POST /api/backoffice/invoices/:id/credit-note': async () => ({ reason: 'Wrong address' }),
    'POST /api/backoffice/bank-credits/:id/match': async () => ({ claim: claim.id }),
  };
  if (name === 'POST /api/backoffice/claims/:id/airline-messages') {
    const form = multipart([
      { name: 'note', value: 'The airline wrote' },
      { name: 'file', filename: 'answer.pdf', contentType: 'application/pdf', data: makePdf('answer') },
    ]);
    return { method, url, headers: { ...headers, ...form.headers }, payload: form.payload };
  }
  const payload = payloads[name] ? await payloads[name]() : undefined;
  if (typeof payload === 'string') Object.assign(headers, { 'content-type': 'application/xml' });
  return { method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> | string } : {}) };
}

describe('the back-office authorization matrix', () => {
  it('names the permission the server gives each route, and every back-office route has one', () => {
    expect(Object.fromEntries(t.app.routePermissions)).toEqual(ROUTE_PERMISSIONS);
    const backoffice = ROUTES.filter((r) => r.path.startsWith('/api/backoffice/')).map(routeName);
    expect(backoffice.filter((name) => !ROUTE_PERMISSIONS[name])).toEqual([]);
  });

  it.each(BACKOFFICE_ACTIONS.flatMap((action) => SIGNED_IN.map((who) => [action, who] as const)))(
    'action %s as %s: the access table decides before anything else',
    async (action, who) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/backoffice/claims/${claim.id}/actions`,
        headers: callers[who].headers,
        // A stale version: whoever may act meets the version check (409), whoever may not is refused (403).
        payload: { action, version: 999_999 },
      });
      const allowed = can(tokenRoles(ROLE_OF[who]), 'backoffice.read') && can(tokenRoles(ROLE_OF[who]), ACTION_PERMISSION[action]);
      // A partner allowed the action meets the firm check first: another firm's claim is 404.
      expect(res.statusCode, res.body).toBe(allowed ? (who === 'partner' ? 404 : 409) : 403);
    },
  );

  it('has a row for every back-office route and every passenger route of the back office', () => {
    const covered = ROUTES.filter((r) => r.path.startsWith('/api/backoffice/') || /\/(progress|answers|payout-account)$/.test(r.path)).map(routeName);
    expect(Object.keys(MATRIX).sort()).toEqual(covered.sort());
  });

  for (const who of [...SIGNED_IN, 'deactivated', 'nobody'] as const) {
    it(`answers ${who} as the matrix says on every route`, async () => {
      for (const [name, row] of Object.entries(MATRIX)) {
        const res = await t.app.inject(await requestFor(name, who));
        const expected = row[who];
        if (expected === 'ok') expect([200, 201, 202], `${name} as ${who}: ${res.body}`).toContain(res.statusCode);
        else {
          expect(res.statusCode, `${name} as ${who}: ${res.body}`).toBe(expected);
          expect(res.headers['content-type'], name).toContain('application/problem+json');
        }
      }
    });
  }

  it("never shows a stranger or an agent the passenger's bank details on the passenger's routes", async () => {
    for (const who of ['stranger', 'agent', 'payer', 'partner'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/progress`, headers: callers[who].headers });
      expect(res.body).not.toContain('0331234567890123456');
    }
  });
});
