import { describe, expect, it } from 'vitest';
import { isValidFlightNumber, normalizeFlightNumber } from '../../../src/domain/claim/validation.ts';
import { normalizeBookingReference, toLatinDigits } from '../../../src/domain/text/digits.ts';
import { validatePassengerStep } from '../../../src/app/screens/claim/rules/passengers.ts';

describe('digits typed on an Arabic or Persian keyboard', () => {
  it('become Latin digits', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('EK ۵۹ – ١٢')).toBe('EK 59 – 12');
  });

  it('make a valid flight number on the device and the server alike', () => {
    expect(normalizeFlightNumber('ek ٥٩')).toBe('EK59');
    expect(normalizeFlightNumber('TK۰۱۹۸۹')).toBe('TK1989');
    expect(isValidFlightNumber('W5 ۱۱۵')).toBe(true);
  });

  it('make a booking reference in one form', () => {
    expect(normalizeBookingReference(' ab۱۲c٣ ')).toBe('AB12C3');
  });

  it('are accepted by the wizard in a booking reference and a phone number', () => {
    const fields = { passenger: { firstName: 'Sara', lastName: 'Rahimi', email: 's@example.com', phone: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹' }, bookingReference: 'AB۱۲C٣' };
    expect(validatePassengerStep(fields).errors).toEqual({});
  });
});
