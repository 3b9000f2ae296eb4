// Claim deadlines by jurisdiction (research/domain.md §1.8; Moré v KLM C-139/11): the shortest
// where sources disagree.
import { describe, expect, it } from 'vitest';
import { claimDeadline, claimDeadlines } from '../../../src/domain/deadlines/claim-deadline.ts';
import { assessCompensation } from '../../../src/domain/compensation/index.ts';
import { delayed, leg } from './journey-builders.ts';

describe('claim deadlines', () => {
  it.each([
    ['PL', 1, 'M, E, O say 1; R says 3'],
    ['SE', 3, 'R, M, O say 3; E says 10'],
    ['BG', 1, 'O says 1; E 3; M 5'],
    ['HR', 2, 'E says 2; M, O say 3'],
    ['SI', 2, 'M, E say 2; O says 3'],
    ['MT', 2, 'E, O say 2; M no limit'],
    ['FR', 2, 'conservative 2 of 5'],
    ['GB', 5, 'Scotland 5, England 6'],
    ['IE', 6, 'Statute of Limitations 1957'],
    ['NL', 2, 'Art. 8:1711 BW'],
    ['BE', 1, 'R'],
    ['LU', 10, 'R, M'],
    ['RE', 2, 'Réunion follows France'],
  ])('%s: %d years (%s)', (country, years) => {
    expect(claimDeadline(country)?.years).toBe(years);
  });

  it('Germany runs to 31 December of the third year after the flight (§§195, 199 BGB)', () => {
    expect(claimDeadline('DE', '2024-03-10')).toMatchObject({ years: 3, startsAt: 'end-of-year', lastDay: '2027-12-31' });
  });

  it('other countries count from the flight date (warning the day before the anniversary)', () => {
    expect(claimDeadline('NL', '2024-03-10')?.lastDay).toBe('2026-03-09');
    expect(claimDeadline('PL', '2024-02-29')?.lastDay).toBe('2025-02-28');
  });

  it('lists every known jurisdiction, shortest first, and skips unknown ones', () => {
    const d = claimDeadlines(['DE', 'PL', 'XX', 'de'], '2024-05-01')!;
    expect(d.byJurisdiction.map((x) => x.country)).toEqual(['PL', 'DE']);
    expect(d.shortest).toMatchObject({ country: 'PL', lastDay: '2025-04-30' });
    expect(claimDeadlines(['XX'])).toBeUndefined();
  });

  it('an assessment carries the deadlines of departure, arrival and the carrier seat (Rehder C-204/08)', () => {
    const a = assessCompensation(delayed([leg('WAW', 'FRA', 'LH', '2024-05-01')], 200));
    expect(a.claimDeadlines?.byJurisdiction.map((d) => d.country)).toEqual(['PL', 'DE']);
    expect(a.claimDeadlines?.shortest.lastDay).toBe('2025-04-30');
  });

  it('warns when the shortest period has run but a longer one has not', () => {
    const a = assessCompensation(delayed([leg('WAW', 'FRA', 'LH', '2024-05-01')], 200, { claimDate: '2025-06-01' }));
    expect(a.outcome).toBe('eligible');
    expect(a.reasons.map((r) => r.code)).toContain('deadline-may-have-passed');
  });

  it('is time-barred only when every period has run', () => {
    const a = assessCompensation(delayed([leg('WAW', 'FRA', 'LH', '2020-05-01')], 200, { claimDate: '2025-06-01' }));
    expect(a.outcome).toBe('not-eligible');
    expect(a.compensation).toBeUndefined();
    expect(a.reasons.map((r) => r.code)).toContain('time-barred');
  });
});
