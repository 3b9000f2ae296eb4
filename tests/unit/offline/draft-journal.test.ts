// The draft journal (issue #6): text still waiting for its debounced save is written synchronously
// to localStorage when the page is hidden or left, removed once IndexedDB has it, and folded into
// the draft on the next load when a closed page never finished its write. A broken or stale
// journal never costs the draft in IndexedDB anything.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { DRAFT_JOURNAL_KEY, readJournal, writeJournal } from '../../../src/offline/draft-journal.ts';
import { createDraftStore, settleDraftJournal, type DraftStoreDeps } from '../../../src/offline/draft-store.ts';
import { FakeStorage } from './fake-storage.ts';
import { clock, COMPLETE_FIELDS, pdf, png } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

/** The window and document as flushOnHide listens to them. */
function fakePage() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const page = Object.assign(new EventTarget(), { document });
  vi.stubGlobal('window', page);
  return {
    pagehide: () => page.dispatchEvent(new Event('pagehide')),
    hidden: () => {
      document.visibilityState = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

let db: ClaimsDb;
let storage: FakeStorage;
let time: ReturnType<typeof clock>;

useFreshDb((fresh) => {
  db = fresh;
  storage = new FakeStorage();
  time = clock();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const store = (extra: Partial<DraftStoreDeps> = {}) => createDraftStore({ db, journal: storage, now: time.now, debounceMs: 60_000, ...extra });

/** A draft with some text saved, then a later change waiting in memory (the debounce has not run). */
async function draftWithPendingText(extra: Partial<DraftStoreDeps> = {}) {
  const first = store(extra);
  const { id } = await first.startDraft();
  await first.saveDraftNow({ flight: { flightNumber: 'LH400' }, step: 1 });
  time.advance(1_000);
  first.saveDraftFields({ passenger: { firstName: 'Ada' } });
  return { first, id };
}

/** The same, in a store that listens for the page being hidden or left (flushOnHide). */
async function listeningWithPendingText() {
  const page = fakePage();
  const { first, id } = await draftWithPendingText();
  first.flushOnHide();
  return { page, first, id };
}

/** The page is torn down before IndexedDB commits: every draft write started from now on fails. */
function writesNeverComplete(): void {
  vi.spyOn(db.drafts, 'put').mockRejectedValue(new DOMException('The page went away', 'AbortError'));
}

describe('draft journal: writing', () => {
  it('writes the pending text synchronously on pagehide, with the draft id and the time', async () => {
    const page = fakePage();
    const { first, id } = await draftWithPendingText();
    const stop = first.flushOnHide();

    page.pagehide();
    // Synchronously: nothing was awaited between the event and this line.
    expect(storage.entry()).toEqual({ v: 1, draftId: id, at: time.now(), patch: { passenger: { firstName: 'Ada' } } });
    stop();
  });

  it('also writes it when the tab is hidden', async () => {
    const { page, id } = await listeningWithPendingText();
    page.hidden();
    expect(storage.entry()).toMatchObject({ draftId: id, patch: { passenger: { firstName: 'Ada' } } });
  });

  it('writes nothing when no text is waiting', async () => {
    const page = fakePage();
    const first = store();
    await first.startDraft();
    await first.saveDraftNow({ bookingReference: 'ABC123' });
    first.flushOnHide();
    page.pagehide();
    expect(storage.items.size).toBe(0);
  });

  it('removes the entry once IndexedDB has the text', async () => {
    const { page, first, id } = await listeningWithPendingText();
    page.pagehide();
    expect(storage.entry()).not.toBeNull();
    await first.flushDraft(); // the write pagehide started
    expect(storage.entry()).toBeNull();
    expect((await db.drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ada' });
  });

  it('keeps the entry while the IndexedDB write fails', async () => {
    const { page, first } = await listeningWithPendingText();
    writesNeverComplete();
    page.pagehide();
    await expect(first.flushDraft()).rejects.toThrow('The page went away');
    expect(storage.entry()?.patch).toEqual({ passenger: { firstName: 'Ada' } });
  });

  it("leaves another tab's newer entry in place after its own write succeeds", async () => {
    const { page, first, id } = await listeningWithPendingText();
    page.pagehide();
    const other = JSON.stringify({ v: 1, draftId: id, at: time.now() + 5, patch: { bookingReference: 'XYZ' } });
    storage.items.set(DRAFT_JOURNAL_KEY, other);
    await first.flushDraft();
    expect(storage.items.get(DRAFT_JOURNAL_KEY)).toBe(other);
  });

  it("keeps the draft's fields and step only", () => {
    const written = writeJournal(storage, {
      draftId: 'd1',
      at: 1,
      patch: { step: 2, bookingReference: 'ABC', passenger: { firstName: 'Ada', photo: new Blob(['x']) }, signature: new Blob(['png']) } as never,
    });
    expect(JSON.parse(written!)).toEqual({ v: 1, draftId: 'd1', at: 1, patch: { step: 2, bookingReference: 'ABC', passenger: { firstName: 'Ada' } } });
  });

  it("keeps an additional passenger's under-18 mark (their e-mail is optional)", () => {
    const additionalPassengers = [
      { firstName: 'Kid', lastName: 'B', email: '', minor: true },
      { firstName: 'Ad', lastName: 'B', email: 'a@b.example', minor: 'yes' },
    ];
    const written = writeJournal(storage, { draftId: 'd1', at: 1, patch: { additionalPassengers } as never });
    expect(JSON.parse(written!).patch.additionalPassengers).toEqual([
      { firstName: 'Kid', lastName: 'B', email: '', minor: true },
      { firstName: 'Ad', lastName: 'B', email: 'a@b.example' },
    ]);
  });
});

describe('draft journal: recovery on load', () => {
  it('a page closed before its write finished: the next load has the text, saved in IndexedDB', async () => {
    const { page, first, id } = await listeningWithPendingText();
    writesNeverComplete();
    page.pagehide();
    await first.flushDraft().catch(() => {});
    vi.restoreAllMocks(); // a new page: IndexedDB works again
    expect((await db.drafts.get(id))?.fields.passenger).toBeUndefined();

    time.advance(5_000);
    const snapshot = await store().loadDraft();
    const merged = { flight: { flightNumber: 'LH400' }, passenger: { firstName: 'Ada' } };
    expect(snapshot?.draft).toMatchObject({ id, step: 1, fields: merged });
    expect(await db.drafts.get(id)).toMatchObject({ step: 1, fields: merged, updatedAt: time.now() });
    expect(storage.entry()).toBeNull();
  });

  it('merges field by field, as patches do', async () => {
    const first = store();
    const { id } = await first.startDraft();
    await first.saveDraftNow({ passenger: { firstName: 'Ada', email: 'ada@example.com' } });
    writeJournal(storage, { draftId: id, at: time.now() + 1, patch: { passenger: { lastName: 'Lovelace' }, step: 2 } });

    const snapshot = await store().loadDraft();
    expect(snapshot?.draft.fields.passenger).toEqual({ firstName: 'Ada', email: 'ada@example.com', lastName: 'Lovelace' });
    expect(snapshot?.draft.step).toBe(2);
  });

  it('counts an entry from the same millisecond as the last save (typing right after a choice)', async () => {
    const page = fakePage();
    const first = store();
    const { id } = await first.startDraft();
    await first.saveDraftNow({ disruptionType: 'delayed' }); // saved at time.now()
    first.saveDraftFields({ bookingReference: 'TYPED' });
    first.flushOnHide();
    writesNeverComplete();
    page.pagehide(); // journaled at the same time.now()
    await first.flushDraft().catch(() => {});
    vi.restoreAllMocks();

    expect((await store().loadDraft())?.draft.fields).toEqual({ disruptionType: 'delayed', bookingReference: 'TYPED' });
    expect((await db.drafts.get(id))?.fields.bookingReference).toBe('TYPED');
  });

  it('ignores (and removes) an entry older than the stored draft', async () => {
    const first = store();
    const { id } = await first.startDraft();
    writeJournal(storage, { draftId: id, at: time.now(), patch: { bookingReference: 'OLD' } });
    time.advance(10);
    await first.saveDraftNow({ bookingReference: 'NEW' });

    const snapshot = await store().loadDraft();
    expect(snapshot?.draft.fields.bookingReference).toBe('NEW');
    expect((await db.drafts.get(id))?.fields.bookingReference).toBe('NEW');
    expect(storage.entry()).toBeNull();
  });

  it('ignores (and removes) an entry for a draft that is gone', async () => {
    const first = store();
    const { id } = await first.startDraft();
    await first.saveDraftNow({ bookingReference: 'MINE' });
    writeJournal(storage, { draftId: 'a-draft-that-was-submitted', at: time.now() + 1, patch: { bookingReference: 'OTHER' } });

    const snapshot = await store().loadDraft();
    expect(snapshot?.draft).toMatchObject({ id, fields: { bookingReference: 'MINE' } });
    expect((await db.drafts.get(id))?.fields.bookingReference).toBe('MINE');
    expect(await db.drafts.count()).toBe(1);
    expect(storage.entry()).toBeNull();
  });

  it('writes an entry for another draft into that draft, never into the one loaded, and removes it', async () => {
    const at = time.now();
    await db.drafts.bulkAdd([
      // The other draft may be another account's (review N4): its text stays its own.
      { id: 'older-draft', ownerId: 'user-a', step: 0, fields: { bookingReference: 'OLDER' }, createdAt: at - 10, updatedAt: at - 10 },
      { id: 'latest-draft', ownerId: '', step: 0, fields: { bookingReference: 'LATEST' }, createdAt: at, updatedAt: at },
    ]);
    writeJournal(storage, { draftId: 'older-draft', at: at + 1, patch: { bookingReference: 'OTHER' } });

    const snapshot = await store().loadDraft();
    expect(snapshot?.draft).toMatchObject({ id: 'latest-draft', fields: { bookingReference: 'LATEST' } });
    expect(await db.drafts.get('older-draft')).toMatchObject({ ownerId: 'user-a', fields: { bookingReference: 'OTHER' } });
    expect((await db.drafts.get('latest-draft'))?.fields.bookingReference).toBe('LATEST');
    expect(storage.entry()).toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,"draftId":'],
    ['JSON of another shape', '["passenger"]'],
    ['no draft id', JSON.stringify({ v: 1, at: 1, patch: {} })],
  ])('ignores a damaged entry (%s)', async (_name, raw) => {
    const first = store();
    const { id } = await first.startDraft();
    await first.saveDraftNow({ bookingReference: 'KEEP' });
    storage.items.set(DRAFT_JOURNAL_KEY, raw);

    const snapshot = await store().loadDraft();
    expect(snapshot?.draft).toMatchObject({ id, fields: { bookingReference: 'KEEP' } });
    expect(storage.items.has(DRAFT_JOURNAL_KEY)).toBe(false);
  });

  it('with no draft left (discarded or submitted elsewhere) an entry is dropped, not turned into a draft', async () => {
    writeJournal(storage, { draftId: 'gone', at: time.now(), patch: { bookingReference: 'X' } });
    expect(await store().loadDraft()).toBeNull();
    expect(await db.drafts.count()).toBe(0);
    expect(storage.entry()).toBeNull();
  });

  it('when the merged draft cannot be saved, the load still shows the text and keeps the entry to retry', async () => {
    const first = store();
    const { id } = await first.startDraft();
    writeJournal(storage, { draftId: id, at: time.now() + 1, patch: { bookingReference: 'TYPED' } });
    const put = vi.spyOn(db.drafts, 'put').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const onSaveError = vi.fn();

    const second = store({ onSaveError });
    const snapshot = await second.loadDraft();
    expect(snapshot?.draft.fields.bookingReference).toBe('TYPED');
    expect(onSaveError).toHaveBeenCalledTimes(1);
    expect(storage.entry()?.patch).toEqual({ bookingReference: 'TYPED' });
    expect(second.hasUnsavedChanges()).toBe(true);

    put.mockRestore();
    await second.flushDraft();
    expect((await db.drafts.get(id))?.fields.bookingReference).toBe('TYPED');
    expect(storage.entry()).toBeNull();
  });
});

describe('draft journal: storage that fails', () => {
  it('localStorage blocked (every call throws): hiding and loading work, IndexedDB keeps the text', async () => {
    storage.broken = true;
    const { page, first, id } = await listeningWithPendingText();
    expect(() => page.pagehide()).not.toThrow();
    await first.flushDraft();
    expect((await db.drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ada' });
    expect((await store().loadDraft())?.draft.fields.passenger).toEqual({ firstName: 'Ada' });
    await store().discardDraft();
    expect(await db.drafts.count()).toBe(0);
  });

  it('localStorage full: hiding does not throw and the IndexedDB write still happens', async () => {
    storage.full = true;
    const { page, first, id } = await listeningWithPendingText();
    expect(() => page.hidden()).not.toThrow();
    expect(storage.items.size).toBe(0);
    await first.flushDraft();
    expect((await db.drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ada' });
  });

  it('no localStorage at all (a worker, Node): the store works without a journal', async () => {
    const page = fakePage();
    const first = createDraftStore({ db, journal: null, debounceMs: 60_000 });
    const { id } = await first.startDraft();
    first.saveDraftFields({ bookingReference: 'ABC' });
    first.flushOnHide();
    page.pagehide();
    await first.flushDraft();
    expect((await db.drafts.get(id))?.fields.bookingReference).toBe('ABC');
  });

  it('readJournal reports nothing rather than throwing', () => {
    storage.broken = true;
    expect(readJournal(storage)).toEqual({ entry: null, raw: null });
    expect(readJournal(null)).toEqual({ entry: null, raw: null });
  });
});

describe('draft journal: leaves with the draft', () => {
  it('discardDraft clears the journal', async () => {
    const first = store();
    const { id } = await first.startDraft();
    writeJournal(storage, { draftId: id, at: time.now(), patch: { bookingReference: 'X' } });
    await first.discardDraft();
    expect(storage.items.size).toBe(0);
  });

  it('submitting clears the journal', async () => {
    const first = store();
    const { id } = await first.startDraft();
    await first.saveDraftNow(COMPLETE_FIELDS);
    await first.addAttachment(id, pdf('a.pdf'));
    await first.saveSignature(id, png());
    writeJournal(storage, { draftId: id, at: time.now() - 1, patch: { bookingReference: 'X' } });
    await first.submit('user-a');
    expect(storage.items.size).toBe(0);
  });

  it('sign-out settles the journal: its text goes into the draft (which stays), the entry goes', async () => {
    const first = store();
    const { id } = await first.startDraft();
    writeJournal(storage, { draftId: id, at: time.now() + 1, patch: { passenger: { firstName: 'Ada' } } });
    await settleDraftJournal(db, { journal: storage, now: time.now });
    expect(storage.items.size).toBe(0);
    expect((await db.drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ada' });
  });

  it('sign-out drops the entry even when its draft cannot be written', async () => {
    const first = store();
    const { id } = await first.startDraft();
    writeJournal(storage, { draftId: id, at: time.now() + 1, patch: { bookingReference: 'X' } });
    vi.spyOn(db.drafts, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(settleDraftJournal(db, { journal: storage })).resolves.toBeUndefined();
    expect(storage.items.size).toBe(0);
  });
});
