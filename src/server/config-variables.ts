// Every environment variable the server reads (name, default, one-line description), listed once:
// the README's configuration table and `--help` are written from it (config.ts reads the values).
import { LIMIT_VARIABLES } from './limits.ts';
import { NOTIFY_VARIABLES } from './notify/config.ts';
import { PAYOUT_VARIABLES } from './payout-config.ts';

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server reads, for the README and `--help`. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Where the embedded database, documents, keys and outgoing mail are kept (locked by one server at a time; closed to other users at each start, 0700/0600, and the start stops when it cannot be).',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: PGlite in DATA_DIR/pg)',
    description: 'PostgreSQL connection string; several servers can then share one database.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: 'http://localhost:PORT',
    description:
      "The origin users reach the app at; used for the issuer and links in e-mails (the app also works at the server's other addresses; a warning is logged once).",
  },
  {
    name: 'OIDC_ISSUER',
    default: 'PUBLIC_ORIGIN/realms/claims (embedded)',
    description: 'An external OpenID Connect issuer (e.g. a Keycloak realm) whose access tokens the API accepts instead of the embedded one.',
  },
  { name: 'OIDC_AUDIENCE', default: 'flightclaim-api', description: 'The audience (aud) every access token must carry.' },
  {
    name: 'OIDC_JWKS',
    default: '(unset: generated on first start and kept in the database, encrypted)',
    description: 'Private signing keys of the embedded provider as a JWKS JSON document.',
  },
  {
    name: 'OIDC_KEY_ENCRYPTION_KEY',
    default: '(unset: a key generated in DATA_DIR/keys, 0600)',
    description:
      'AES-256 key (64 hex digits or base64) that encrypts the stored signing and cookie keys; set the same one on every server sharing a PostgreSQL.',
  },
  { name: 'ACCESS_TOKEN_TTL', default: '300', description: 'Access-token lifetime in seconds (60 to 3600).' },
  { name: 'DIST_DIR', default: './dist', description: 'The built app (npm run build) served at /.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Trust X-Forwarded-* from a reverse proxy: false, the number of proxies in front (e.g. 1), or a comma-separated list of their addresses/CIDRs (or loopback). true is refused: anyone could then spoof their IP.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: mail written to DATA_DIR/mail)',
    description: 'SMTP server for account mail (address confirmation, password reset, paused sign-in), e.g. smtps://user:pass@smtp.example:465.',
  },
  { name: 'MAIL_FROM', default: 'Flightclaim <no-reply@HOSTNAME>', description: 'The From address of e-mails.' },
  { name: 'BLOB_STORE', default: 'fs', description: 'Where documents and signatures go: fs (DATA_DIR/blobs) or s3.' },
  { name: 'S3_ENDPOINT', default: '(AWS)', description: 'S3-compatible endpoint URL when BLOB_STORE=s3.' },
  { name: 'S3_BUCKET', default: '(required with s3)', description: 'Bucket name when BLOB_STORE=s3.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Bucket region when BLOB_STORE=s3.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(AWS default chain)', description: 'Access key when BLOB_STORE=s3.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(AWS default chain)', description: 'Secret key when BLOB_STORE=s3.' },
  {
    name: 'FLIGHT_PROVIDER',
    default: 'fake',
    description:
      'Flight-status data source: fake or passenger (the same thing: no third party; the check reports back the delay the passenger entered, marked passenger-reported), or aerodatabox (the AeroDataBox API, observed times).',
  },
  {
    name: 'AERODATABOX_API_KEY',
    default: '(required with aerodatabox)',
    description: 'API key of AeroDataBox when FLIGHT_PROVIDER=aerodatabox; never logged.',
  },
  {
    name: 'AERODATABOX_BASE_URL',
    default: 'https://prod.api.market/api/v1/aedbx/aerodatabox',
    description: 'Base URL of the AeroDataBox API (API.market by default; e.g. the RapidAPI host instead).',
  },
  {
    name: 'IDEMPOTENCY_LEASE_SECONDS',
    default: '120',
    description:
      'Seconds a request may hold its Idempotency-Key before a retry presumes the server running it crashed and runs it again (5 to 3600); matters with DATABASE_URL, since PGlite releases held keys at start.',
  },
  {
    name: 'CHROMIUM_PATH',
    default: '/usr/bin/chromium',
    description: 'The Chromium the server prints signed mandates to PDF with (headless, no network, no JavaScript).',
  },
  {
    name: 'RATE_LIMIT_REDIS_URL',
    default: '(unset: in-process counters)',
    description: 'Redis for rate-limit counters shared by several servers, so a limit is global, not one per instance.',
  },
  {
    name: 'SHUTDOWN_DRAIN_SECONDS',
    default: '0',
    description:
      'On SIGTERM, seconds the server keeps serving while /api/health/ready answers 503, so a load balancer takes it out before it stops accepting connections (0 to 300); in-flight requests always finish.',
  },
  ...LIMIT_VARIABLES,
  ...PAYOUT_VARIABLES,
  ...NOTIFY_VARIABLES,
];
