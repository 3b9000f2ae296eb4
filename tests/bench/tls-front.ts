// The server as a passenger reaches it in production: behind a TLS front that speaks HTTP/2 (the
// src/server/README.md's nginx), so a page's start-up files share one connection instead of queueing for
// HTTP/1.1's six. For the throttled first visit: nginx with a throwaway self-signed certificate
// in a 0700 temp folder, removed on stop. The browser context must accept that certificate.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../api/free-port.ts';
import { startNginx, type Nginx } from '../scale/nginx.ts';

export async function startTlsFront(serverUrl: string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'flightclaim-tls-'));
  const tls = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      tls.key,
      '-out',
      tls.cert,
    ],
    { stdio: 'ignore' },
  );
  const upstream = Number(new URL(serverUrl).port);
  const nginx = await startNginx(await freePort(), [upstream], tls);
  return {
    url: nginx.url,
    pid: nginx.pid,
    stop: async () => {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
