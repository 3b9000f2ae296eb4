// Partner law firms (issue #35): an admin creates a firm and invites its lawyers; an agent hands a
// claim to a firm; a partner sees and acts on that claim only, and every other claim answers 404 as
// for a stranger; court steps are recorded and refused on another firm's claim.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { claimCourtSteps } from '../../src/server/db/schema/partners.ts';
import { users } from '../../src/server/db/schema/identity.ts';
import { createClaim, makePdf, newAgent, newCaller, uploadRequest, type Caller } from './claims-helpers.ts';
import { newPartner, type PartnerCaller } from './partner-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;
let agent: Caller;
let admin: Caller;
let stranger: Caller;
let partner: PartnerCaller;
let rival: PartnerCaller;
let handed: ClaimWire;
let other: ClaimWire;
let handedDoc: string;
let otherDoc: string;
let n = 0;

const t = useTestApp(async () => {
  passenger = await newCaller(t.app);
  stranger = await newCaller(t.app);
  agent = await newAgent(t.app);
  admin = await newAgent(t.app, 'admin');
  partner = await newPartner(t.app, 'Sue & Win Rechtsanwälte');
  rival = await newPartner(t.app, 'Rival LLP');
  handed = await createClaim(t.app, passenger);
  other = await createClaim(t.app, passenger);
  handedDoc = (await t.app.inject(uploadRequest(handed.id, passenger, { data: makePdf('handed') }))).json().data.id;
  otherDoc = (await t.app.inject(uploadRequest(other.id, passenger, { data: makePdf('other') }))).json().data.id;
  const res = await act(agent, handed.id, { action: 'assign-partner', firm_id: partner.firmId });
  expect(res.statusCode, res.body).toBe(200);
});

async function version(id: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${id}`, headers: admin.headers })).json().data.version;
}

async function act(caller: Caller, id: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${id}/actions`,
    headers: { ...caller.headers, 'idempotency-key': `partner-${n++}` },
    payload: { version: await version(id), ...body },
  });
}

const get = (caller: Caller, url: string) => t.app.inject({ method: 'GET', url, headers: caller.headers });

describe('partner firms', () => {
  it('an admin creates a firm once, and invites a lawyer only with the firm', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/backoffice/firms', headers: admin.headers, payload: { name: 'Lex Air', country: 'de' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Lex Air', country: 'DE' });
    const again = await t.app.inject({ method: 'POST', url: '/api/backoffice/firms', headers: admin.headers, payload: { name: 'Lex Air' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('firm-exists');
    const invite = { email: 'lawyer@example.com', first_name: 'Lena', last_name: 'Lawyer', role: 'partner' };
    const bare = await t.app.inject({ method: 'POST', url: '/api/backoffice/agents', headers: admin.headers, payload: invite });
    expect(bare.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/agents',
      headers: admin.headers,
      payload: { ...invite, firm_id: created.json().data.id },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ok.json().data.id));
    expect(row).toMatchObject({ role: 'partner', firmId: created.json().data.id });
  });

  it('assign-partner needs a firm that exists', async () => {
    const res = await act(agent, other.id, { action: 'assign-partner', firm_id: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('firm_id');
  });

  it('a partner reads the claim handed to their firm', async () => {
    const detail = await get(partner, `/api/backoffice/claims/${handed.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.partner_firm_id).toBe(partner.firmId);
    expect((await get(partner, `/api/backoffice/claims/${handed.id}/documents/${handedDoc}`)).statusCode).toBe(200);
    expect((await get(partner, `/api/backoffice/claims/${handed.id}/expenses`)).statusCode).toBe(200);
    const queue = await get(partner, '/api/backoffice/claims');
    expect(queue.json().data.map((c: { id: string }) => c.id)).toEqual([handed.id]);
  });

  it('every other claim answers 404 exactly as for a stranger', async () => {
    const strangerAnswer = await get(stranger, `/api/claims/${other.id}`);
    for (const [caller, id, doc] of [
      [partner, other.id, otherDoc],
      [rival, handed.id, handedDoc],
    ] as const) {
      for (const url of [
        `/api/backoffice/claims/${id}`,
        `/api/backoffice/claims/${id}/documents/${doc}`,
        `/api/backoffice/claims/${id}/signature`,
        `/api/backoffice/claims/${id}/expenses`,
        `/api/claims/${id}/mandate`,
      ]) {
        const res = await get(caller, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe(strangerAnswer.json().code);
      }
    }
    expect((await get(rival, '/api/backoffice/claims')).json().data).toEqual([]);
  });

  it('a partner records court steps on their firm’s claim only', async () => {
    const missing = await act(partner, handed.id, { action: 'court-step', step: 'filed', date: '2026-11-20', court: 'AG Frankfurt am Main' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('case_number');
    const filed = await act(partner, handed.id, {
      action: 'court-step',
      step: 'filed',
      date: '2026-11-20',
      court: 'AG Frankfurt am Main',
      case_number: '31 C 123/26',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const judgment = await act(partner, handed.id, { action: 'court-step', step: 'judgment', date: '2027-02-01', amount_minor: 60_000, currency: 'eur' });
    expect(judgment.statusCode, judgment.body).toBe(200);
    const refused = await act(rival, handed.id, { action: 'court-step', step: 'filed', date: '2026-11-20', court: 'AG Köln', case_number: '1 C 1/26' });
    expect(refused.statusCode).toBe(404);
    const elsewhere = await act(partner, other.id, { action: 'court-step', step: 'filed', date: '2026-11-20', court: 'AG Köln', case_number: '1 C 1/26' });
    expect(elsewhere.statusCode).toBe(404);
    const steps = await t.app.db.select().from(claimCourtSteps).where(eq(claimCourtSteps.claimId, handed.id));
    expect(steps.map((s) => [s.kind, s.caseNumber, s.amountMinor, s.currency])).toEqual([
      ['filed', '31 C 123/26', null, null],
      ['judgment', null, 60_000, 'EUR'],
    ]);
    expect(await t.app.db.select().from(claimCourtSteps).where(eq(claimCourtSteps.claimId, other.id))).toEqual([]);
  });

  it('the passenger sees the firm take the claim and each court step, in order', async () => {
    const progress = await get(passenger, `/api/claims/${handed.id}/progress`);
    expect(progress.statusCode).toBe(200);
    const updates = progress.json().data.updates as { kind: string; step?: string; court?: string; case_number?: string; amount?: unknown; date?: string }[];
    expect(updates.map((u) => [u.kind, u.step ?? null])).toEqual([
      ['partner', null],
      ['court', 'filed'],
      ['court', 'judgment'],
    ]);
    expect(updates[1]).toMatchObject({ court: 'AG Frankfurt am Main', case_number: '31 C 123/26', date: '2026-11-20' });
    expect(updates[2]).toMatchObject({ amount: { amount: 600, currency: 'EUR' }, date: '2027-02-01' });
  });

  it('a partner may not hand claims to firms or work the queue', async () => {
    expect((await act(partner, handed.id, { action: 'assign-partner', firm_id: rival.firmId })).statusCode).toBe(403);
    expect((await act(partner, handed.id, { action: 'note', text: 'x' })).statusCode).toBe(403);
  });
});
