// The server core: health, the built app and its fallback, problem+json for unknown API paths,
// security headers, configuration errors and the DATA_DIR lock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../../src/server/data-dir-lock.ts';
import { startServer } from '../../src/server/main.ts';
import { brotliDecompressSync } from 'node:zlib';
import { precompressDir } from '../../src/build/precompress.ts';
import { copyPgliteTemplate, createTestApp, type TestApp } from './harness.ts';
import { useTestApp } from './use-test-app.ts';
import packageJson from '../../package.json' with { type: 'json' };

const t = useTestApp();

function writeBuild(distDir: string) {
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Flightclaim</title><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Flightclaim"}');
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(distDir, 'assets', 'big-def456.js'), BIG_SCRIPT);
  fs.mkdirSync(path.join(distDir, 'prerendered', 'rights'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'prerendered', 'index.html'), page('Home page markup'));
  fs.writeFileSync(path.join(distDir, 'prerendered', 'rights', 'flight-delays.html'), page('Flight delays markup'));
}

const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, text: 'compensation' })))};`;
const page = (markup: string) => `<!doctype html><title>Flightclaim</title><div id="root"><h1>${markup}</h1></div>`;

describe('GET /api/health', () => {
  it('answers ok with the version and the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: packageJson.version, database: { kind: t.kind, ok: true } });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown paths', () => {
  it('answers problem+json 404 under /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = res.json();
    expect(body).toMatchObject({ status: 404, code: 'not-found', title: 'Not found' });
    expect(body.type).toMatch(/not-found/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers problem+json 404 for POST to an unknown API path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not-found');
  });

  it('answers 400 problem for malformed JSON, not a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    // The route does not exist for POST; either way the answer is a problem, never HTML or a trace.
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).not.toMatch(/node_modules|\.ts:\d+/);
  });
});

describe('the built app', () => {
  it('answers 503 with a hint while the app is not built, and the API still works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('The app is not built: run npm run build');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  describe('with a build', () => {
    let built: TestApp;
    beforeAll(async () => {
      const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-dist-'));
      writeBuild(distDir);
      await precompressDir(distDir);
      built = await createTestApp({ distDir });
    });
    afterAll(async () => {
      fs.rmSync(built.config.distDir, { recursive: true, force: true });
      await built?.close();
    });

    it('serves the prerendered home page at / without long caching', async () => {
      const res = await built.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Home page markup</h1>');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('serves a prerendered page for its route, and the shell for other routes', async () => {
      for (const url of ['/rights/flight-delays', '/rights/flight-delays/', '/rights/flight-delays?from=menu']) {
        const res = await built.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<h1>Flight delays markup</h1>');
        // Its translations for search engines, as full URLs (hreflang; English the default).
        expect(res.headers.link, url).toContain('/fa/rights/flight-delays>; rel="alternate"; hreflang="fa"');
        expect(
          String(res.headers.link)
            .split(', ')
            .every((link) => link.startsWith('<http')),
        ).toBe(true);
      }
      for (const url of ['/dashboard', '/rights/cancelled-flights', '/rights/flight-delays/x', '/prerendered/rights', '/%E0%A4%A']) {
        const res = await built.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('markup</h1>');
        expect(res.headers.link, url).toBeUndefined();
      }
    });

    it('sends the pre-compressed copy to clients that accept brotli or gzip', async () => {
      const plain = await built.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_SCRIPT);
      const br = await built.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
      const gz = await built.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
    });

    it('falls back to index.html for app routes', async () => {
      for (const url of ['/dashboard', '/claim', '/rights/delayed-flight?x=1']) {
        const res = await built.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('<div id="root">');
      }
    });

    it('does not fall back for /api, /realms or missing assets', async () => {
      for (const url of ['/api/nope', '/realms/other/nope', '/assets/missing-123.js']) {
        const res = await built.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/problem\+json/);
      }
    });

    it('revalidates sw.js and the manifest, and caches hashed assets for a year', async () => {
      const sw = await built.app.inject({ method: 'GET', url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      const manifest = await built.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const asset = await built.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});

describe('security headers', () => {
  it('sends a CSP the PWA works under, and helmet defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'"); // the barcode reader's WebAssembly, not eval
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('allows connecting to an external issuer', async () => {
    const { cspDirectives } = await import('../../src/server/app.ts');
    const config = loadConfig({ OIDC_ISSUER: 'https://sso.example.com/realms/claims', PUBLIC_ORIGIN: 'https://claims.example' });
    const directives = cspDirectives(config);
    expect(directives['connect-src']).toEqual(["'self'", 'https://sso.example.com']);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('publishes the document at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });
});

describe('configuration', () => {
  it('has defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.oidcIssuer).toBe('http://localhost:8080/realms/claims');
    expect(config.oidcEmbedded).toBe(true);
    expect(config.accessTokenTtl).toBe(300);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.blobStore).toBe('fs');
  });

  it('lists every invalid value in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        BLOB_STORE: 's3',
        ACCESS_TOKEN_TTL: '5',
        PUBLIC_ORIGIN: 'https://x.example/app',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/S3_BUCKET is required/);
    expect(problems).toMatch(/ACCESS_TOKEN_TTL/);
    expect(problems).toMatch(/PUBLIC_ORIGIN/);
  });

  it('hides passwords of URLs in errors', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).toThrow(/\*\*\*/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).not.toThrow(/secret/);
  });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second server on the same DATA_DIR with a clear message, then frees it on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-lock-'));
    // The lock guards PGlite, so this test runs on PGlite whatever DATABASE_URL says.
    await copyPgliteTemplate(path.join(dataDir, 'pg'));
    const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }), databaseUrl: undefined };
    const first = await startServer(config, { handleSignals: false, logger: false });
    try {
      expect(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
      const res = await fetch(`${first.url}/api/health`);
      expect(res.status).toBe(200);
      await expect(startServer(config, { handleSignals: false, logger: false })).rejects.toThrow(
        `Another flightclaim server (pid ${process.pid}) is using DATA_DIR ${dataDir}`,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-lock-'));
    const exited = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(exited.stdout);
    fs.writeFileSync(path.join(dataDir, '.lock'), `${deadPid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a lock held by another live process', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-lock-'));
    // Our parent (the test runner's process) is alive and is not us.
    fs.writeFileSync(path.join(dataDir, '.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`(pid ${process.ppid})`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
