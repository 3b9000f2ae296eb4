// bench:strike-day's accounts, made straight in the database so the day measures claims, not
// sign-ups: STRIKE_CLAIMS passengers with confirmed addresses, spread over ~200 flights, and the
// agents. All share one password, hashed once with cheap argon2id settings (the server verifies
// whatever settings a hash names); a real sign-up's hash would cost ~50 ms each here.
import crypto from 'node:crypto';
import net from 'node:net';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import type { Passenger } from './intake.ts';

export const PASSWORD = 'strike day password';
export const FLIGHT_DATE = '2026-11-27';

export interface Staff {
  email: string;
  password: string;
  token?: string;
}

const referral = () => crypto.randomBytes(6).toString('base64url').toUpperCase();

async function insertUsers(db: pg.Pool, emails: string[], role: string, passwordHash: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000);
    const { rows } = await db.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, role, referral_code, email_verified_at)
       select e, $2, 'Ada', 'Strike', $3, r, now() from unnest($1::text[], $4::text[]) as t(e, r) returning id`,
      [chunk, passwordHash, role, chunk.map(referral)],
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The passengers (one claim each, ~200 flights) and three agents and an admin; returns their user ids too. */
export async function makeAccounts(databaseUrl: string, claims: number, runId: string) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const flights = Math.min(200, Math.max(1, Math.round(claims / 10)));
    const passengers: Passenger[] = Array.from({ length: claims }, (_, index) => ({
      index,
      email: `strike-${runId}-${index}@example.com`,
      password: PASSWORD,
      lastName: `Strike${index}`,
      flight: { number: `LH${1000 + (index % flights)}`, date: FLIGHT_DATE },
    }));
    const userIds = await insertUsers(
      db,
      passengers.map((p) => p.email),
      'passenger',
      passwordHash,
    );
    const agentEmails = [0, 1, 2].map((i) => `agent-${runId}-${i}@example.com`);
    await insertUsers(db, agentEmails, 'claims-agent', passwordHash);
    const adminEmail = `admin-${runId}@example.com`;
    await insertUsers(db, [adminEmail], 'admin', passwordHash);
    const staff = (email: string): Staff => ({ email, password: PASSWORD });
    return { passengers, userIds, flights, agents: agentEmails.map(staff), admin: staff(adminEmail) };
  } finally {
    await db.end();
  }
}

/**
 * Empties the rate-limit counters in Redis. The passengers sign in before the day, from addresses
 * of their own; the global sign-in ceiling (1,200 a minute over all instances) would stretch that
 * over minutes, as if they had signed in over the morning. Only set-up sign-ins ever hit it.
 */
export function clearRateLimits(redisUrl: string): Promise<void> {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write('*1\r\n$7\r\nFLUSHDB\r\n'));
    socket.once('data', () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
}
