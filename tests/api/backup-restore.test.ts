// The backup and restore of src/server/README.md, run as written: a server on PostgreSQL with claims, documents,
// signatures, signed mandates and bank details is backed up while it runs (pg_dump, then a tar of
// DATA_DIR's blobs and keys), wiped (database dropped, DATA_DIR deleted), restored into a fresh
// database and an empty DATA_DIR, and started again. Every claim is back as it was, every document,
// signature and mandate PDF byte for byte, the bank details decrypt, and the passenger signs in
// (a new password login, and the session from before the backup refreshes). Without the keys the
// restored database cannot be used, and the server says so. With S3 (keys in variables) the bucket
// outlives the database: the dump restored and the servers pointed at the same bucket bring it all
// back. PostgreSQL only: set DATABASE_URL.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { bankDataKey, readPayoutAccount } from '../../src/server/backoffice/payout-accounts.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { verifyOnServer } from './claim-check.ts';
import { createDevice, registerPassenger, sha256, type Device, type QueuedClaim } from './device.ts';
import { createPostgresDatabase } from './harness.ts';
import { startS3Server } from './blobs-s3-server.ts';
import { createServerProcess, ROOT, type ServerProcess } from './server-process.ts';
import { checkStore } from './store-consistency.ts';

const run = promisify(execFile);
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
if (!ON_POSTGRES) console.info('backup-restore.test.ts skipped: it backs up PostgreSQL; set DATABASE_URL=postgres://… to run it');

/** The commands of src/server/README.md's "Backups and restore", run by bash exactly as they are printed there. */
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

// Runs on PGlite too: the docs and this test must print the same commands.
it('src/server/README.md prints the commands this test runs', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'src/server/README.md'), 'utf8');
  for (const command of [...BACKUP_COMMANDS, ...RESTORE_COMMANDS]) expect(readme).toContain(command);
});

/** What the passenger filed, as the server answered it just before the backup. */
interface Filed {
  device: Device;
  queued: QueuedClaim[];
  mandates: string[];
  claims: unknown;
}

/** Claims with documents and a signature sent by the device's outbox, bank details, printed mandates. */
async function fileClaims(server: ServerProcess, seed: number, count: number): Promise<Filed> {
  await registerPassenger(server.url, EMAIL, PASSWORD);
  const device = await createDevice({ apiOrigin: server.url, idpOrigin: server.url, email: EMAIL, password: PASSWORD, seed });
  const queued: QueuedClaim[] = [];
  for (let i = 0; i < count; i++) {
    queued.push(
      await device.queueClaim({
        lastName: `Backup${i}`,
        additionalPassengers: i,
        documents: [
          { kind: 'pdf', size: 300_000, seed: seed + i },
          { kind: 'jpeg', size: 200_000, seed: seed + 10 + i },
          { kind: 'png', size: 30_000, seed: seed + 20 + i },
        ],
      }),
    );
  }
  const deadline = Date.now() + 90_000;
  while ((await device.db.claims.filter((c) => c.syncState !== 'sent').count()) > 0 && Date.now() < deadline) await device.drainOnce();
  expect((await device.db.claims.toArray()).map((c) => c.syncState)).toEqual(queued.map(() => 'sent'));
  const token = (await device.env.getAccessToken())!;
  const account = await fetch(`${server.url}/api/claims/${queued[0]!.claimId}/payout-account`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ holder_name: 'Ada Backup', iban: IBAN, password: PASSWORD }),
  });
  expect(account.status, await account.text()).toBe(200);
  // Each mandate PDF is printed and stored now, so the restore must bring these very bytes back.
  const mandates = await Promise.all(queued.map((c) => mandateSha(server.url, token, c.claimId)));
  return { device, queued, mandates, claims: await getJson(`${server.url}/api/claims`, token) };
}

/** The restored server answers what it did before, byte for byte; the passenger signs in both ways. */
async function expectAllBack(server: ServerProcess, filed: Filed, seed: number): Promise<void> {
  const refreshed = await filed.device.env.getAccessToken({ forceRefresh: true });
  expect(refreshed, 'the session from before the backup refreshes').toBeTruthy();
  expect(await getJson(`${server.url}/api/claims`, refreshed!)).toEqual(filed.claims);
  const device = await createDevice({ apiOrigin: server.url, idpOrigin: server.url, email: EMAIL, password: PASSWORD, seed });
  try {
    const delivery = await verifyOnServer(server.url, device, filed.queued);
    expect(delivery.problems).toEqual([]);
    expect(delivery).toMatchObject({ duplicates: 0, losses: 0, corrupt: 0 });
    const token = (await device.env.getAccessToken())!;
    expect(await Promise.all(filed.queued.map((c) => mandateSha(server.url, token, c.claimId)))).toEqual(filed.mandates);
  } finally {
    await device.close();
  }
}

