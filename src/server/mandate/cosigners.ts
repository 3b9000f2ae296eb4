// Co-passengers sign the mandate themselves through a single-use link: a token whose SHA-256 alone
// is stored, valid COSIGN_LINK_TTL_MS. The main passenger's signature sends the claim at once; each
// adult co-passenger gets a link by e-mail through the notification queue, and reminders of it
// (COSIGN_REMINDER_DAYS) until they sign (or the owner opens a fresh link on the same device). A minor has no link: the main passenger signed for them as guardian.
// A token is an HMAC of a random nonce under a server key: the queued job keeps only the nonce, and
// a retried delivery derives the same link again, so a mail sent twice after a crash still works.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimPassengers, claims } from '../db/schema/claims.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { keyEncryptionKey } from '../identity/key-encryption.ts';
import { hashMailToken } from '../identity/mail-tokens.ts';
import type { Mailer } from '../identity/mailer.ts';
import type { DeliveryOutcome } from '../notify/queue.ts';
import { notify, type NotificationData } from '../notify/events.ts';
import { claimReference } from '../../domain/claim/reference.ts';
import { normalizeFlightNumber } from '../../domain/claim/index.ts';
import { localePath } from '../../domain/text/locales.ts';
import { passengerLocale } from '../notify/locale.ts';
import { renderLinkMail } from '../notify/templates/email.ts';
import { cosignMessage } from '../notify/templates/messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const COSIGN_LINK_TTL_MS = 14 * DAY_MS;
/**
 * Reminders of a signing request, in days after it, while its link still works. Scheduled in the
 * request's transaction as delayed deliveries of the durable queue: they survive restarts, need no
 * agent to notice, and each checks at send time that the link is still live and unsigned.
 */
export const COSIGN_REMINDER_DAYS = [3, 10] as const;

type KeyConfig = Pick<ServerConfig, 'oidcKeyEncryptionKey' | 'dataDir'>;
const linkKeys = new Map<string, Buffer>();

/** Derived from the key-encryption key (environment or DATA_DIR/keys): the same on every server of one database. */
export function cosignLinkKey(config: KeyConfig): Buffer {
  const id = `${config.dataDir}\0${config.oidcKeyEncryptionKey ?? ''}`;
  let key = linkKeys.get(id);
  if (!key) {
    key = crypto
      .createHmac('sha256', keyEncryptionKey(config.oidcKeyEncryptionKey, config.dataDir))
      .update('flightclaim co-passenger signing link v1')
      .digest();
    linkKeys.set(id, key);
  }
  return key;
}

export const cosignToken = (key: Buffer, nonce: string) => crypto.createHmac('sha256', key).update(nonce).digest('base64url');

/** The co-passenger's notification user: they need no account, the link is the proof. */
export const cosignerUserId = (claimId: string, position: number) => `cosigner:${claimId}:${position}`;

/** A fresh link for one co-passenger (the old link stops working). */
export async function issueCosignToken(tx: DbOrTx, key: Buffer, claimId: string, position: number): Promise<{ token: string; nonce: string; expiresAt: Date }> {
  const nonce = crypto.randomBytes(16).toString('base64url');
  const token = cosignToken(key, nonce);
  const expiresAt = new Date(Date.now() + COSIGN_LINK_TTL_MS);
  const set = { tokenHash: hashMailToken(token), tokenExpiresAt: expiresAt, requestedAt: new Date() };
  await tx
    .insert(claimCosigners)
    .values({ claimId, position, ...set })
    .onConflictDoUpdate({ target: [claimCosigners.claimId, claimCosigners.position], set });
  return { token, nonce, expiresAt };
}

/**
 * Links for every adult co-passenger not yet asked (a second signature by the main passenger asks
 * nobody twice), each queued as a 'signature-requested' e-mail in the signature's own transaction:
 * sent once after it commits, never when it rolls back. Returns how many were asked.
 */
