// The case bundle (issue #35): GET /api/backoffice/claims/{id}/bundle.zip, unpacked with a real
// unzip and checked with sha256sum; a partner of another firm gets 404; a file the store lost, and
// a mandate not signed, are listed in MISSING.txt while the download still succeeds.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { claimBlobKey, DiskBlobStore } from '../../src/server/blobs/index.ts';
import { claimDocuments } from '../../src/server/db/schema/claims.ts';
import { claimLetters } from '../../src/server/db/schema/desk.ts';
import { createClaim, makePdf, makePng, newAgent, newCaller, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { newPartner, type PartnerCaller } from './partner-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let passenger: Caller;
let agent: Caller;
let partner: PartnerCaller;
let rival: PartnerCaller;
const work = mkdtempSync(path.join(tmpdir(), 'bundle-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const t = useTestApp(async () => {
  passenger = await newCaller(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
  agent = await newAgent(t.app);
  partner = await newPartner(t.app, 'Bundle & Partners');
  rival = await newPartner(t.app, 'Other Firm');
});

async function handedClaim(signed: boolean): Promise<{ id: string; docId: string }> {
  const claim = await createClaim(t.app, passenger);
  const docId = (await t.app.inject(uploadRequest(claim.id, passenger, { data: makePdf('boarding pass'), filename: '../../etc/passwd.pdf' }))).json().data.id;
  if (signed) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/signature`,
      headers: passenger.headers,
      payload: { signature: pngDataUrl(makePng(500, 200)) },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const version = (await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claim.id}`, headers: agent.headers })).json().data.version;
  const handed = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/claims/${claim.id}/actions`,
    headers: agent.headers,
    payload: { action: 'assign-partner', firm_id: partner.firmId, version },
  });
  expect(handed.statusCode, handed.body).toBe(200);
  return { id: claim.id, docId };
}

/** Downloads the bundle as `caller` and unpacks it with unzip; answers the directory. */
async function download(caller: Caller, claimId: string): Promise<{ dir: string; listing: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${claimId}/bundle.zip`, headers: caller.headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const dir = mkdtempSync(path.join(work, 'x-'));
  const zip = path.join(dir, 'bundle.zip');
  writeFileSync(zip, res.rawPayload);
  const listing = execFileSync('unzip', ['-l', zip], { encoding: 'utf8' });
  execFileSync('unzip', ['-q', zip, '-d', path.join(dir, 'out')]);
  return { dir: path.join(dir, 'out'), listing };
}

describe('the case bundle', () => {
  it('holds the mandate, the evidence, the assessment with its sources, the timeline and a cover note, each hash checkable', async () => {
    const { id } = await handedClaim(true);
    const { dir, listing } = await download(partner, id);
    for (const name of ['mandate.pdf', 'evidence/01-passwd.pdf', 'signature.png', 'assessment.json', 'timeline.json', 'SHA256SUMS', 'COVER-NOTE.txt']) {
      expect(listing, name).toContain(name);
    }
    expect(listing).not.toContain('MISSING.txt');
    expect(listing).not.toContain('..');
    // Every hash recorded when the file was filed matches the bytes in the bundle.
    const check = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
    expect(check.trim().split('\n')).toHaveLength(5);
    expect(check).not.toMatch(/FAILED/);
    expect(readFileSync(path.join(dir, 'mandate.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    const assessment = JSON.parse(readFileSync(path.join(dir, 'assessment.json'), 'utf8'));
    expect(assessment.reasons.every((r: { source?: string }) => typeof r.source === 'string')).toBe(true);
    const timeline = JSON.parse(readFileSync(path.join(dir, 'timeline.json'), 'utf8'));
    expect(timeline.events.map((e: { action: string }) => e.action)).toContain('assign-partner');
    const cover = readFileSync(path.join(dir, 'COVER-NOTE.txt'), 'utf8');
    expect(cover).toContain(`Case bundle for claim ${id}`);
    expect(cover).toContain('Bundle & Partners');
    expect(cover).toContain('Ada Lovelace');
  });

  it('holds every letter the airline desk kept, with the hash recorded when it was printed', async () => {
    const { id } = await handedClaim(false);
    // Setup, not under test: a demand letter as the desk keeps it (its own tests print real ones).
    const pdf = makePdf('Demand letter to the airline');
    const letterId = randomUUID();
    const blobKey = claimBlobKey(id, letterId);
    await new DiskBlobStore(path.join(t.config.dataDir, 'blobs')).put(blobKey, pdf, 'application/pdf');
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await t.app.db
      .insert(claimLetters)
      .values({ id: letterId, claimId: id, kind: 'demand', language: 'en', blobKey, sha256, size: pdf.length, createdBy: agent.user.id });
    const { dir, listing } = await download(partner, id);
    expect(listing).toContain('letters/01-demand-en.pdf');
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' })).toContain('letters/01-demand-en.pdf: OK');
    expect(readFileSync(path.join(dir, 'COVER-NOTE.txt'), 'utf8')).toContain(`letters/01-demand-en.pdf: letter (demand, en), not sent, ${sha256}`);
  });

  it('answers 404 to a partner of another firm, as for a claim that does not exist', async () => {
    const { id } = await handedClaim(false);
    const res = await t.app.inject({ method: 'GET', url: `/api/backoffice/claims/${id}/bundle.zip`, headers: rival.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('claim-not-found');
  });

  it('lists a lost document and an unsigned mandate in MISSING.txt and still delivers the rest', async () => {
    const { id, docId } = await handedClaim(false);
    const [doc] = await t.app.db.select().from(claimDocuments).where(eq(claimDocuments.id, docId));
    // Setup, not under test: the store loses the document's bytes.
    await new DiskBlobStore(path.join(t.config.dataDir, 'blobs')).delete(doc!.blobKey);
    const { dir, listing } = await download(agent, id);
    expect(listing).toContain('MISSING.txt');
    expect(listing).toContain('assessment.json');
    expect(listing).not.toContain('evidence/');
    const missing = readFileSync(path.join(dir, 'MISSING.txt'), 'utf8');
    expect(missing).toContain('mandate.pdf');
    expect(missing).toContain(`evidence/01-passwd.pdf: document, SHA-256 ${doc!.sha256}`);
    expect(readFileSync(path.join(dir, 'COVER-NOTE.txt'), 'utf8')).toContain('Missing: 2 file(s)');
  });
});
