// The flight step's eligibility answer: what is shown for eligible, ineligible, missing facts and
// a failed check (spec §2, §8), and where the answer comes from (server, device offline, failure).
import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../../src/domain/compensation/assessment.ts';
import { ApiError, NetworkError } from '../../../src/offline/api-client.ts';
import { checkEligibility, checkOnThisDevice, type CheckDeps } from '../../../src/app/screens/claim/rules/eligibility-check.ts';
import {
  CHECK_ERROR_MESSAGE,
  PROVISIONAL_OFFLINE,
  eligibilityView,
  failedCheck,
  type EligibilityRecord,
} from '../../../src/app/screens/claim/rules/eligibility-result.ts';
import { buildCheckRequest } from '../../../src/app/screens/claim/rules/flight-form.ts';

const EC261_600: Assessment = {
  outcome: 'eligible',
  regime: 'EC261',
  compensation: { amount: 600, currency: 'EUR' },
  reasons: [{ code: 'band', message: '5000 km: more than 3500 km.', messageId: 'uk261.band.long', values: { km: 5000 }, source: 'EC 261/2004 Art. 7(1)(c)' }],
};

const record = (assessment: Assessment, source = 'server', eligible = assessment.outcome === 'eligible'): EligibilityRecord => ({
  eligible,
  message: 'message',
  checkedAt: 1,
  assessment: { source, result: assessment },
});

describe('eligibility view', () => {
  it('eligible: good news, amount per passenger and total for everyone, the law and the reasons', () => {
    const view = eligibilityView(record(EC261_600), 3);
    expect(view).toMatchObject({
      eligible: true,
      heading: '✓ Good news!',
      perPassenger: '€600',
      total: '€1,800',
      passengers: 3,
      law: 'EC 261/2004',
      provisional: null,
      failed: false,
    });
    expect(view.reasons).toEqual([
      { message: '5000 km: more than 3500 km.', messageId: 'uk261.band.long', values: { km: 5000 }, source: 'EC 261/2004 Art. 7(1)(c)' },
    ]);
    // The answer's English as the server gave it, with its id and values for other languages.
    expect(view.message).toEqual({
      message: 'message',
      messageId: 'eligibility.eligible-amount-under',
      values: { amount: { amount: 600, currency: 'EUR' }, law: { messageId: 'eligibility.law.EC261' } },
    });
  });

  it('names each law as the passenger knows it', () => {
    const law = (regime: Assessment['regime']) => eligibilityView(record({ ...EC261_600, regime }), 1).law;
    expect([law('EC261'), law('UK261'), law('SHY-YOLCU'), law('US-DOT')]).toEqual(['EC 261/2004', 'UK261', 'SHY-YOLCU', 'US DOT']);
  });

  it("not eligible: '✗ We're sorry' with the reasons and no amount", () => {
    const reasons = [
      { code: 'applies', message: 'The journey departs from FRA, so EC 261/2004 applies.', messageId: 'ec261.scope.departure', source: 'Art. 3' },
      { code: 'x', message: 'Weather.', messageId: 'regulation.cause.unproven', source: 'Art. 5(3)' },
    ];
    const view = eligibilityView(record({ outcome: 'not-eligible', reasons: reasons.slice(1) }), 2);
    expect(view).toMatchObject({ eligible: false, heading: "✗ We're sorry", perPassenger: null, total: null });
    // The headline is the deciding reason, not the sentence saying which law applies.
    expect(eligibilityView(record({ outcome: 'not-eligible', reasons }), 1).message).toEqual({ message: 'Weather.', messageId: 'regulation.cause.unproven' });
    expect(view.reasons).toHaveLength(1);
  });

  it('an answer kept from before messages had ids shows its English as it was', () => {
    const old = { outcome: 'not-eligible', reasons: [{ code: 'x', message: 'Weather.', source: 'Art. 5(3)' }] } as unknown as Assessment;
    expect(eligibilityView(record(old), 1).message).toEqual({ message: 'message' });
  });

  it('needs more information: lists what is missing', () => {
    const view = eligibilityView(
      record({
        outcome: 'needs-more-information',
        reasons: [{ code: 'missing-arrival-delay', message: 'How late did you arrive?', messageId: 'regulation.missing-arrival-delay', source: 'facts' }],
      }),
      1,
    );
    expect(view.eligible).toBe(false);
    expect(view.missing).toEqual([{ message: 'How late did you arrive?', messageId: 'regulation.missing-arrival-delay' }]);
    expect(view.heading).toBe('We need a little more information');
    expect(view.reasons).toEqual([]);
  });

  it('a failed check is shown as ineligible with the spec message', () => {
    const view = eligibilityView(failedCheck(5), 1);
    expect(view).toMatchObject({ eligible: false, heading: "✗ We're sorry", message: { message: CHECK_ERROR_MESSAGE }, failed: true });
    expect(CHECK_ERROR_MESSAGE).toBe('An error occurred while checking eligibility. Please try again.');
  });

  it('an answer worked out offline is marked provisional', () => {
    expect(eligibilityView(record(EC261_600, 'offline'), 1).provisional).toBe(PROVISIONAL_OFFLINE);
    expect(PROVISIONAL_OFFLINE).toBe('Provisional — checked on this device while offline; we confirm it when you are back online');
  });

  it('never continues on a record claiming eligible without an assessment from a check that failed', () => {
    const forged: EligibilityRecord = { eligible: true, message: 'x', checkedAt: 1, assessment: { source: 'failed', result: null } };
    expect(eligibilityView(forged, 1).eligible).toBe(false);
  });
});

