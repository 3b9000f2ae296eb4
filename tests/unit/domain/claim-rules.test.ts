// The device's side of the shared rules (the server's: tests/api/device-rules.test.ts).
import { describe, expect, it } from 'vitest';
import {
  flightDateProblem, isValidFlightNumber, latestToday, localToday, MESSAGES, normalizeFlightNumber, validatePerson,
} from '../../../src/domain/claim/validation.ts';
import { validateFlightStep } from '../../../src/app/screens/claim/flight-form.ts';

describe('flight numbers', () => {
  it.each([['EK 59', 'EK59'], ['ek-059', 'EK59'], ['LH0400', 'LH400'], ['BA1234', 'BA1234'], ['U2 1234', 'U21234'], ['9W 7', '9W7'], ['KLM1234', 'KLM1234']])(
    'accepts %s as %s',
    (typed, normal) => {
      expect(isValidFlightNumber(typed)).toBe(true);
      expect(normalizeFlightNumber(typed)).toBe(normal);
    },
  );

  it.each(['HELLO', '123', 'E', 'EK', 'EK12345', '12 34', 'EK 5 9X9'])('refuses %s', (typed) => {
    expect(isValidFlightNumber(typed)).toBe(false);
  });
});

describe('flight dates', () => {
  it('a delay once arrived, denied boarding once happened; a cancellation may be announced ahead', () => {
    expect(flightDateProblem('delayed', '2026-11-24', '2026-11-23')).toBe(MESSAGES.delayNotArrived);
    expect(flightDateProblem('denied', '2027-03-01', '2026-11-23')).toBe(MESSAGES.deniedNotHappened);
    expect(flightDateProblem('cancelled', '2027-03-01', '2026-11-23')).toBeNull();
    expect(flightDateProblem('delayed', '2026-11-23', '2026-11-23')).toBeNull();
  });

  it('the server takes the latest date anywhere, the device its own', () => {
    expect(latestToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-24');
    expect(localToday(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
  });

  it('the wizard refuses a future delay before any check runs', () => {
    const { errors } = validateFlightStep({ disruptionType: 'delayed', flight: { flightNumber: 'LH400', departureDate: '2099-03-01' } });
    expect(errors.departureDate).toBe(MESSAGES.delayNotArrived);
  });
});

describe('names', () => {
  it('at most 100 characters, with the same message as the server', () => {
    expect(validatePerson({ firstName: 'A', lastName: 'x'.repeat(101), email: 'a@b.example' })).toEqual({ lastName: MESSAGES.nameTooLong });
    expect(validatePerson({ firstName: 'A', lastName: 'x'.repeat(100), email: 'a@b.example' })).toEqual({});
  });
});
