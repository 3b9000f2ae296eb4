// The wizard's view of its draft: loaded from IndexedDB on open (resuming at its step with its
// files and signature), every change written through src/offline's draft store (typing debounced,
// choices and step changes at once, anything waiting flushed when the page is hidden or left).
// One store per person: the signed-in account's drafts, or the anonymous ones before signing in.
import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  StorageFullError,
  createDraftStore,
  getDb,
  kick,
  mergePatch,
  type AttachmentRow,
  type DraftFields,
  type DraftPatch,
  type PrepareOptions,
  type SignatureRow,
} from '../../../offline/index.ts';
import { prepareDocument } from '../../../workers/media.ts';
import { clampStep, resumeStep } from './wizard-steps.ts';
import { draftMandate } from './documents/mandate-view.tsx';

export interface ClaimDraft {
  /** False until the draft has been read from IndexedDB. */
  ready: boolean;
  /** Reading the draft failed (IndexedDB unavailable, e.g. some private windows). */
  loadError: unknown;
  draftId: string | null;
  step: number;
  fields: DraftFields;
  attachments: AttachmentRow[];
  signature: SignatureRow | null;
  /** A save hit a full disk; the change is kept in memory and saved again on retry. */
  storageFull: boolean;
  /** Typing: saved after a short pause. */
  update: (patch: DraftFields) => void;
  /** Choices: saved at once; resolves false when the save failed. */
  updateNow: (patch: DraftFields) => Promise<boolean>;
  goTo: (step: number, patch?: DraftFields) => Promise<boolean>;
  addFile: (file: File, options?: PrepareOptions) => Promise<AttachmentRow>;
  removeFile: (attachmentId: string) => Promise<void>;
  saveSignature: (png: Blob) => Promise<void>;
  clearSignature: () => Promise<void>;
  retrySave: () => Promise<void>;
  /** Queues the claim (one transaction) and asks for it to be sent; returns the claim id. */
  submit: (ownerId: string) => Promise<string>;
  /** A fresh, empty draft (after a submit). */
  startOver: () => Promise<void>;
}

function withoutStep(patch: DraftPatch): DraftFields {
  const { step: _step, ...fields } = patch;
  return fields;
}

/** `ownerId`: the signed-in user's id, or null before signing in; only their drafts are shown. */
export function useClaimDraft(ownerId: string | null): ClaimDraft {
  const [storageFull, setStorageFull] = useState(false);
  const [store] = useState(() =>
    createDraftStore({
      db: getDb(),
      ownerId,
      prepareDocument,
      onSaveError: (error) => {
        if (error instanceof StorageFullError) setStorageFull(true);
      },
    }),
  );
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draftId, setDraftId] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [fields, setFields] = useState<DraftFields>({});
  const [attachments, setAttachments] = useState<AttachmentRow[]>([]);
  const [signature, setSignature] = useState<SignatureRow | null>(null);

  useEffect(() => {
    let live = true;
    (async () => {
      const snapshot = await store.loadDraft();
      const draft = snapshot?.draft ?? (await store.startDraft());
      if (!live) return;
      // A transition: the wizard replaces its loading state with the whole step, which as an
      // ordinary update React would render in one blocking task (tens of ms on a slow phone).
      startTransition(() => {
        setDraftId(draft.id);
        setFields(draft.fields);
        setStep(resumeStep(draft.step, draft.fields));
        setAttachments(snapshot?.attachments ?? []);
        setSignature(snapshot?.signature ?? null);
        setReady(true);
      });
    })().catch((error: unknown) => {
      if (!live) return;
      startTransition(() => {
        setLoadError(error);
        setReady(true);
      });
    });
    const stopFlushing = store.flushOnHide();
    return () => {
      live = false;
      stopFlushing();
      // Leaving the wizard inside the app (a link): write what is still waiting.
      store.flushDraft().catch(() => {});
    };
  }, [store]);

  const saved = useCallback(async (write: Promise<void>): Promise<boolean> => {
    try {
      await write;
      setStorageFull(false);
      return true;
    } catch (error) {
      if (error instanceof StorageFullError) setStorageFull(true);
      return false;
    }
  }, []);

  const update = useCallback(
    (patch: DraftFields) => {
      setFields((current) => withoutStep(mergePatch(current, patch)));
      store.saveDraftFields(patch);
    },
    [store],
  );

  const updateNow = useCallback(
    (patch: DraftFields) => {
      setFields((current) => withoutStep(mergePatch(current, patch)));
      return saved(store.saveDraftNow(patch));
    },
    [store, saved],
  );

  const goTo = useCallback(
    (next: number, patch: DraftFields = {}) => {
      const target = clampStep(next);
      setFields((current) => withoutStep(mergePatch(current, patch)));
      setStep(target);
      return saved(store.saveDraftNow({ ...patch, step: target }));
    },
    [store, saved],
  );

  const currentDraftId = useCallback(async () => draftId ?? (await store.startDraft()).id, [draftId, store]);

  const addFile = useCallback(
    async (file: File, options?: PrepareOptions) => {
      const row = await store.addAttachment(await currentDraftId(), file, options);
      setAttachments((current) => [...current, row].sort((a, b) => a.position - b.position));
      return row;
    },
    [store, currentDraftId],
  );

  const removeFile = useCallback(
    async (attachmentId: string) => {
      await store.removeAttachment(attachmentId);
      setAttachments((current) => current.filter((a) => a.id !== attachmentId));
    },
    [store],
  );

  const saveSignature = useCallback(
    async (png: Blob) => {
      // Records the mandate text shown next to the pad (its language and regime) with the signature.
      setSignature(await store.saveSignature(await currentDraftId(), png, draftMandate(fields).version.id));
    },
    [store, currentDraftId, fields],
  );

  const clearSignature = useCallback(async () => {
    await store.clearSignature(await currentDraftId());
    setSignature(null);
  }, [store, currentDraftId]);

  const retrySave = useCallback(() => saved(store.flushDraft()).then(() => {}), [store, saved]);

  const submit = useCallback(
    async (ownerId: string) => {
      const claimId = await store.submit(ownerId);
      kick();
      setDraftId(null);
      setAttachments([]);
      setSignature(null);
      return claimId;
    },
    [store],
  );

  const startOver = useCallback(async () => {
    const draft = await store.startDraft();
    setDraftId(draft.id);
    setFields(draft.fields);
    setStep(resumeStep(draft.step, draft.fields));
    setAttachments([]);
    setSignature(null);
  }, [store]);

  return {
    ready,
    loadError,
    draftId,
    step,
    fields,
    attachments,
    signature,
    storageFull,
    update,
    updateNow,
    goTo,
    addFile,
    removeFile,
    saveSignature,
    clearSignature,
    retrySave,
    submit,
    startOver,
  };
}
