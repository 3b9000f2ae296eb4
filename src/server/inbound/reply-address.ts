// Each claim's own mail address, claims+<reference>@MAIL_DOMAIN: the Reply-To of what we send the
// airline, and the only recipient the inbound receiver accepts. The reference in the address is the
// claim id's 32 hex digits: the short reference people read ('01A20907', claimReference) is the
// id's first 8 digits and is shared by claims filed within the same minute, so it is accepted only
// while it names exactly one claim.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';

/** The address replies about this claim go to. */
export function claimReplyAddress(claimId: string, mailDomain: string): string {
  return `claims+${claimId.replace(/-/g, '').toLowerCase()}@${mailDomain}`;
}

/** The reference in `claims+<reference>@<mailDomain>` (any case), or null for any other address. */
export function referenceOfRecipient(address: string, mailDomain: string): string | null {
  const match = /^claims\+([0-9a-f-]{8,36})@([^@\s]+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== mailDomain.toLowerCase()) return null;
  return match[1]!.toLowerCase();
}

const FULL = /^[0-9a-f]{32}$/;
const SHORT = /^[0-9a-f]{8}$/;

function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the one claim a reference names, or null (unknown, or a short reference several claims share). */
export async function claimIdForReference(db: DbOrTx, reference: string): Promise<string | null> {
  const hex = reference.replace(/-/g, '');
  if (FULL.test(hex)) {
    const [row] = await db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.id, uuidOf(hex)));
    return row?.id ?? null;
  }
  if (!SHORT.test(reference)) return null;
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(sql`${claims.id}::text like ${`${reference}-%`}`)
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}
