// Timeouts and a per-address connection cap (security review F4), so idle or slow sockets cannot
// pile up until the server runs out of file descriptors:
// - headers must arrive within HEADERS_TIMEOUT_SECONDS (Node's headersTimeout);
// - each request body must arrive within a base time plus its size at a floor rate: a slow-body
//   attack on a small JSON route is cut after about the base time, a real 10 MiB upload on a slow
//   link still gets minutes (the same rule as the PWA's outbox);
// - Node's requestTimeout is the outer bound: the largest body the server takes, at that rate;
// - one client address may hold at most MAX_CONNECTIONS_PER_IP sockets (trusted proxies exempt).
// A reverse proxy in production should still add its own limits (src/server/README.md, "Production behind a reverse proxy").
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { bodyDeadlineMs, type Limits } from './limits.ts';
import { clientKey } from './proxy-trust.ts';

/** Idle sockets (no byte either way) are closed after this long. */
export const IDLE_SOCKET_MS = 60_000;
/** Keep-alive sockets between requests. */
export const KEEP_ALIVE_MS = 10_000;

/** Fastify's server options for the timeouts; `largestBody` is the biggest body any route takes. */
export function serverTimeouts(limits: Limits, largestBody: number) {
  return {
    connectionTimeout: IDLE_SOCKET_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    requestTimeout: bodyDeadlineMs(limits, largestBody) + limits.headersTimeoutMs,
    // Node looks for overdue headers only this often (30 s by default, so a 15 s limit acted at
    // about 31 s: review I3); a quarter of the limit keeps it within 25% of what is configured.
    http: { connectionsCheckingInterval: Math.max(250, Math.floor(limits.headersTimeoutMs / 4)) },
  };
}

export function installConnectionGuard(app: FastifyInstance, config: ServerConfig, defaultBodyLimit: number): void {
  const { limits } = config;
  app.server.headersTimeout = Math.min(limits.headersTimeoutMs, app.server.requestTimeout || limits.headersTimeoutMs);
  capConnectionsPerAddress(app, config);

  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const declared = Number(raw.headers['content-length'] ?? 0);
    const chunked = raw.headers['transfer-encoding'] !== undefined;
    if (!chunked && !(declared > 0)) return;
    const routeLimit = request.routeOptions.bodyLimit ?? defaultBodyLimit;
    const bytes = chunked ? routeLimit : Math.min(declared, routeLimit);
    const timer = setTimeout(
      () => {
        request.log.info({ bytes: declared || undefined }, 'request body too slow: connection closed');
        raw.destroy();
        if (typeof raw.socket?.destroy === 'function') raw.socket.destroy();
      },
      bodyDeadlineMs(limits, bytes),
    );
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    raw.socket?.once('close', stop);
  });
}

function capConnectionsPerAddress(app: FastifyInstance, config: ServerConfig): void {
  const max = config.limits.connectionsPerIp;
  // With a hop count every peer is a proxy: the cap would count the proxy, so the proxy must cap.
  if (max === 0 || typeof config.trustProxy === 'number' || config.trustProxy === true) return;
  const trusted = Array.isArray(config.trustProxy) ? proxyAddr.compile(config.trustProxy) : () => false;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address && trusted(address, 0)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
