// Montreal Convention 1999 Art. 22(1) (delay of passengers) and 22(2) (baggage): the limits in
// Special Drawing Rights (ISO 4217 'XDR'), revised by ICAO every five years under Art. 24. The
// limit in force on the day of the flight applies.

export interface Mc99Limit {
  from: string;
  delay: number;
  baggage: number;
  source: string;
}

/** Newest first. */
export const MC99_LIMITS: readonly Mc99Limit[] = [
  // ICAO, "International air travel liability limits set to increase", 18 Oct 2024
  { from: '2024-12-28', delay: 6303, baggage: 1519, source: 'Montreal Convention 1999 Art. 22, 24; ICAO revision in force 28 Dec 2024' },
  // ICAO State Letter LE 3/38.1-19/70 (11 Oct 2019): inflation factor 13.9 %
  { from: '2019-12-28', delay: 5346, baggage: 1288, source: 'Montreal Convention 1999 Art. 22, 24; ICAO revision in force 28 Dec 2019 (LE 3/38.1-19/70)' },
  { from: '2009-12-30', delay: 4694, baggage: 1131, source: 'Montreal Convention 1999 Art. 22, 24; ICAO revision in force 30 Dec 2009' },
  { from: '2003-11-04', delay: 4150, baggage: 1000, source: 'Montreal Convention 1999 Art. 22(1)-(2) as adopted' },
];

/** The limits on `flightDate` (YYYY-MM-DD); today's when the date is unknown. */
export function mc99Limit(flightDate: string | undefined): Mc99Limit {
  if (flightDate === undefined) return MC99_LIMITS[0]!;
  return MC99_LIMITS.find((l) => l.from <= flightDate) ?? MC99_LIMITS[MC99_LIMITS.length - 1]!;
}
