// The airport search worker: loads the airport table (its own chunk) on first use, builds the
// search index once, and answers queries off the main thread so typing stays smooth.
import { expose } from 'comlink';
import type { Airport } from '../domain/airports/airport.ts';
import { loadAirportRows } from '../domain/airports/load.ts';
import { buildAirportIndex, searchAirports, type AirportIndex } from '../domain/airports/search.ts';

let index: Promise<AirportIndex> | undefined;
const ready = (): Promise<AirportIndex> => (index ??= loadAirportRows().then(buildAirportIndex));

const api = {
  /** Best matches first, at most `limit` (default 20). */
  async search(query: string, limit?: number): Promise<Airport[]> {
    return searchAirports(await ready(), query, limit);
  },
  /** The airport with this exact IATA code, if any. */
  async byIata(iata: string): Promise<Airport | undefined> {
    return (await ready()).byIata.get(iata.trim().toLowerCase())?.airport;
  },
  /** Load the data ahead of the first keystroke (e.g. when the form opens). */
  async warmUp(): Promise<void> {
    await ready();
  },
};

export type AirportSearchApi = typeof api;

expose(api);
