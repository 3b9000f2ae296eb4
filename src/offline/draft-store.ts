// Save as you go (excalidraw's debounced local save): every field of the claim wizard reaches
// IndexedDB within a moment of the change: text after ~300 ms of quiet, choices, files and the
// signature at once, and anything still waiting when the page is hidden or closed. Reopening the
// app resumes the draft at its step with its documents and signature.
import { v7 as uuidv7 } from 'uuid';
import type { AttachmentRow, ClaimsDb, DraftFields, DraftRow, SignatureRow } from './db.ts';
import {
  AttachmentError, checkDocumentCount, checkDocumentSize, checkDocumentType, prepareAsIs, sha256Hex,
  type PrepareDocument, type PrepareOptions,
} from './documents.ts';
import { listen, pageScope } from './page-scope.ts';
import { guardStorage } from './storage.ts';
import { submitDraft } from './submit.ts';

/** The server's limit for the signature image (413 above it). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;

/** A change to the draft: sections `flight` and `passenger` merge field by field. */
export type DraftPatch = DraftFields & { step?: number };

export interface DraftSnapshot {
  draft: DraftRow;
  /** In upload order. */
  attachments: AttachmentRow[];
  signature: SignatureRow | null;
}

export interface DraftStoreDeps {
  db: ClaimsDb;
  /** The media worker's bridge in the app; defaults to storing files as they are. */
  prepareDocument?: PrepareDocument;
  debounceMs?: number;
  now?: () => number;
  /** A debounced save failed (e.g. StorageFullError); the change is kept in memory and retried. */
  onSaveError?: (error: unknown) => void;
}

export interface DraftStore {
  /** The draft to resume (latest), with everything restored; null when there is none. */
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
  saveSignature(draftId: string, png: Blob): Promise<SignatureRow>;
  clearSignature(draftId: string): Promise<void>;
  discardDraft(draftId?: string): Promise<void>;
  /** Flushes pending text, then queues the claim (submit.ts). Returns the claim id. */
  submit(ownerId: string): Promise<string>;
  /** Flush on pagehide and when the tab is hidden. Returns the remover. Page only. */
  flushOnHide(): () => void;
}

