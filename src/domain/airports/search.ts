// Ranked airport search, pure so that the browser worker and GET /api/airports share it.
// Ranking: exact IATA code, then city prefix, then name prefix, then a prefix of any later word
// in the city or name ("gatwick" finds London Gatwick), then IATA prefix. Within a rank, large
// airports come first (a city's main one before a closed or secondary one), then by city and code.
// Other names of a city (aliases.ts) find it too. Matching ignores case and diacritics ("zurich" finds Zürich, "istanbul" finds İstanbul).
import { airportFromRow, type Airport, type AirportRow } from './airport.ts';
import { cityAlias, SECONDARY_AIRPORTS } from './aliases.ts';
import { alsoKnownAs } from './names.ts';

export const MAX_AIRPORT_RESULTS = 20;

interface IndexedAirport {
  airport: Airport;
  iata: string;
  city: string;
  name: string;
  /**
   * What a query may start with besides the city and the name: the city's and the name's later
   * words, and other names (names.ts: Arabic, Persian, Bombay), each with the words that follow it
   * ("امام خمینی" finds IKA, "heathrow" finds LHR).
   */
  words: string[];
}

export interface AirportIndex {
  readonly entries: readonly IndexedAirport[];
  readonly byIata: ReadonlyMap<string, IndexedAirport>;
}

// Letters that do not decompose under NFD and so survive the mark-stripping below.
// Arabic and Persian write some letters differently (ي/ی, ك/ک, ة/ه): one form each, so either finds the other.
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  ة: 'ه',
};

/** Lower-case, strip diacritics, fold special letters, collapse punctuation to spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıøæœßłđðþħيىكة]/g, (c) => FOLDED_LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function buildAirportIndex(source: readonly (Airport | AirportRow)[]): AirportIndex {
  const entries = source.map((item): IndexedAirport => {
    const airport = Array.isArray(item) ? airportFromRow(item) : (item as Airport);
    const city = foldForSearch(airport.city);
    const name = foldForSearch(airport.name);
    return {
      airport,
      iata: airport.iata.toLowerCase(),
      city,
      name,
      words: [...phrasesFrom(city, 1), ...phrasesFrom(name, 1), ...alsoKnownAs(airport.iata).flatMap((other) => phrasesFrom(foldForSearch(other), 0))],
    };
  });
  entries.sort(
    (a, b) =>
      Number(b.airport.large) - Number(a.airport.large) ||
      Number(SECONDARY_AIRPORTS.has(a.iata)) - Number(SECONDARY_AIRPORTS.has(b.iata)) ||
      compare(a.city, b.city) ||
      compare(a.iata, b.iata),
  );
  return { entries, byIata: new Map(entries.map((e) => [e.iata, e])) };
}

/** Each word of a folded text from `first` on, with the words after it: 'a b c' → 'b c', 'c'. */
function phrasesFrom(text: string, first: number): string[] {
  const words = text.split(' ');
  return words.slice(first).map((_, i) => words.slice(first + i).join(' '));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function rank(entry: IndexedAirport, query: string): number | undefined {
  if (entry.city.startsWith(query)) return 1;
  if (entry.name.startsWith(query)) return 2;
  if (entry.words.some((w) => w.startsWith(query))) return 3;
  if (entry.iata.startsWith(query)) return 4;
  return undefined;
}

/** At most `limit` airports for what the user typed, best first. */
export function searchAirports(index: AirportIndex, query: string, limit: number = MAX_AIRPORT_RESULTS): Airport[] {
  const q = foldForSearch(query);
  if (q === '') return [];
  const exact = q.length === 3 ? index.byIata.get(q) : undefined;
  const tiers: IndexedAirport[][] = [[], [], [], [], []];
  if (exact) tiers[0]!.push(exact);
  // Another name for a city ("Munchen", "Bombay", "تهران") finds it as if its table name were typed.
  const alias = cityAlias(q);
  for (const entry of index.entries) {
    if (entry === exact) continue;
    const tier = alias !== undefined && entry.city === alias ? 1 : rank(entry, q);
    if (tier !== undefined) tiers[tier]!.push(entry);
  }
  const results: Airport[] = [];
  for (const tier of tiers) {
    for (const entry of tier) {
      if (results.length >= limit) return results;
      results.push(entry.airport);
    }
  }
  return results;
}
