// F1, data at rest: DATA_DIR is closed to other users at every start (directories 0700, files
// 0600, PGlite's 0666 files included), a DATA_DIR the server cannot close stops the start with
// the command that fixes it, oidc_models holds no usable token id, the signing key is stored
// encrypted, and on PGlite an erased user's rows leave the WAL.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { KEY_FILE, keyEncryptionKey } from '../../src/server/identity/key-encryption.ts';
import { loadIdentityKeys } from '../../src/server/identity/keys.ts';
import { startServer } from '../../src/server/main.ts';
import { claimPayload } from './claims-helpers.ts';
import { bearer, copyPgliteTemplate, createTestApp, login, logout, refresh, registerUser, signedInUser } from './harness.ts';
import { useTestApp } from './use-test-app.ts';
import { ROOT } from './server-process.ts';
import { rowsOf } from '../../src/server/db/rows.ts';

const isRoot = process.getuid?.() === 0;
const NOBODY = { uid: 65534, gid: 65534 };

/** Every path under root with its permission bits. */
function modes(root: string): { path: string; mode: number; dir: boolean }[] {
  const out = [{ path: root, mode: fs.statSync(root).mode & 0o777, dir: true }];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    out.push({ path: full, mode: fs.statSync(full).mode & 0o777, dir: entry.isDirectory() });
  }
  return out;
}

function openToOthers(root: string) {
  return modes(root)
    .filter((m) => (m.mode & 0o077) !== 0)
    .map((m) => `${m.mode.toString(8)} ${path.relative(root, m.path)}`);
}

function bytesIn(dir: string, needle: string): number {
  let count = 0;
  const pattern = Buffer.from(needle, 'utf8');
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    for (let at = data.indexOf(pattern); at !== -1; at = data.indexOf(pattern, at + 1)) count += 1;
  }
  return count;
}

