// The body's answer after escalation (issue #35): `record-body-answer` keeps one catalogue entry,
// the case's clock runs on the body's own period (and, answered, on what the answer calls for), the
// desk clock reminds the agent when the body is overdue (a fake clock), and the passenger reads the
// answer in their language. Bad input gets 422 with the field; the wrong stage 409.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blobStoreSettings, openBlobStore } from '../../src/server/blobs/index.ts';
import { claimEvents } from '../../src/server/db/schema/claims.ts';
import { notificationPreferences } from '../../src/server/db/schema/notifications.ts';
import { runDeskClock } from '../../src/server/desk/clock-runner.ts';
import { createPdfPrinter } from '../../src/server/mandate/pdf-printer.ts';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { backOffice, signedClaim } from './desk-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let agent: Caller;
let ada: Caller;
let deniz: Caller;

const t = useTestApp(async () => {
  agent = await newAgent(t.app);
  ada = await newCaller(t.app);
  deniz = await newCaller(t.app, { firstName: 'Deniz', lastName: 'Yılmaz' });
  await t.app.db.insert(notificationPreferences).values({ userId: deniz.user.id, locale: 'tr' });
});

interface View {
  version: number;
  case: null | { stage: string; next_due: { what: string; at: string } | null; escalation: { body_answers: unknown[] } };
}

const { view, act } = backOffice<View>(
  () => t,
  () => agent,
);
const progress = async (owner: Caller, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/claims/${id}/progress`, headers: owner.headers })).json().data.updates as Record<string, unknown>[];
const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A signed FRA→FCO claim on Lufthansa, refused by the airline and taken to the LBA. */
async function escalatedClaim(owner: Caller, flight: string): Promise<string> {
  const claim = await signedClaim(t, owner, flight);
  expect((await act(claim.id, { action: 'send-to-airline' })).statusCode).toBe(200);
  expect((await act(claim.id, { action: 'record-filed', airline_reference: `LH-${flight}` })).statusCode).toBe(200);
  const answer = { kind: 'rejected', reason: 'extraordinary', cause: 'weather' };
  expect((await act(claim.id, { action: 'record-airline-answer', answer, received_on: today() })).statusCode).toBe(200);
  const res = await act(claim.id, { action: 'escalate', to: 'neb' });
  expect(res.statusCode, res.body).toBe(200);
  return claim.id;
}

describe("the body's own clock", () => {
  it('waits 90 days for the NEB, and the desk clock reminds the agent once when it is overdue (fake clock)', async () => {
    const id = await escalatedClaim(ada, 'LH430');
    const due = (await view(id)).case!.next_due!;
    expect(due).toMatchObject({ what: 'body-decision', at: addDays(today(), 90) });
    const printer = createPdfPrinter(t.config.chromiumPath);
    const deps = { blobs: await openBlobStore(blobStoreSettings(t.config)), printer, config: t.config };
    const tasks = async () =>
      (
        await t.app.db
          .select()
          .from(claimEvents)
          .where(and(eq(claimEvents.claimId, id), eq(claimEvents.action, 'desk-task')))
      ).map((e) => e.details);
    try {
      await runDeskClock(t.app.db, deps, new Date(`${addDays(due.at, -1)}T09:00:00Z`));
      expect(await tasks()).toEqual([]);
      await runDeskClock(t.app.db, deps, new Date(`${due.at}T09:00:00Z`));
      await runDeskClock(t.app.db, deps, new Date(`${due.at}T15:00:00Z`));
      expect(await tasks()).toEqual([expect.objectContaining({ what: 'body-decision', due_on: due.at })]);
    } finally {
      await printer.close();
    }
  }, 90_000);
});

describe('record-body-answer', () => {
  it("keeps the NEB's answer, moves the clock to the airline's payment, and tells a Turkish passenger in Turkish", async () => {
    const id = await escalatedClaim(deniz, 'LH431');
    const res = await act(id, { action: 'record-body-answer', answer: { kind: 'upheld', note: 'LBA: weather not proven' }, body_reference: 'LBA-2026-77' });
    expect(res.statusCode, res.body).toBe(200);
    const c = (res.json().data as View).case!;
    expect(c.stage).toBe('escalated');
    expect(c.next_due).toMatchObject({ what: 'promised-payment', at: addDays(today(), 28) });
    expect(c.escalation.body_answers).toEqual([
      expect.objectContaining({
        body: 'neb',
        answer: { kind: 'upheld', note: 'LBA: weather not proven' },
        body_reference: 'LBA-2026-77',
        follow_up: 'await-payment',
      }),
    ]);
    const [update] = (await progress(deniz, id)).filter((u) => u.kind === 'body-answer');
    expect(update).toMatchObject({ message_id: 'desk.update.body-upheld' });
    expect(update!.text).toMatch(/Almanya yetkili denetim kurumu sizin lehinize karar verdi\.$/);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/claims/${id}`, headers: deniz.headers })).json().data;
    expect(mine.next_step).toMatchObject({ message_id: 'desk.next.body-upheld', lang: 'tr' });
  }, 90_000);

  it('a refusal by the body leads to court the next day, in English for an English reader', async () => {
    const id = await escalatedClaim(ada, 'LH432');
    const res = await act(id, { action: 'record-body-answer', answer: { kind: 'rejected' }, received_on: today() });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as View).case!.next_due).toMatchObject({ what: 'escalation', at: addDays(today(), 1) });
    const [update] = (await progress(ada, id)).filter((u) => u.kind === 'body-answer');
    expect(update!.text).toMatch(/^On .+, the enforcement body in Germany turned down your complaint\.$/);
  }, 90_000);

  it('refuses bad input with the field, and an answer before the claim went to a body', async () => {
    const id = await escalatedClaim(ada, 'LH433');
    const before = await view(id);
    for (const [body, field] of [
      [{ answer: { kind: 'perhaps' } }, 'answer.kind'],
      [{ answer: { kind: 'upheld', amountMinor: -5, currency: 'EUR' } }, 'answer.amountMinor'],
      [{ answer: { kind: 'rejected' }, received_on: addDays(today(), 3) }, 'received_on'],
      [{ answer: { kind: 'rejected' }, received_on: '2020-01-01' }, 'received_on'],
    ] as const) {
      const res = await act(id, { action: 'record-body-answer', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation-failed', errors: [{ field }] });
    }
    expect((await view(id)).version).toBe(before.version);

    const claim = await createClaim(t.app, ada, claimOnFlight({ flight_number: 'LH434', departure_airport: 'FRA', arrival_airport: 'FCO' }));
    const early = await act(claim.id, { action: 'record-body-answer', answer: { kind: 'upheld' } });
    expect([early.statusCode, early.json().code]).toEqual([409, 'case-stage-conflict']);
  }, 90_000);
});
