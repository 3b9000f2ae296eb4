// Review N3: the account the compensation goes to cannot be given or changed with an access token
// alone. The password is asked again (422 password-required, 403 wrong-password, 429 after too
// many wrong ones), and each change is on the claim's timeline (the passenger's progress and the
// back office, masked before and after), moves the claim's version, is mailed to the passenger
// (masked, nothing typed) and is in the security log with the IP and without the IBAN.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimReference } from '../../src/domain/claim/reference.ts';
import { notifications } from '../../src/server/db/schema/notifications.ts';
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import { createClaim, newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { captureLog } from './log-capture.ts';
import { readMails } from './mailbox.ts';
import { useTestApp } from './use-test-app.ts';

const FIRST = { holder_name: 'Ada Lovelace', iban: 'GB82WEST12345698765432' };
const MULE = { holder_name: 'Mule Account', iban: 'DE89370400440532013000' };
const WRONG_TRIES = 3;

const log = captureLog();
let ada: Caller;
let agent: Caller;
const t = useTestApp(
  async () => {
    ada = await newCaller(t.app);
    agent = await newAgent(t.app);
  },
  { logLevel: 'info', notify: { ...loadNotifyConfig({}, []), pollMs: 50 }, rateLimits: { loginFailuresPerAccount: { max: WRONG_TRIES, windowMs: 60_000 } } },
  { logStream: log.stream },
);

const put = (caller: Caller, claimId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/claims/${claimId}/payout-account`, headers: caller.headers, payload: body });
const progress = async (claimId: string) => (await t.app.inject({ method: 'GET', url: `/api/claims/${claimId}/progress`, headers: ada.headers })).json().data;
const backoffice = async (claimId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}`, headers: agent.headers })).json().data as {
    version: number;
    payout_account: { masked: string; updated_at: string } | null;
    events: { action: string; actor_id: string; details: Record<string, unknown>; at: string }[];
  };
const changes = async (claimId: string) => (await backoffice(claimId)).events.filter((e) => e.action === 'payout-account-changed');
const notified = (claimId: string) => t.app.db.select().from(notifications).where(eq(notifications.claimId, claimId));

const utf8 = (text: string) => text.replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
/** The passenger's payout-account mails about this claim (its link names it), once `count` have been written. */
async function accountMails(claimId: string, count: number) {
  const mine = () =>
    readMails(t.config)
      .filter((m) => m.to === ada.user.email && m.file.startsWith('delivery-') && m.text.includes(claimId) && m.subject.includes('payout account'))
      .map((m) => ({ ...m, text: utf8(m.text) }));
  for (let i = 0; i < 400 && mine().length < count; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return mine();
}

describe('the payout account needs the password again (N3)', () => {
  it('without the password is 422 password-required, with a wrong one 403 wrong-password: nothing stored, told or recorded but the refusal', async () => {
    const claim = await createClaim(t.app, ada);
    const missing = await put(ada, claim.id, FIRST);
    expect(missing.statusCode).toBe(422);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({ code: 'password-required', errors: [{ field: 'password' }] });
    const wrong = await put(ada, claim.id, { ...FIRST, password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'wrong-password', errors: [{ field: 'password' }] });

    expect((await progress(claim.id)).payout_account).toBeNull();
    expect(await changes(claim.id)).toEqual([]);
    expect((await notified(claim.id)).filter((n) => n.kind === 'payout-account-changed')).toEqual([]);
    const refused = log.events('payout-account.change-refused').filter((e) => e.claimId === claim.id);
    expect(refused.map((e) => e.code)).toEqual(['password-required', 'wrong-password']);
    expect(refused.every((e) => e.userId === ada.user.id && typeof e.ip === 'string')).toBe(true);
  });

  it('gives and then changes the account with the password: on both timelines, the version moves, mailed and logged, never in full', async () => {
    const claim = await createClaim(t.app, ada);
    const versionBefore = (await backoffice(claim.id)).version;
    const given = await put(ada, claim.id, { ...FIRST, password: ada.user.password });
    expect(given.statusCode, given.body).toBe(200);
    const changed = await put(ada, claim.id, { ...MULE, password: ada.user.password });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ masked: 'DE89 •••• 3000' });

    // The back office: both events with the masked accounts, and the claim moved on (an agent's stale version is 409).
    const view = await backoffice(claim.id);
    const events = view.events.filter((e) => e.action === 'payout-account-changed');
    expect(events.map((e) => [e.actor_id, e.details.before, e.details.after])).toEqual([
      [ada.user.id, null, 'GB82 •••• 5432'],
      [ada.user.id, 'GB82 •••• 5432', 'DE89 •••• 3000'],
    ]);
    expect(view.version).toBe(versionBefore + 2);
    expect(view.payout_account).toMatchObject({ masked: 'DE89 •••• 3000' });
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/backoffice/claims/${claim.id}/actions`,
      headers: agent.headers,
      payload: { action: 'process', version: versionBefore },
    });
    expect(stale.statusCode).toBe(409);

    // The passenger's progress.
    const updates = (await progress(claim.id)).updates.filter((u: { kind: string }) => u.kind === 'payout-account');
    expect(updates.map((u: { account: unknown }) => u.account)).toEqual([
      { before: null, after: 'GB82 •••• 5432' },
      { before: 'GB82 •••• 5432', after: 'DE89 •••• 3000' },
    ]);

    // The mail: one per change, with the masked account and nothing typed.
    const reference = claimReference(claim.id);
    const mails = await accountMails(claim.id, 2);
    expect(mails.map((m) => m.subject)).toEqual([`The payout account for claim ${reference} was set`, `The payout account for claim ${reference} was set`]);
    expect(mails.map((m) => (/to the account (\S+ •••• \d+)\./.exec(m.text) ?? [])[1]).sort()).toEqual(['DE89 •••• 3000', 'GB82 •••• 5432']);
    expect(mails.every((m) => m.text.includes('change your password now'))).toBe(true);
    for (const mail of mails) for (const typed of ['Mule Account', 'Lovelace', '370400440532013000', '12345698765432']) expect(mail.text).not.toContain(typed);

    // The security log: who, from where, first or not; no IBAN, no holder.
    const logged = log.events('payout-account.changed').filter((e) => e.claimId === claim.id);
    expect(logged.map((e) => [e.userId, e.first, typeof e.ip])).toEqual([
      [ada.user.id, true, 'string'],
      [ada.user.id, false, 'string'],
    ]);
    for (const secret of ['370400440532013000', '12345698765432', 'Mule Account']) expect(log.text()).not.toContain(secret);
  });

  it('stops guessing: after too many wrong passwords even the right one waits (429)', async () => {
    const mallory = await newCaller(t.app);
    const claim = await createClaim(t.app, mallory);
    for (let i = 0; i < WRONG_TRIES; i++) expect((await put(mallory, claim.id, { ...MULE, password: `guess ${i}` })).statusCode).toBe(403);
    const right = await put(mallory, claim.id, { ...MULE, password: mallory.user.password });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(await changes(claim.id)).toEqual([]);
  });
});
