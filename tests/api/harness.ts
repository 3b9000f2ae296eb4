// The API test harness: the real app (real identity provider, real database) for `app.inject`.
// Each createTestApp() gets a fresh temporary DATA_DIR and, when DATABASE_URL is set, a fresh
// PostgreSQL database on that server (dropped on close). Without DATABASE_URL it runs on PGlite,
// starting from a migrated template directory that is built once per schema (a first PGlite
// initdb takes seconds; copying the template takes milliseconds).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type App, type AppDeps } from '../../src/server/app.ts';
import { loadConfig, type RateLimits, type ServerConfig } from '../../src/server/config.ts';
import { MIGRATIONS_FOLDER } from '../../src/server/db/database.ts';
import type { Limits } from '../../src/server/limits.ts';
import { users } from '../../src/server/db/schema/identity.ts';
import { registrationBody } from '../shared/realm-account.ts';

export interface TestApp {
  app: App;
  config: ServerConfig;
  /** 'pglite' or 'postgres'. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type TestAppOverrides = Partial<Omit<ServerConfig, 'rateLimits' | 'limits'>> & { rateLimits?: Partial<RateLimits>; limits?: Partial<Limits> };

/** Per-user quotas high enough that ordinary tests never meet them; limit tests set their own. */
export const GENEROUS_LIMITS: Partial<Limits> = {
  claimsPerDay: 100_000,
  storedBytesPerUser: 10 * 1024 * 1024 * 1024,
  uploadsAtOncePerUser: 100,
  writesPerMinutePerUser: 100_000,
  withdrawalsPerClaim: 1000,
};

/** Limits high enough that ordinary tests never meet them; rate-limit tests set their own. */
export const GENEROUS_RATE_LIMITS: RateLimits = {
  tokenPerIp: { max: 10_000, windowMs: 60_000 },
  loginFailuresPerAccount: { max: 10_000, windowMs: 60_000 },
  loginFailuresCeiling: { max: 10_000, windowMs: 60_000 },
  registerPerIp: { max: 10_000, windowMs: 60_000 },
  tokenGlobal: { max: 100_000, windowMs: 60_000 },
  registerGlobal: { max: 10_000, windowMs: 60_000 },
  verifyResendPerAccount: { max: 10_000, windowMs: 60_000 },
  resetPerIp: { max: 10_000, windowMs: 60_000 },
  resetPerAccount: { max: 10_000, windowMs: 60_000 },
  identityPerIp: { max: 10_000, windowMs: 60_000 },
  passwordChangePerIp: { max: 10_000, windowMs: 60_000 },
};

export async function createTestApp(overrides: TestAppOverrides = {}, deps: Pick<AppDeps, 'logStream'> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-test-'));
  const postgresUrl = process.env.DATABASE_URL;
  const base = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    PUBLIC_ORIGIN: 'http://localhost:8080',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // A well-formed test TRN, so paid claims can be invoiced (money/invoice-config.ts).
    INVOICE_SUPPLIER_TRN: '100123456700003',
  });

  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (postgresUrl) {
    ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase(postgresUrl));
  } else {
    await copyPgliteTemplate(path.join(dataDir, 'pg'));
  }

  const { rateLimits, limits, ...rest } = overrides;
  const config: ServerConfig = {
    ...base,
    databaseUrl,
    ...rest,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...rateLimits },
    limits: { ...base.limits, ...GENEROUS_LIMITS, ...limits },
  };

  let app: App;
  try {
    app = await buildApp(config, deps);
    await app.ready();
  } catch (error) {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  let closed = false;
  return {
    app,
    config,
    kind: postgresUrl ? 'postgres' : 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Copies a migrated PGlite data directory into `target`, building the template first if needed. */
export async function copyPgliteTemplate(target: string): Promise<void> {
  const template = path.join(os.tmpdir(), `flightclaim-pglite-template-${migrationsHash()}`);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) await buildTemplate(template);
  fs.cpSync(template, target, { recursive: true });
}

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  // The PGlite version too: a template from another PostgreSQL major would not open.
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const pglite = JSON.parse(fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(template: string): Promise<void> {
  // Built beside the final name and renamed into place, so parallel test files never see half a template.
  const building = `${template}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const client = await PGlite.create({ dataDir: building });
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  await client.close();
  try {
    fs.renameSync(building, template);
  } catch {
    // Another test file finished first; use theirs.
    fs.rmSync(building, { recursive: true, force: true });
  }
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  id: string;
}

let userCounter = 0;

/** Registers a user through the real registration endpoint (the spec's payload). */
export async function registerUser(
  app: App,
  input: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    referralCode?: string;
    remoteAddress?: string;
    verified?: boolean;
    /** Keycloak's user attributes (attributes.locale: the language of the account's mails). */
    attributes?: Record<string, unknown>;
    acceptLanguage?: string;
  } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = input.email ?? `user${userCounter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = input.password ?? 'correct horse battery';
  const firstName = input.firstName ?? 'Ada';
  const lastName = input.lastName ?? 'Lovelace';
  const res = await app.inject({
    method: 'POST',
    url: '/realms/claims/clients-registrations/default',
    payload: {
      ...registrationBody({ email, password, firstName, lastName }),
      ...(input.referralCode ? { referralCode: input.referralCode } : {}),
      ...(input.attributes ? { attributes: input.attributes } : {}),
    },
    ...(input.acceptLanguage ? { headers: { 'accept-language': input.acceptLanguage } } : {}),
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  // Most tests are about something else than e-mail verification (email-verification.test.ts):
  // their passengers have proved the mailbox, as the verification link would record it.
  if (input.verified !== false) await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { email, password, firstName, lastName, id };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

/** The raw token-endpoint answer for a password login (no throw), for tests of failures. */
export function tokenRequest(app: App, form: Record<string, string>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/realms/claims/protocol/openid-connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Logs in with the password grant through the real token endpoint; throws on failure. */
export async function login(app: App, email: string, password: string): Promise<Tokens> {
  const res = await tokenRequest(app, { grant_type: 'password', client_id: 'pwa', username: email, password, scope: 'openid' });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as Tokens;
}

/** A registered user and the tokens of a password login: most tests' first two steps. */
export async function signedInUser(app: App, input: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(app, input);
  return { user, tokens: await login(app, user.email, user.password) };
}

/** Exchanges a refresh token (rotation: the answer has a new refresh token). */
export function refresh(app: App, refreshToken: string) {
  return tokenRequest(app, { grant_type: 'refresh_token', client_id: 'pwa', refresh_token: refreshToken });
}

/** Logs out with Keycloak's form: ends the grant the refresh token belongs to. */
export function logout(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/realms/claims/protocol/openid-connect/logout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'pwa', refresh_token: refreshToken }).toString(),
  });
}

/** Authorization header for an access token. */
export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}
