// A fault-injecting HTTP proxy on loopback, between the "browser" (the real drain engine) and the
// real server. Each request gets the next fault of a schedule: dropped before it reaches the
// server, cut mid-body, delayed, answered 500/502/503/429 by the proxy itself, or done by the
// server with its answer lost or replaced by an error. While the server is down (a restart) the
// proxy answers 502, as a real gateway would.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'pass' }
  /** Waits, then forwards. */
  | { kind: 'delay'; ms: number }
  /** Closes the connection before anything reaches the server. */
  | { kind: 'drop' }
  /** Sends the headers and part of the body, then aborts both connections. */
  | { kind: 'cut-request'; fraction: number }
  /** The proxy answers this status itself; the server never sees the request. */
  | { kind: 'status'; status: 429 | 500 | 502 | 503; retryAfter?: number }
  /** The server does the work; the client's connection is closed before the answer. */
  | { kind: 'lose-response' }
  /** The server does the work; the client gets this error instead of the answer. */
  | { kind: 'status-after'; status: 500 | 502 | 503 };

export type FaultKind = Fault['kind'];

export interface FaultProxy {
  readonly url: string;
  /** Requests seen, and faults injected by kind ('pass' not counted). */
  readonly stats: { requests: number; faults: Partial<Record<FaultKind, number>>; upstreamDown: number };
  close(): Promise<void>;
}

export interface FaultProxyOptions {
  upstreamPort: number;
  /** The fault for the n-th request (0-based). */
  faultFor(index: number, request: IncomingMessage): Fault;
  /** Called as each request arrives (e.g. to schedule a server kill during it). */
  onRequest?(index: number, request: IncomingMessage): void;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade', 'te', 'trailer']);

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function problem(response: ServerResponse, status: number, retryAfter?: number): void {
  const body = JSON.stringify({ type: 'about:blank', title: `Proxy says ${status}`, status, code: `proxy-${status}` });
  response.writeHead(status, {
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
    ...(retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {}),
  });
  response.end(body);
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const stats: FaultProxy['stats'] = { requests: 0, faults: {}, upstreamDown: 0 };
  const count = (kind: FaultKind) => {
    if (kind !== 'pass') stats.faults[kind] = (stats.faults[kind] ?? 0) + 1;
  };

  function forward(request: IncomingMessage, body: Buffer, cut?: number): Promise<Upstream> {
    return new Promise((resolve, reject) => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: options.upstreamPort,
          method: request.method,
          path: request.url,
          headers: { ...headers, 'content-length': String(body.length) },
          agent: false,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
          answer.on('error', reject);
        },
      );
      upstream.on('error', reject);
      if (cut === undefined) {
        upstream.end(body);
        return;
      }
      // Part of the body, then the connection dies mid-upload.
      upstream.write(body.subarray(0, Math.floor(body.length * cut)), () => {
        setTimeout(() => {
          upstream.destroy();
          reject(new Error('cut'));
        }, 20);
      });
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const index = stats.requests++;
    options.onRequest?.(index, request);
    const fault = options.faultFor(index, request);
    count(fault.kind);
    const body = await readBody(request);
    switch (fault.kind) {
      case 'drop':
        request.socket.destroy();
        return;
      case 'status':
        problem(response, fault.status, fault.retryAfter);
        return;
      case 'delay':
        await new Promise((r) => setTimeout(r, fault.ms));
        break;
      case 'cut-request':
        await forward(request, body, fault.fraction).catch(() => {});
        request.socket.destroy();
        return;
      default:
        break;
    }
    let answer: Upstream;
    try {
      answer = await forward(request, body);
    } catch {
      // The server is down or died during the request.
      stats.upstreamDown += 1;
      if (response.headersSent) request.socket.destroy();
      else problem(response, 502);
      return;
    }
    if (fault.kind === 'lose-response') {
      request.socket.destroy();
      return;
    }
    if (fault.kind === 'status-after') {
      problem(response, fault.status);
      return;
    }
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    response.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) });
    response.end(answer.body);
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
