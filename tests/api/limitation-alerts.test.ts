// Limitation alerts to the team lead (issue #35) on a fake clock: 60, 30 and 7 days before the
// deadline while no court filing is recorded; each once; the nearest only for a claim first seen
// late; none once the firm records the filing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scheduleLimitationAlerts, sendDueLimitationAlerts } from '../../src/server/backoffice/limitation-alerts.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { claimCourtSteps, limitationAlerts } from '../../src/server/db/schema/partners.ts';
import { createMailer } from '../../src/server/identity/mailer.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { readMails } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;
let lead: Caller;

const t = useTestApp(async () => {
  passenger = await newCaller(t.app);
  lead = await newAgent(t.app, 'admin');
});

/** Setup, not under test: a claim whose shortest limitation deadline is `lastDay`. */
async function claimWithDeadline(lastDay: string): Promise<string> {
  const claim = await createClaim(t.app, passenger);
  const [row] = await t.app.db.select().from(claims).where(eq(claims.id, claim.id));
  const assessment = { ...row!.assessment!, claimDeadlines: { ...row!.assessment!.claimDeadlines, shortest: { lastDay } } };
  await t.app.db
    .update(claims)
    .set({ assessment: assessment as (typeof claims.$inferSelect)['assessment'] })
    .where(eq(claims.id, claim.id));
  return claim.id;
}

async function tick(today: string) {
  await scheduleLimitationAlerts(t.app.db, today);
  return sendDueLimitationAlerts(t.app.db, today, createMailer(t.config), 'https://claims.example');
}

const alertMails = (claimId: string) => readMails(t.config).filter((m) => m.subject.includes(`claim ${claimId}`));

describe('limitation alerts', () => {
  it('mails the team lead 60, 30 and 7 days before, once each, until a filing is recorded', async () => {
    const id = await claimWithDeadline('2027-03-31');
    expect(await tick('2027-01-01')).toEqual({ sent: 0, dropped: 0 });
    expect(await tick('2027-01-30')).toEqual({ sent: 1, dropped: 0 });
    expect(await tick('2027-01-30')).toEqual({ sent: 0, dropped: 0 });
    expect(await tick('2027-03-01')).toEqual({ sent: 1, dropped: 0 });
    expect(alertMails(id).map((m) => [m.to, m.subject])).toEqual([
      [lead.user.email, `Limitation deadline in 60 days: claim ${id}`],
      [lead.user.email, `Limitation deadline in 30 days: claim ${id}`],
    ]);
    expect(alertMails(id)[0]!.text).toContain(`https://claims.example/backoffice/claims/${id}`);
    await t.app.db
      .insert(claimCourtSteps)
      .values({ claimId: id, kind: 'filed', occurredOn: '2027-03-10', court: 'AG Frankfurt', caseNumber: '1 C 2/27', recordedBy: lead.user.id });
    expect(await tick('2027-03-24')).toEqual({ sent: 0, dropped: 1 });
    expect(alertMails(id)).toHaveLength(2);
    const states = await t.app.db.select().from(limitationAlerts).where(eq(limitationAlerts.claimId, id));
    expect(states.map((a) => [a.daysBefore, a.state]).sort()).toEqual([
      [30, 'sent'],
      [60, 'sent'],
      [7, 'dropped'],
    ]);
  });

  it('sends only the nearest alert for a claim first seen late', async () => {
    const id = await claimWithDeadline('2027-06-20');
    expect(await tick('2027-06-01')).toEqual({ sent: 1, dropped: 1 });
    expect(alertMails(id).map((m) => m.subject)).toEqual([`Limitation deadline in 19 days: claim ${id}`]);
  });

  it('drops the alerts of a claim paid in the meantime', async () => {
    const id = await claimWithDeadline('2027-09-30');
    await tick('2027-08-01');
    expect(alertMails(id)).toHaveLength(1);
    await t.app.db.update(claims).set({ status: 'paid' }).where(eq(claims.id, id));
    await tick('2027-09-23');
    expect(alertMails(id)).toHaveLength(1);
    const states = await t.app.db.select().from(limitationAlerts).where(eq(limitationAlerts.claimId, id));
    expect(states.map((a) => [a.daysBefore, a.state]).sort()).toEqual([
      [30, 'dropped'],
      [60, 'sent'],
      [7, 'dropped'],
    ]);
  });
});
