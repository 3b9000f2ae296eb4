// Server configuration from the environment. Every variable is listed once in CONFIG_VARIABLES
// (name, default and range, one-line description): the defaults below are read from there, and
// src/server/README.md's configuration table is written from there. Invalid values stop the start
// with one error that lists every problem.
import path from 'node:path';
import { configDefault } from './config-variables.ts';
import { envReader, type Env } from './env-reader.ts';
import { parseEncryptionKey } from './identity/key-encryption.ts';
import { loadLimits, type ApiDocs, type Limits } from './limits.ts';
import { loadPayoutConfig, type PayoutConfig } from './payout-config.ts';
import { loadNotifyConfig, type NotifyConfig } from './notify/config.ts';
import { loadDeskConfig, type DeskConfig } from './desk/config.ts';
import { parseTrustProxy } from './proxy-trust.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.ts';

export { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimits } from './rate-limits.ts';
export { CONFIG_VARIABLES, type ConfigVariable } from './config-variables.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type BlobStoreKind = 'fs' | 's3';

export interface ServerConfig extends PayoutConfig {
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  /** Origin the browser uses, without a trailing slash (e.g. https://claims.example). */
  publicOrigin: string;
  /** The token issuer the API trusts. */
  oidcIssuer: string;
  /** True when the issuer is the provider embedded in this process (OIDC_ISSUER unset). */
  oidcEmbedded: boolean;
  /** The `aud` every access token must carry. */
  oidcAudience: string;
  /** Signing keys for the embedded provider as a JWKS JSON (private keys); else kept in the database. */
  oidcJwks: string | undefined;
  /** Encrypts the stored identity keys; unset: DATA_DIR/keys/identity-keys.key. */
  oidcKeyEncryptionKey: string | undefined;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Absolute path of the built app. */
  distDir: string;
  logLevel: LogLevel;
  /** Fastify trustProxy: false, a hop count or a list of addresses/CIDRs (never true: review F6). */
  trustProxy: boolean | number | string[];
  smtpUrl: string | undefined;
  /** The From address of e-mails the server sends. */
  mailFrom: string;
  blobStore: BlobStoreKind;
  s3: {
    endpoint: string | undefined;
    bucket: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
  };
  /** fake / passenger (the passenger's own facts, no third party) or aerodatabox. */
  flightProvider: string;
  aerodatabox: {
    /** Required with FLIGHT_PROVIDER=aerodatabox. */
    apiKey: string | undefined;
    /** API.market by default. */
    baseUrl: string;
  };
  rateLimitRedisUrl: string | undefined;
  /** Seconds between SIGTERM and closing the port, answering not-ready so a balancer stops sending. */
  shutdownDrainSeconds: number;
  /** Seconds a run may hold an Idempotency-Key before a retry presumes it crashed. */
  idempotencyLeaseSeconds: number;
  rateLimits: RateLimits;
  /** Timeouts, connections per IP, per-user quotas and write rates (limits.ts). */
  limits: Limits;
  apiDocs: ApiDocs;
  /** Notification delivery, Web Push (notify/config.ts). */
  notify: NotifyConfig;
  /** The airline desk (desk/config.ts). */
  desk: DeskConfig;
  /** The Chromium that prints signed mandates to PDF. */
  chromiumPath: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const FLIGHT_PROVIDER_NAMES: readonly string[] = ['fake', 'passenger', 'aerodatabox'];

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const { read, text, integer } = envReader(env, problems);

  const url = (name: string, protocols: string[]) => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a ${protocols.map((p) => p.replace(':', '')).join(' or ')} URL (got "${redactUrl(raw)}")`);
      return undefined;
    }
  };

  const port = integer('PORT');
  const host = text('HOST');
  const dataDir = path.resolve(text('DATA_DIR'));
  const distDir = path.resolve(text('DIST_DIR'));
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);

  let publicOrigin = `http://localhost:${port}`;
  const originRaw = read('PUBLIC_ORIGIN');
  if (originRaw !== undefined) {
    try {
      const parsed = new URL(originRaw);
      if (!['http:', 'https:'].includes(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '')) {
        throw new Error('shape');
      }
      publicOrigin = parsed.origin;
    } catch {
      problems.push(`PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://claims.example (got "${originRaw}")`);
    }
  }

