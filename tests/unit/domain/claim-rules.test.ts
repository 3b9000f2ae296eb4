// The device's side of the shared rules (the server's: tests/api/device-rules.test.ts).
import { describe, expect, it } from 'vitest';
import {
  flightDateProblem,
  isValidFlightNumber,
  latestToday,
  localToday,
  MESSAGES,
  normalizeFlightNumber,
  personEmailRequired,
  validatePerson,
  type PersonInput,
} from '../../../src/domain/claim/validation.ts';
import { validateFlightStep } from '../../../src/app/screens/claim/rules/flight-form.ts';

describe('flight numbers', () => {
  it.each([
    ['EK 59', 'EK59'],
    ['ek-059', 'EK59'],
    ['LH0400', 'LH400'],
    ['BA1234', 'BA1234'],
    ['U2 1234', 'U21234'],
    ['9W 7', '9W7'],
    ['KLM1234', 'KLM1234'],
  ])('accepts %s as %s', (typed, normal) => {
    expect(isValidFlightNumber(typed)).toBe(true);
    expect(normalizeFlightNumber(typed)).toBe(normal);
  });

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

describe('e-mail of a person (issue #15: children have none)', () => {
  const named = { firstName: 'A', lastName: 'B' };
  it.each([
    ['an adult without e-mail', { ...named, email: '' }, { email: MESSAGES.emailRequired }],
    ['an adult with a bad e-mail', { ...named, email: 'nope' }, { email: MESSAGES.emailInvalid }],
    ['an adult with an e-mail', { ...named, email: 'a@b.example' }, {}],
    ['a minor without e-mail', { ...named, email: '', minor: true }, {}],
    ['a minor with blanks only', { ...named, email: '   ', minor: true }, {}],
    ['a minor with a bad e-mail', { ...named, email: 'nope', minor: true }, { email: MESSAGES.emailInvalid }],
    ['a minor with an e-mail', { ...named, email: 'kid@b.example', minor: true }, {}],
    ['minor: false is an adult', { ...named, email: '', minor: false }, { email: MESSAGES.emailRequired }],
  ] as [string, PersonInput, object][])('%s', (_name, input, expected) => {
    expect(validatePerson(input)).toEqual(expected);
    expect(personEmailRequired(input)).toBe(input.minor !== true);
  });
});

describe('names', () => {
  it('at most 100 characters, with the same message as the server', () => {
    expect(validatePerson({ firstName: 'A', lastName: 'x'.repeat(101), email: 'a@b.example' })).toEqual({ lastName: MESSAGES.nameTooLong });
    expect(validatePerson({ firstName: 'A', lastName: 'x'.repeat(100), email: 'a@b.example' })).toEqual({});
  });
});
