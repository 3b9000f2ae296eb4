// The lazy door to the airport table: a dynamic import, so bundlers put the data in its own chunk.
import type { AirportRow } from './airport.ts';

export async function loadAirportRows(): Promise<readonly AirportRow[]> {
  const { AIRPORT_ROWS } = await import('./data.ts');
  return AIRPORT_ROWS;
}
