// Each claim's own mail address, claims+<reference>@MAIL_DOMAIN: the Reply-To of what we send the
// airline, and the only recipient the inbound receiver accepts. The reference in the address is the
// claim id's 32 hex digits (the dashed UUID is accepted too). Not the short reference people read
// ('9C41E2B7', claimReference): its 8 digits are short enough to guess, and may repeat among many claims.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';

/** The address replies about this claim go to. */
export function claimReplyAddress(claimId: string, mailDomain: string): string {
  return `claims+${claimId.replace(/-/g, '').toLowerCase()}@${mailDomain}`;
}

/** The reference in `claims+<reference>@<mailDomain>` (any case), or null for any other address. */
export function referenceOfRecipient(address: string, mailDomain: string): string | null {
  const match = /^claims\+([0-9a-f-]{32,36})@([^@\s]+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== mailDomain.toLowerCase()) return null;
  return match[1]!.toLowerCase();
}

const FULL = /^[0-9a-f]{32}$/;
const DASHED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the claim a reference names, or null when there is none. */
export async function claimIdForReference(db: DbOrTx, reference: string): Promise<string | null> {
  if (!FULL.test(reference) && !DASHED.test(reference)) return null;
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(eq(claims.id, uuidOf(reference.replace(/-/g, ''))));
  return row?.id ?? null;
}
