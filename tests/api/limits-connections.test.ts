// F4 of the security review, over real sockets: a request body that trickles in is cut off once
// its time budget (a base plus its size at the floor rate) is spent, and one client address
// cannot hold more than its share of connections. Budgets are lowered so the test is quick; it
// never asserts on elapsed time, only on what the server did to the socket.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app.ts';

let port: number;
const t = useTestApp(
  async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  },
  { limits: { bodyTimeoutBaseMs: 300, bodyMinBytesPerSecond: 100_000, connectionsPerIp: 3, headersTimeoutMs: 1_000 } },
);

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: net.Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    socket.once('close', () => resolve());
  });

async function ask(socket: net.Socket, path: string): Promise<string> {
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  return new Promise((resolve) => socket.once('data', (data) => resolve(data.toString('latin1'))));
}

describe('slow bodies and connection caps (F4)', () => {
  it('closes a connection whose JSON body trickles in one byte at a time', async () => {
    const socket = await connect();
    socket.on('error', () => {});
    socket.write('POST /api/nothing HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n');
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write('{');
    }, 50);
    try {
      await closed(socket);
    } finally {
      clearInterval(drip);
    }
    expect(socket.destroyed).toBe(true);
  }, 15_000);

  it('answers 408 to headers that do not finish within HEADERS_TIMEOUT_SECONDS, not at the next 30 s check (I3)', async () => {
    const socket = await connect();
    socket.on('error', () => {});
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await closed(socket);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 15_000);

  it('still answers a body that arrives at a normal pace', async () => {
    const socket = await connect();
    const body = JSON.stringify({ a: 'b' });
    socket.write(`POST /api/nothing HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    const answer = await new Promise<string>((resolve) => socket.once('data', (d) => resolve(d.toString('latin1'))));
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    socket.destroy();
  });

  it('refuses a fourth connection from one address while three are open, and takes it again once one closes', async () => {
    const held = [await connect(), await connect(), await connect()];
    expect(await ask(held[0]!, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    const fourth = await connect();
    fourth.on('error', () => {});
    await closed(fourth);
    expect(fourth.destroyed).toBe(true);
    expect(await ask(held[1]!, '/api/health')).toMatch(/^HTTP\/1\.1 200/);
    held[2]!.destroy();
    await closed(held[2]!);
    // The server sees the close a moment later; a new socket then gets in.
    let next: net.Socket | undefined;
    for (let attempt = 0; attempt < 50 && !next; attempt++) {
      const candidate = await connect();
      candidate.on('error', () => {});
      const answer = await Promise.race([ask(candidate, '/api/health'), closed(candidate).then(() => 'closed')]);
      if (answer.startsWith('HTTP/1.1 200')) next = candidate;
      else await new Promise((r) => setTimeout(r, 20));
    }
    expect(next).toBeDefined();
    for (const socket of [...held, next!]) socket.destroy();
  });
});
