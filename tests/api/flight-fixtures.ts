// Serves recorded flight-status answers (tests/api/fixtures/flight-status/<provider>/<case>.json)
// from a local HTTP server on a loopback port, so adapters run their real HTTP code without the
// internet. Each request is recorded for assertions on URL and headers.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface FlightFixture {
  note: string;
  request: { method: string; path: string; query: string };
  response: { status: number; contentType: string; body: unknown };
}

export function readFlightFixture(provider: string, name: string): FlightFixture {
  const path = join(import.meta.dirname, 'fixtures', 'flight-status', provider, `${name}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as FlightFixture;
}

export interface FixtureServer {
  baseUrl: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  /** The fixture the next requests get; null makes the server hang up without answering. */
  serve(fixture: FlightFixture | null): void;
  close(): Promise<void>;
}

export async function startFixtureServer(prefix = '/api/v1/aedbx/aerodatabox'): Promise<FixtureServer> {
  let current: FlightFixture | null = null;
  const requests: FixtureServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    if (!current) {
      req.socket.destroy();
      return;
    }
    const { status, contentType, body } = current.response;
    if (body === null || status === 204) {
      res.writeHead(status).end();
      return;
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    res.writeHead(status, { 'content-type': contentType }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    requests,
    serve(fixture) {
      current = fixture;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
