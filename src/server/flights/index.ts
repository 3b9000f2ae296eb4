// src/server/flights owns flight-status sources: the passenger's own facts by default, or one
// real API (FLIGHT_PROVIDER=aerodatabox). Imports src/domain only.
import { AeroDataBoxProvider } from './aerodatabox.ts';
import type { FlightStatusProvider } from './flight-status.ts';
import { PassengerFactsProvider } from './passenger-facts.ts';

export * from './flight-status.ts';
export { AeroDataBoxProvider, AERODATABOX_BASE_URL, normalizeAeroDataBox, matchRoute } from './aerodatabox.ts';
export { PassengerFactsProvider } from './passenger-facts.ts';
export { withObservedFacts, pickLeg } from './observed-facts.ts';

export const FLIGHT_PROVIDERS = ['passenger', 'aerodatabox'] as const;
export type FlightProviderName = (typeof FLIGHT_PROVIDERS)[number];

export interface FlightProviderSettings {
  provider?: string;
  apiKey?: string;
  baseUrl?: string;
}

export function createFlightStatusProvider(settings: FlightProviderSettings): FlightStatusProvider {
  const name = settings.provider || 'passenger';
  switch (name) {
    case 'passenger':
    case 'fake':
      return new PassengerFactsProvider();
    case 'aerodatabox':
      return new AeroDataBoxProvider({ apiKey: settings.apiKey ?? '', ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}) });
    default:
      throw new Error(`unknown FLIGHT_PROVIDER ${JSON.stringify(name)} (use ${FLIGHT_PROVIDERS.join(' or ')})`);
  }
}

/** Settings from the server config: FLIGHT_PROVIDER, AERODATABOX_API_KEY and AERODATABOX_BASE_URL. */
export function flightProviderSettings(config: {
  flightProvider: string;
  aerodatabox: { apiKey: string | undefined; baseUrl: string | undefined };
}): FlightProviderSettings {
  const settings: FlightProviderSettings = { provider: config.flightProvider };
  if (config.aerodatabox.apiKey) settings.apiKey = config.aerodatabox.apiKey;
  if (config.aerodatabox.baseUrl) settings.baseUrl = config.aerodatabox.baseUrl;
  return settings;
}
