// Names passengers type for a city that the airport table spells otherwise (issue #15): former
// names, the local spelling, German umlauts typed as "u" or "ue", and a few names in the script of
// the region this product serves. Keys and values are folded (foldForSearch); each value is the
// table's city name.
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  munchen: 'munich',
  muenchen: 'munich',
  nurnberg: 'nuremberg',
  nuernberg: 'nuremberg',
  koeln: 'koln',
  cologne: 'koln',
  duesseldorf: 'dusseldorf',
  wien: 'vienna',
  praha: 'prague',
  roma: 'rome',
  milano: 'milan',
  lisboa: 'lisbon',
  kobenhavn: 'copenhagen',
  moskva: 'moscow',
  athina: 'athens',
  bruxelles: 'brussels',
  genf: 'geneva',
  geneve: 'geneva',
  warszawa: 'warsaw',
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  peking: 'beijing',
  saigon: 'ho chi minh city',
  tahran: 'tehran',
  teheran: 'tehran',
  esfahan: 'isfahan',
  meshed: 'mashhad',
  mashad: 'mashhad',
  dubayy: 'dubai',
  abudhabi: 'abu dhabi',
  istambul: 'istanbul',
  stambul: 'istanbul',
  تهران: 'tehran',
  مشهد: 'mashhad',
  شیراز: 'shiraz',
  اصفهان: 'isfahan',
  دبي: 'dubai',
  دبی: 'dubai',
  // The colloquial Persian spelling (the Persian and Arabic walk-through, issue #32, typed it).
  دوبی: 'dubai',
  ابوظبي: 'abu dhabi',
  الشارقة: 'sharjah',
  استانبول: 'istanbul',
  اسطنبول: 'istanbul',
};

/**
 * Airports a city's search lists after its main one: closed to passenger flights (Istanbul
 * Atatürk, since 2019) or secondary to the one most passengers mean (Dubai Al Maktoum).
 */
export const SECONDARY_AIRPORTS: ReadonlySet<string> = new Set(['isl', 'dwc']);

/** The table's city for what was typed, when it is (the start of) another name for it. */
export function cityAlias(query: string): string | undefined {
  if (query.length < 3) return undefined;
  const exact = CITY_ALIASES[query];
  if (exact) return exact;
  if (query.length < 4) return undefined;
  const key = Object.keys(CITY_ALIASES).find((alias) => alias.startsWith(query));
  return key ? CITY_ALIASES[key] : undefined;
}
