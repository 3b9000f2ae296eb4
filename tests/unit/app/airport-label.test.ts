// The chosen airport in the field (issue #32): in Persian and Arabic the airport's own name, and a
// direction that keeps the code at the start of the field (an English label in a right-to-left
// field was cut off at its start: "=RA —").
import { describe, expect, it } from 'vitest';
import { airportLabel } from '../../../src/app/components/airport-picker.tsx';

const FRA = { iata: 'FRA', city: 'Frankfurt am Main', name: 'Frankfurt Airport' };
const JFK = { iata: 'JFK', city: 'New York', name: 'John F Kennedy International Airport' };

describe('airportLabel', () => {
  it.each([
    ['fa', FRA, 'FRA — فرودگاه فرانکفورت', 'rtl'],
    ['ar', FRA, 'FRA — فرانكفورت', 'rtl'],
    ['en', FRA, 'FRA — Frankfurt am Main, Frankfurt Airport', 'ltr'],
    ['tr', FRA, 'FRA — Frankfurt am Main, Frankfurt Airport', 'ltr'],
    // No Persian name known: the English label, written left to right so the code stays in view.
    ['fa', JFK, 'JFK — New York, John F Kennedy International Airport', 'ltr'],
  ])('in %s, %o reads %s (%s)', (locale, airport, text, dir) => {
    expect(airportLabel(airport, locale)).toEqual({ text, dir });
  });
});
