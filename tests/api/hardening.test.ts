// Server fixes of the reliability and security issue: configuration of the flight provider,
// orphan blobs swept at start, held Idempotency-Keys released at start (PGlite), and the docs
// publishing what they must (every configuration variable in the README's guide, the idempotency
// policy and upload limits in src/server/README.md, the soak's figures in tests/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskBlobStore } from '../../src/server/blobs/index.ts';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from '../../src/server/config.ts';
import { idempotencyKeys } from '../../src/server/db/schema/claims.ts';
import { MAX_FILE_BYTES, MAX_FILES_PER_CLAIM } from '../../src/server/http/uploads-routes.ts';
import { MAX_SIGNATURE_BYTES, MAX_SIGNATURE_HEIGHT, MAX_SIGNATURE_WIDTH } from '../../src/server/http/signature-png.ts';
import { IDEMPOTENCY_LEASE_SECONDS, IDEMPOTENCY_TTL_HOURS, releaseInterruptedKeys } from '../../src/server/idempotency.ts';
import { sweepOrphanBlobs } from '../../src/server/orphan-blobs.ts';
import { createClaim, makePdf, newCaller, uploadRequest } from './claims-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { ROOT } from './server-process.ts';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const SERVER_README = readFileSync(path.join(ROOT, 'src/server/README.md'), 'utf8');
const TESTS_README = readFileSync(path.join(ROOT, 'tests/README.md'), 'utf8');

/** The text of a document's `## title` section, up to the next one. */
function section(document: string, title: string): string {
  const start = document.indexOf(`\n## ${title}\n`);
  expect(start, `a "## ${title}" section`).toBeGreaterThan(-1);
  const end = document.indexOf('\n## ', start + 1);
  return document.slice(start, end < 0 ? undefined : end);
}
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('configuration', () => {
  it('reads the AeroDataBox key and base URL, and needs the key with that provider', () => {
    const config = loadConfig({ FLIGHT_PROVIDER: 'aerodatabox', AERODATABOX_API_KEY: 'k', AERODATABOX_BASE_URL: 'https://aerodatabox.example' });
    expect(config.aerodatabox).toEqual({ apiKey: 'k', baseUrl: 'https://aerodatabox.example' });
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'aerodatabox' })).toThrow(/AERODATABOX_API_KEY is required/);
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'nope' })).toThrow(ConfigError);
    expect(() => loadConfig({ AERODATABOX_BASE_URL: 'ftp://x' })).toThrow(/AERODATABOX_BASE_URL/);
    expect(loadConfig({}).flightProvider).toBe('fake');
  });

  it('says what fake and passenger mean', () => {
    const provider = CONFIG_VARIABLES.find((v) => v.name === 'FLIGHT_PROVIDER')!;
    expect(provider.description).toMatch(/fake or passenger/);
    expect(provider.description).toMatch(/passenger-reported/);
  });

  it("is named in the README's configuration guide, every variable (src/server/README.md's table is checked by a unit test)", () => {
    const guide = section(README, 'Configuration');
    const missing = CONFIG_VARIABLES.filter((v) => !new RegExp(`\`${v.name}[\`=]`).test(guide)).map((v) => v.name);
    expect(missing).toEqual([]);
  });
});

describe('the docs', () => {
  it('publish the idempotency policy and the upload and signature limits', () => {
    const notes = SERVER_README.slice(SERVER_README.indexOf('## API notes'));
    expect(SERVER_README).toContain('## API notes');
    expect(notes).toContain('Idempotency-Key');
    expect(notes).toContain(`${IDEMPOTENCY_TTL_HOURS} hours`);
    expect(notes).toContain(`${IDEMPOTENCY_LEASE_SECONDS / 60} minutes`);
    expect(notes).toContain(`${MAX_FILE_BYTES / 1024 / 1024} MiB`);
    expect(notes).toContain(`${MAX_FILES_PER_CLAIM} documents`);
    expect(notes).toContain(`${MAX_SIGNATURE_BYTES / 1024} KiB`);
    expect(notes).toContain(`${MAX_SIGNATURE_WIDTH}×${MAX_SIGNATURE_HEIGHT}`);
  });

  it("have the Reliability and security section with the soak's figures", () => {
    expect(section(TESTS_README, 'Reliability and security')).toMatch(/SOAK .*duplicates=0 losses=0/);
  });
});

describe('after a crash', () => {
  it('the app sweeps blobs no row refers to when it starts on PGlite, and keeps the referenced ones', async () => {
    const t = await createTestApp();
    apps.push(t);
    const ada = await newCaller(t.app);
    const claim = await createClaim(t.app, ada);
    const kept = await t.app.inject(uploadRequest(claim.id, ada, { data: makePdf('kept') }));
    expect(kept.statusCode).toBe(201);
    // What a crash between the blob write and the row's commit leaves behind.
    const store = new DiskBlobStore(path.join(t.config.dataDir, 'blobs'));
    const orphan = `claims/${claim.id}/${uuidv7()}`;
    await store.put(orphan, makePdf('orphan'), 'application/pdf');
    const young = new Date(Date.now() - 60_000);
    expect(await sweepOrphanBlobs(t.app.db, store, { olderThan: young })).toEqual([]); // too young: maybe another server's upload
    expect(await sweepOrphanBlobs(t.app.db, store)).toEqual([orphan]);
    expect(await store.head(orphan)).toBeNull();
    const download = await t.app.inject({ method: 'GET', url: `/api/claims/${claim.id}/documents/${kept.json().data.id}`, headers: ada.headers });
    expect(download.statusCode).toBe(200);
  });

  it('releases Idempotency-Keys held by runs that died with the process', async () => {
    const t = await createTestApp();
    apps.push(t);
    const ada = await newCaller(t.app);
    await t.app.db.insert(idempotencyKeys).values({ userId: ada.user.id, key: 'held', methodPath: 'POST /api/claims', state: 'in-progress', fingerprint: 'f' });
    await t.app.db
      .insert(idempotencyKeys)
      .values({ userId: ada.user.id, key: 'done', methodPath: 'POST /api/claims', state: 'done', fingerprint: 'f', responseStatus: 201 });
    expect(await releaseInterruptedKeys(t.app.db)).toBe(1);
    const left = await t.app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toEqual(['done']);
  });
});
