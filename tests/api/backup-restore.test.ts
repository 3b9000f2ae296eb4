// The README's backup and restore, run as written: a server on PostgreSQL with claims, documents,
// signatures, signed mandates and bank details is backed up while it runs (pg_dump, then a tar of
// DATA_DIR's blobs and keys), wiped (database dropped, DATA_DIR deleted), restored into a fresh
// database and an empty DATA_DIR, and started again. Every claim is back as it was, every document,
// signature and mandate PDF byte for byte, the bank details decrypt, and the passenger signs in
// (a new password login, and the session from before the backup refreshes). Without the keys the
// restored database cannot be used, and the server says so. PostgreSQL only: set DATABASE_URL.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDataKey, readPayoutAccount } from '../../src/server/backoffice/payout-accounts.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { verifyOnServer } from './claim-check.ts';
import { createDevice, registerPassenger, sha256, type Device, type QueuedClaim } from './device.ts';
import { createPostgresDatabase } from './harness.ts';
import { createServerProcess, ROOT, type ServerProcess } from './server-process.ts';
import { checkStore } from './store-consistency.ts';

const run = promisify(execFile);
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
if (!ON_POSTGRES) console.info('backup-restore.test.ts skipped: it backs up PostgreSQL; set DATABASE_URL=postgres://… to run it');

/** The commands of the README's "Backups and restore", run by bash exactly as they are printed there. */
const BACKUP_COMMANDS = [
  'mkdir -m 700 "$BACKUP"',
  'pg_dump --format=custom --file="$BACKUP/flightclaim.dump" "$DATABASE_URL"',
  'tar -C "$DATA_DIR" --exclude=blobs/.tmp -czf "$BACKUP/files.tar.gz" blobs keys',
];
const RESTORE_COMMANDS = [
  'pg_restore --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$BACKUP/flightclaim.dump"',
  'mkdir -p -m 700 "$DATA_DIR"',
  'tar -C "$DATA_DIR" -xzf "$BACKUP/files.tar.gz"',
];

