// The back-office queue: every claim, filtered, searched (queue-search.ts), sorted and paged on the
// server, with the whole queue's counts per status (a table kept exact by triggers, migration 0007)
// and the filtered list's total (counted up to TOTAL_CAP, through the covering index of migration
// 0027 for the plain filters).
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { CLAIM_STATUSES, type ClaimStatus } from '../../domain/claim/index.ts';
import type { DbOrTx } from '../db/database.ts';
import { claimStatusCounts } from '../db/schema/backoffice.ts';
import { claimPassengers, claims } from '../db/schema/claims.ts';
import { users } from '../db/schema/identity.ts';
import { claimCosigners } from '../db/schema/mandate.ts';
import { notificationPreferences } from '../db/schema/notifications.ts';
import { claimCases } from '../db/schema/desk.ts';
import { probeSearch, searchCondition, type SearchMatch } from './queue-search.ts';

/** `due`: the airline case's next date first ("my work today"), claims without one last. */
export const QUEUE_SORTS = ['created_at', '-created_at', 'updated_at', '-updated_at', 'flight_date', '-flight_date', 'due'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

export interface QueueQuery {
  status?: ClaimStatus;
  regime?: string;
  airline?: string;
  flightDateFrom?: string;
  flightDateTo?: string;
  /** A user id, or 'none' for unassigned claims. */
  assignedTo?: string;
  openRequest?: boolean;
  /** The shortest limitation deadline (the engine's assessment) ends within this many days. */
  deadlineWithinDays?: number;
  q?: string;
  /** A partner's view: only the claims handed to this firm (null: the partner has no firm, so none). */
  partnerFirm?: { firmId: string | null };
  sort: QueueSort;
  page: number;
  perPage: number;
}

const { flightDate, limitationDeadline: deadline, airline } = claims;

function conditions(query: Omit<QueueQuery, 'status'>, search: SearchMatch | undefined): SQL[] {
  const where: SQL[] = [];
  if (query.regime) where.push(eq(claims.regime, query.regime));
  if (query.airline) where.push(eq(airline, query.airline.toUpperCase()));
  if (query.flightDateFrom) where.push(gte(flightDate, query.flightDateFrom));
  if (query.flightDateTo) where.push(lte(flightDate, query.flightDateTo));
  if (query.assignedTo === 'none') where.push(isNull(claims.assignedTo));
  else if (query.assignedTo) where.push(eq(claims.assignedTo, query.assignedTo));
  if (query.openRequest !== undefined) where.push(query.openRequest ? isNotNull(claims.openRequestAt) : isNull(claims.openRequestAt));
  if (query.deadlineWithinDays !== undefined) {
    const until = new Date(Date.now() + query.deadlineWithinDays * 86_400_000).toISOString().slice(0, 10);
    where.push(lte(deadline, until));
  }
  if (search) where.push(searchCondition(search));
  if (query.partnerFirm) where.push(query.partnerFirm.firmId ? eq(claims.partnerFirmId, query.partnerFirm.firmId) : sql`false`);
  return where;
}

function orderOf(sort: QueueSort) {
  if (sort === 'due') return [sql`${claimCases.nextDueOn} asc nulls last`, asc(claims.id)];
  const direction = sort.startsWith('-') ? desc : asc;
  const column = sort.endsWith('updated_at') ? claims.updatedAt : sort.endsWith('flight_date') ? flightDate : claims.createdAt;
  return [direction(column), direction(claims.id)];
}

export interface QueueRow {
  id: string;
  status: ClaimStatus;
  regime: string | null;
  flight: (typeof claims.$inferSelect)['flight'];
  bookingReference: string | null;
  assignedTo: string | null;
  openRequestAt: Date | null;
  compensationAmount: number | null;
  compensationCurrency: string | null;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** The passenger's language (null: never given) and whether they confirmed their address (null: no account here). */
  passengerLocale: string | null;
  emailVerified: boolean | null;
  /** Adult co-passengers who have not signed the mandate. */
  unsignedCosigners: number;
  nextDueOn: string | null;
  nextDueWhat: string | null;
}

/** The owner's account facts the agent needs, read per row (a page is at most 100 rows). */
const ownerLocale = sql<
  string | null
>`(select ${notificationPreferences.locale} from ${notificationPreferences} where ${notificationPreferences.userId} = ${claims.userId})`;
// The uuid cast only for ids that are uuids (an external provider's subjects may not be).
const ownerVerified = sql<boolean | null>`case when ${claims.userId} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then (select ${users.emailVerifiedAt} is not null from ${users} where ${users.id} = ${claims.userId}::uuid) end`;
const unsignedCosigners = sql<number>`(select count(*)::int from ${claimPassengers} p
  where p.claim_id = ${claims.id} and p.position > 0 and not p.minor
  and not exists (select 1 from ${claimCosigners} c where c.claim_id = p.claim_id and c.position = p.position and c.signed_at is not null))`;

const QUEUE_COLUMNS = {
  id: claims.id,
  status: claims.status,
  regime: claims.regime,
  flight: claims.flight,
  bookingReference: claims.bookingReference,
  assignedTo: claims.assignedTo,
  openRequestAt: claims.openRequestAt,
  compensationAmount: claims.compensationAmount,
  compensationCurrency: claims.compensationCurrency,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
  firstName: claimPassengers.firstName,
  lastName: claimPassengers.lastName,
  email: claimPassengers.email,
  passengerLocale: ownerLocale,
  emailVerified: ownerVerified,
  unsignedCosigners,
  nextDueOn: claimCases.nextDueOn,
  nextDueWhat: claimCases.nextDueWhat,
};

/**
 * Above this many matches a filtered page's total is given as "more than" (page.total_capped): 40
 * pages of 25. Counting 10,000 through several filters read tens of thousands of rows (0.9 s at a
 * million claims); an agent narrows a filter long before page 40.
 */
export const TOTAL_CAP = 1_000;

/** The whole queue's count per status, exact: claim_status_counts, kept in each change's transaction. */
async function statusCounts(db: DbOrTx, partnerFirm?: { firmId: string | null }): Promise<Record<ClaimStatus, number>> {
  // A partner counts only their firm's claims (few: a plain group-by); everyone else reads the table.
  const rows = partnerFirm
    ? await db
        .select({ status: claims.status, n: sql<number>`count(*)::int` })
        .from(claims)
        .where(partnerFirm.firmId ? eq(claims.partnerFirmId, partnerFirm.firmId) : sql`false`)
        .groupBy(claims.status)
    : await db.select().from(claimStatusCounts);
  const result = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
  for (const { status, n } of rows) result[status] = Number(n);
  return result;
}

/** A filtered list's size, counted up to TOTAL_CAP + 1 rows only (a broad filter stays cheap). */
async function cappedTotal(db: DbOrTx, where: SQL[]): Promise<{ total: number; capped: boolean }> {
  const inner = db
    .select({ one: sql`1` })
    .from(claims)
    .where(and(...where))
    .limit(TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  const n = Number(row?.n ?? 0);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: n, capped: false };
}

/** The filtered list's total; undefined when nothing filters (the counts per status say it). */
async function filteredTotal(db: DbOrTx, base: SQL[], where: SQL[], search: SearchMatch | undefined) {
  if (base.length === 0) return undefined;
  // A broad search alone: the probe already saw more than TOTAL_CAP distinct claims.
  if (where.length === 1 && search?.kind === 'broad' && search.seen > TOTAL_CAP) return { total: TOTAL_CAP, capped: true };
  return cappedTotal(db, where);
}

export async function queuePage(
  db: DbOrTx,
  query: QueueQuery,
): Promise<{ rows: QueueRow[]; total: number; capped: boolean; counts: Record<ClaimStatus, number> }> {
  const search = query.q?.trim() ? await probeSearch(db, query.q) : undefined;
  const base = conditions(query, search);
  const where = query.status ? [...base, eq(claims.status, query.status)] : base;
  // The page's ids first (sorted and cut), then their passenger, case and account facts: a search
  // may match hundreds of claims, and only the page's 25 need those joins.
  const ids = db.select({ id: claims.id }).from(claims).$dynamic();
  if (query.sort === 'due') ids.leftJoin(claimCases, eq(claimCases.claimId, claims.id));
  const page = ids
    .where(and(...where))
    .orderBy(...orderOf(query.sort))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .as('page');
  const list = db
    .select(QUEUE_COLUMNS)
    .from(page)
    .innerJoin(claims, eq(claims.id, page.id))
    .leftJoin(claimPassengers, and(eq(claimPassengers.claimId, claims.id), eq(claimPassengers.position, 0)))
    .leftJoin(claimCases, eq(claimCases.claimId, claims.id))
    .orderBy(...orderOf(query.sort));
  // Side by side on PostgreSQL's pool (PGlite runs them one after the other anyway).
  const [rows, counts, size] = await Promise.all([list, statusCounts(db, query.partnerFirm), filteredTotal(db, base, where, search)]);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const { total, capped } = size ?? { total: query.status ? counts[query.status] : all, capped: false };
  return { rows, total, capped, counts };
}
