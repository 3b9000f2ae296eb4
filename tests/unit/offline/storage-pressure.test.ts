// Storage pressure in the data layer: when the browser's quota is exhausted, every write that
// fails says so as StorageFullError (with what to do), and nothing saved before is lost: the
// draft's saved and typed text, the previous document and signature, the draft with its
// documents when submitting fails, and a claim whose sync progress could not be recorded (it is
// sent on the next pass, once).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain } from '../../../src/offline/drain.ts';
import { createDraftStore, type DraftStore } from '../../../src/offline/draft-store.ts';
import { guardStorage, isQuotaError, StorageFullError } from '../../../src/offline/storage.ts';
import { drainEnv, FakeApi, pdf, png, queueClaim, quotaError, readyDraft } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

let db: ClaimsDb;
useFreshDb((fresh) => (db = fresh));
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage full', () => {
  it('tells the person what happened and what to do', () => {
    const error = new StorageFullError();
    expect(error.message).toBe('This device is out of storage space. Free some space, then try again.');
    expect(isQuotaError(quotaError())).toBe(true);
  });

  it.each([
    {
      what: 'a document',
      fill: () => vi.spyOn(db.attachments, 'add').mockRejectedValueOnce(quotaError()),
      save: (store: DraftStore, id: string, name: string) => store.addAttachment(id, pdf(`${name}.pdf`)),
      kept: async (store: DraftStore) => (await store.loadDraft())?.attachments.map((a) => a.name).join(),
    },
    {
      what: 'a signature',
      fill: () => vi.spyOn(db.signatures, 'put').mockRejectedValueOnce(quotaError()),
      save: (store: DraftStore, id: string, name: string) => store.saveSignature(id, png(name)),
      kept: async (_store: DraftStore, id: string) => (await db.signatures.get(id))?.blob.text(),
    },
  ])('$what that does not fit is refused as StorageFullError; the one saved before stays', async ({ fill, save, kept }) => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await save(store, id, 'first');
    fill();
    await expect(save(store, id, 'second')).rejects.toBeInstanceOf(StorageFullError);
    const left = await kept(store, id);
    expect(left).toContain('first');
    expect(left).not.toContain('second');
  });

  it('submitting when the outbox does not fit changes nothing: the draft, its documents and signature stay, nothing is queued', async () => {
    const store = createDraftStore({ db });
    const id = await readyDraft(store, ['boarding.pdf']);
    vi.spyOn(db.outbox, 'bulkAdd').mockRejectedValueOnce(quotaError());
    await expect(store.submit('user-a')).rejects.toBeInstanceOf(StorageFullError);
    expect(await db.drafts.get(id)).toBeDefined();
    expect(await db.attachments.where('claimId').equals(id).count()).toBe(1);
    expect(await db.signatures.get(id)).toBeDefined();
    expect(await db.claims.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    // Space freed: the same submit goes through.
    expect(await store.submit('user-a')).toBe(id);
  });

  it('a quota error while the drain records progress loses nothing: the next pass finishes the claim, each operation once on the server', async () => {
    const api = new FakeApi();
    const { claimId } = await queueClaim(db, 'user-a', ['a.pdf']);
    const { env } = drainEnv(db, api);
    const update = db.outbox.update.bind(db.outbox);
    let failed = false;
    vi.spyOn(db.outbox, 'update').mockImplementation(((key: number, changes: object) => {
      if (!failed && (changes as { state?: string }).state === 'done') {
        failed = true;
        return Promise.reject(quotaError());
      }
      return update(key, changes);
    }) as typeof db.outbox.update);
    await expect(drain(env)).rejects.toBeTruthy();
    expect((await db.claims.get(claimId))?.syncState).not.toBe('sent');
    await drain(env);
    expect((await db.claims.get(claimId))?.syncState).toBe('sent');
    expect(api.claims.size).toBe(1);
    expect(api.uploads.get(claimId)).toHaveLength(1);
    expect(api.signatures.has(claimId)).toBe(true);
  });

  it('guardStorage passes other errors through unchanged', async () => {
    const other = new TypeError('boom');
    await expect(guardStorage(() => Promise.reject(other))).rejects.toBe(other);
  });
});

describe('draft store: storage full', () => {
  it('reports a full disk as StorageFullError and keeps what was saved and what was typed', async () => {
    const errors: unknown[] = [];
    const store = createDraftStore({ db, debounceMs: 60_000, onSaveError: (e) => errors.push(e) });
    const { id } = await store.startDraft();
    await store.saveDraftNow({ bookingReference: 'SAVED' });

    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(quotaError());
    store.saveDraftFields({ passenger: { firstName: 'Typed' } });
    const flush = store.flushDraft();
    await expect(flush).rejects.toBeInstanceOf(StorageFullError);
    await expect(flush).rejects.toMatchObject({ kind: 'storage-full' });
    expect((await db.drafts.get(id))?.fields).toEqual({ bookingReference: 'SAVED' });
    expect(store.hasUnsavedChanges()).toBe(true);

    put.mockRestore();
    await store.flushDraft(); // space freed: the kept change is written
    expect((await db.drafts.get(id))?.fields).toEqual({ bookingReference: 'SAVED', passenger: { firstName: 'Typed' } });
  });

  it('debounced saves report the error through onSaveError', async () => {
    const errors: unknown[] = [];
    const store = createDraftStore({ db, debounceMs: 5, onSaveError: (e) => errors.push(e) });
    await store.startDraft();
    vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(quotaError());
    store.saveDraftFields({ bookingReference: 'X' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(StorageFullError);
  });
});
