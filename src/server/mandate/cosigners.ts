// Co-passengers sign the mandate themselves through a single-use link: a random token whose
// SHA-256 alone is stored, valid COSIGN_LINK_TTL_MS. The main passenger's signature sends the
// claim at once; each adult co-passenger gets a link by e-mail (or the owner opens one on the
// same device). A minor has no link: the main passenger signed for them as guardian.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers } from '../db/schema/claims.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import type { Mailer } from '../identity/mailer.ts';

export const COSIGN_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface CosignRequest {
  to: string;
  token: string;
  flightNumber: string;
  date: string;
}

/** A fresh link for one co-passenger (the old link stops working). */
export async function issueCosignToken(tx: DbOrTx, claimId: string, position: number): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + COSIGN_LINK_TTL_MS);
  await tx
    .insert(claimCosigners)
    .values({ claimId, position, tokenHash: hashToken(token), tokenExpiresAt: expiresAt, requestedAt: new Date() })
    .onConflictDoUpdate({ target: [claimCosigners.claimId, claimCosigners.position], set: { tokenHash: hashToken(token), tokenExpiresAt: expiresAt, requestedAt: new Date() } });
  return { token, expiresAt };
}

/**
 * Links for every adult co-passenger not yet asked (a second signature by the main passenger
 * asks nobody twice). Runs inside the signature's transaction; the mails go after it commits.
 */
export async function requestCosignatures(tx: DbOrTx, claimId: string, flight: { flight_number?: string; departure_date?: string }): Promise<CosignRequest[]> {
  const people = await tx.select().from(claimPassengers).where(eq(claimPassengers.claimId, claimId));
  const asked = new Set((await tx.select({ position: claimCosigners.position }).from(claimCosigners).where(eq(claimCosigners.claimId, claimId))).map((r) => r.position));
  const requests: CosignRequest[] = [];
  for (const person of people.sort((a, b) => a.position - b.position)) {
    if (person.position === 0 || person.minor || asked.has(person.position)) continue;
    const { token } = await issueCosignToken(tx, claimId, person.position);
    requests.push({ to: person.email, token, flightNumber: flight.flight_number ?? '', date: flight.departure_date ?? '' });
  }
  return requests;
}

/** The co-passenger row a link points at; why not when it cannot be used. */
export async function findCosignToken(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { problem: 'invalid' as const };
  const [row] = await db.select().from(claimCosigners).where(eq(claimCosigners.tokenHash, hashToken(token)));
  if (!row) return { problem: 'invalid' as const };
  if (row.signedAt) return { problem: 'used' as const };
  if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() <= Date.now()) return { problem: 'expired' as const };
  return { row };
}

export async function isAdultCosigner(db: DbOrTx, claimId: string, position: number): Promise<boolean> {
  const [person] = await db.select().from(claimPassengers).where(and(eq(claimPassengers.claimId, claimId), eq(claimPassengers.position, position)));
  return !!person && position > 0 && !person.minor;
}

/**
 * Sends one co-passenger's signature request. The one place to switch when the notifications
 * queue lands: enqueue there instead of sending here. The mail holds no name another person typed.
 */
export async function sendCosignRequest(mailer: Mailer, config: Pick<ServerConfig, 'publicOrigin'>, request: CosignRequest): Promise<void> {
  await mailer.send({
    to: request.to,
    subject: 'Please sign your flight compensation mandate',
    text: [
      'Hello,',
      '',
      `A fellow passenger filed a Flightclaim compensation claim for flight ${request.flightNumber} on ${request.date} that includes you.`,
      'To be included, please read the mandate and sign it within 14 days:',
      '',
      `${config.publicOrigin}/sign?token=${request.token}`,
      '',
      'No win, no fee: if nothing is recovered, you owe nothing.',
      'If you do not know about this claim, ignore this e-mail.',
    ].join('\n'),
  });
}
