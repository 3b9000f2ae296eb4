// Airlines passengers meet in Europe, the UK, Turkey, the Gulf and Iran, with the state that
// licenses each *operator* (its air operator certificate / operating licence). EC 261/2004
// Art. 3(1)(b) and UK261 turn on that state, not on the IATA prefix: one brand can fly under
// several licences (easyJet: U2 UK, EC Austria, DS Switzerland; Wizz: W6 Hungary, W4 Malta,
// W9 UK), so we record the licence of the operator that uses the code.
//
// Sources: each entry names the page its licence state was checked against (the operator's
// Wikipedia article, whose infobox gives AOC and base). Cross-checked with the hand-kept
// Community-carrier flags of digitalservicebund/a2j-rechtsantragstelle data/airlines/data.json
// (MIT), correcting where that table treats EEA/Swiss operators as non-EU or lists a code that has
// since been reassigned (3L is Air Arabia Abu Dhabi; Hi Fly is 5K). Before relying on an entry in
// court, confirm it in the licensing authority's register (EU: the Commission's list of operating
// licences under Reg. 1008/2008; UK: CAA Type A licence holders).
import table from './airlines.json' with { type: 'json' };

/**
 * The Community-carrier flags were last compared, code by code, with a public and maintained list:
 * the German federal claim tool's airline table. Of the 134 codes both hold, these differ, each on
 * purpose (the licence state decides, Art. 2(c)); any other difference is a mistake to fix.
 */
export const COMMUNITY_CARRIER_CROSS_CHECK = {
  source: 'https://github.com/digitalservicebund/a2j-rechtsantragstelle/blob/06901412d0f6dc12cb39d5990cb283fc3e64e9ae/data/airlines/data.json',
  checkedOn: '2026-11-23',
  differences: {
    // EEA and Swiss licences count (EEA Agreement; EU–Swiss Air Transport Agreement); the tool says no.
    DY: 'NO',
    WF: 'NO',
    N0: 'NO',
    FI: 'IS',
    LX: 'CH',
    WK: 'CH',
    DS: 'CH',
    // A French licence (Guadeloupe); the tool says no.
    TX: 'FR',
    // A Turkish licence (SunExpress Güneş Ekspres); the tool says yes.
    XQ: 'TR',
    // The code now belongs to Air Arabia Abu Dhabi; the tool still means Hi Fly (now 5K).
    '3L': 'AE',
  } as Readonly<Record<string, string>>,
} as const;

export interface Airline {
  /** IATA airline designator of the operator. */
  iata: string;
  name: string;
  /** ISO 3166-1 alpha-2 code of the state that issued the operating licence. */
  licence: string;
  source: string;
  note?: string;
}

const wiki = (article: string): string => `https://en.wikipedia.org/wiki/${article}`;

// The rows (airlines.json) are grouped by region; `article` names the Wikipedia page the licence
// state was checked against.
type Row = Omit<Airline, 'source'> & { article: string };

export const AIRLINES: readonly Airline[] = (table.groups as { region: string; airlines: Row[] }[])
  .flatMap((group) => group.airlines)
  .map(({ iata, name, licence, article, note }) => ({
    iata,
    name,
    licence,
    source: wiki(article),
    ...(note ? { note } : {}),
  }));
