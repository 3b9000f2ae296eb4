// A tiny push service for tests: an HTTP endpoint that receives Web Push requests, checks the
// VAPID header is there, and decrypts the aes128gcm payload (RFC 8291) with the keys of a
// subscription it made up, as a browser would. `status` lets a test answer 410 or 500.
import crypto from 'node:crypto';
import http from 'node:http';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  payload: Record<string, unknown>;
}

export interface PushEndpoint {
  origin: string;
  host: string;
  received: ReceivedPush[];
  /** A subscription (as PushSubscription.toJSON()) whose messages this endpoint can decrypt. */
  subscription(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The status to answer for a name (default 201). */
  status: Map<string, number>;
  /** Requests that arrived, answered or not. */
  requests: number;
  /** Milliseconds to wait before answering (a slow push service: sends are in flight longer). */
  delayMs: number;
  close(): Promise<void>;
}

function decrypt(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const status = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    endpoint.requests += 1;
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').replace(/^\/push\//, '');
      const key = keys.get(name);
      const answer = status.get(name) ?? 201;
      if (answer < 300 && key && request.method === 'POST' && /^vapid t=/.test(String(request.headers.authorization))) {
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), key.ecdh, key.auth).toString('utf8')) as Record<string, unknown>;
        received.push({ path: request.url ?? '', headers: request.headers, payload });
      }
      setTimeout(() => response.writeHead(answer).end(), endpoint.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const host = `127.0.0.1:${address.port}`;
  const endpoint: PushEndpoint = {
    delayMs: 0,
    requests: 0,
    origin: `http://${host}`,
    host,
    received,
    status,
    subscription(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      keys.set(name, { ecdh, auth });
      return { endpoint: `http://${host}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return endpoint;
}
