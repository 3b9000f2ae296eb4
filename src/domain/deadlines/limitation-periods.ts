// How long a passenger has to claim, by the country whose courts hear the claim. EC 261/2004 sets
// no period, so national law applies (Moré v KLM C-139/11); the forum may be the place of
// departure or arrival (Rehder C-204/08) or the carrier's seat. Where sources disagree we keep
// the shortest plausible period (research/domain.md §1.8), so a warning is never too late.
//
// Sources: R = richardawe/Eu261 rules/limitation-by-country.yaml; M = refund.me limitation page;
// E = euflightcompensation.com/what-is-time-limit; O = owedbyairline.com/countries.

export interface LimitationPeriod {
  years: number;
  /** 'end-of-year': the period runs from 31 December of the flight's year (Germany). */
  startsAt: 'flight-date' | 'end-of-year';
  /** The law, as the passenger may read it. */
  source: string;
  note?: string;
}

type Row = [years: number, source: string, note?: string];
// Where only claim-company tables give the period, the passenger sees no research letters; the
// comment at the row end says which tables (R, M, E, O) gave it.
const NATIONAL = 'national limitation law';

// prettier-ignore
const ROWS: Readonly<Record<string, Row>> = {
  GB: [5, 'Limitation Act 1980 s.5; Prescription and Limitation (Scotland) Act 1973', 'England, Wales and Northern Ireland 6 years; Scotland 5: we warn at 5'],  // R, E
  IE: [6, 'Statute of Limitations 1957'],  // R
  CY: [6, NATIONAL],  // M, E, O
  AT: [3, '§1489 ABGB', 'some sources cite §1478'],  // E
  FR: [2, NATIONAL, '5 years under the Code civil; some courts applied 2: we warn at 2'],  // R
  ES: [5, 'Art. 1964 Código Civil'],  // R
  GR: [5, NATIONAL],  // R, M
  HU: [5, NATIONAL],  // R, M
  IT: [2, 'Art. 944 Codice della navigazione', 'some sources say 26 months'],  // R
  NL: [2, 'Art. 8:1711 BW'],  // R
  BE: [1, NATIONAL, 'courts diverge'],  // R
  PL: [1, NATIONAL, 'some sources say 3: we warn at 1'],  // M, E, O
  PT: [3, NATIONAL],  // R, M
  DK: [3, NATIONAL],  // R, M
  FI: [3, NATIONAL],  // R, M
  EE: [3, NATIONAL],  // R, M
  LT: [3, NATIONAL],  // R, M
  RO: [3, NATIONAL, 'a complaint to the national enforcement body within 6 months '],  // R, M
  CZ: [3, NATIONAL],  // R, M
  NO: [3, NATIONAL],  // R, M
  SE: [3, NATIONAL, 'some sources say 10: we warn at 3'],  // R, M, O
  BG: [1, NATIONAL, 'sources say 1 to 5 years: we warn at 1'],  // O
  HR: [2, NATIONAL, 'some sources say 3: we warn at 2'],  // E
  SI: [2, NATIONAL, 'some sources say 3: we warn at 2'],  // M, E
  SK: [2, NATIONAL],  // R, M
  LV: [2, NATIONAL],  // R, M
  IS: [2, NATIONAL, 'some sources say about 4'],  // R, M
  CH: [2, NATIONAL],  // R, M
  MT: [2, NATIONAL, 'one source says there is no limit: we warn at 2'],  // E, O
  LU: [10, NATIONAL],  // R, M
  IL: [4, 'Aviation Services Law 5772-2012'],
  // No national source found for these: we warn at the Montreal Convention's 2 years (Art. 35).
  TR: [2, 'Montreal Convention 1999 Art. 35'],
  US: [2, 'Montreal Convention 1999 Art. 35', 'the contract of carriage may set a shorter period'],
};

// Overseas parts of a state follow its law.
const SAME_LAW_AS: Readonly<Record<string, string>> = {
  GP: 'FR',
  GF: 'FR',
  MQ: 'FR',
  RE: 'FR',
  YT: 'FR',
  MF: 'FR',
  AX: 'FI',
  EA: 'ES',
  IC: 'ES',
  LI: 'CH',
  PR: 'US',
  VI: 'US',
  GU: 'US',
  AS: 'US',
  MP: 'US',
};

export function limitationPeriod(country: string): LimitationPeriod | undefined {
  const code = country.toUpperCase();
  if (code === 'DE') {
    return { years: 3, startsAt: 'end-of-year', source: '§§195, 199 BGB', note: 'runs to 31 December of the third year after the flight' };
  }
  const row = ROWS[SAME_LAW_AS[code] ?? code];
  if (!row) return undefined;
  const [years, source, note] = row;
  return { years, startsAt: 'flight-date', source, ...(note ? { note } : {}) };
}
