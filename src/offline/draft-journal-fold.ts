// Folding the draft journal (draft-journal.ts) into IndexedDB: an entry goes into its own draft,
// whichever account owns it, unless the draft was saved after it. On load (draft-store.ts) and
// at sign-out (session.ts).
import type { ClaimsDb, DraftRow } from './db.ts';
import { clearJournal, defaultJournalStorage, readJournal, type JournalEntry, type JournalStorage } from './draft-journal.ts';
import { applyPatch } from './draft-patch.ts';
import { guardStorage } from './storage.ts';

/**
 * Writes a journal entry into its draft unless the draft is gone or was saved after the entry
 * (then the entry is stale). Returns the updated draft, or null when nothing was written.
 */
export async function foldJournalEntry(db: ClaimsDb, entry: JournalEntry, at: number): Promise<DraftRow | null> {
  return guardStorage(() =>
    db.transaction('rw', db.drafts, async () => {
      const draft = await db.drafts.get(entry.draftId);
      if (!draft || entry.at < draft.updatedAt) return null;
      const merged = applyPatch(draft, entry.patch, Math.max(at, draft.updatedAt));
      await db.drafts.put(merged);
      return merged;
    }),
  );
}

/**
 * On sign-out: text a closed page left in the journal goes into its draft (drafts stay on the
 * device for their owner, like unsent claims), and the journal entry goes in any case. Never throws.
 */
export async function settleDraftJournal(db: ClaimsDb, options: { journal?: JournalStorage | null; now?: () => number } = {}): Promise<void> {
  const journal = options.journal === undefined ? defaultJournalStorage() : options.journal;
  const { entry } = readJournal(journal);
  try {
    if (entry) await foldJournalEntry(db, entry, (options.now ?? Date.now)());
  } catch {
    // Signing out must not fail on a full disk; the entry is dropped below as sign-out requires.
  } finally {
    clearJournal(journal);
  }
}
