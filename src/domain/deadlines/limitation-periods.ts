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
  source: string;
  note?: string;
}

type Row = [years: number, source: string, note?: string];

// prettier-ignore
const ROWS: Readonly<Record<string, Row>> = {
  GB: [5, 'Limitation Act 1980 s.5 (R); Prescription and Limitation (Scotland) Act 1973 (R, E)', 'England, Wales and Northern Ireland 6 years; Scotland 5: we warn at 5'],
  IE: [6, 'Statute of Limitations 1957 (R)'],
  CY: [6, 'M, E, O'],
  AT: [3, '§1489 ABGB (E)', 'R cites §1478'],
  FR: [2, 'R', '5 years under the Code civil; some courts applied 2: we warn at 2'],
  ES: [5, 'Art. 1964 Código Civil (R)'],
  GR: [5, 'R, M'],
  HU: [5, 'R, M'],
  IT: [2, 'Art. 944 Codice della navigazione (R)', 'M says 26 months'],
  NL: [2, 'Art. 8:1711 BW (R)'],
  BE: [1, 'R', 'courts diverge'],
  PL: [1, 'M, E, O', 'R says 3: we warn at 1'],
  PT: [3, 'R, M'],
  DK: [3, 'R, M'],
  FI: [3, 'R, M'],
  EE: [3, 'R, M'],
  LT: [3, 'R, M'],
  RO: [3, 'R, M', 'a complaint to the national enforcement body within 6 months (E)'],
  CZ: [3, 'R, M'],
  NO: [3, 'R, M'],
  SE: [3, 'R, M, O', 'E says 10: we warn at 3'],
  BG: [1, 'O', 'E says 3, M says 5: we warn at 1'],
  HR: [2, 'E', 'M and O say 3: we warn at 2'],
  SI: [2, 'M, E', 'O says 3: we warn at 2'],
  SK: [2, 'R, M'],
  LV: [2, 'R, M'],
  IS: [2, 'R, M', 'O says about 4'],
  CH: [2, 'R, M'],
  MT: [2, 'E, O', 'M says no limit: we warn at 2'],
  LU: [10, 'R, M'],
  IL: [4, 'Aviation Services Law 5772-2012 (kolzchut summary)'],
  // No national source found for these: we warn at the Montreal Convention's 2 years (Art. 35).
  TR: [2, 'Montreal Convention 1999 Art. 35 (no Turkish source retrieved; n/v)'],
  US: [2, 'Montreal Convention 1999 Art. 35 (no US source for 14 CFR 250; the contract of carriage may be shorter; n/v)'],
};

// Overseas parts of a state follow its law.
const SAME_LAW_AS: Readonly<Record<string, string>> = {
  GP: 'FR', GF: 'FR', MQ: 'FR', RE: 'FR', YT: 'FR', MF: 'FR', AX: 'FI', EA: 'ES', IC: 'ES', LI: 'CH',
  PR: 'US', VI: 'US', GU: 'US', AS: 'US', MP: 'US',
};

export function limitationPeriod(country: string): LimitationPeriod | undefined {
  const code = country.toUpperCase();
  if (code === 'DE') {
    return { years: 3, startsAt: 'end-of-year', source: '§§195, 199 BGB (R, M)', note: 'runs to 31 December of the third year after the flight' };
  }
  const row = ROWS[SAME_LAW_AS[code] ?? code];
  if (!row) return undefined;
  const [years, source, note] = row;
  return { years, startsAt: 'flight-date', source, ...(note ? { note } : {}) };
}
