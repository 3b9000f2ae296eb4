// The set-up the desk's api tests share (bulk-send, desk, desk-montreal, body-answer, escalate): an
// app whose airlines take letters by e-mail to the SMTP sink, a signed claim, the back office's view
// and action of a claim, and a wait for what the workers do.
import { loadNotifyConfig } from '../../src/server/notify/config.ts';
import type { ClaimChannelCorrection } from '../../src/domain/airlines/index.ts';
import { claimOnFlight } from '../shared/claim-payload.ts';
import { createClaim, makePdf, makePng, pngDataUrl, uploadRequest, type Caller } from './claims-helpers.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from './harness.ts';

/** An admin's correction: the airline's claims by e-mail (the shipped entry may have a web form). */
export const emailChannel = (iata: string, address = `claims@${iata.toLowerCase()}.test`, languages = ['en']): ClaimChannelCorrection => ({
  iata,
  channels: [{ kind: 'email', address, languages }],
  source: 'test',
  correctedBy: 'admin',
  correctedAt: '2026-11-28T10:00:00.000Z',
});

/**
 * An app that mails letters to `smtpUrl`, its workers polling every 50 ms. `overrides` go last: the
 * benches' blob store, and the production poll for a bench that counts the workers' statements.
 */
export const createDeskApp = (
  smtpUrl: string,
  corrections: ClaimChannelCorrection[],
  clientAccount = 'Flightclaim client account',
  overrides: TestAppOverrides = {},
): Promise<TestApp> =>
  createTestApp({
    smtpUrl,
    notify: { ...loadNotifyConfig({}, []), pollMs: 50, maxAttempts: 10 },
    desk: { payWithinDays: 14, clientAccount, corrections },
    ...overrides,
  });

/** Reads until `ok`; the bound guards against a hang, it measures nothing. */
export async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 4800; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A submitted claim on `flight` (from `airport` to FCO) with a boarding pass and the owner's signature. */
export async function signedClaim(t: TestApp, owner: Caller, flight: string, airport = 'FRA') {
  const claim = await createClaim(t.app, owner, claimOnFlight({ flight_number: flight, departure_airport: airport, arrival_airport: 'FCO' }));
  await t.app.inject(uploadRequest(claim.id, owner, { data: makePdf('boarding pass') }));
  await t.app.inject({ method: 'POST', url: `/api/claims/${claim.id}/signature`, headers: owner.headers, payload: { signature: pngDataUrl(makePng(50, 20)) } });
  return claim;
}

/** The back office's view of a claim and an action on it at its current version, as `agent()` (read when called: set up in beforeAll). */
export function backOffice<View extends { version: number }>(app: () => TestApp, agent: () => Caller) {
  const view = async (id: string) =>
    (await app().app.inject({ method: 'GET', url: `/api/backoffice/claims/${id}`, headers: agent().headers })).json().data as View;
  const act = async (id: string, body: Record<string, unknown>) => {
    const { version } = await view(id);
    return app().app.inject({ method: 'POST', url: `/api/backoffice/claims/${id}/actions`, headers: agent().headers, payload: { version, ...body } });
  };
  return { view, act };
}