  const externalIssuer = url('OIDC_ISSUER', ['http:', 'https:']);
  const oidcIssuer = (externalIssuer ?? `${publicOrigin}/realms/claims`).replace(/\/+$/, '');
  const oidcAudience = text('OIDC_AUDIENCE');

  const oidcJwks = read('OIDC_JWKS');
  if (oidcJwks !== undefined) {
    try {
      const parsed = JSON.parse(oidcJwks) as { keys?: unknown };
      if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) throw new Error('keys');
    } catch {
      problems.push('OIDC_JWKS must be a JSON document {"keys": [...]} with at least one private key');
    }
  }

  const oidcKeyEncryptionKey = read('OIDC_KEY_ENCRYPTION_KEY');
  if (oidcKeyEncryptionKey !== undefined && !parseEncryptionKey(oidcKeyEncryptionKey))
    problems.push('OIDC_KEY_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
  const accessTokenTtl = integer('ACCESS_TOKEN_TTL');

  const logLevelRaw = text('LOG_LEVEL');
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'), problems);

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read('MAIL_FROM') ?? `Flightclaim <no-reply@${new URL(publicOrigin).hostname}>`;

  const blobStoreRaw = text('BLOB_STORE');
  let blobStore: BlobStoreKind = 'fs';
  if (blobStoreRaw === 'fs' || blobStoreRaw === 's3') blobStore = blobStoreRaw;
  else problems.push(`BLOB_STORE must be fs or s3 (got "${blobStoreRaw}")`);

  const s3 = {
    endpoint: url('S3_ENDPOINT', ['http:', 'https:']),
    bucket: read('S3_BUCKET'),
    region: text('S3_REGION'),
    accessKeyId: read('S3_ACCESS_KEY_ID'),
    secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
  };
  if (blobStore === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when BLOB_STORE=s3');
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }

  const flightProvider = text('FLIGHT_PROVIDER');
  if (!FLIGHT_PROVIDER_NAMES.includes(flightProvider)) {
    problems.push(`FLIGHT_PROVIDER must be one of ${FLIGHT_PROVIDER_NAMES.join(', ')} (got "${flightProvider}")`);
  }
  const aerodatabox = {
    apiKey: read('AERODATABOX_API_KEY'),
    baseUrl: url('AERODATABOX_BASE_URL', ['http:', 'https:']) ?? configDefault('AERODATABOX_BASE_URL'),
  };
  if (flightProvider === 'aerodatabox' && !aerodatabox.apiKey) problems.push('AERODATABOX_API_KEY is required when FLIGHT_PROVIDER=aerodatabox');

  const rateLimitRedisUrl = url('RATE_LIMIT_REDIS_URL', ['redis:', 'rediss:']);
  const idempotencyLeaseSeconds = integer('IDEMPOTENCY_LEASE_SECONDS');
  const shutdownDrainSeconds = integer('SHUTDOWN_DRAIN_SECONDS');

  const { limits, apiDocs } = loadLimits(env, problems);
  const payout = loadPayoutConfig(env, problems);
  const notify = loadNotifyConfig(env, problems);
  const desk = loadDeskConfig(env, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicOrigin,
    oidcIssuer,
    oidcEmbedded: externalIssuer === undefined,
    oidcAudience,
    oidcJwks,
    oidcKeyEncryptionKey,
    accessTokenTtl,
    distDir,
    logLevel,
    trustProxy,
    smtpUrl,
    mailFrom,
    blobStore,
    s3,
    flightProvider,
    aerodatabox,
    rateLimitRedisUrl,
    idempotencyLeaseSeconds,
    shutdownDrainSeconds,
    rateLimits: DEFAULT_RATE_LIMITS,
    limits,
    apiDocs,
    ...payout,
    notify,
    desk,
    chromiumPath: text('CHROMIUM_PATH'),
  };
}

/** A URL with its password hidden, for error messages and logs. */
export function redactUrl(raw: string): string {
  try {
    const parsed = new URL(raw);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return raw.replace(/\/\/[^@/]*@/, '//***@');
  }
}
