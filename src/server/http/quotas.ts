// Per-account quotas (security review F5): claims filed per 24 hours, bytes kept (documents and
// signatures), uploads in flight at once, withdrawals per claim, and a request rate on every
// write route. The numbers are settings (limits.ts); each refusal is a problem with its own code.
import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/database.ts';
import { claimDocuments, claims, claimSignatures, type StatusChange } from '../db/schema/claims.ts';
import type { Limits } from '../limits.ts';
import { limitHook } from './limiter.ts';
import { HttpProblem } from './problem.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The per-account request rate of a write route (each route counts on its own). */
export function writeRateLimit(app: FastifyInstance) {
  const rule = { max: app.config.limits.writesPerMinutePerUser, windowMs: 60_000 };
  return limitHook(app, rule, (request: FastifyRequest) => `write:${request.routeOptions.url}:${request.user.id}`);
}

/**
 * The user's claims of the last 24 hours besides `filing`, as two columns of the statement that
 * files it (intake's hot path, issue #37): how many, and the oldest one's time in epoch milliseconds.
 * `since` is the ISO time 24 hours ago by this server's clock.
 */
export function claimsFiledToday(userId: Placeholder, filing: Placeholder, since: Placeholder) {
  const others = sql`from ${claims} others where others.user_id = ${userId} and others.created_at > ${since}::timestamptz and others.id <> ${filing}`;
  return {
    filedToday: sql<number>`(select count(*)::int ${others})`.as('filed_today'),
    oldestFiledMs: sql<number | null>`(select (extract(epoch from min(others.created_at)) * 1000)::float8 ${others})`.as('oldest_filed_ms'),
  };
}

/** The `since` of claimsFiledToday. */
export const quotaDayStart = () => new Date(Date.now() - DAY_MS).toISOString();

/** Refuses the claim being filed (its transaction rolls back) past the day's quota; `filed` from claimsFiledToday. */
export function assertClaimQuota(limits: Limits, filed: { filedToday: number; oldestFiledMs: number | null }): void {
  if (Number(filed.filedToday) < limits.claimsPerDay) return;
  const oldest = filed.oldestFiledMs === null ? null : Number(filed.oldestFiledMs);
  const wait = oldest === null ? 3600 : Math.max(1, Math.ceil((oldest + DAY_MS - Date.now()) / 1000));
  throw new HttpProblem(429, 'claim-quota', 'You have filed the most claims allowed in one day', {
    detail: `An account may file ${limits.claimsPerDay} claims in 24 hours.`,
    headers: { 'retry-after': String(wait) },
  });
}

export async function assertStorageRoom(tx: DbOrTx, limits: Limits, userId: string, bytes: number): Promise<void> {
  const [row] = await tx.select({ used: storedBytesOf(userId) }).from(sql`(select 1) as one`);
  assertRoomFor(limits, Number(row?.used ?? 0), bytes);
}

/**
 * The bytes the user keeps (documents and signatures), as a column: a route that reads its claim's
 * rows anyway reads this in the same statement (intake's hot path, issue #37).
 */
export function storedBytesOf(userId: string | Placeholder) {
  const total = (column: SQLWrapper, table: SQLWrapper, owner: SQLWrapper) =>
    sql`coalesce((select sum(${column}) from ${table} where ${owner} = ${userId}), 0)`;
  return sql<string>`${total(claimDocuments.size, claimDocuments, claimDocuments.userId)} + ${total(claimSignatures.size, claimSignatures, claimSignatures.userId)}`;
}

/** Refuses `bytes` more when the user already keeps `used` (storedBytesOf). */
export function assertRoomFor(limits: Limits, used: number, bytes: number): void {
  if (used + bytes <= limits.storedBytesPerUser) return;
  throw new HttpProblem(422, 'storage-quota', 'Your account has no room for this file', {
    detail: `An account may keep ${Math.floor(limits.storedBytesPerUser / 1024 / 1024)} MiB of documents and signatures.`,
  });
}

/** A withdrawal (submitted → draft by the passenger) past the limit is refused. */
export function assertWithdrawalAllowed(limits: Limits, history: StatusChange[], from: string, to: string): void {
  if (!(from === 'submitted' && to === 'draft')) return;
  const done = history.filter((change) => change.status === 'draft' && change.by === 'passenger').length;
  if (done < limits.withdrawalsPerClaim) return;
  throw new HttpProblem(409, 'withdrawal-limit', 'This claim cannot be withdrawn again', {
    detail: `A claim may be withdrawn ${limits.withdrawalsPerClaim} times.`,
  });
}

/** Uploads in flight per account, in this process: each holds a request body and a temp file. */
export class UploadSlots {
  private readonly busy = new Map<string, number>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  take(userId: string): () => void {
    const n = this.busy.get(userId) ?? 0;
    if (n >= this.max) {
      throw new HttpProblem(429, 'uploads-busy', 'Too many uploads at once', {
        detail: `Send at most ${this.max} files at the same time.`,
        headers: { 'retry-after': '5' },
      });
    }
    this.busy.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(userId) ?? 1) - 1;
      if (left <= 0) this.busy.delete(userId);
      else this.busy.set(userId, left);
    };
  }
}
