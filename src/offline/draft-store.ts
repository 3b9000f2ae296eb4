// Save as you go (excalidraw's debounced local save): every field of the claim wizard reaches
// IndexedDB within a moment of the change: text after ~300 ms of quiet, choices, files and the
// signature at once, and anything still waiting when the page is hidden or closed (also written
// synchronously to a localStorage journal, draft-journal.ts, in case that last write never
// completes). Reopening the app resumes the draft at its step with its documents and signature.
// Documents and signature are in draft-files.ts, patch merging in draft-patch.ts.
import { v7 as uuidv7 } from 'uuid';
import { ANONYMOUS, type AttachmentRow, type ClaimsDb, type DraftRow, type SignatureRow } from './db.ts';
import { prepareAsIs, type PrepareDocument, type PrepareOptions } from './documents.ts';
import { clearJournal, defaultJournalStorage, readJournal, writeJournal, type JournalStorage } from './draft-journal.ts';
import { foldJournalEntry } from './draft-journal-fold.ts';
import { deleteExpensesOf } from './expenses.ts';
import { addAttachment, clearSignature, removeAttachment, saveSignature, type DraftFilesDeps } from './draft-files.ts';
import { applyPatch, mergePatch, type DraftPatch } from './draft-patch.ts';
import { listen, pageScope } from './page-scope.ts';
import { guardStorage } from './storage.ts';
import { submitDraft, SubmitError } from './submit.ts';

export { MAX_SIGNATURE_BYTES } from './draft-files.ts';
export { mergePatch, type DraftPatch } from './draft-patch.ts';
export { settleDraftJournal } from './draft-journal-fold.ts';

export interface DraftSnapshot {
  draft: DraftRow;
  /** In upload order. */
  attachments: AttachmentRow[];
  signature: SignatureRow | null;
}

export interface DraftStoreDeps {
  db: ClaimsDb;
  /**
   * Whose drafts this store shows and starts: the signed-in user's id, or null before signing in
   * (anonymous drafts). Another account's draft is never loaded (review N4, a shared device).
   */
  ownerId?: string | null;
  /** The media worker's bridge in the app; defaults to storing files as they are. */
  prepareDocument?: PrepareDocument;
  debounceMs?: number;
  now?: () => number;
  /** A debounced save failed (e.g. StorageFullError); the change is kept in memory and retried. */
  onSaveError?: (error: unknown) => void;
  /** Where unsaved text goes when the page is hidden; defaults to localStorage, null for none. */
  journal?: JournalStorage | null;
}

export interface DraftStore {
  /**
   * The draft to resume (latest), with everything restored; null when there is none. Text a closed
   * page left in the journal is folded into it first.
   */
  loadDraft(): Promise<DraftSnapshot | null>;
  /** The current draft, created (and stored) if there is none. */
  startDraft(): Promise<DraftRow>;
  /** Debounced: for typing. */
  saveDraftFields(patch: DraftPatch): void;
  /** At once: for choices and step changes. */
  saveDraftNow(patch: DraftPatch): Promise<void>;
  /** Writes whatever is waiting. Rejects with StorageFullError when the disk is full. */
  flushDraft(): Promise<void>;
  hasUnsavedChanges(): boolean;
  addAttachment(draftId: string, file: Blob & { name?: string }, options?: PrepareOptions): Promise<AttachmentRow>;
  removeAttachment(attachmentId: string): Promise<void>;
  /** `mandateVersion`: the id of the mandate text shown while signing; the server records it. */
  saveSignature(draftId: string, png: Blob, mandateVersion?: string): Promise<SignatureRow>;
  clearSignature(draftId: string): Promise<void>;
  discardDraft(draftId?: string): Promise<void>;
  /** Flushes pending text, then queues the claim (submit.ts). Returns the claim id. */
  submit(ownerId: string): Promise<string>;
  /** Journal and flush on pagehide and when the tab is hidden. Returns the remover. Page only. */
  flushOnHide(): () => void;
}

