// The "Your rights right now" card's decisions (issue #21): when the engine is asked, what it
// answers without an airline, and the words of each line.
import { describe, expect, it } from 'vitest';
import { rightsNowOf } from '../../../src/app/screens/claim/rules/rights-now-engine.ts';
import { hasEnoughFacts, rightNowItems } from '../../../src/app/screens/claim/rules/rights-now.ts';

const base = { flight_number: 'LH400', date: '2025-03-10', departure_airport: 'FRA', arrival_airport: 'JFK' } as const;

describe('rights-now card', () => {
  it.each([
    [{ ...base, disruption_type: 'delayed' as const }, true],
    [{ ...base }, false],
    [{ ...base, disruption_type: 'delayed' as const, arrival_airport: 'JF' }, false],
    [{ ...base, disruption_type: 'delayed' as const, date: '' }, false],
  ])('asks the engine only with a disruption, two airports and a date: %j → %s', (request, expected) => {
    expect(hasEnoughFacts(request)).toBe(expected);
  });

  it('no airline yet (no flight number): no card rather than an empty one', () => {
    expect(rightsNowOf({ ...base, flight_number: '', disruption_type: 'delayed' }, '2025-04-01')).toBeNull();
  });

  it('a delay with the departure delay known: meals owed now, the refund from 5 hours', () => {
    const items = rightNowItems(rightsNowOf({ ...base, disruption_type: 'delayed', departure_delay_minutes: 250 }, '2025-04-01')!);
    expect(items.find((i) => i.code === 'meals')).toMatchObject({ when: 'Owed now', owedNow: true });
    expect(items.find((i) => i.code === 'refund')).toMatchObject({ when: 'From 5 hours of delay at departure', owedNow: false });
  });

  it('denied boarding: compensation on the spot is owed now, with its article', () => {
    const items = rightNowItems(rightsNowOf({ ...base, disruption_type: 'denied' }, '2025-04-01')!);
    expect(items.at(-1)).toMatchObject({ code: 'compensation-now', when: 'Owed now', source: 'EC 261/2004 Art. 4(3)' });
    expect(items.find((i) => i.code === 'hotel')).toMatchObject({ when: 'Owed now', owedNow: true });
  });

  it('a seat given up voluntarily: no compensation now', () => {
    const items = rightNowItems(rightsNowOf({ ...base, disruption_type: 'denied', voluntary: true }, '2025-04-01')!);
    expect(items.map((i) => i.code)).toEqual(['refund-or-reroute']);
  });
});
