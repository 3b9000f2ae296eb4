import { describe, expect, it } from 'vitest';
import { forgetServerCopies, listClaims, mergeServerClaims, pendingCount, refreshClaimsFromServer, toClaimView } from '../../../src/offline/claims.ts';
import type { ClaimsDb } from '../../../src/offline/db.ts';
import { drain } from '../../../src/offline/drain.ts';
import { ADA_WIRE, drainEnv, FakeApi, queueClaim, wireClaim } from './fixtures.ts';
import { useFreshDb } from './use-fresh-db.ts';

let db: ClaimsDb;
useFreshDb((fresh) => (db = fresh));

const flight = { disruption_type: 'cancelled' as const, flight_number: 'LH400', departure_date: '2025-12-01' };

describe('claims cache', () => {
  it('merges the server list: server copies win, local unsent claims stay, vanished cached copies go', async () => {
    const local = await queueClaim(db, 'user-a');
    await mergeServerClaims(db, 'user-a', [wireClaim('old', flight, ADA_WIRE)], Date.now() + 1);
    const processing = wireClaim(local.claimId, { ...flight, disruption_type: 'delayed' }, ADA_WIRE, 'processing');

    await mergeServerClaims(db, 'user-a', [processing, wireClaim('new', flight, ADA_WIRE, 'paid')], Date.now() + 1);

    const views = await listClaims(db, 'user-a');
    expect(views.map((v) => v.id).sort()).toEqual([local.claimId, 'new'].sort());
    const mine = views.find((v) => v.id === local.claimId)!;
    expect(mine.status).toBe('processing'); // the server's word
    expect(mine.syncState).toBe('queued'); // its remaining uploads still go out
    expect(views.find((v) => v.id === 'new')).toMatchObject({ status: 'paid', syncState: 'sent', flightNumber: 'LH400', compensation: { amount: 600 } });
  });

  it("never touches another user's claims", async () => {
    const theirs = await queueClaim(db, 'user-b');
    await mergeServerClaims(db, 'user-a', [wireClaim(theirs.claimId, flight, ADA_WIRE, 'paid')], Date.now() + 1);
    expect((await db.claims.get(theirs.claimId))?.server).toBeNull();
    expect(await listClaims(db, 'user-a')).toEqual([]);
  });

  it('keeps a claim the drain finished while the list was on its way', async () => {
    await mergeServerClaims(db, 'user-a', [], Date.now() - 1000, Date.now());
    await mergeServerClaims(db, 'user-a', [wireClaim('just-sent', flight, ADA_WIRE)], Date.now());
    await mergeServerClaims(db, 'user-a', [], Date.now() - 1000); // list asked before it was sent
    expect(await db.claims.get('just-sent')).toBeDefined();
  });

  it('refreshClaimsFromServer reads GET /api/claims', async () => {
    await refreshClaimsFromServer(db, { listClaims: async () => [wireClaim('x', flight, ADA_WIRE)] }, 'user-a');
    expect((await listClaims(db, 'user-a')).map((v) => v.id)).toEqual(['x']);
  });

  it('shows a queued claim from its payload before the server knows it, and counts it as pending', async () => {
    const { claimId } = await queueClaim(db, 'user-a');
    const view = toClaimView((await db.claims.get(claimId))!);
    expect(view).toMatchObject({
      status: 'submitted',
      syncState: 'queued',
      disruptionType: 'delayed',
      flightNumber: 'BA123',
      departureDate: '2026-01-05',
      departureAirport: 'LHR',
      arrivalAirport: 'JFK',
      bookingReference: 'ABC123',
      passenger: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
      additionalPassengers: [{ firstName: 'Bob', lastName: 'B', email: 'bob@example.com' }],
      documents: [{ name: 'boarding-pass.pdf' }, { name: 'booking.pdf' }],
    });
    expect(await pendingCount(db, 'user-a')).toBe(1);
    await drain(drainEnv(db, new FakeApi()).env);
    expect(await pendingCount(db, 'user-a')).toBe(0);
  });

  it('sign-out forgets cached server copies but keeps unsent claims', async () => {
    const unsent = await queueClaim(db, 'user-a');
    await mergeServerClaims(db, 'user-a', [wireClaim('cached', flight, ADA_WIRE)], Date.now() + 1);
    await forgetServerCopies(db, 'user-a');
    expect((await listClaims(db, 'user-a')).map((v) => v.id)).toEqual([unsent.claimId]);
  });
});

describe('a refusal recorded on the server', () => {
  it('shows on another device as refused there, with the reason', async () => {
    const { toClaimView } = await import('../../../src/offline/claims.ts');
    const { wireClaim } = await import('./fixtures.ts');
    const wire = wireClaim(
      'c1',
      { disruption_type: 'delayed', flight_number: 'LH400', departure_date: '2026-01-01' },
      { first_name: 'A', last_name: 'B', email: 'a@b.example' },
    );
    const row = {
      id: 'c1',
      ownerId: 'u',
      syncState: 'sent' as const,
      payload: null,
      server: { ...wire, sync_problem: { code: 'unsupported-file-type' as const, title: 'Refused', detail: 'virus.pdf: not a PDF' } },
      problem: null,
      attachments: [],
      submittedAt: null,
      createdAt: 0,
      updatedAt: 0,
    };
    expect(toClaimView(row)).toMatchObject({ syncState: 'rejected', refusedElsewhere: true, problem: { detail: 'virus.pdf: not a PDF' } });
    expect(toClaimView({ ...row, server: { ...wire, sync_problem: null } })).toMatchObject({ syncState: 'sent', refusedElsewhere: false, problem: null });
  });
});
