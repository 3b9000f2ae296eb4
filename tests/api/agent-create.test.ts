// `npm run agent:create` while the real server runs (a child process), on the database the suite
// runs on: on PGlite the CLI reaches the server through the loopback one-time secret; on
// PostgreSQL it writes to the shared database. Either way the new agent can sign in to the
// running server at once and gets the right roles; the CLI says what it did.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_FILE, LOCAL_ADMIN_HEADER, LOCAL_ADMIN_PATH } from '../../src/server/identity/local-admin.ts';
import { createServerProcess, ROOT, type ServerProcess } from './server-process.ts';

const run = promisify(execFile);
let server: ServerProcess;
const PASSWORD = 'a long agent password';

beforeAll(async () => {
  // Info level: the loopback endpoint's security event is an info line.
  server = await createServerProcess({ env: { LOG_LEVEL: 'info' } });
  await server.start();
}, 120_000);
afterAll(async () => {
  await server?.dispose();
});

function cli(args: string[], password = PASSWORD) {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: server.dataDir,
    FLIGHTCLAIM_AGENT_PASSWORD: password,
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
  };
  return run(process.execPath, [path.join(ROOT, 'src/server/identity/create-agent.ts'), ...args], { cwd: ROOT, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: email, password: PASSWORD, scope: 'openid' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function rolesOf(email: string): Promise<string[]> {
  const res = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: email, password: PASSWORD, scope: 'openid' }),
  });
  expect(res.status).toBe(200);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).roles;
}

describe('npm run agent:create with the server running', () => {
  it('creates a claims agent who can sign in at once, and says how', async () => {
    const result = await cli(['ann.agent@example.com', 'Ann', 'Agent']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created claims agent \(role claims-agent\) ann\.agent@example\.com, user id [0-9a-f-]{36}, /);
    expect(result.stdout).toContain(server.databaseUrl ? 'in the PostgreSQL database' : 'through the running server');
    expect(await rolesOf('ann.agent@example.com')).toEqual(['claims-agent']);
  }, 60_000);

  it('creates an admin with --admin (both roles)', async () => {
    const result = await cli(['--admin', 'ada.admin@example.com', 'Ada', 'Admin']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created admin \(roles claims-agent and admin\)/);
    expect(await rolesOf('ada.admin@example.com')).toEqual(['claims-agent', 'admin']);
  }, 60_000);

  it('creates a partner lawyer at their firm with --partner (and the firm with --new-firm); a partner without a known firm is nobody', async () => {
    const unknown = await cli(['--partner', 'Kanzlei Nowhere', 'pia.partner@example.com', 'Pia', 'Partner']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Nothing created: No partner firm "Kanzlei Nowhere"');
    const noFirm = await cli(['pia.partner@example.com', 'Pia', 'Partner', '--partner']);
    expect([noFirm.code, noFirm.stderr.startsWith('Usage:')]).toEqual([1, true]);

    const made = await cli(['--partner', 'Kanzlei Recht & Flug', '--new-firm', 'pia.partner@example.com', 'Pia', 'Partner']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(
      /^Created partner lawyer \(role partner\) at the new firm "Kanzlei Recht & Flug" \(firm id [0-9a-f-]{36}\) pia\.partner@example\.com, user id /,
    );
    const firmId = /firm id ([0-9a-f-]{36})/.exec(made.stdout)![1]!;
    expect(await rolesOf('pia.partner@example.com')).toEqual(['partner']);

    // A second lawyer at the same firm, named by its id: the firm is not made twice.
    const second = await cli(['paul.partner@example.com', 'Paul', 'Partner', '--partner', firmId]);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`at the firm "Kanzlei Recht & Flug" (firm id ${firmId})`);
    // The partner sees the back office scoped to the firm: an empty queue, not a refusal.
    const token = await tokenOf('pia.partner@example.com');
    const queue = await fetch(`${server.url}/api/backoffice/claims`, { headers: { authorization: `Bearer ${token}` } });
    expect(queue.status).toBe(200);
    expect(((await queue.json()) as { data: unknown[] }).data).toEqual([]);
  }, 60_000);

  it('says nothing was created for a taken e-mail, a short password or missing names', async () => {
    const taken = await cli(['ann.agent@example.com', 'Ann', 'Again']);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('Nothing created: ann.agent@example.com already has an account.');
    const short = await cli(['bo@example.com', 'Bo', 'B'], 'short');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^Usage:/);
    expect((await cli(['bo@example.com', 'Bo'])).code).toBe(1);
  }, 60_000);
});

describe.skipIf(process.env.DATABASE_URL)('the loopback endpoint (PGlite)', () => {
  const body = { email: 'eve@example.com', firstName: 'Eve', lastName: 'E', password: PASSWORD, role: 'admin' };
  const secretFile = () => path.join(server.dataDir, LOCAL_ADMIN_FILE);

  it('keeps its secret in a 0600 file', () => {
    expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);
  });

  it('refuses a wrong or missing secret (403) and creates nobody', async () => {
    for (const headers of [{}, { [LOCAL_ADMIN_HEADER]: 'guess' }] as Record<string, string>[]) {
      const res = await fetch(`${server.url}${LOCAL_ADMIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
    }
    const login = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: body.email, password: PASSWORD }),
    });
    expect(login.status).toBe(400);
  });

  it('refuses a request that came through a reverse proxy, even with the secret, and keeps the secret (I6)', async () => {
    const { secret } = JSON.parse(fs.readFileSync(secretFile(), 'utf8')) as { secret: string };
    for (const proxied of [{ 'x-forwarded-for': '203.0.113.5' }, { forwarded: 'for=203.0.113.5' }, { 'x-real-ip': '203.0.113.5' }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${server.url}${LOCAL_ADMIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [LOCAL_ADMIN_HEADER]: secret, ...proxied },
        body: JSON.stringify({ ...body, email: 'proxied@example.com' }),
      });
      expect(res.status).toBe(403);
    }
    expect(JSON.parse(fs.readFileSync(secretFile(), 'utf8')).secret).toBe(secret);
  });

  it('accepts a secret once: a replay is refused', async () => {
    const { secret } = JSON.parse(fs.readFileSync(secretFile(), 'utf8')) as { secret: string };
    const send = () =>
      fetch(`${server.url}${LOCAL_ADMIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [LOCAL_ADMIN_HEADER]: secret },
        body: JSON.stringify(body),
      });
    const created = await send();
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await send()).status).toBe(403);
    // A privilege change is a security event with who (the local admin), whom, what role and whence (N8).
    const events = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"event":"agent.created"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toContainEqual(expect.objectContaining({ targetId: id, role: 'admin', actorId: 'local-admin', ip: '127.0.0.1' }));
    expect(JSON.parse(fs.readFileSync(secretFile(), 'utf8')).secret).not.toBe(secret);
  });
});