describe('DATA_DIR at start', () => {
  it('closes an existing world-open DATA_DIR: every directory 0700, every file 0600, nobody can read the WAL', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-modes-'));
    try {
      // An install from before the fix: everything open, as PGlite and the old mkdir left it.
      // (PGlite here whatever the suite runs on: it is the database that lives in DATA_DIR.)
      await copyPgliteTemplate(path.join(dataDir, 'pg'));
      fs.mkdirSync(path.join(dataDir, 'mail'), { mode: 0o755 });
      fs.writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'To: someone@example.com\n', { mode: 0o644 });
      for (const m of modes(dataDir)) fs.chmodSync(m.path, m.dir ? 0o777 : 0o666);
      expect(openToOthers(dataDir).length).toBeGreaterThan(3);

      const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DIST_DIR: path.join(dataDir, 'no-dist') });
      const server = await startServer(config, { handleSignals: false, logger: false });
      try {
        expect(openToOthers(dataDir)).toEqual([]);
        expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
        expect(fs.statSync(path.join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
        expect(fs.statSync(path.dirname(path.join(dataDir, KEY_FILE))).mode & 0o777).toBe(0o700);
        // The process umask keeps files it creates later private too.
        expect(process.umask() & 0o077).toBe(0o077);
        if (isRoot) {
          const wal = fs.readdirSync(path.join(dataDir, 'pg', 'pg_wal')).find((name) => /^[0-9A-F]{24}$/.test(name))!;
          for (const target of [path.join(dataDir, 'pg', 'pg_wal', wal), path.join(dataDir, 'pg', 'postgresql.conf'), path.join(dataDir, 'mail', 'old.eml')]) {
            const read = spawnSync('cat', [target], NOBODY);
            expect(read.status).not.toBe(0);
            expect(read.stderr.toString()).toMatch(/Permission denied/);
          }
          expect(spawnSync('ls', [dataDir], NOBODY).status).not.toBe(0);
        }
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(isRoot)('refuses to start on a DATA_DIR open to others that it cannot close, and says how to fix it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-open-'));
    try {
      fs.chmodSync(dataDir, 0o777); // owned by root: the server below runs as nobody
      const run = spawnSync(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
        ...NOBODY,
        cwd: ROOT,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DIST_DIR: path.join(dataDir, 'no-dist') },
        timeout: 30_000,
        killSignal: 'SIGKILL',
      });
      const stderr = run.stderr.toString();
      expect(run.status).toBe(1);
      expect(stderr).toContain(`DATA_DIR ${dataDir} is open to other users (mode 777)`);
      expect(stderr).toContain(`chmod -R go-rwx '${dataDir}'`);
      expect(fs.readdirSync(dataDir)).toEqual([]); // nothing was written into it
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('secrets in the database', () => {
  const t = useTestApp();

  const dump = async (table: string) => JSON.stringify(rowsOf(await t.app.db.execute(sql.raw(`select * from ${table}`))));

  it('oidc_models holds no refresh token or jti in clear, and keys every row by a hash; the hashed rows still work', async () => {
    const { tokens: first } = await signedInUser(t.app);
    const renewed = await refresh(t.app, first.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    const sid = JSON.parse(Buffer.from(second.access_token.split('.')[1], 'base64url').toString()).sid as string;
    const rows = await dump('oidc_models');
    for (const secret of [first.refresh_token, second.refresh_token]) expect(rows).not.toContain(secret);
    expect(rows).not.toContain('"jti"');
    // The grant id (the token's sid) is no credential, and tokens carry it in their payload for
    // the provider; but no row is keyed by it.
    const table = rowsOf<{ id: string; grant_id: string | null }>(await t.app.db.execute(sql`select id, grant_id from oidc_models`));
    expect(table.some((r) => r.id === sid || r.grant_id === sid)).toBe(false);
    const sha = (v: string) => crypto.createHash('sha256').update(v).digest('hex');
    expect(table.map((r) => r.id)).toContain(sha(second.refresh_token));
    expect(table.map((r) => r.id)).toContain(sha(sid));
    // Lookups by the hash: the API accepts the token, the refresh token refreshes, logout revokes.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second.access_token) })).statusCode).toBe(200);
    expect((await logout(t.app, second.refresh_token)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second.access_token) })).statusCode).toBe(401);
  });

  it('identity_keys holds the signing and cookie keys encrypted: no private "d" in the rows (nor in the WAL)', async () => {
    const keys = await loadIdentityKeys(t.app.db, undefined, keyEncryptionKey(undefined, t.config.dataDir));
    const d = keys.privateJwks.keys[0]!.d!;
    expect(d.length).toBeGreaterThan(40);
    const rows = await dump('identity_keys');
    expect(rows).not.toContain(d);
    expect(rows).not.toContain('"d"');
    expect(rows).not.toContain(keys.cookieKeys[0]);
    expect(rows).toContain('A256GCM');
    if (t.kind === 'pglite') expect(bytesIn(path.join(t.config.dataDir, 'pg', 'pg_wal'), d)).toBe(0);
    // Another key cannot open them, and says so.
    await expect(loadIdentityKeys(t.app.db, undefined, crypto.randomBytes(32))).rejects.toThrow(/encrypted with another key/);
  });
});

describe('erasure on PGlite', () => {
  it.runIf(!process.env.DATABASE_URL)('checkpoints after DELETE /api/me: the erased e-mail is gone from the WAL files', async () => {
    const t = await createTestApp();
    try {
      const email = `erase-${crypto.randomBytes(4).toString('hex')}@wal-check.example`;
      const user = await registerUser(t.app, { email });
      const tokens = await login(t.app, email, user.password);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/claims',
        headers: { ...bearer(tokens.access_token), 'idempotency-key': `erase-${email}` },
        payload: claimPayload({ passenger: { ...claimPayload().passenger, first_name: 'Wal', last_name: 'Checker', email } }),
      });
      expect(created.statusCode).toBe(201);
      const wal = path.join(t.config.dataDir, 'pg', 'pg_wal');
      expect(bytesIn(wal, email)).toBeGreaterThan(0);
      const erased = await t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(tokens.access_token), payload: { password: user.password } });
      expect(erased.statusCode).toBe(204);
      expect(bytesIn(wal, email)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
