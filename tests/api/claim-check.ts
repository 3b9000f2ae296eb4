// Whether the claims a device queued are on the server exactly once and whole: each claim once,
// its documents in order with the same bytes (SHA-256 of the download), its signature.
import type { ClaimWire } from '../../src/domain/claim/index.ts';
import { sha256, type Device, type QueuedClaim } from './device.ts';

export interface Delivery {
  duplicates: number;
  losses: number;
  corrupt: number;
  problems: string[];
}

async function serverClaims(origin: string, token: string): Promise<ClaimWire[]> {
  const response = await fetch(`${origin}/api/claims`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/claims answered ${response.status}`);
  return ((await response.json()) as { data: ClaimWire[] }).data;
}

async function download(origin: string, token: string, claimId: string, docId: string): Promise<Buffer> {
  const response = await fetch(`${origin}/api/claims/${claimId}/documents/${docId}`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
}

/** Compares the server's claims with what the device queued; counts duplicates, losses and corruption. */
export async function verifyOnServer(origin: string, device: Device, queued: QueuedClaim[]): Promise<Delivery> {
  const token = (await device.env.getAccessToken())!;
  const onServer = await serverClaims(origin, token);
  const problems: string[] = [];
  let duplicates = onServer.length - new Set(onServer.map((c) => c.id)).size + Math.max(0, onServer.length - queued.length);
  let losses = 0;
  let corrupt = 0;
  for (const claim of queued) {
    const found = onServer.filter((c) => c.id === claim.claimId);
    if (found.length === 0) {
      losses += 1;
      problems.push(`claim ${claim.claimId} is missing`);
      continue;
    }
    const wire = found[0]!;
    if (wire.passenger.last_name !== claim.lastName) {
      corrupt += 1;
      problems.push(`claim ${claim.claimId} has last name ${JSON.stringify(wire.passenger.last_name)}`);
    }
    duplicates += Math.max(0, wire.documents.length - claim.documents.length);
    losses += Math.max(0, claim.documents.length - wire.documents.length);
    for (const [i, expected] of claim.documents.entries()) {
      const doc = wire.documents[i];
      if (!doc) continue;
      const bytes = await download(origin, token, wire.id, doc.id);
      if (doc.position !== i || doc.sha256 !== expected.sha256 || sha256(bytes) !== expected.sha256) {
        corrupt += 1;
        problems.push(`claim ${claim.claimId} document ${i}: position ${doc.position}, sha256 ${doc.sha256}`);
      }
    }
    if (!wire.signature) {
      losses += 1;
      problems.push(`claim ${claim.claimId} has no signature`);
    } else if (wire.signature.sha256 !== claim.signatureSha256) {
      corrupt += 1;
      problems.push(`claim ${claim.claimId} has another signature`);
    }
  }
  return { duplicates, losses, corrupt, problems };
}