/** `people`: the claim's passengers, when the caller has just read them. */
export async function requestCosignatures(tx: DbOrTx, key: Buffer, claimId: string, people?: (typeof claimPassengers.$inferSelect)[]): Promise<number> {
  people ??= await tx.select().from(claimPassengers).where(eq(claimPassengers.claimId, claimId));
  const adults = people.filter((person) => person.position > 0 && !person.minor);
  if (adults.length === 0) return 0;
  const asked = new Set(
    (await tx.select({ position: claimCosigners.position }).from(claimCosigners).where(eq(claimCosigners.claimId, claimId))).map((r) => r.position),
  );
  let count = 0;
  for (const person of [...adults].sort((a, b) => a.position - b.position)) {
    if (asked.has(person.position)) continue;
    const { nonce } = await issueCosignToken(tx, key, claimId, person.position);
    const data: NotificationData = { claim_id: claimId, reference: claimReference(claimId), position: person.position, link: nonce };
    const request = { userId: cosignerUserId(claimId, person.position), claimId, kind: 'signature-requested' as const };
    await notify(tx, { ...request, eventKey: `signature:${claimId}:${person.position}:${nonce}`, data });
    for (const [index, days] of COSIGN_REMINDER_DAYS.entries()) {
      const reminder = index + 1;
      const runAt = new Date(Date.now() + days * DAY_MS);
      await notify(tx, { ...request, eventKey: `signature:${claimId}:${person.position}:${nonce}:reminder:${reminder}`, data: { ...data, reminder }, runAt });
    }
    count++;
  }
  return count;
}

/** The co-passenger row a link points at; why not when it cannot be used. */
export async function findCosignToken(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { problem: 'invalid' as const };
  const [row] = await db
    .select()
    .from(claimCosigners)
    .where(eq(claimCosigners.tokenHash, hashMailToken(token)));
  if (!row) return { problem: 'invalid' as const };
  if (row.signedAt) return { problem: 'used' as const };
  if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() <= Date.now()) return { problem: 'expired' as const };
  return { row };
}

export async function isAdultCosigner(db: DbOrTx, claimId: string, position: number): Promise<boolean> {
  const [person] = await db
    .select()
    .from(claimPassengers)
    .where(and(eq(claimPassengers.claimId, claimId), eq(claimPassengers.position, position)));
  return !!person && position > 0 && !person.minor;
}

interface CosignDelivery {
  db: DbOrTx;
  mailer: Mailer;
  config: KeyConfig & Pick<ServerConfig, 'publicOrigin'>;
  deliveryKey: string;
}

/**
 * Sends one queued signature request or reminder (deliver.ts). Dropped when the link was replaced,
 * used or the passenger is gone. The mail holds no name another person typed: the flight number
 * and date (validated when the claim was filed) tell the co-passenger which trip it is about.
 */
export async function deliverCosignRequest({ db, mailer, config, deliveryKey }: CosignDelivery, data: NotificationData): Promise<DeliveryOutcome> {
  if (!data.claim_id || data.position === undefined || !data.link) return { dropped: 'not a signing request' };
  const where = (table: typeof claimCosigners | typeof claimPassengers) => and(eq(table.claimId, data.claim_id!), eq(table.position, data.position!));
  const [row] = await db.select().from(claimCosigners).where(where(claimCosigners));
  const token = cosignToken(cosignLinkKey(config), data.link);
  if (!row || row.signedAt || row.tokenHash !== hashMailToken(token)) return { dropped: 'link used or replaced' };
  const [person] = await db.select({ email: claimPassengers.email }).from(claimPassengers).where(where(claimPassengers));
  const [claim] = await db.select({ flight: claims.flight, userId: claims.userId, status: claims.status }).from(claims).where(eq(claims.id, data.claim_id));
  if (!person?.email || !claim || !row.tokenExpiresAt) return { dropped: 'passenger gone' };
  if (data.reminder && (claim.status === 'draft' || claim.status === 'rejected')) return { dropped: 'claim withdrawn or rejected' };
  // In the language of the passenger who named them: they chose it for the people on their claim.
  const message = cosignMessage(
    await passengerLocale(db, claim.userId),
    { flight: normalizeFlightNumber(claim.flight.flight_number ?? ''), date: claim.flight.departure_date ?? '', until: row.tokenExpiresAt },
    (data.reminder ?? 0) > 0,
  );
  try {
    const mail = await renderLinkMail(message, `${config.publicOrigin}${localePath('/sign', message.lang)}?token=${token}`);
    await mailer.send({ to: person.email, ...mail, deliveryId: deliveryKey });
  } catch (error) {
    return { failed: (error as { code?: string }).code ?? (error as Error).name ?? 'mail error' };
  }
  return 'done';
}
