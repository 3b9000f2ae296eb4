import { describe, expect, it, vi } from 'vitest';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { createDraftStore } from '../../../src/offline/draft-store.ts';
import { buildCreatePayload, submitDraft, SubmitError } from '../../../src/offline/submit.ts';
import { COMPLETE_FIELDS, queueClaim, readyDraft } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

let db: ClaimsDb;
useFreshDb((fresh) => (db = fresh));

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submit', () => {
  it('queues the claim with create, one upload per document in order, then the signature', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { claimId, attachmentIds } = await queueClaim(db, 'user-a', ['1.pdf', '2.pdf', '3.pdf']);

    expect(claimId).toMatch(UUID_V7);
    expect(await db.claims.get(claimId)).toMatchObject({
      id: claimId,
      ownerId: 'user-a',
      syncState: 'queued',
      server: null,
      problem: null,
      attachments: [{ name: '1.pdf' }, { name: '2.pdf' }, { name: '3.pdf' }],
    });
    const ops = await db.outbox.orderBy('seq').toArray();
    expect(ops.map((op) => [op.kind, op.attachmentId ?? null])).toEqual([
      ['createClaim', null],
      ['uploadFile', attachmentIds[0]],
      ['uploadFile', attachmentIds[1]],
      ['uploadFile', attachmentIds[2]],
      ['putSignature', null],
    ]);
    for (const op of ops) {
      expect(op).toMatchObject({ claimId, state: 'pending', attempts: 0, lastError: null, ownerId: 'user-a' });
      expect(op.opId).toMatch(UUID_V7);
    }
    expect(new Set(ops.map((op) => op.opId)).size).toBe(5);
    expect(await db.drafts.count()).toBe(0); // the draft became the claim
    expect(await db.attachments.where('claimId').equals(claimId).count()).toBe(3); // kept until sent
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('is all or nothing: a failure while writing the outbox leaves the draft as it was', async () => {
    const store = createDraftStore({ db });
    const id = await readyDraft(store);
    vi.spyOn(db.outbox, 'bulkAdd').mockRejectedValueOnce(new Error('disk went away'));

    await expect(submitDraft(db, { draftId: id, ownerId: 'user-a' })).rejects.toThrow('disk went away');
    expect(await db.claims.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get(id)).toBeDefined();
  });

  it('builds the wire payload from the wizard fields', () => {
    expect(
      buildCreatePayload('id-1', { ...COMPLETE_FIELDS, flight: { ...COMPLETE_FIELDS.flight, facts: { arrival_delay_minutes: 200, cause: 'technical' } } }),
    ).toEqual({
      id: 'id-1',
      passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      flight: {
        disruption_type: 'delayed',
        flight_number: 'BA123',
        departure_date: '2026-01-05',
        departure_airport: 'LHR',
        arrival_airport: 'JFK',
        arrival_delay_minutes: 200,
        cause: 'technical',
      },
      booking_reference: 'ABC123',
      additional_passengers: [{ first_name: 'Bob', last_name: 'B', email: 'bob@example.com' }],
    });
  });

  it('refuses an incomplete claim', () => {
    expect(() => buildCreatePayload('id', { ...COMPLETE_FIELDS, passenger: { firstName: 'Ada' } })).toThrow(SubmitError);
    expect(() => buildCreatePayload('id', { ...COMPLETE_FIELDS, disruptionType: undefined })).toThrow(SubmitError);
  });
});
