// Rate limits are global with RATE_LIMIT_REDIS_URL: two real server processes share one
// redis-server, and failed token requests spread over both get 429 at the limit, not at twice it.
// Skips (with a notice) only when redis-server is not installed and CI is not set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limits.ts';
import { redisServerInstalled, startRedis, type RedisProcess } from './redis-process.ts';
import { createServerProcess, type ServerProcess } from './server-process.ts';

const available = redisServerInstalled() || Boolean(process.env.CI);
if (!available) console.warn('SKIPPED rate-limit-shared: no redis-server (apt-get install redis-server, or set REDIS_SERVER)');

let redis: RedisProcess | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!available) return;
  redis = await startRedis();
  for (let i = 0; i < 2; i++) servers.push(await createServerProcess({ env: { RATE_LIMIT_REDIS_URL: redis.url } }));
  await Promise.all(servers.map((s) => s.start()));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()));
  await redis?.stop();
});

function failedLogin(server: ServerProcess, i: number) {
  const form = { grant_type: 'password', client_id: 'pwa', username: `nobody-${i}@example.com`, password: 'wrong' };
  return fetch(`${server.url}/realms/claims/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

describe.skipIf(!available)('rate limits shared through Redis', () => {
  it('counts failed token requests over both instances against one per-IP limit', async () => {
    const limit = DEFAULT_RATE_LIMITS.tokenPerIp.max;
    const statuses: number[] = [];
    // One at a time, alternating instances, each for another account (no per-account limit).
    for (let i = 0; i < limit + 6; i++) statuses.push((await failedLogin(servers[i % 2]!, i)).status);
    expect(statuses.slice(0, limit).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(6).fill(429));
    // Both instances refuse now: the counter is one, not one per process.
    const [a, b] = await Promise.all([failedLogin(servers[0]!, 1000), failedLogin(servers[1]!, 1001)]);
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.headers.get('content-type')).toMatch(/problem\+json/);
  });
});
