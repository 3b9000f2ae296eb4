// pino options for Fastify's logger. No personal data in logs: credentials, tokens, cookies,
// e-mail addresses, names, phone numbers and addresses are redacted wherever they appear in a
// logged object (request headers, bodies, errors, our own log calls), and database errors are
// logged as a summary without their query text or parameters (safe-error.ts).
import type { LoggerOptions } from 'pino';
import type { LogLevel } from './config.ts';
import { serializeError } from './safe-error.ts';

const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'proxy-authorization',
  'x-api-key',
  'password',
  'newPassword',
  'currentPassword',
  'credentials',
  'value',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'accessToken',
  'refreshToken',
  'idToken',
  'client_secret',
  'signature',
  'link',
  'resetLink',
  'verificationLink',
  'tokenHash',
  'email',
  'username',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'given_name',
  'family_name',
  'name',
  'phone',
  'address',
  'passport',
];

// An OAuth authorization code travels as a form or query parameter named `code`; only those
// places are redacted, so a problem's `code` (claim-not-found, forbidden, …) stays readable.
const OAUTH_CODE_PATHS = ['body.code', 'query.code', 'params.code', '*.body.code', '*.query.code', '*.params.code'];

// pino paths: top-level keys, one and two levels deep, and the request headers.
const REDACT_PATHS = [
  ...SENSITIVE_KEYS.map((key) => `["${key}"]`),
  ...SENSITIVE_KEYS.map((key) => `*["${key}"]`),
  ...SENSITIVE_KEYS.map((key) => `*.*["${key}"]`),
  ...OAUTH_CODE_PATHS,
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function loggerOptions(level: LogLevel): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Only what tells requests apart: no query string (it may carry a search term or a reset
      // token), no headers beyond the agent.
      req(req: { method: string; url: string; id?: string; headers?: Record<string, string> }) {
        return { method: req.method, path: req.url.split('?')[0], id: req.id };
      },
      err: serializeError,
      error: serializeError,
    },
  };
}