export function createDraftStore(deps: DraftStoreDeps): DraftStore {
  const { db, prepareDocument = prepareAsIs, debounceMs = 300, now = Date.now } = deps;
  let currentId: string | null = null;
  let pending: DraftPatch | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function latestDraft(): Promise<DraftRow | undefined> {
    if (currentId) {
      const draft = await db.drafts.get(currentId);
      if (draft) return draft;
    }
    return db.drafts.orderBy('updatedAt').last();
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
        const draft: DraftRow = { id: uuidv7(), step: 0, fields: {}, createdAt: at, updatedAt: at };
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
        const draft = (await latestDraft()) ?? { id: uuidv7(), step: 0, fields: {}, createdAt: at, updatedAt: at };
        currentId = draft.id;
        await db.drafts.put(applyPatch(draft, patch, at));
      }),
    );
  }

  function flushDraft(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    // Writes run one after another so an older patch never lands after a newer one.
    writing = writing.catch(() => {}).then(async () => {
      const patch = pending;
      if (!patch) return;
      pending = null;
      try {
        await write(patch);
      } catch (error) {
        // Keep the change: merged under anything typed since, it is retried on the next flush.
        pending = pending ? mergePatch(patch, pending) : patch;
        throw error;
      }
    });
    return writing;
  }

  function saveDraftFields(patch: DraftPatch): void {
    pending = pending ? mergePatch(pending, patch) : patch;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      flushDraft().catch((error: unknown) => deps.onSaveError?.(error));
    }, debounceMs);
  }

  async function requireParent(draftId: string): Promise<void> {
    if (!(await db.drafts.get(draftId))) throw new AttachmentError('no-draft', 'This draft no longer exists');
  }

  async function addAttachment(draftId: string, file: Blob & { name?: string }, options?: PrepareOptions) {
    // Cheap checks first, so a wrong file never reaches the worker.
    checkDocumentType({ name: file.name ?? '', type: file.type });
    checkDocumentCount(await db.attachments.where('claimId').equals(draftId).count());
    await requireParent(draftId);
    const prepared = await prepareDocument(file, options);
    checkDocumentSize(prepared.size);
    const type = checkDocumentType(prepared);
    return guardStorage(() =>
      db.transaction('rw', db.drafts, db.attachments, async () => {
        await requireParent(draftId);
        const siblings = await db.attachments.where('claimId').equals(draftId).toArray();
        checkDocumentCount(siblings.length);
        const at = now();
        const row: AttachmentRow = {
          id: uuidv7(),
          claimId: draftId,
          position: siblings.reduce((max, s) => Math.max(max, s.position + 1), 0),
          name: prepared.name,
          type,
          size: prepared.size,
          sha256: prepared.sha256,
          blob: prepared.blob,
          originalName: file.name ?? prepared.name,
          originalSize: file.size,
          createdAt: at,
        };
        await db.attachments.add(row);
        await db.drafts.update(draftId, { updatedAt: at });
        return row;
      }),
    );
  }

  async function removeAttachment(attachmentId: string): Promise<void> {
    await db.transaction('rw', db.attachments, db.drafts, async () => {
      const row = await db.attachments.get(attachmentId);
      if (!row) return;
      // Only a draft's files; a submitted claim's files belong to its outbox.
      if (!(await db.drafts.get(row.claimId))) return;
      await db.attachments.delete(attachmentId);
      await db.drafts.update(row.claimId, { updatedAt: now() });
    });
  }

  async function saveSignature(draftId: string, png: Blob): Promise<SignatureRow> {
    if (png.size === 0) throw new Error('The signature is empty');
    if (png.type && png.type !== 'image/png') throw new Error('The signature must be a PNG image');
    if (png.size > MAX_SIGNATURE_BYTES) throw new Error('The signature image is too large');
    const row: SignatureRow = {
      claimId: draftId,
      blob: png,
      type: 'image/png',
      size: png.size,
      sha256: await sha256Hex(png),
      signedAt: now(),
    };
    await guardStorage(() =>
      db.transaction('rw', db.drafts, db.signatures, async () => {
        await requireParent(draftId);
        await db.signatures.put(row);
        await db.drafts.update(draftId, { updatedAt: row.signedAt });
      }),
    );
    return row;
  }

  async function clearSignature(draftId: string): Promise<void> {
    await db.transaction('rw', db.drafts, db.signatures, async () => {
      if (!(await db.drafts.get(draftId))) return;
      await db.signatures.delete(draftId);
    });
  }

  async function discardDraft(draftId?: string): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
    await writing.catch(() => {});
    const id = draftId ?? currentId ?? (await latestDraft())?.id;
    if (!id) return;
    await db.transaction('rw', db.drafts, db.attachments, db.signatures, async () => {
      await db.drafts.delete(id);
      await db.attachments.where('claimId').equals(id).delete();
      await db.signatures.delete(id);
    });
    if (currentId === id) currentId = null;
  }

  async function loadDraft(): Promise<DraftSnapshot | null> {
    await flushDraft();
    const draft = await latestDraft();
    if (!draft) return null;
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
    if (!draft) throw new Error('There is no claim to submit');
    const claimId = await submitDraft(db, { draftId: draft.id, ownerId, now });
    if (currentId === claimId) currentId = null;
    return claimId;
  }

  function flushOnHide(): () => void {
    const page = pageScope();
    if (!page) return () => {};
    const flush = () => void flushDraft().catch((error: unknown) => deps.onSaveError?.(error));
    const stops = [
      listen(page, 'pagehide', flush),
      listen(page.document, 'visibilitychange', () => {
        if (page.document.visibilityState === 'hidden') flush();
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
    addAttachment,
    removeAttachment,
    saveSignature,
    clearSignature,
    discardDraft,
    submit,
    flushOnHide,
  };
}

const MERGED_SECTIONS = ['flight', 'passenger'] as const;

/** Later wins; the flight and passenger sections merge field by field. */
export function mergePatch(earlier: DraftPatch, later: DraftPatch): DraftPatch {
  const merged: DraftPatch = { ...earlier, ...later };
  for (const key of MERGED_SECTIONS) {
    if (earlier[key] && later[key]) (merged as Record<string, unknown>)[key] = { ...earlier[key], ...later[key] };
  }
  return merged;
}

function applyPatch(draft: DraftRow, patch: DraftPatch, at: number): DraftRow {
  const { step, ...fields } = patch;
  return {
    ...draft,
    step: step === undefined ? draft.step : Math.max(0, Math.min(4, step)),
    fields: mergePatch(draft.fields, fields),
    updatedAt: at,
  };
}
