// The queue's search, by prefix so btree indexes answer it (migrations 0006, 0024): claim reference
// (the id's last 8 digits), claim id, flight number, booking reference, passenger first or last
// name, or e-mail. It runs in two steps. A probe reads at most SEARCH_PROBE + 1 ids from each index;
// when none has more, those ids are the whole answer and the page is fetched by primary key. A
// broader search ("p0": tens of thousands of e-mails) would cost a read of every match, so instead the
// queue is walked in its sort order and each claim tested: the page needs a few hundred rows.
import { or, sql, type SQL } from 'drizzle-orm';
import { normalizeFlightNumber } from '../../domain/claim/index.ts';
import { isReferencePrefix, referenceSql, referenceStartsWith } from '../claims/reference-sql.ts';
import type { DbOrTx } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { claimPassengers, claims } from '../db/schema/claims.ts';

/**
 * More matches than this in one index make a search "broad" (tested row by row, in sort order).
 * The probe's cost grows with it (a table row read per id) and a broad walk's shrinks (a page of 25
 * among 1,000,000 claims walks at most 25 × 1,000,000 / SEARCH_PROBE rows); the total's cap fits both.
 */
export const SEARCH_PROBE = 1_000;

/** Every matching id (`ids`), or a broad search with how many distinct claims the probe saw. */
export type SearchMatch = { kind: 'ids'; ids: string[] } | { kind: 'broad'; seen: number; text: string };

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The uuid range whose text starts with `prefix` (more hex digits than a reference, and dashes), for the primary key. */
function idRange(prefix: string): [string, string] | undefined {
  const hex = prefix.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{9,32}$/.test(hex)) return undefined;
  const format = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [format(hex.padEnd(32, '0')), format(hex.padEnd(32, 'f'))];
}

/**
 * One index's test, and the index's own order (so the probe reads the index, never the table:
 * without it a LIMIT on a broad prefix chose a scan of the table). `~<~` is the order of the
 * text_pattern_ops indexes a prefix search uses.
 */
type Test = { test: SQL; order: SQL };
const patternOrder = (column: SQL) => sql`${column} using ~<~`;

/** The search's tests: on the claim's own columns, and on a passenger row; each one index. */
function searchTests(raw: string): { own: Test[]; passenger: Test[] } {
  const q = raw.trim();
  const code = q.replace(/\s+/g, '').toUpperCase();
  const words = q.toLowerCase().split(/\s+/);
  const [email, last, first] = [sql`lower(${claimPassengers.email})`, sql`lower(${claimPassengers.lastName})`, sql`lower(${claimPassengers.firstName})`];
  const passenger: Test[] =
    words.length >= 2
      ? [{ test: sql`${first} like ${likePrefix(words[0]!)} and ${last} like ${likePrefix(words.slice(1).join(' '))}`, order: patternOrder(last) }]
      : [email, last, first].map((column) => ({ test: sql`${column} like ${likePrefix(words[0]!)}`, order: patternOrder(column) }));
  const own: Test[] = [
    { test: sql`${claims.flightNumber} like ${likePrefix(normalizeFlightNumber(q))}`, order: patternOrder(sql`${claims.flightNumber}`) },
    { test: sql`${claims.bookingReference} like ${likePrefix(code)}`, order: patternOrder(sql`${claims.bookingReference}`) },
  ];
  const range = idRange(q);
  if (range) own.push({ test: sql`${claims.id} between ${range[0]}::uuid and ${range[1]}::uuid`, order: sql`${claims.id}` });
  if (q.length >= 4 && isReferencePrefix(q)) own.push({ test: referenceStartsWith(q), order: patternOrder(referenceSql) });
  return { own, passenger };
}

/** Step one: at most SEARCH_PROBE + 1 ids from each index (each branch an index scan that stops there). */
export async function probeSearch(db: DbOrTx, raw: string): Promise<SearchMatch> {
  const { own, passenger } = searchTests(raw);
  const limit = SEARCH_PROBE + 1;
  const branches = [
    ...own.map(
      ({ test, order }, i) => sql`(select ${i}::int as branch, ${claims.id}::text as id from ${claims} where ${test} order by ${order} limit ${limit})`,
    ),
    ...passenger.map(
      ({ test, order }, i) =>
        sql`(select ${-1 - i}::int as branch, ${claimPassengers.claimId}::text as id from ${claimPassengers} where ${test} order by ${order} limit ${limit})`,
    ),
  ];
  const rows = rowsOf<{ branch: number; id: string }>(await db.execute(sql.join(branches, sql` union all `)));
  const perBranch = new Map<number, number>();
  for (const { branch } of rows) perBranch.set(Number(branch), (perBranch.get(Number(branch)) ?? 0) + 1);
  const ids = [...new Set(rows.map((row) => row.id))];
  const broad = [...perBranch.values()].some((n) => n > SEARCH_PROBE);
  return broad ? { kind: 'broad', seen: ids.length, text: raw } : { kind: 'ids', ids };
}

/** Step two: the condition on a claim row. */
export function searchCondition(match: SearchMatch): SQL {
  if (match.kind === 'ids') {
    // One array parameter (ids are uuids read from the database): the rows come by primary key.
    return match.ids.length > 0 ? sql`${claims.id} = any(${`{${match.ids.join(',')}}`}::uuid[])` : sql`false`;
  }
  const { own, passenger } = searchTests(match.text);
  // A scalar subquery with LIMIT runs per claim row, stopping at the first passenger that matches;
  // EXISTS here would be planned as a hash of every matching passenger (the cost this step avoids).
  const matches = or(...passenger.map(({ test }) => test));
  const anyPassenger = sql`coalesce((select true from ${claimPassengers} where ${claimPassengers.claimId} = ${claims.id} and ${matches} limit 1), false)`;
  return or(...own.map(({ test }) => test), anyPassenger)!;
}
