// Server configuration from the environment. Every variable is listed once in CONFIG_VARIABLES
// (name, default, one-line description), which the README's configuration table is written from.
// Invalid values stop the start with one error that lists every problem.
import path from 'node:path';
import { parseEncryptionKey } from './identity/key-encryption.ts';
import { LIMIT_VARIABLES, loadLimits, type ApiDocs, type Limits } from './limits.ts';
import { loadPayoutConfig, PAYOUT_VARIABLES, type PayoutConfig } from './payout-config.ts';
import { loadNotifyConfig, NOTIFY_VARIABLES, type NotifyConfig } from './notify/config.ts';
import { parseTrustProxy } from './proxy-trust.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.ts';

export { DEFAULT_RATE_LIMITS, type RateLimitRule, type RateLimits } from './rate-limits.ts';

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
    /** Undefined means the adapter's default (API.market). */
    baseUrl: string | undefined;
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
  /** The Chromium that prints signed mandates to PDF. */
  chromiumPath: string;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, for the README and `--help`. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  { name: 'DATA_DIR', default: './data', description: 'Where the embedded database, documents, keys and outgoing mail are kept (locked by one server at a time; closed to other users at each start, 0700/0600, and the start stops when it cannot be).' },
  { name: 'DATABASE_URL', default: '(unset: PGlite in DATA_DIR/pg)', description: 'PostgreSQL connection string; several servers can then share one database.' },
  { name: 'PUBLIC_ORIGIN', default: 'http://localhost:PORT', description: 'The origin users reach the app at; used for the issuer and links in e-mails (the app also works at the server\'s other addresses; a warning is logged once).' },
  { name: 'OIDC_ISSUER', default: 'PUBLIC_ORIGIN/realms/claims (embedded)', description: 'An external OpenID Connect issuer (e.g. a Keycloak realm) whose access tokens the API accepts instead of the embedded one.' },
  { name: 'OIDC_AUDIENCE', default: 'flightclaim-api', description: 'The audience (aud) every access token must carry.' },
  { name: 'OIDC_JWKS', default: '(unset: generated on first start and kept in the database, encrypted)', description: 'Private signing keys of the embedded provider as a JWKS JSON document.' },
  { name: 'OIDC_KEY_ENCRYPTION_KEY', default: '(unset: a key generated in DATA_DIR/keys, 0600)', description: 'AES-256 key (64 hex digits or base64) that encrypts the stored signing and cookie keys; set the same one on every server sharing a PostgreSQL.' },
  { name: 'ACCESS_TOKEN_TTL', default: '300', description: 'Access-token lifetime in seconds (60 to 3600).' },
  { name: 'DIST_DIR', default: './dist', description: 'The built app (npm run build) served at /.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-* from a reverse proxy: false, the number of proxies in front (e.g. 1), or a comma-separated list of their addresses/CIDRs (or loopback). true is refused: anyone could then spoof their IP.' },
  { name: 'SMTP_URL', default: '(unset: mail written to DATA_DIR/mail)', description: 'SMTP server for account mail (address confirmation, password reset, paused sign-in), e.g. smtps://user:pass@smtp.example:465.' },
  { name: 'MAIL_FROM', default: 'Flightclaim <no-reply@HOSTNAME>', description: 'The From address of e-mails.' },
  { name: 'BLOB_STORE', default: 'fs', description: 'Where documents and signatures go: fs (DATA_DIR/blobs) or s3.' },
  { name: 'S3_ENDPOINT', default: '(AWS)', description: 'S3-compatible endpoint URL when BLOB_STORE=s3.' },
  { name: 'S3_BUCKET', default: '(required with s3)', description: 'Bucket name when BLOB_STORE=s3.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Bucket region when BLOB_STORE=s3.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(AWS default chain)', description: 'Access key when BLOB_STORE=s3.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(AWS default chain)', description: 'Secret key when BLOB_STORE=s3.' },
  { name: 'FLIGHT_PROVIDER', default: 'fake', description: "Flight-status data source: fake or passenger (the same thing: no third party; the check reports back the delay the passenger entered, marked passenger-reported), or aerodatabox (the AeroDataBox API, observed times)." },
  { name: 'AERODATABOX_API_KEY', default: '(required with aerodatabox)', description: 'API key of AeroDataBox when FLIGHT_PROVIDER=aerodatabox; never logged.' },
  { name: 'AERODATABOX_BASE_URL', default: 'https://prod.api.market/api/v1/aedbx/aerodatabox', description: 'Base URL of the AeroDataBox API (API.market by default; e.g. the RapidAPI host instead).' },
  { name: 'IDEMPOTENCY_LEASE_SECONDS', default: '120', description: 'Seconds a request may hold its Idempotency-Key before a retry presumes the server running it crashed and runs it again (5 to 3600); matters with DATABASE_URL, since PGlite releases held keys at start.' },
  { name: 'CHROMIUM_PATH', default: '/usr/bin/chromium', description: 'The Chromium the server prints signed mandates to PDF with (headless, no network, no JavaScript).' },
  { name: 'RATE_LIMIT_REDIS_URL', default: '(unset: in-process counters)', description: 'Redis for rate-limit counters shared by several servers, so a limit is global, not one per instance.' },
  { name: 'SHUTDOWN_DRAIN_SECONDS', default: '0', description: 'On SIGTERM, seconds the server keeps serving while /api/health/ready answers 503, so a load balancer takes it out before it stops accepting connections (0 to 300); in-flight requests always finish.' },
  ...LIMIT_VARIABLES,
  ...PAYOUT_VARIABLES,
  ...NOTIFY_VARIABLES,
];


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

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

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

  const port = integer('PORT', 8080, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const distDir = path.resolve(read('DIST_DIR') ?? './dist');
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
  const oidcAudience = read('OIDC_AUDIENCE') ?? 'flightclaim-api';

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
  if (oidcKeyEncryptionKey !== undefined && !parseEncryptionKey(oidcKeyEncryptionKey)) problems.push('OIDC_KEY_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
  const accessTokenTtl = integer('ACCESS_TOKEN_TTL', 300, 60, 3600);

  const logLevelRaw = read('LOG_LEVEL') ?? 'info';
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), problems);

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read('MAIL_FROM') ?? `Flightclaim <no-reply@${new URL(publicOrigin).hostname}>`;

  const blobStoreRaw = read('BLOB_STORE') ?? 'fs';
  let blobStore: BlobStoreKind = 'fs';
  if (blobStoreRaw === 'fs' || blobStoreRaw === 's3') blobStore = blobStoreRaw;
  else problems.push(`BLOB_STORE must be fs or s3 (got "${blobStoreRaw}")`);

  const s3 = {
    endpoint: url('S3_ENDPOINT', ['http:', 'https:']),
    bucket: read('S3_BUCKET'),
    region: read('S3_REGION') ?? 'us-east-1',
    accessKeyId: read('S3_ACCESS_KEY_ID'),
    secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
  };
  if (blobStore === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when BLOB_STORE=s3');
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }

  const flightProvider = read('FLIGHT_PROVIDER') ?? 'fake';
  if (!FLIGHT_PROVIDER_NAMES.includes(flightProvider)) {
    problems.push(`FLIGHT_PROVIDER must be one of ${FLIGHT_PROVIDER_NAMES.join(', ')} (got "${flightProvider}")`);
  }
  const aerodatabox = { apiKey: read('AERODATABOX_API_KEY'), baseUrl: url('AERODATABOX_BASE_URL', ['http:', 'https:']) };
  if (flightProvider === 'aerodatabox' && !aerodatabox.apiKey) problems.push('AERODATABOX_API_KEY is required when FLIGHT_PROVIDER=aerodatabox');

  const rateLimitRedisUrl = url('RATE_LIMIT_REDIS_URL', ['redis:', 'rediss:']);
  const idempotencyLeaseSeconds = integer('IDEMPOTENCY_LEASE_SECONDS', 120, 5, 3600);
  const shutdownDrainSeconds = integer('SHUTDOWN_DRAIN_SECONDS', 0, 0, 300);

  const { limits, apiDocs } = loadLimits(env, problems);
  const payout = loadPayoutConfig(env, problems);
  const notify = loadNotifyConfig(env, problems);
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
    chromiumPath: read('CHROMIUM_PATH') ?? '/usr/bin/chromium',
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
