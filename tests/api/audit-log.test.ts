// F14: security events in the log, each with a stable `event`, the actor's user id (or a hash of
// an unknown login name) and the client IP, and never a secret; the problem code of a refusal is
// readable; every status change stores and answers the actor's user id.
import { describe, expect, it } from 'vitest';
import { accountKeyHash } from '../../src/server/audit.ts';
import { createClaim, newAgent, newCaller, agentMove } from './claims-helpers.ts';
import { captureLog } from './log-capture.ts';
import { linkToken, waitForMail } from './mailbox.ts';
import { bearer, registerUser, tokenRequest, signedInUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

const log = captureLog();
const IP = '203.0.113.7';

const t = useTestApp({ logLevel: 'info', rateLimits: { loginFailuresPerAccount: { max: 2, windowMs: 60_000 } } }, { logStream: log.stream });

const passwordLogin = (username: string, password: string) => tokenRequest(t.app, { grant_type: 'password', client_id: 'pwa', username, password }, IP);

function expectNoSecrets(...secrets: string[]) {
  const text = log.text();
  expect(secrets.filter((s) => text.includes(s))).toEqual([]);
}

describe('security events', () => {
  it('login succeeded, failed (known user: id; unknown: a hash) and locked, with the client IP', async () => {
    const user = await registerUser(t.app, { email: 'audit.login@example.com', password: 'Audit-Login-Pass1' });
    expect((await passwordLogin(user.email, user.password)).statusCode).toBe(200);
    expect((await passwordLogin(user.email, 'Wrong-Audit-Pass1')).statusCode).toBe(400);
    expect((await passwordLogin('nobody.here@example.com', 'Wrong-Audit-Pass2')).statusCode).toBe(400);
    expect((await passwordLogin('nobody.here@example.com', 'Wrong-Audit-Pass3')).statusCode).toBe(400);
    expect((await passwordLogin('nobody.here@example.com', 'Wrong-Audit-Pass4')).statusCode).toBe(429);

    expect(log.events('login.succeeded')).toContainEqual(expect.objectContaining({ userId: user.id, ip: IP }));
    expect(log.events('login.failed')).toContainEqual(expect.objectContaining({ userId: user.id, ip: IP }));
    const unknown = accountKeyHash('nobody.here@example.com');
    expect(log.events('login.failed').filter((e) => e.accountHash === unknown)).toHaveLength(2);
    expect(log.events('login.locked')).toContainEqual(expect.objectContaining({ accountHash: unknown, ip: IP }));
    expectNoSecrets('audit.login', 'nobody.here', 'Audit-Login-Pass1', 'Wrong-Audit-Pass');
  });

  it('password change (failed and done), reset requested and completed', async () => {
    const caller = await newCaller(t.app);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: caller.headers,
        remoteAddress: IP,
        payload: { currentPassword, newPassword: 'Changed-Audit-Pass9' },
      });
    expect((await change('Not-The-Password1')).statusCode).toBe(422);
    expect((await change(caller.user.password)).statusCode).toBe(204);
    expect(log.events('password.change-failed')).toContainEqual(expect.objectContaining({ userId: caller.user.id, ip: IP }));
    expect(log.events('password.changed')).toContainEqual(expect.objectContaining({ userId: caller.user.id, ip: IP }));

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', remoteAddress: IP, payload: { email: caller.user.email } })).statusCode,
    ).toBe(202);
    expect(log.events('password-reset.requested')).toContainEqual(expect.objectContaining({ accountHash: accountKeyHash(caller.user.email), ip: IP }));
    const mail = await waitForMail(t.config, (m) => m.text.includes('/forgot-password?token='));
    const token = linkToken(mail, '/forgot-password');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      remoteAddress: IP,
      payload: { token, password: 'Reset-Audit-Pass7' },
    });
    expect(done.statusCode).toBe(204);
    expect(log.events('password-reset.completed')).toContainEqual(expect.objectContaining({ userId: caller.user.id, ip: IP }));
    expectNoSecrets(token, caller.user.email, 'Changed-Audit-Pass9', 'Not-The-Password1', 'Reset-Audit-Pass7');
  });

  it('a role refusal (403) is an access.denied event, and refusals log their problem code', async () => {
    const passenger = await newCaller(t.app);
    const claim = await createClaim(t.app, passenger);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${claim.id}/status`,
      headers: passenger.headers,
      remoteAddress: IP,
      payload: { status: 'processing' },
    });
    expect(res.statusCode).toBe(403);
    expect(log.events('access.denied')).toContainEqual(
      expect.objectContaining({
        userId: passenger.user.id,
        ip: IP,
        method: 'PATCH',
        path: `/api/claims/${claim.id}/status`,
        code: 'transition-forbidden',
      }),
    );
    const missing = await t.app.inject({ method: 'GET', url: '/api/claims/0190a0b4-0000-7000-8000-000000000000', headers: passenger.headers });
    expect(missing.statusCode).toBe(404);
    expect(log.text()).toContain('"code":"claim-not-found","status":404,"msg":"request refused"');
  });

  it('every status change is an event with the actor, and status_history keeps the actor id (passenger and agent moves)', async () => {
    const passenger = await newCaller(t.app);
    const agent = await newAgent(t.app);
    const claim = await createClaim(t.app, passenger);
    const move = (who: typeof agent, status: string) =>
      who === agent
        ? agentMove(t.app, agent, claim.id, status)
        : t.app.inject({ method: 'PATCH', url: `/api/claims/${claim.id}/status`, headers: who.headers, payload: { status } });
    expect((await move(passenger, 'draft')).statusCode).toBe(200);
    expect((await move(passenger, 'submitted')).statusCode).toBe(200);
    expect((await move(agent, 'processing')).statusCode).toBe(200);
    const approved = await move(agent, 'approved');
    expect(approved.statusCode).toBe(200);

    const history = approved.json().data.claim.status_history as { status: string; by?: string; by_user_id?: string }[];
    expect(history.map((h) => [h.status, h.by, h.by_user_id])).toEqual([
      ['submitted', 'passenger', passenger.user.id],
      ['draft', 'passenger', passenger.user.id],
      ['submitted', 'passenger', passenger.user.id],
      ['processing', 'agent', agent.user.id],
      ['approved', 'agent', agent.user.id],
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}`, headers: passenger.headers });
    expect(read.json().data.status_history.at(-1)).toMatchObject({ status: 'approved', by: 'agent', by_user_id: agent.user.id });

    const events = log.events('claim.status-changed').filter((e) => e.claimId === claim.id);
    expect(events.map((e) => [e.from, e.to, e.actorId, e.actorRole])).toEqual([
      ['submitted', 'draft', passenger.user.id, 'passenger'],
      ['draft', 'submitted', passenger.user.id, 'passenger'],
      ['submitted', 'processing', agent.user.id, 'agent'],
      ['processing', 'approved', agent.user.id, 'agent'],
    ]);
  });

  it('privilege changes: an invitation and a deactivation (once, not again), with the admin and the IP (N8)', async () => {
    const admin = await newAgent(t.app, 'admin');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/agents',
      headers: admin.headers,
      remoteAddress: IP,
      payload: { email: 'audit.invitee@example.com', first_name: 'Ina', last_name: 'Vite', role: 'admin' },
    });
    expect(invited.statusCode).toBe(201);
    const targetId = invited.json().data.id as string;
    expect(log.events('agent.invited')).toEqual([expect.objectContaining({ targetId, role: 'admin', actorId: admin.user.id, ip: IP })]);

    const deactivate = () => t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${targetId}/deactivate`, headers: admin.headers, remoteAddress: IP });
    expect((await deactivate()).statusCode).toBe(200);
    expect((await deactivate()).statusCode).toBe(200);
    expect(log.events('agent.deactivated')).toEqual([expect.objectContaining({ targetId, role: 'admin', actorId: admin.user.id, ip: IP })]);
    expectNoSecrets('audit.invitee', 'token=');
  });

  it('account erasure: refused with a wrong password, then done', async () => {
    const { user, tokens } = await signedInUser(t.app);
    const del = (password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(tokens.access_token), remoteAddress: IP, payload: { password } });
    expect((await del('Wrong-Erase-Pass5')).statusCode).toBe(403);
    expect((await del(user.password)).statusCode).toBe(204);
    expect(log.events('account.erase-refused')).toContainEqual(expect.objectContaining({ userId: user.id, ip: IP, code: 'wrong-password' }));
    expect(log.events('account.erased')).toContainEqual(expect.objectContaining({ userId: user.id, ip: IP }));
    expectNoSecrets('Wrong-Erase-Pass5', user.password, user.email);
  });
});
