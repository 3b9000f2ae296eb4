// The delivery queue when the server is killed (SIGKILL) while it sends: after each restart the
// deliveries it held are taken again, and in the end every notification is in the inbox once,
// every e-mail is in the mailbox once, and every push reached the push service, a repeat only for
// a send the kill interrupted and then with the same Topic (a push service keeps one, and the
// service worker's tag shows one). With PostgreSQL, two servers share the queue and nothing is
// sent twice.
import { PGlite } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPayload } from './claims-helpers.ts';
import { linkToken, readMails } from './mailbox.ts';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint.ts';
import { registerPassenger } from './device.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';

const PASSWORD = 'correct horse battery';
let push: PushEndpoint;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  push = await startPushEndpoint();
});
afterAll(async () => {
  for (const server of servers) await server.dispose();
  await push?.close();
});

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string, limitMs = 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function signUp(server: ServerProcess, email: string): Promise<string> {
  await registerPassenger(server.url, email, PASSWORD);
  const mail = await until(() => readMails(server).find((m) => m.to === email && m.text.includes('/verify-email?token=')), Boolean, 'the verification mail');
  const verified = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: linkToken(mail!, '/verify-email') }),
  });
  expect(verified.status).toBe(200);
  const tokens = await fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: email, password: PASSWORD, scope: 'openid' }),
  });
  return ((await tokens.json()) as { access_token: string }).access_token;
}

const call = (server: ServerProcess, token: string, url: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const notificationMails = (servers: ServerProcess[]) => servers.flatMap((s) => readMails(s).filter((m) => m.file.startsWith('delivery-')));

async function jobStates(server: ServerProcess): Promise<Record<string, number>> {
  const query = 'select state, count(*)::int as n from notification_jobs group by state';
  let rows: { state: string; n: number }[];
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  } else {
    const db = await PGlite.create({ dataDir: path.join(server.dataDir, 'pg') });
    rows = (await db.query<{ state: string; n: number }>(query)).rows;
    await db.close();
  }
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

describe('SIGKILL while notifications are sent', () => {
  it('delivers each notification once per channel after two kills and restarts', async () => {
    const server = await createServerProcess({ env: { NOTIFY_POLL_MS: '50', NOTIFY_LEASE_SECONDS: '2', PUSH_EXTRA_HOSTS: push.host } });
    servers.push(server);
    await server.start();
    const token = await signUp(server, 'kill@example.com');
    expect((await call(server, token, '/api/me/push-subscriptions', push.subscription('kill'))).status).toBe(204);

    const N = 8;
    push.delayMs = 150; // sends stay in flight long enough to be killed under
    const before = push.requests;
    for (let i = 0; i < N; i++) expect((await call(server, token, '/api/claims', claimPayload())).status).toBe(201);
    for (const kill of [1, 3]) {
      await until(
        () => push.requests,
        (n) => n >= before + kill,
        `push request ${kill} in flight`,
      );
      await server.stop('SIGKILL');
      await server.start();
    }
    push.delayMs = 0;

    const mine = () => push.received.filter((p) => p.path.endsWith('/kill'));
    await until(
      () => new Set(mine().map((p) => p.payload.id)).size,
      (n) => n === N,
      'every push',
    );
    await until(
      () => notificationMails([server]).length,
      (n) => n >= N,
      'every mail',
    );
    const inbox = (await (await call(server, token, '/api/me/notifications')).json()) as { data: { id: string }[] };
    await server.stop('SIGTERM');

    expect(await jobStates(server)).toEqual({ done: 2 * N });
    expect(inbox.data).toHaveLength(N);
    expect(new Set(inbox.data.map((n) => n.id)).size).toBe(N);
    const mails = notificationMails([server]);
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((m) => /^Message-ID: (.*)$/m.exec(m.text)?.[1])).size).toBe(N);
    // Pushes: every notification; a repeat only for a send a kill cut off, with the same Topic.
    const pushes = mine();
    expect(pushes.length).toBeLessThanOrEqual(N + 2);
    for (const id of new Set(pushes.map((p) => p.payload.id))) {
      const copies = pushes.filter((p) => p.payload.id === id);
      expect(new Set(copies.map((p) => p.headers.topic)).size).toBe(1);
    }
  }, 240_000);

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'two servers on one PostgreSQL send each delivery once',
    async () => {
      // One key-encryption key and one issuer: the two servers are one service.
      const shared = { NOTIFY_POLL_MS: '50', PUSH_EXTRA_HOSTS: push.host, OIDC_KEY_ENCRYPTION_KEY: 'ab'.repeat(32) };
      const first = await createServerProcess({ env: shared });
      servers.push(first);
      await first.start();
      const second = await createServerProcess({ publicOrigin: first.url, env: { ...shared, DATABASE_URL: first.databaseUrl! } });
      servers.push(second);
      await second.start();
      const token = await signUp(first, 'two@example.com');
      expect((await call(first, token, '/api/me/push-subscriptions', push.subscription('two'))).status).toBe(204);
      const N = 12;
      for (let i = 0; i < N; i++) expect((await call(i % 2 ? second : first, token, '/api/claims', claimPayload())).status).toBe(201);
      const mine = () => push.received.filter((p) => p.path.endsWith('/two'));
      await until(
        () => mine().length,
        (n) => n >= N,
        'every push',
      );
      await until(
        () => notificationMails([first, second]).length,
        (n) => n >= N,
        'every mail',
      );
      await first.stop('SIGTERM');
      await second.stop('SIGTERM');
      expect(await jobStates(first)).toEqual({ done: 2 * N });
      expect(mine()).toHaveLength(N);
      expect(notificationMails([first, second])).toHaveLength(N);
    },
    240_000,
  );
});
