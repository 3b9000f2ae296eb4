// Digits from an Arabic or Persian keyboard (issue #20): the server accepts a claim whose flight
// number and booking reference are typed with them, and stores the codes in Latin digits.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claims } from '../../src/server/db/schema/claims.ts';
import { claimPayload, newCaller, type Caller } from './claims-helpers.ts';
import { useTestApp } from './use-test-app.ts';

let sara: Caller;

const t = useTestApp(async () => {
  sara = await newCaller(t.app);
});

describe('POST /api/claims with Arabic-Indic and Persian digits', () => {
  it('accepts them and stores Latin digits', async () => {
    const base = claimPayload();
    const payload = { ...base, booking_reference: 'ab۱۲c٣', flight: { ...base.flight, flight_number: 'EK ٥٩' } };
    const res = await t.app.inject({ method: 'POST', url: '/api/claims', headers: sara.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db.select().from(claims).where(eq(claims.userId, sara.user.id));
    expect(row!.bookingReference).toBe('AB12C3');
    expect((row!.flight as { flight_number: string }).flight_number).toBe('EK59');
  });
});
