// nginx (Debian's /usr/sbin/nginx or NGINX) as the load balancer of the scale run, in a temp dir
// with its own config: round robin over the instances, passive health checks (an instance that
// fails is left out for a few seconds), a failed or 502/503 answer retried on the next instance
// (POSTs too: every write carries an Idempotency-Key), and X-Forwarded-* for TRUST_PROXY.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { atCleanup, own } from '../shared/owned-processes.ts';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

/** A certificate and key nginx serves HTTPS with (tls-front.ts makes a throwaway self-signed pair). */
export interface NginxTls {
  cert: string;
  key: string;
}

/**
 * Where the instances serve: by default every request round robin over all of them. With
 * `agentsOn` (an index into the upstreams), the back office's API goes to that instance and the
 * passengers' requests to the others, each group the other's backup: an agent's queue does not wait
 * behind a rush of passengers' claims (src/server/README.md, several instances).
 */
export interface NginxRouting {
  agentsOn?: number;
}

const server = (port: number, backup: boolean) => `    server 127.0.0.1:${port}${backup ? ' backup' : ' max_fails=1 fail_timeout=3s'};`;

function upstream(name: string, ports: number[], primary: (index: number) => boolean): string {
  return `  upstream ${name} {
${ports.map((port, i) => server(port, !primary(i))).join('\n')}
    keepalive 16;
  }`;
}

function location(path: string, upstreamName: string): string {
  return `    location ${path} {
      proxy_pass http://${upstreamName};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Appended, not overwritten (production: $remote_addr): the script's clients all run on
      # loopback, which TRUST_PROXY trusts, so a client's own X-Forwarded-For stands for its address.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }`;
}

export function nginxConfig(dir: string, port: number, upstreams: number[], tls?: NginxTls, routing: NginxRouting = {}): string {
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name};`).join('\n');
  const { agentsOn } = routing;
  const split = agentsOn !== undefined && upstreams.length > 1;
  const upstreamBlocks = split
    ? [upstream('flightclaim', upstreams, (i) => i !== agentsOn), upstream('flightclaim_agents', upstreams, (i) => i === agentsOn)]
    : [upstream('flightclaim', upstreams, () => true)];
  const locations = split ? [location('/api/backoffice/', 'flightclaim_agents'), location('/', 'flightclaim')] : [location('/', 'flightclaim')];
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  client_max_body_size 12m;
${upstreamBlocks.join('\n')}
  server {
    ${tls ? `listen 127.0.0.1:${port} ssl http2;\n    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};` : `listen 127.0.0.1:${port};`}
${locations.join('\n')}
  }
}
`;
}

export interface Nginx {
  readonly url: string;
  /** nginx's master process (its worker is its child). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export async function startNginx(port: number, upstreams: number[], tls?: NginxTls, routing: NginxRouting = {}): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-nginx-'));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, port, upstreams, tls, routing));
  const proc: ChildProcess = own(spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] }));
  let log = '';
  proc.stderr?.on('data', (chunk) => (log += chunk));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = atCleanup(async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGQUIT'); // nginx's graceful stop
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) break;
    if (await isReady(`${url}/api/health/ready`)) return { url, pid: proc.pid, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  const errors = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not come up:\n${log}${errors}`);
}

/** GET answers 200; with https, whatever the certificate (the bench's own throwaway one). */
function isReady(url: string): Promise<boolean> {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve) => {
    const request = client.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}
