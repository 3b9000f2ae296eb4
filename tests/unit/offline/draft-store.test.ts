import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEIC_MESSAGE } from '../../../src/domain/claim/document-bytes.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { AttachmentError, MAX_DOCUMENT_BYTES, type PrepareDocument } from '../../../src/offline/documents.ts';
import { createDraftStore, mergePatch } from '../../../src/offline/draft-store.ts';
import { SubmitError } from '../../../src/offline/submit.ts';
import { COMPLETE_FIELDS, jpegFile, pdf, pdfText, png, pngFile } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

let db: ClaimsDb;

useFreshDb((fresh) => (db = fresh));
afterEach(() => {
  vi.useRealTimers();
});

describe('draft store: save as you go', () => {
  it('writes typed text only after 300 ms of quiet, merged into one write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }); // IndexedDB's own scheduling stays real
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    const put = vi.spyOn(db.drafts, 'put');

    store.saveDraftFields({ passenger: { firstName: 'A' } });
    await vi.advanceTimersByTimeAsync(200);
    store.saveDraftFields({ passenger: { firstName: 'Ad' } });
    store.saveDraftFields({ passenger: { lastName: 'Lovelace' } });
    await vi.advanceTimersByTimeAsync(299);
    expect(put).not.toHaveBeenCalled();
    expect((await db.drafts.get(id))?.fields.passenger).toBeUndefined();
    expect(store.hasUnsavedChanges()).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await store.flushDraft();
    expect(put).toHaveBeenCalledTimes(1);
    expect((await db.drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ad', lastName: 'Lovelace' });
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it('flushDraft writes pending text at once (pagehide/visibilitychange path)', async () => {
    const store = createDraftStore({ db, debounceMs: 60_000 });
    const { id } = await store.startDraft();
    store.saveDraftFields({ flight: { flightNumber: 'BA1' } });
    await store.flushDraft();
    expect((await db.drafts.get(id))?.fields.flight).toEqual({ flightNumber: 'BA1' });
  });

  it('saveDraftNow writes choices and the step immediately, keeping the step within 0 to 4', async () => {
    const store = createDraftStore({ db, debounceMs: 60_000 });
    const { id } = await store.startDraft();
    await store.saveDraftNow({ disruptionType: 'cancelled', step: 1 });
    expect(await db.drafts.get(id)).toMatchObject({ step: 1, fields: { disruptionType: 'cancelled' } });
    await store.saveDraftNow({ step: 9 });
    expect((await db.drafts.get(id))?.step).toBe(4);
  });

  it('restores the draft at its step with its fields, documents and signature in a new session', async () => {
    const first = createDraftStore({ db });
    const { id } = await first.startDraft();
    await first.saveDraftNow({ ...COMPLETE_FIELDS, step: 3 });
    await first.addAttachment(id, pdf('one.pdf'));
    await first.addAttachment(id, pdf('two.pdf'));
    await first.saveSignature(id, png());

    const reopened = createDraftStore({ db }); // the app started again
    const snapshot = await reopened.loadDraft();
    expect(snapshot?.draft).toMatchObject({ id, step: 3, fields: COMPLETE_FIELDS });
    expect(snapshot?.attachments.map((a) => [a.name, a.position])).toEqual([
      ['one.pdf', 0],
      ['two.pdf', 1],
    ]);
    expect(await snapshot?.attachments[1]?.blob.text()).toBe(pdfText('two.pdf'));
    expect(snapshot?.signature?.type).toBe('image/png');
    expect(await snapshot?.signature?.blob.text()).toBe('\x89PNG signature');
  });

  it('creates the draft on the first change when there is none', async () => {
    const store = createDraftStore({ db });
    expect(await store.loadDraft()).toBeNull();
    await store.saveDraftNow({ disruptionType: 'denied' });
    expect((await store.loadDraft())?.draft.fields.disruptionType).toBe('denied');
    expect(await db.drafts.count()).toBe(1);
  });

  it('merges flight and passenger field by field; other parts are replaced', () => {
    expect(
      mergePatch(
        { flight: { flightNumber: 'BA1' }, additionalPassengers: [{ firstName: 'a', lastName: 'b', email: 'c' }] },
        { flight: { departureDate: '2026-01-01' }, additionalPassengers: [] },
      ),
    ).toEqual({ flight: { flightNumber: 'BA1', departureDate: '2026-01-01' }, additionalPassengers: [] });
  });

  it('discardDraft removes the draft, its documents and signature, and drops pending text', async () => {
    const store = createDraftStore({ db, debounceMs: 60_000 });
    const { id } = await store.startDraft();
    await store.addAttachment(id, pdf('one.pdf'));
    await store.saveSignature(id, png());
    store.saveDraftFields({ bookingReference: 'X' });
    await store.discardDraft();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.signatures.count()).toBe(0);
    expect(store.hasUnsavedChanges()).toBe(false);
  });
});

describe('draft store: documents and signature', () => {
  it('stores the prepared Blob with name, type, size and sha256', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    const row = await store.addAttachment(id, pdf('pass.pdf', 'abc'));
    const stored = await db.attachments.get(row.id);
    expect(stored).toMatchObject({
      claimId: id,
      name: 'pass.pdf',
      type: 'application/pdf',
      size: pdfText('abc').length,
      position: 0,
      originalName: 'pass.pdf',
    });
    // sha256('%PDF-1.7 abc')
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pdfText('abc')))).toString('hex');
    expect(stored?.sha256).toBe(expected);
    expect(await stored?.blob.text()).toBe(pdfText('abc'));
  });

  it('prepares each file through the given preparer (the media worker) with progress', async () => {
    const prepared = new Blob([await jpegFile('photo.jpg').arrayBuffer()], { type: 'image/jpeg' });
    const prepare = vi.fn<PrepareDocument>(async (_file, options) => {
      options?.onProgress?.(1);
      return { blob: prepared, name: 'photo.jpg', type: 'image/jpeg', size: prepared.size, sha256: 'f'.repeat(64) };
    });
    const store = createDraftStore({ db, prepareDocument: prepare });
    const { id } = await store.startDraft();
    const progress: number[] = [];
    const row = await store.addAttachment(id, new File(['huge png'], 'photo.png', { type: 'image/png' }), { onProgress: (f) => progress.push(f) });
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(progress).toEqual([1]);
    expect(row).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg', originalName: 'photo.png', originalSize: 8, sha256: 'f'.repeat(64) });
  });

  it('accepts at most 5 files', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    for (let i = 0; i < 5; i += 1) await store.addAttachment(id, pdf(`${i}.pdf`));
    const sixth = store.addAttachment(id, pdf('6.pdf'));
    await expect(sixth).rejects.toBeInstanceOf(AttachmentError);
    await expect(sixth).rejects.toMatchObject({ code: 'too-many-files', message: 'Too many files' });
    expect(await db.attachments.count()).toBe(5);
  });

  it('never stores a sixth file even when several are added at once', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => store.addAttachment(id, pdf(`${i}.pdf`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await db.attachments.count()).toBe(5);
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['vector.svg', 'image/svg+xml'],
    ['archive', ''],
  ])('refuses %s (%s) with the spec message', async (name, type) => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await expect(store.addAttachment(id, new File(['x'], name, { type }))).rejects.toMatchObject({
      code: 'file-invalid-type',
      message: 'File type must be one of image/jpeg, image/png, application/pdf',
    });
    expect(await db.attachments.count()).toBe(0);
  });

  it("refuses an iPhone's HEIC photo saying what to do (issue #32)", async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await expect(store.addAttachment(id, new File(['x'], 'photo.heic', { type: 'image/heic' }))).rejects.toMatchObject({
      code: 'file-invalid-type',
      message: HEIC_MESSAGE,
    });
  });

  it('accepts jpeg, png and pdf, also by extension when the picker gives no type', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await store.addAttachment(id, jpegFile('a.jpg'));
    await store.addAttachment(id, pngFile('b.png'));
    const c = await store.addAttachment(id, new File([pdfText('c')], 'c.PDF', { type: '' }));
    expect(c.type).toBe('application/pdf');
    expect(await db.attachments.count()).toBe(3);
  });

  it('refuses what the server would refuse by its bytes: a renamed program, a PDF cut short, a polyglot', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'virus.pdf', { type: 'application/pdf' });
    const cut = new File(['%PDF-1.7\n1 0 obj << >> endobj\n'], 'cut.pdf', { type: 'application/pdf' });
    const polyglot = new File([pdfText('x') + '<script>alert(1)</script>'], 'poly.pdf', { type: 'application/pdf' });
    for (const file of [exe, cut, polyglot]) {
      await expect(store.addAttachment(id, file)).rejects.toMatchObject({
        code: 'file-invalid-type',
        message: expect.stringMatching(/^File type must be one of image\/jpeg, image\/png, application\/pdf\. The /),
      });
    }
    expect(await db.attachments.count()).toBe(0);
  });

  it('refuses a file still too large after preparation, and an empty one', async () => {
    const big: PrepareDocument = async (file) => ({ blob: file, name: 'big.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1, sha256: 'x' });
    const store = createDraftStore({ db, prepareDocument: big });
    const { id } = await store.startDraft();
    await expect(store.addAttachment(id, pdf('big.pdf'))).rejects.toMatchObject({
      code: 'file-too-large',
      message: `File is larger than ${MAX_DOCUMENT_BYTES} bytes`,
    });
    const plain = createDraftStore({ db });
    await expect(plain.addAttachment(id, new File([], 'empty.pdf', { type: 'application/pdf' }))).rejects.toMatchObject({ code: 'file-too-small' });
  });

  it('removes a file; positions of later files keep their order', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    const a = await store.addAttachment(id, pdf('a.pdf'));
    await store.addAttachment(id, pdf('b.pdf'));
    await store.removeAttachment(a.id);
    await store.addAttachment(id, pdf('c.pdf'));
    expect((await store.loadDraft())?.attachments.map((x) => x.name)).toEqual(['b.pdf', 'c.pdf']);
  });

  it('saves, replaces and clears the signature', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await store.saveSignature(id, png('first'));
    await store.saveSignature(id, png('second'));
    expect(await (await db.signatures.get(id))?.blob.text()).toBe('\x89PNG second');
    await expect(store.saveSignature(id, new Blob([], { type: 'image/png' }))).rejects.toThrow('empty');
    await expect(store.saveSignature(id, new Blob(['x'], { type: 'image/jpeg' }))).rejects.toThrow('PNG');
    await expect(store.saveSignature(id, new Blob([new Uint8Array(512 * 1024 + 1)], { type: 'image/png' }))).rejects.toThrow('too large');
    expect(await (await db.signatures.get(id))?.blob.text()).toBe('\x89PNG second');
    await store.clearSignature(id);
    expect(await db.signatures.get(id)).toBeUndefined();
  });

  it('submit needs at least one document and a signature (spec messages)', async () => {
    const store = createDraftStore({ db });
    const { id } = await store.startDraft();
    await store.saveDraftNow(COMPLETE_FIELDS);
    await expect(store.submit('user-a')).rejects.toThrow(new SubmitError('Please upload at least one document', 'no-documents'));
    await store.addAttachment(id, pdf('a.pdf'));
    await expect(store.submit('user-a')).rejects.toThrow('Please add your signature');
    await store.saveSignature(id, png());
    expect(await store.submit('user-a')).toBe(id);
    expect(await store.loadDraft()).toBeNull();
  });
});
