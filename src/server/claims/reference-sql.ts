// The claim's short reference (claimReference, src/domain/claim/reference.ts) in SQL: the id's last
// 8 hex digits, lower case as PostgreSQL writes a uuid. Index claims_reference_idx (migration 0024)
// is on exactly this expression, so a look-up by reference reads the index, not the table.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { CLAIM_REFERENCE_DIGITS } from '../../domain/claim/reference.ts';
import { claims } from '../db/schema/claims.ts';

// A literal length (not a bound parameter): the planner matches the index's expression only then.
export const referenceSql = sql`right(${claims.id}::text, ${sql.raw(String(CLAIM_REFERENCE_DIGITS))})`;

const HEX = new RegExp(`^[0-9a-f]{1,${CLAIM_REFERENCE_DIGITS}}$`, 'i');

/** True when `text` could be (the start of) a short reference: 1 to 8 hex digits, any case. */
export function isReferencePrefix(text: string): boolean {
  return HEX.test(text);
}

/** Claims whose short reference is one of `references` (any case). */
export function referenceIn(references: string[]): SQL {
  return inArray(
    referenceSql,
    references.map((r) => r.toLowerCase()),
  );
}

/** Claims whose short reference starts with `prefix` (hex digits only: isReferencePrefix). */
export function referenceStartsWith(prefix: string): SQL {
  if (!isReferencePrefix(prefix)) throw new Error('not a reference prefix');
  return sql`${referenceSql} like ${`${prefix.toLowerCase()}%`}`;
}
