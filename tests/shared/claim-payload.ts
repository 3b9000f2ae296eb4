// The claim the API, browser and load tests file: plain data and one fetch, nothing of the server,
// so a browser test or a bench imports it without loading the app into its own process.
import type { ClaimCreatePayload, ClaimWire } from '../../src/domain/claim/index.ts';

/** AF1234 CDG→FCO (about 1,100 km) delayed 4 hours, technical fault: EC 261, €250 per passenger. */
export function claimPayload(overrides: Partial<ClaimCreatePayload> = {}): ClaimCreatePayload {
  return {
    passenger: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', address: '12 Analytical Row, London' },
    flight: {
      disruption_type: 'delayed',
      flight_number: 'AF1234',
      departure_date: '2025-06-01',
      departure_airport: 'CDG',
      arrival_airport: 'FCO',
      delay_duration_hours: 4,
      cause: 'technical',
    },
    booking_reference: 'ABC123',
    additional_passengers: [{ first_name: 'Charles', last_name: 'Babbage', email: 'charles@example.com' }],
    ...overrides,
  };
}

/** The same claim on another flight: `flight` replaces only the facts it names. */
export function claimOnFlight(flight: Partial<ClaimCreatePayload['flight']>): ClaimCreatePayload {
  const payload = claimPayload();
  return { ...payload, flight: { ...payload.flight, ...flight } };
}

/** Files a claim over HTTP with the user's access token (a fresh Idempotency-Key); throws unless 201. */
export async function postClaim(baseUrl: string, accessToken: string, payload: ClaimCreatePayload = claimPayload()): Promise<ClaimWire> {
  const res = await fetch(`${baseUrl}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(payload),
  });
  if (res.status !== 201) throw new Error(`claim not filed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: ClaimWire }).data;
}