/** Debian's PostgreSQL 15 client first (the server's major version), else whatever is on PATH. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

async function shell(commands: string[], env: Record<string, string>): Promise<void> {
  const script = ['set -eu', ...commands].join('\n');
  await run('bash', ['-c', script], { env: { ...process.env, PATH: `${PG_BIN}:${process.env.PATH ?? ''}`, ...env } });
}

const PASSWORD = 'correct horse battery';
const EMAIL = 'backup@example.com';
const IBAN = 'AE070331234567890123456';

async function getJson(url: string, token: string): Promise<unknown> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function mandateSha(origin: string, token: string, claimId: string): Promise<string> {
  const response = await fetch(`${origin}/api/claims/${claimId}/mandate.pdf`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`mandate.pdf of ${claimId} answered ${response.status}`);
  return sha256(Buffer.from(await response.arrayBuffer()));
}

async function databaseExists(serverUrl: string, databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

// Runs on PGlite too: the README and this test must print the same commands.
it('the README prints the commands this test runs', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  for (const command of [...BACKUP_COMMANDS, ...RESTORE_COMMANDS]) expect(readme).toContain(command);
});

describe.runIf(ON_POSTGRES)('backup, wipe and restore (PostgreSQL, blob directory, keys)', () => {
  let first: ServerProcess;
  let restored: ServerProcess | undefined;
  let dropRestored: (() => Promise<void>) | undefined;
  let device: Device;
  let newDevice: Device | undefined;
  const backup = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-backup-')), 'backup');
  const queued: QueuedClaim[] = [];

  beforeAll(async () => {
    first = await createServerProcess();
    await first.start();
    await registerPassenger(first.url, EMAIL, PASSWORD);
    device = await createDevice({ apiOrigin: first.url, idpOrigin: first.url, email: EMAIL, password: PASSWORD, seed: 22 });
  }, 120_000);

  afterAll(async () => {
    await device?.close();
    await newDevice?.close();
    await restored?.dispose();
    await dropRestored?.();
    await first?.dispose();
    fs.rmSync(path.dirname(backup), { recursive: true, force: true });
  });

  it('brings back every claim, document, signature, mandate and bank detail, and the passenger signs in', async () => {
    for (let i = 0; i < 3; i++) {
      queued.push(await device.queueClaim({
        lastName: `Backup${i}`,
        additionalPassengers: i,
        documents: [{ kind: 'pdf', size: 300_000, seed: 40 + i }, { kind: 'jpeg', size: 200_000, seed: 50 + i }, { kind: 'png', size: 30_000, seed: 60 + i }],
      }));
    }
    const deadline = Date.now() + 90_000;
    while ((await device.db.claims.filter((c) => c.syncState !== 'sent').count()) > 0 && Date.now() < deadline) await device.drainOnce();
    expect((await device.db.claims.toArray()).map((c) => c.syncState)).toEqual(['sent', 'sent', 'sent']);
    const token = (await device.env.getAccessToken())!;
    const account = await fetch(`${first.url}/api/claims/${queued[0]!.claimId}/payout-account`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ holder_name: 'Ada Backup', iban: IBAN }),
    });
    expect(account.status, await account.text()).toBe(200);
    // Each mandate PDF is printed and stored now, so the restore must bring these very bytes back.
    const mandates = await Promise.all(queued.map((c) => mandateSha(first.url, token, c.claimId)));
    const before = await getJson(`${first.url}/api/claims`, token);
    const firstDatabase = first.databaseUrl!;

    // Back up while the server runs.
    await shell(BACKUP_COMMANDS, { BACKUP: backup, DATABASE_URL: firstDatabase, DATA_DIR: first.dataDir });
    expect(fs.statSync(path.join(backup, 'flightclaim.dump')).size).toBeGreaterThan(0);

    // Wipe: the server stopped, its database dropped, its DATA_DIR (blobs, keys) deleted.
    await first.dispose();
    expect(fs.existsSync(first.dataDir)).toBe(false);
    expect(await databaseExists(process.env.DATABASE_URL!, firstDatabase)).toBe(false);

    // Restore into a fresh database; first a server with the database but without DATA_DIR's keys.
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL!);
    dropRestored = fresh.drop;
    await shell(RESTORE_COMMANDS.slice(0, 1), { BACKUP: backup, DATABASE_URL: fresh.url });
    restored = await createServerProcess({ port: first.port, publicOrigin: first.url, databaseUrl: fresh.url });
    await expect(restored.start()).rejects.toThrow(/encrypted with another key/);
    fs.rmSync(restored.dataDir, { recursive: true, force: true });
    await shell(RESTORE_COMMANDS.slice(1), { BACKUP: backup, DATA_DIR: restored.dataDir });
    await restored.start();

    // The passenger's session from before the backup still refreshes, and a password login works.
    const refreshed = await device.env.getAccessToken({ forceRefresh: true });
    expect(refreshed).toBeTruthy();
    expect(await getJson(`${restored.url}/api/claims`, refreshed!)).toEqual(before);
    newDevice = await createDevice({ apiOrigin: restored.url, idpOrigin: restored.url, email: EMAIL, password: PASSWORD, seed: 23 });
    const delivery = await verifyOnServer(restored.url, newDevice, queued);
    expect(delivery.problems).toEqual([]);
    expect(delivery).toMatchObject({ duplicates: 0, losses: 0, corrupt: 0 });
    const newToken = (await newDevice.env.getAccessToken())!;
    expect(await Promise.all(queued.map((c) => mandateSha(restored!.url, newToken, c.claimId)))).toEqual(mandates);

    // Rows and blobs agree (every signature's bytes too), and the bank details decrypt with the restored key.
    await restored.stop('SIGTERM');
    const store = await checkStore(restored.dataDir, fresh.url);
    expect(store).toMatchObject({ claims: 3, documents: 9, signatures: 3, orphanBlobs: [], brokenRows: [], halfWritten: [] });
    const database = await openDatabase({ dataDir: restored.dataDir, databaseUrl: fresh.url });
    try {
      const stored = await readPayoutAccount(database.db, bankDataKey({ dataDir: restored.dataDir, bankDataKey: undefined }), queued[0]!.claimId);
      expect(stored?.full).toMatchObject({ iban: IBAN, holderName: 'Ada Backup' });
    } finally {
      await database.close();
    }
  }, 300_000);
});
