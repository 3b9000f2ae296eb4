// The team lead's figures (desk/insights.ts) over several airlines and stages, counted by the
// database: each claim's case, answers and payment written as rows, the day of the count fixed.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerKind, CaseStage } from '../../src/domain/desk/index.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { claimAirlineAnswers, claimCases } from '../../src/server/db/schema/desk.ts';
import { airlinePayments } from '../../src/server/db/schema/money.ts';
import { deskInsights } from '../../src/server/desk/insights.ts';
import { createClaim, newCaller } from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface CaseSpec {
  airline: string | null;
  stage: CaseStage;
  filed: string;
  sent?: string;
  due?: [on: string, what: string];
  answers?: [kind: AnswerKind, on: string][];
  paidOn?: string;
}

async function seed(spec: CaseSpec): Promise<string> {
  const { id } = await createClaim(t.app, await newCaller(t.app));
  const db = t.app.db;
  await db
    .update(claims)
    .set({ createdAt: new Date(spec.filed) })
    .where(eq(claims.id, id));
  await db.insert(claimCases).values({
    claimId: id,
    stage: spec.stage,
    airline: spec.airline,
    sentAt: spec.sent ? new Date(spec.sent) : null,
    nextDueOn: spec.due?.[0] ?? null,
    nextDueWhat: spec.due?.[1] ?? null,
  });
  for (const [kind, on] of spec.answers ?? []) {
    await db.insert(claimAirlineAnswers).values({ id: crypto.randomUUID(), claimId: id, answer: { kind } as never, receivedOn: on, recordedBy: 'test' });
  }
  if (spec.paidOn) {
    await db
      .insert(airlinePayments)
      .values({ id: crypto.randomUUID(), claimId: id, amountMinor: 60000, currency: 'EUR', valueDate: spec.paidOn, recordedBy: 'test' });
  }
  return id;
}

describe("the team lead's figures over several airlines and stages", () => {
  it('counts stages by age, per airline the answered, accepted, overdue and medians, answers by kind and the overdue list', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const lhOffer = await seed({
      airline: 'LH',
      stage: 'sent',
      filed: '2027-02-25T09:00:00Z',
      sent: '2027-02-01T10:00:00Z',
      due: ['2027-02-20', 'reply'],
      answers: [['offer', '2027-02-06']],
    });
    await seed({
      airline: 'LH',
      stage: 'answered',
      filed: '2027-02-01T09:00:00Z',
      sent: '2027-02-01T23:30:00Z',
      due: ['2027-03-05', 'promised-payment'],
      answers: [
        ['no-answer', '2027-02-03'],
        ['accepted', '2027-02-11'],
      ],
      paidOn: '2027-02-21',
    });
    await seed({ airline: 'LH', stage: 'preparing', filed: '2027-01-01T09:00:00Z' });
    const tkLate = await seed({
      airline: 'TK',
      stage: 'sent',
      filed: '2027-01-10T09:00:00Z',
      sent: '2027-01-10T09:00:00Z',
      due: ['2027-02-28', 'rebut'],
      answers: [['rejected', '2027-02-25']],
    });
    await seed({ airline: 'TK', stage: 'answered', filed: '2027-02-20T09:00:00Z', sent: '2027-02-20T09:00:00Z', answers: [['paid-passenger', '2027-02-22']] });
    const unknown = await seed({ airline: null, stage: 'preparing', filed: '2027-02-28T09:00:00Z', due: ['2027-02-27', 'send'] });

    const figures = await deskInsights(t.app.db, now);

    expect(figures.as_of).toBe('2027-03-01');
    expect(figures.stages.map((s) => [s.stage, s.count, s.ages['under-15'], s.ages['15-42'], s.ages['over-42']])).toEqual([
      ['preparing', 2, 1, 0, 1],
      ['sent', 2, 1, 0, 1],
      ['reminded', 0, 0, 0, 0],
      ['answered', 2, 1, 1, 0],
      ['escalated', 0, 0, 0, 0],
      ['in-court', 0, 0, 0, 0],
      ['settled', 0, 0, 0, 0],
    ]);
    expect(figures.airlines.map((a) => [a.airline, a.cases, a.sent, a.answered, a.accepted, a.overdue, a.median_days_to_answer, a.median_days_to_pay])).toEqual(
      [
        // LH: first answers after 5 and 10 days (the no-answer does not count): median 7.5 → 8; paid after 20.
        ['LH', 3, 2, 2, 1, 1, 8, 20],
        // TK: 46 and 2 days → 24; nothing paid to us.
        ['TK', 2, 2, 2, 1, 1, 24, null],
        ['—', 1, 0, 0, 0, 1, null, null],
      ],
    );
    expect(Object.fromEntries(figures.answers.map((a) => [a.kind, a.count]))).toEqual({
      accepted: 1,
      offer: 1,
      voucher: 0,
      rejected: 1,
      'paid-passenger': 1,
      'no-answer': 1,
    });
    expect(figures.first_answer_days).toEqual([
      { bucket: '0-7', count: 2 },
      { bucket: '8-14', count: 1 },
      { bucket: '15-28', count: 0 },
      { bucket: '29-42', count: 0 },
      { bucket: 'over-42', count: 1 },
    ]);
    expect(figures.overdue_total).toBe(3);
    expect(figures.overdue.map((o) => [o.claim_id, o.airline, o.what, o.due_on, o.days_late])).toEqual([
      [lhOffer, 'LH', 'reply', '2027-02-20', 9],
      [unknown, null, 'send', '2027-02-27', 2],
      [tkLate, 'TK', 'rebut', '2027-02-28', 1],
    ]);
  }, 60_000);
});
