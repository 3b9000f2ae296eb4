// Page-side bridge to the airport search worker. The worker starts on first use and lives for
// the page; every call is async and typed by the worker's API.
import { wrap, type Remote } from 'comlink';
import type { AirportSearchApi } from './airport-search.worker.ts';

export type { AirportSearchApi };

let remote: Remote<AirportSearchApi> | undefined;

export function airportSearch(): Remote<AirportSearchApi> {
  remote ??= wrap<AirportSearchApi>(new Worker(new URL('./airport-search.worker.ts', import.meta.url), { type: 'module', name: 'airport-search' }));
  return remote;
}
