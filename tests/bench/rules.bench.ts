// Benchmark of the rules engine and the airport search over the full dataset. Prints figures;
// asserts nothing (src/README.md §7). Run: `PATH=node_modules/.bin:$PATH node tests/bench/rules.bench.ts`.
import { performance } from 'node:perf_hooks';
import { AIRPORT_ROWS } from '../../src/domain/airports/data.ts';
import { buildAirportIndex, searchAirports } from '../../src/domain/airports/search.ts';
import { assessCompensation, type JourneyFacts } from '../../src/domain/compensation/index.ts';

const CASES: JourneyFacts[] = [
  { legs: [{ from: 'FRA', to: 'JFK', operatingCarrier: 'LH' }], disruption: 'delayed', arrivalDelayMinutes: 200 },
  { legs: [{ from: 'STN', to: 'ALC', operatingCarrier: 'FR', departureDate: '2024-06-15' }], disruption: 'cancelled', cancellation: { noticeDays: 3 } },
  {
    legs: [{ from: 'LHR', to: 'CDG', operatingCarrier: 'BA' }],
    disruption: 'cancelled',
    cancellation: { noticeDays: 3, reroute: { departedEarlierMinutes: 90, arrivedLaterMinutes: 60 } },
  },
  {
    legs: [
      { from: 'BER', to: 'CMN', operatingCarrier: 'AT' },
      { from: 'CMN', to: 'AGA', operatingCarrier: 'AT' },
    ],
    disruption: 'denied-boarding',
    disruptedLegIndex: 1,
  },
  {
    legs: [{ from: 'JFK', to: 'FRA', operatingCarrier: 'LH' }],
    disruption: 'denied-boarding',
    arrivalDelayMinutes: 300,
    oneWayFare: { amount: 400, currency: 'USD' },
  },
  { legs: [{ from: 'IST', to: 'FRA', operatingCarrier: 'TK' }], disruption: 'delayed', arrivalDelayMinutes: 240, cause: 'technical' },
  { legs: [{ from: 'XXX', to: 'FRA', operatingCarrier: 'LH' }], disruption: 'delayed' },
  {
    legs: [
      { from: 'MUC', to: 'DXB', operatingCarrier: 'EK' },
      { from: 'DXB', to: 'SYD', operatingCarrier: 'EK' },
    ],
    disruption: 'delayed',
    arrivalDelayMinutes: 500,
    cause: 'weather',
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// Rules engine: warm up (loads and indexes the table), then run for about two seconds.
for (const facts of CASES) assessCompensation(facts);
let assessments = 0;
const started = performance.now();
while (performance.now() - started < 2000) {
  for (const facts of CASES) assessCompensation(facts);
  assessments += CASES.length;
}
const perSecond = assessments / ((performance.now() - started) / 1000);

// Airport search: every prefix a user types on the way to these answers, 5 rounds.
const indexStart = performance.now();
const index = buildAirportIndex(AIRPORT_ROWS);
const indexMs = performance.now() - indexStart;
const WORDS = [
  'london',
  'frankfurt',
  'istanbul',
  'zürich',
  'sao paulo',
  'new york',
  'dubai',
  'tehran',
  'lhr',
  'gatwick',
  'palma de mallorca',
  'düsseldorf',
  'reykjavik',
  'ber',
];
const queries = WORDS.flatMap((w) => Array.from({ length: w.length }, (_, i) => w.slice(0, i + 1)));
const times: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of queries) {
    const t = performance.now();
    searchAirports(index, q);
    times.push(performance.now() - t);
  }
}
times.sort((a, b) => a - b);

console.log(
  `rules engine: ${Math.round(perSecond).toLocaleString('en-GB')} assessments/s (${CASES.length} mixed cases, ${assessments.toLocaleString('en-GB')} runs)`,
);
console.log(`airport search over ${AIRPORT_ROWS.length.toLocaleString('en-GB')} airports: index built in ${indexMs.toFixed(1)} ms`);
console.log(
  `airport search per query (${times.length} queries): median ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`,
);
