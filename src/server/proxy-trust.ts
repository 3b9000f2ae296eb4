// Which reverse proxies the server believes about X-Forwarded-For (security review F6). `true`
// is refused: it believes any client, so a spoofed header walks past every per-IP limit. A hop
// count or the proxy's addresses/CIDRs are the two safe forms. When the header arrives while no
// proxy is trusted, every client behind that proxy shares one rate-limit bucket: warn, once.
import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Fastify's trustProxy as the configuration holds it (config.ts reads it with parseTrustProxy). */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') {
    problems.push(
      'TRUST_PROXY=true believes X-Forwarded-For from anyone, so per-IP limits can be spoofed: set the number of proxies in front (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    );
    return false;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((item) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) && !NAMED_RANGES.includes(item))) {
    problems.push(`TRUST_PROXY must be false, a hop count or a comma-separated list of addresses/CIDRs (got "${raw}")`);
    return false;
  }
  return list;
}

/** Logs one warning the first time a forwarded request arrives while no proxy is trusted. */
export function warnOnUntrustedForwarding(app: FastifyInstance, config: { trustProxy: boolean | number | string[] }): void {
  if (config.trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'X-Forwarded-For arrived but TRUST_PROXY is not set: behind a proxy every client shares one per-IP rate limit; set TRUST_PROXY to the hop count or the proxy addresses',
    );
  });
}

/** The key a client address is counted under: IPv4 as is, IPv6 by its /64 (one customer's network). */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
