// An airport as the rules engine and the airport search see it.

/** The compact form stored in airports.json: [iata, name, city, country, lat, lon, timeZone, large]. */
export type AirportRow = [
  iata: string,
  name: string,
  city: string,
  country: string,
  latitude: number,
  longitude: number,
  timeZone: string,
  /** 1 for OurAirports' large_airport, 0 for medium: ranks hubs first in search. */
  large: 0 | 1,
];

export interface Airport {
  iata: string;
  name: string;
  /** The city the airport serves ("Tokyo" for NRT). */
  city: string;
  /** ISO 3166-1 alpha-2 code, as OurAirports records it. */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. 'Europe/Berlin'. */
  timeZone: string;
  /** A large airport in OurAirports' classification (the hubs). */
  large: boolean;
}

export function airportFromRow(row: AirportRow): Airport {
  const [iata, name, city, country, latitude, longitude, timeZone, large] = row;
  return { iata, name, city, country, latitude, longitude, timeZone, large: large === 1 };
}