describe('running the check', () => {
  const request = buildCheckRequest({
    disruptionType: 'delayed',
    flight: { flightNumber: 'lh 400', departureDate: '2025-03-10', departureAirport: 'fra', arrivalAirport: 'JFK', facts: { arrival_delay_minutes: 300 } },
  });
  const device = async () => ({ eligible: true, message: 'device', assessment: EC261_600 });
  // A signed-in passenger's check, with the server answering as given and the device as `device`.
  const checkSignedIn = (checkOnServer: CheckDeps['checkOnServer']) => checkEligibility(request, { signedIn: true, checkOnServer, checkOnDevice: device });

  it('builds the request from the draft (normalised codes, the disruption and its facts)', () => {
    expect(request).toEqual({
      flight_number: 'LH400',
      date: '2025-03-10',
      disruption_type: 'delayed',
      departure_airport: 'FRA',
      arrival_airport: 'JFK',
      arrival_delay_minutes: 300,
      cause: 'unknown',
    });
  });

  it('uses the server answer when online', async () => {
    const result = await checkSignedIn(async () => ({ eligible: true, message: 'server', assessment: EC261_600 }));
    expect(result).toMatchObject({ eligible: true, message: 'server', assessment: { source: 'server' } });
  });

  it('falls back to the rules engine on this device when there is no network', async () => {
    const result = await checkSignedIn(async () => {
      throw new NetworkError();
    });
    expect(result).toMatchObject({ eligible: true, message: 'device', assessment: { source: 'offline' } });
  });

  it('a server error is a failed check, shown as ineligible', async () => {
    const result = await checkSignedIn(async () => {
      throw new ApiError(500, null);
    });
    expect(result).toMatchObject({ eligible: false, message: CHECK_ERROR_MESSAGE });
  });

  it('the real rules engine on this device answers the same way as the server does', async () => {
    const result = await checkEligibility(request, {
      signedIn: false,
      checkOnServer: async () => {
        throw new Error('must not be called');
      },
      checkOnDevice: checkOnThisDevice,
    });
    expect(result.eligible).toBe(true);
    const view = eligibilityView(result, 2);
    expect(view.perPassenger).toBe('€600');
    expect(view.total).toBe('€1,200');
    expect(view.law).toBe('EC 261/2004');
    expect(view.provisional).not.toBeNull();
  });
});
