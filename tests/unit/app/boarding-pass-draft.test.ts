// From a scanned boarding pass to the wizard's draft: the connecting legs become connections, the
// first leg's date gets its year, and the patch fills the flight, name and booking reference
// without losing what else the passenger entered (the disruption facts, their e-mail).
import { describe, expect, it } from 'vitest';
import { parseBoardingPass, type BoardingPass } from '../../../src/domain/boarding-pass/index.ts';
import type { DraftFields } from '../../../src/offline/db.ts';
import { journeyOf, journeyPatch, localToday } from '../../../src/app/screens/claim/scan/boarding-pass-draft.ts';
import { buildCheckRequest, connectionsOf, validateFlightStep } from '../../../src/app/screens/claim/rules/flight-form.ts';
import { mergePatch } from '../../../src/offline/draft-store.ts';
import { passengerFromAccount } from '../../../src/app/screens/claim/rules/passengers.ts';
import { bcbp, firstConditional } from '../domain/bcbp-builder.ts';

function pass(text: string): BoardingPass {
  const result = parseBoardingPass(text);
  if (!result.ok) throw new Error(result.error.detail);
  return result.pass;
}

const THREE_LEGS = pass(
  bcbp('LOVELACE/ADA MRS', [
    { pnr: 'QWE123', from: 'LHR', to: 'FRA', carrier: 'LH', flight: '0901', day: 69, conditional: firstConditional(5, '6068') },
    { pnr: 'QWE123', from: 'FRA', to: 'JFK', carrier: 'LH', flight: '0400', day: 69 },
    { pnr: 'XYZ789', from: 'JFK', to: 'BOS', carrier: 'B6', flight: '1234', day: 70 },
  ]),
);

describe('journeyOf', () => {
  it('keeps connecting legs, infers the first date from the date of issue, and takes the first booking reference', () => {
    const journey = journeyOf(THREE_LEGS, '2026-11-23');
    expect(journey.legs.map((l) => l.flightNumber)).toEqual(['LH901', 'LH400', 'B61234']);
    expect(journey).toMatchObject({ skipped: 0, date: '2026-03-10', firstName: 'Ada', lastName: 'Lovelace', bookingReference: 'QWE123' });
  });

  it('leaves out legs that do not continue the journey', () => {
    const apart = pass(
      bcbp('DOE/JANE', [
        { pnr: 'AAA111', from: 'CDG', to: 'AMS', carrier: 'AF', flight: '1240', day: 200 },
        { pnr: 'AAA111', from: 'LHR', to: 'DUB', carrier: 'EI', flight: '0155', day: 205 },
      ]),
    );
    expect(journeyOf(apart, '2026-11-23')).toMatchObject({ skipped: 1, legs: [{ flightNumber: 'AF1240' }] });
  });
});

describe('journeyPatch', () => {
  const before: DraftFields = {
    disruptionType: 'delayed',
    flight: { flightNumber: 'BA1', departureDate: '2025-01-01', facts: { arrival_delay_minutes: 300, operating_carrier: 'XX', cause: 'weather' } },
    passenger: { email: 'ada@example.com' },
    eligibility: { eligible: true, message: 'old', checkedAt: 1 },
  };

  it('fills the flight and its connections, the name and booking reference, and keeps the other answers', () => {
    const journey = journeyOf(THREE_LEGS, '2026-11-23');
    const after = mergePatch(before, journeyPatch(before, journey, '2026-03-11'));
    expect(after.flight).toMatchObject({ flightNumber: 'LH901', departureDate: '2026-03-11', departureAirport: 'LHR', arrivalAirport: 'BOS' });
    expect(connectionsOf(after.flight)).toEqual([
      { airport: 'FRA', airline: 'LH', flightNumber: 'LH400' },
      { airport: 'JFK', airline: 'B6', flightNumber: 'B61234' },
    ]);
    expect(after.passenger).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(after.bookingReference).toBe('QWE123');
    expect(after.eligibility).toBeNull();
    const request = buildCheckRequest(after);
    expect(request).toMatchObject({ flight_number: 'LH901', date: '2026-03-11', arrival_delay_minutes: 300, cause: 'weather' });
    expect(request.operating_carrier).toBeUndefined(); // the flight number names the operating airline now
    expect(request.legs?.map((l) => `${l.from}-${l.to} ${l.flight_number}`)).toEqual(['LHR-FRA LH901', 'FRA-JFK LH400', 'JFK-BOS B61234']);
    expect(validateFlightStep(after).any).toBe(false);
  });

  it("never replaces a name already there: typed, or the signed-in account's (issue #32)", () => {
    const journey = journeyOf(THREE_LEGS, '2026-11-23');
    const typed = mergePatch(before, { passenger: { firstName: 'آدا' } });
    expect(mergePatch(typed, journeyPatch(typed, journey, '2026-03-11')).passenger).toEqual({ email: 'ada@example.com', firstName: 'آدا' });
    // Signed in as فاطمة المنصوري: the pass's FATIMA/ALMANSOORI stays out, so step 3 fills her own name and e-mail.
    const fatima = { id: 'u1', email: 'fatima@example.com', firstName: 'فاطمة', lastName: 'المنصوري', agent: false, expiresAt: null };
    const fresh: DraftFields = { disruptionType: 'delayed' };
    const scanned = mergePatch(fresh, journeyPatch(fresh, journey, '2026-03-11', fatima));
    expect(scanned.passenger).toBeUndefined();
    expect(passengerFromAccount(scanned, fatima)).toEqual({ firstName: 'فاطمة', lastName: 'المنصوري', email: 'fatima@example.com' });
    // An account without a name: the pass names the passenger, and the account's e-mail comes with it.
    const nameless = { ...fatima, firstName: '', lastName: '' };
    expect(mergePatch(fresh, journeyPatch(fresh, journey, '2026-03-11', nameless)).passenger).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'fatima@example.com',
    });
  });

  it('replaces earlier connections with none for a one-leg pass', () => {
    const withConnection = mergePatch(before, journeyPatch(before, journeyOf(THREE_LEGS, '2026-11-23'), '2026-03-10'));
    const single = journeyOf(pass(bcbp('DOE/JANE', [{ pnr: '', from: 'CDG', to: 'AMS', carrier: 'AF', flight: '1240', day: 200 }])), '2026-11-23');
    const after = mergePatch(withConnection, journeyPatch(withConnection, single, single.date));
    expect(connectionsOf(after.flight)).toEqual([]);
    expect(after.flight?.facts?.legs).toBeUndefined();
    expect(after.bookingReference).toBe('QWE123'); // a pass without one leaves the earlier one alone
  });
});

it('localToday is the local calendar date', () => {
  expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});
