// Readiness apart from liveness, and a graceful stop: on SIGTERM the real server process answers
// not-ready (still live) for SHUTDOWN_DRAIN_SECONDS, then stops accepting connections, finishes
// the request already in flight and exits 0.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPassenger } from './device.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';

let server: ServerProcess;
const email = 'drain@example.com';
const password = 'correct horse battery';

beforeAll(async () => {
  server = await createServerProcess({ env: { SHUTDOWN_DRAIN_SECONDS: '3' } });
  await server.start();
  await registerPassenger(server.url, email, password);
}, 120_000);

afterAll(async () => {
  await server?.dispose();
});

const get = (path: string) =>
  fetch(`${server.url}${path}`).then(
    (r) => r.status,
    () => 'refused' as const,
  );

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

/** A login whose body is sent in two halves: the first now (resolves once it is written), the second when `finish` is called. */
async function slowLogin(): Promise<{ finish(): void; answer: Promise<{ status: number; body: string }> }> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: 'pwa', username: email, password, scope: 'openid' }).toString();
  const request = http.request(`${server.url}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => request.write(body.slice(0, 10), (error) => (error ? reject(error) : resolve())));
  return { finish: () => request.end(body.slice(10)), answer };
}

describe('health and graceful shutdown', () => {
  it('answers live and ready while serving', async () => {
    const live = await fetch(`${server.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, draining: false, database: { ok: true } });
  });

  it('on SIGTERM: not ready but live, then no new connections, the request in flight answered, exit 0', async () => {
    const login = await slowLogin();
    const exited = server.stop('SIGTERM');

    let ready: unknown;
    await until('ready answers 503', async () => {
      const response = await fetch(`${server.url}/api/health/ready`);
      ready = await response.json();
      return response.status === 503;
    });
    expect(ready).toEqual({ ready: false, draining: true, database: { ok: true } });
    expect(await get('/api/health/live')).toBe(200);
    await until('the port is closed', async () => (await get('/api/health/live')) === 'refused');
    expect(server.running()).toBe(true); // still finishing the login

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');
    expect(await exited).toBe(0);
  });
});