async function expectBankDetails(dataDir: string, databaseUrl: string, key: string | undefined, claimId: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const stored = await readPayoutAccount(database.db, bankDataKey({ dataDir, bankDataKey: key }), claimId);
    expect(stored?.full).toMatchObject({ iban: IBAN, holderName: 'Ada Backup' });
  } finally {
    await database.close();
  }
}

describe.runIf(ON_POSTGRES)('backup, wipe and restore on PostgreSQL', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  function newBackupDir(): string {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'flightclaim-backup-'));
    cleanups.push(() => fs.rmSync(parent, { recursive: true, force: true }));
    return path.join(parent, 'backup');
  }

  async function freshDatabase(): Promise<string> {
    const fresh = await createPostgresDatabase(process.env.DATABASE_URL!);
    cleanups.push(fresh.drop);
    return fresh.url;
  }

  /** Stops the server, drops its database and deletes its DATA_DIR. */
  async function wipe(server: ServerProcess): Promise<void> {
    await server.dispose();
    expect(fs.existsSync(server.dataDir)).toBe(false);
    expect(await databaseExists(process.env.DATABASE_URL!, server.databaseUrl!)).toBe(false);
  }

  it('blob directory and key files: every claim, document, signature, mandate and bank detail is back, and the passenger signs in', async () => {
    const first = await createServerProcess();
    cleanups.push(() => first.dispose());
    await first.start();
    const filed = await fileClaims(first, 40, 3);
    cleanups.push(() => filed.device.close());
    const backup = newBackupDir();

    await shell(BACKUP_COMMANDS, { BACKUP: backup, DATABASE_URL: first.databaseUrl!, DATA_DIR: first.dataDir }); // while it runs
    expect(fs.statSync(path.join(backup, 'flightclaim.dump')).size).toBeGreaterThan(0);
    await wipe(first);

    // The dump alone, without DATA_DIR's keys: the server refuses to start.
    const databaseUrl = await freshDatabase();
    await shell(RESTORE_COMMANDS.slice(0, 1), { BACKUP: backup, DATABASE_URL: databaseUrl });
    const restored = await createServerProcess({ port: first.port, publicOrigin: first.url, databaseUrl });
    cleanups.push(() => restored.dispose());
    await expect(restored.start()).rejects.toThrow(/encrypted with another key/);
    fs.rmSync(restored.dataDir, { recursive: true, force: true });
    await shell(RESTORE_COMMANDS.slice(1), { BACKUP: backup, DATA_DIR: restored.dataDir });
    await restored.start();
    await expectAllBack(restored, filed, 70);

    // Rows and blobs agree (every signature's bytes too), and the bank details decrypt with the restored key.
    await restored.stop('SIGTERM');
    const store = await checkStore(restored.dataDir, databaseUrl);
    expect(store).toMatchObject({ claims: 3, documents: 9, signatures: 3, orphanBlobs: [], brokenRows: [], halfWritten: [] });
    await expectBankDetails(restored.dataDir, databaseUrl, undefined, filed.queued[0]!.claimId);
  }, 300_000);

  it('S3 and keys in variables: the dump restored beside the same bucket brings it all back', async () => {
    const s3 = await startS3Server('flightclaim-backup');
    cleanups.push(s3.stop);
    const bankKey = crypto.randomBytes(32).toString('hex');
    const env = {
      BLOB_STORE: 's3',
      S3_ENDPOINT: s3.options.endpoint!,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey!,
      OIDC_KEY_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
      BANK_DATA_ENCRYPTION_KEY: bankKey,
    };
    const first = await createServerProcess({ env });
    cleanups.push(() => first.dispose());
    await first.start();
    const filed = await fileClaims(first, 80, 2);
    cleanups.push(() => filed.device.close());
    const backup = newBackupDir();

    await shell(BACKUP_COMMANDS.slice(0, 2), { BACKUP: backup, DATABASE_URL: first.databaseUrl! });
    await wipe(first);

    const databaseUrl = await freshDatabase();
    await shell(RESTORE_COMMANDS.slice(0, 1), { BACKUP: backup, DATABASE_URL: databaseUrl });
    const restored = await createServerProcess({ port: first.port, publicOrigin: first.url, databaseUrl, env });
    cleanups.push(() => restored.dispose());
    await restored.start();
    await expectAllBack(restored, filed, 90);
    await restored.stop('SIGTERM');
    await expectBankDetails(restored.dataDir, databaseUrl, bankKey, filed.queued[0]!.claimId);
  }, 300_000);
});
