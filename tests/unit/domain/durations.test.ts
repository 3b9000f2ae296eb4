// Delay fields never change what was typed (issue #15): "-3" hours and "75" minutes get a message,
// the total obeys the server's bounds (fact-limits.ts), and only a valid total is an answer.
import { describe, expect, it } from 'vitest';
import { DURATION_MESSAGES, durationFromParts, durationRangeMessage, MAX_DELAY_MINUTES } from '../../../src/domain/claim/index.ts';

describe('durationFromParts', () => {
  it('hours and minutes typed apart give the total', () => {
    expect(durationFromParts('3', '15', MAX_DELAY_MINUTES)).toEqual({ minutes: 195 });
    expect(durationFromParts('5', '', MAX_DELAY_MINUTES)).toEqual({ minutes: 300 });
    expect(durationFromParts('', '45', MAX_DELAY_MINUTES)).toEqual({ minutes: 45 });
    expect(durationFromParts(' ', '', MAX_DELAY_MINUTES)).toEqual({});
  });

  it('a negative, a fraction or a word is refused with a message, not turned into another number', () => {
    expect(durationFromParts('-3', '', MAX_DELAY_MINUTES)).toEqual({ problem: DURATION_MESSAGES.hours });
    expect(durationFromParts('3.5', '', MAX_DELAY_MINUTES)).toEqual({ problem: DURATION_MESSAGES.hours });
    expect(durationFromParts('three', '', MAX_DELAY_MINUTES)).toEqual({ problem: DURATION_MESSAGES.hours });
    expect(durationFromParts('3', '-5', MAX_DELAY_MINUTES)).toEqual({ problem: DURATION_MESSAGES.minutes });
  });

  it('"75" minutes is refused (minutes run from 0 to 59), not ignored or carried into the hours', () => {
    expect(durationFromParts('2', '75', MAX_DELAY_MINUTES)).toEqual({ problem: DURATION_MESSAGES.minutes });
    expect(durationFromParts('2', '59', MAX_DELAY_MINUTES)).toEqual({ minutes: 179 });
  });

  it('the total has the server schema bound', () => {
    expect(durationFromParts(String(MAX_DELAY_MINUTES / 60), '0', MAX_DELAY_MINUTES)).toEqual({ minutes: MAX_DELAY_MINUTES });
    expect(durationFromParts(String(MAX_DELAY_MINUTES / 60), '1', MAX_DELAY_MINUTES)).toEqual({ problem: durationRangeMessage(MAX_DELAY_MINUTES) });
  });
});
