// What the device keeps for each account (review N4, a shared device). Every draft, queued claim,
// outbox operation, cached claim and inbox entry names its owner, and only the owner sees it:
// signing out keeps the unsent work for its owner (hidden from everyone else until they sign in
// here again), and "remove" takes all of it off the device. A draft's documents, signature and
// receipts are keyed by the draft's id, so they follow it.
// A draft started before signing in is anonymous (ANONYMOUS): the next account to sign in on the
// device takes it, as the wizard asks people to sign in at its last step and come back.
import { ANONYMOUS, type ClaimsDb, type DraftRow } from './db.ts';
import { deleteExpensesOf } from './expenses.ts';

/** Whether a value holds anything typed or chosen (an empty string, null or {} holds nothing). */
function hasContent(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return true;
}

/** A draft nothing was typed, chosen, attached or signed in (the wizard stores one as it opens). */
async function isEmptyDraft(db: ClaimsDb, draft: DraftRow): Promise<boolean> {
  if (hasContent(draft.fields)) return false;
  const files = await Promise.all([
    db.attachments.where('claimId').equals(draft.id).count(),
    db.signatures.get(draft.id),
    db.expenses.where('claimId').equals(draft.id).count(),
  ]);
  return files[0] === 0 && !files[1] && files[2] === 0;
}

const draftTables = (db: ClaimsDb) => [db.drafts, db.attachments, db.signatures, db.expenses];

/** Deletes drafts with their documents, signature and receipts. */
async function deleteDrafts(db: ClaimsDb, ids: string[]): Promise<void> {
  await db.drafts.bulkDelete(ids);
  await db.attachments.where('claimId').anyOf(ids).delete();
  await db.signatures.bulkDelete(ids);
  await deleteExpensesOf(db, ids);
}

/**
 * At sign-in: the anonymous drafts become this account's (the person signed in to send them);
 * empty ones go, so they never hide the account's own draft. Returns how many were taken.
 */
export async function adoptAnonymousDrafts(db: ClaimsDb, ownerId: string): Promise<number> {
  return db.transaction('rw', draftTables(db), async () => {
    const anonymous = await db.drafts.where('ownerId').equals(ANONYMOUS).toArray();
    const empty: string[] = [];
    let taken = 0;
    for (const draft of anonymous) {
      if (await isEmptyDraft(db, draft)) empty.push(draft.id);
      else taken += await db.drafts.update(draft.id, { ownerId });
    }
    await deleteDrafts(db, empty);
    return taken;
  });
}

/** At sign-out: this account's empty drafts go (they keep nothing), the others stay for it. */
export async function dropEmptyDrafts(db: ClaimsDb, ownerId: string): Promise<void> {
  await db.transaction('rw', draftTables(db), async () => {
    const empty: string[] = [];
    for (const draft of await db.drafts.where('ownerId').equals(ownerId).toArray()) {
      if (await isEmptyDraft(db, draft)) empty.push(draft.id);
    }
    await deleteDrafts(db, empty);
  });
}

/** What signing out would leave on the device for this account: unfinished drafts and claims not on the server. */
export interface UnsentWork {
  drafts: number;
  claims: number;
}

export async function unsentWork(db: ClaimsDb, ownerId: string): Promise<UnsentWork> {
  let drafts = 0;
  for (const draft of await db.drafts.where('ownerId').equals(ownerId).toArray()) {
    if (!(await isEmptyDraft(db, draft))) drafts += 1;
  }
  const claims = await db.claims
    .where('ownerId')
    .equals(ownerId)
    .filter((claim) => claim.syncState !== 'sent')
    .count();
  return { drafts, claims };
}

/**
 * Everything of this account on the device goes: claims (queued, refused or cached), queued
 * operations, drafts, documents, signatures and receipts; and the anonymous drafts, which were
 * typed here before signing in. Other accounts' unsent work stays theirs. For "Sign out and
 * remove" and after the account is deleted.
 */
export async function forgetLocalData(db: ClaimsDb, ownerId: string): Promise<void> {
  await db.transaction('rw', [db.claims, db.outbox, ...draftTables(db)], async () => {
    const claimIds = (await db.claims.where('ownerId').equals(ownerId).primaryKeys()) as string[];
    const draftIds = (await db.drafts.where('ownerId').anyOf(ownerId, ANONYMOUS).primaryKeys()) as string[];
    await db.outbox.where('ownerId').equals(ownerId).delete();
    await db.claims.bulkDelete(claimIds);
    await deleteDrafts(db, [...claimIds, ...draftIds]);
  });
}
