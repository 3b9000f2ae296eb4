// Admins invite agents (set-password link by e-mail) and deactivate them (no sign-in, sessions
// end at once); agents and passengers may do neither.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newAgent, newCaller, type Caller } from './claims-helpers.ts';
import { login } from './harness.ts';
import { useTestApp } from './use-test-app.ts';

let admin: Caller;
let agent: Caller;
let passenger: Caller;

const t = useTestApp(async () => {
  admin = await newAgent(t.app, 'admin');
  agent = await newAgent(t.app);
  passenger = await newCaller(t.app);
});

const invite = (caller: Caller, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backoffice/agents',
    headers: caller.headers,
    payload: { email, first_name: 'Nia', last_name: 'New', role: 'claims-agent' },
  });

function inviteLink(email: string): string {
  const dir = path.join(t.config.dataDir, 'mail');
  // Quoted-printable: soft line breaks and =3D for '='.
  const mails = fs.readdirSync(dir).map((f) =>
    fs
      .readFileSync(path.join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
  const mail = mails.find((m) => m.includes(`To: ${email}`) && m.includes('invited'));
  const match = /forgot-password\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '');
  if (!match) throw new Error('no invitation mail');
  return match[1]!;
}

describe('inviting an agent', () => {
  it('is for admins only', async () => {
    expect((await invite(agent, 'x1@example.com')).statusCode).toBe(403);
    expect((await invite(passenger, 'x2@example.com')).json().code).toBe('agent-role-required');
  });

  it('creates the agent and mails a set-password link that works', async () => {
    const res = await invite(admin, 'nia@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'nia@example.com', role: 'claims-agent', active: true });
    const token = inviteLink('nia@example.com');
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'a brand new password' } });
    expect(set.statusCode).toBe(204);
    const tokens = await login(t.app, 'nia@example.com', 'a brand new password');
    expect(JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()).roles).toEqual(['claims-agent']);
    expect((await invite(admin, 'nia@example.com')).json().code).toBe('email-taken');
  });
});

describe('deactivating an agent', () => {
  it('ends their sessions at once and blocks sign-in', async () => {
    const victim = await newAgent(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/claims', headers: victim.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${victim.user.id}/deactivate`, headers: agent.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${victim.user.id}/deactivate`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/claims', headers: victim.headers })).statusCode).toBe(401);
    await expect(login(t.app, victim.user.email, victim.user.password)).rejects.toThrow(/login failed: 400/);
    const again = await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${victim.user.id}/deactivate`, headers: admin.headers });
    expect(again.statusCode).toBe(200);
  });

  it('voids the invitation link of an invitee not yet set up (review I1)', async () => {
    const invited = await invite(admin, 'late.invitee@example.com');
    expect(invited.statusCode).toBe(201);
    const token = inviteLink('late.invitee@example.com');
    const off = await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${invited.json().data.id}/deactivate`, headers: admin.headers });
    expect(off.statusCode).toBe(200);
    const set = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password: 'a brand new password' } });
    expect(set.statusCode).toBe(400);
    expect(set.json().code).toBe('invalid-reset-token');
  });

  it('refuses passengers, unknown ids and oneself', async () => {
    expect((await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${passenger.user.id}/deactivate`, headers: admin.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: `/api/backoffice/agents/${admin.user.id}/deactivate`, headers: admin.headers })).json().code).toBe(
      'cannot-deactivate-self',
    );
  });
});
