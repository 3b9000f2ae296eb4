// Inbound mail settings: the claim address's domain and the SMTP receiver's port, interface and
// limits. Defaults and ranges are rows of inbound-variables.json (see config-variables.ts).
import { envReader, type Env } from '../env-reader.ts';

export interface InboundConfig {
  /** Undefined: no receiver (agents upload the airline's answers). 0: any free port. */
  port: number | undefined;
  host: string;
  maxBytes: number;
  maxConnections: number;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** MAIL_DOMAIN, else the public origin's host name. */
export function loadMailDomain(env: Env, problems: string[], publicOrigin: string): string {
  const raw = envReader(env, problems).read('MAIL_DOMAIN')?.toLowerCase();
  if (raw !== undefined && !DOMAIN.test(raw)) problems.push(`MAIL_DOMAIN must be a domain name such as claims.example (got "${raw}")`);
  return raw !== undefined && DOMAIN.test(raw) ? raw : new URL(publicOrigin).hostname;
}

export function loadInboundConfig(env: Env, problems: string[]): InboundConfig {
  const { read, text, integer } = envReader(env, problems);
  const portRaw = read('INBOUND_SMTP_PORT');
  let port: number | undefined;
  if (portRaw !== undefined) {
    if (/^\d+$/.test(portRaw) && Number(portRaw) <= 65535) port = Number(portRaw);
    else problems.push(`INBOUND_SMTP_PORT must be a whole number from 0 to 65535 (got "${portRaw}")`);
  }
  return { port, host: text('INBOUND_SMTP_HOST'), maxBytes: integer('INBOUND_SMTP_MAX_BYTES'), maxConnections: integer('INBOUND_SMTP_MAX_CONNECTIONS') };
}