export function createDraftStore(deps: DraftStoreDeps): DraftStore {
  const { db, prepareDocument = prepareAsIs, debounceMs = 300, now = Date.now } = deps;
  const ownerId = deps.ownerId ?? ANONYMOUS;
  const journal = deps.journal === undefined ? defaultJournalStorage() : deps.journal;
  let currentId: string | null = null;
  let pending: DraftPatch | null = null;
  /** The patch being written now (taken from `pending`, not yet in IndexedDB). */
  let inFlight: DraftPatch | null = null;
  /** The journal entry this store wrote last, removed once IndexedDB has everything in it. */
  let journaled: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  /** The draft this store shows: the one it is on, else the owner's latest. */
  async function latestDraft(): Promise<DraftRow | undefined> {
    if (currentId) {
      const draft = await db.drafts.get(currentId);
      if (draft && ownerOf(draft) === ownerId) return draft;
    }
    const own = await db.drafts.where('ownerId').equals(ownerId).toArray();
    return own.reduce<DraftRow | undefined>((latest, draft) => (!latest || draft.updatedAt > latest.updatedAt ? draft : latest), undefined);
  }

  /**
   * Where typed text goes: the draft it was typed into, whoever owns it now (a sign-in took it,
   * or a sign-out left it to its owner); none when that draft is gone (submitted, discarded or
   * removed with the device's data: the text goes with it); the owner's latest, or a new one,
   * when the store is on no draft yet.
   */
  async function draftToWrite(at: number): Promise<DraftRow | null> {
    if (currentId) return (await db.drafts.get(currentId)) ?? null;
    return (await latestDraft()) ?? { id: uuidv7(), ownerId, step: 0, fields: {}, createdAt: at, updatedAt: at };
  }

  async function startDraft(): Promise<DraftRow> {
    return guardStorage(() =>
      db.transaction('rw', db.drafts, async () => {
        const existing = await latestDraft();
        if (existing) {
          currentId = existing.id;
          return existing;
        }
        const at = now();
        const draft: DraftRow = { id: uuidv7(), ownerId, step: 0, fields: {}, createdAt: at, updatedAt: at };
        await db.drafts.add(draft);
        currentId = draft.id;
        return draft;
      }),
    );
  }

  async function write(patch: DraftPatch): Promise<void> {
    await guardStorage(() =>
      db.transaction('rw', db.drafts, async () => {
        const at = now();
        const draft = await draftToWrite(at);
        if (!draft) return;
        currentId = draft.id;
        await db.drafts.put(applyPatch(draft, patch, at));
      }),
    );
  }

  function flushDraft(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // Writes run one after another so an older patch never lands after a newer one.
    writing = writing
      .catch(() => {})
      .then(async () => {
        const patch = pending;
        if (!patch) return;
        pending = null;
        inFlight = patch;
        try {
          await write(patch);
        } catch (error) {
          // Keep the change: merged under anything typed since, it is retried on the next flush.
          pending = pending ? mergePatch(patch, pending) : patch;
          throw error;
        } finally {
          inFlight = null;
        }
        // IndexedDB has everything the journal held once nothing is waiting any more.
        if (journaled && !pending) {
          clearJournal(journal, journaled);
          journaled = null;
        }
      });
    return writing;
  }

  /** Synchronously saves what IndexedDB does not have yet (pagehide may not let a write finish). */
  function journalUnsaved(): void {
    const unsaved = inFlight && pending ? mergePatch(inFlight, pending) : (pending ?? inFlight);
    if (!unsaved || !currentId) return;
    journaled = writeJournal(journal, { draftId: currentId, patch: unsaved, at: now() }) ?? journaled;
  }

  function saveDraftFields(patch: DraftPatch): void {
    pending = pending ? mergePatch(pending, patch) : patch;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      flushDraft().catch((error: unknown) => deps.onSaveError?.(error));
    }, debounceMs);
  }
  const files: DraftFilesDeps = { db, now, prepareDocument };

  async function discardDraft(draftId?: string): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
    await writing.catch(() => {});
    forgetJournal();
    const id = draftId ?? currentId ?? (await latestDraft())?.id;
    if (!id) return;
    await db.transaction('rw', [db.drafts, db.attachments, db.signatures, db.expenses], async () => {
      await db.drafts.delete(id);
      await db.attachments.where('claimId').equals(id).delete();
      await db.signatures.delete(id);
      await deleteExpensesOf(db, [id]);
    });
    if (currentId === id) currentId = null;
  }

  function forgetJournal(): void {
    clearJournal(journal);
    journaled = null;
  }

  /**
   * A journal entry for this draft that is not older than it holds text a closed page typed but
   * never saved: it goes into the draft. An entry for another draft goes into that one (it may be
   * another account's: it is written there, never shown here); a stale one just goes.
   */
  async function recoverJournal(draft: DraftRow): Promise<DraftRow> {
    const { entry, raw } = readJournal(journal);
    if (!entry || entry.draftId !== draft.id) {
      if (entry) await foldJournalEntry(db, entry, now()).catch(() => null);
      if (raw !== null) clearJournal(journal, raw);
      return draft;
    }
    try {
      const merged = await foldJournalEntry(db, entry, now());
      clearJournal(journal, raw ?? undefined);
      return merged ?? draft;
    } catch (error) {
      // Not saved (e.g. a full disk): keep the entry and the change, which the next flush retries.
      pending = pending ? mergePatch(entry.patch, pending) : entry.patch;
      journaled = raw;
      deps.onSaveError?.(error);
      return applyPatch(draft, entry.patch, draft.updatedAt);
    }
  }

  async function loadDraft(): Promise<DraftSnapshot | null> {
    await flushDraft();
    let draft = await latestDraft();
    if (!draft) {
      forgetJournal();
      return null;
    }
    draft = await recoverJournal(draft);
    currentId = draft.id;
    const [attachments, signature] = await Promise.all([
      db.attachments.where('[claimId+position]').between([draft.id, -Infinity], [draft.id, Infinity]).toArray(),
      db.signatures.get(draft.id),
    ]);
    return { draft, attachments, signature: signature ?? null };
  }

  async function submit(ownerId: string): Promise<string> {
    await flushDraft();
    const draft = await latestDraft();
    if (!draft) throw new SubmitError('There is no claim to submit', 'no-draft');
    const claimId = await submitDraft(db, { draftId: draft.id, ownerId, now });
    // The claim row has the text now; nothing of the draft stays behind.
    forgetJournal();
    if (currentId === claimId) currentId = null;
    return claimId;
  }

  function flushOnHide(): () => void {
    const page = pageScope();
    if (!page) return () => {};
    const hide = () => {
      journalUnsaved();
      void flushDraft().catch((error: unknown) => deps.onSaveError?.(error));
    };
    const stops = [
      listen(page, 'pagehide', hide),
      listen(page.document, 'visibilitychange', () => {
        if (page.document.visibilityState === 'hidden') hide();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }

  return {
    loadDraft,
    startDraft,
    saveDraftFields,
    saveDraftNow: (patch) => {
      saveDraftFields(patch);
      return flushDraft();
    },
    flushDraft,
    hasUnsavedChanges: () => pending !== null,
    addAttachment: (draftId, file, options) => addAttachment(files, draftId, file, options),
    removeAttachment: (attachmentId) => removeAttachment(files, attachmentId),
    saveSignature: (draftId, png, mandateVersion) => saveSignature(files, draftId, png, mandateVersion),
    clearSignature: (draftId) => clearSignature(files, draftId),
    discardDraft,
    submit,
    flushOnHide,
  };
}

/** Drafts stored before release 3 of the schema may lack an owner until it upgrades them. */
const ownerOf = (draft: DraftRow): string => draft.ownerId ?? ANONYMOUS;
