// Montreal Convention 1999: the states parties and the day the Convention entered into force for
// each (Art. 53(6)-(7): on 4 Nov 2003 for the first thirty, then on the 60th day after a state's
// deposit). Source: ICAO, "Convention for the Unification of Certain Rules for International
// Carriage by Air, done at Montreal on 28 May 1999", list of parties
// (icao.int/secretariat/legal/List%20of%20Parties/Mtl99_EN.pdf). Rows with `checked` were read in
// the copy of that list at docslib.org/doc/1092375; the others follow the same list as published
// and should be confirmed there before a court relies on them. Looked for again (issue #33): that
// copy's table text is scrambled beyond the rows already checked, and no other copy of ICAO's list
// was found. Two secondary sources agree with the rows below but are not ICAO's list, so they do not
// make a row `checked`: the EU Treaties Office's record of the Convention names AE, QA, SA, KW, JO,
// OM, PK, CH, NO among the contracting parties (ec.europa.eu/world/agreements, treatyId=6781), and
// airtransport-tozai.com (Q&A 217, 2010) lists the ratifications in order, with AE, JP, SK, RO, JO,
// KW, GR, CA, PT, SI before the United States' thirtieth deposit (in force 4 Nov 2003) and SA after it.

export const MC99_SOURCE_LIST = 'ICAO list of parties to the Montreal Convention 1999 (Mtl99_EN.pdf)';

export interface Party {
  /** YYYY-MM-DD: the Convention is in force for the state from this day. */
  inForce: string;
  /** Read in the retrieved copy of ICAO's list. */
  checked?: true;
}

// prettier-ignore
export const MC99_PARTIES: Readonly<Record<string, Party>> = {
  // Gulf and Middle East
  AE: { inForce: '2003-11-04' }, // deposit 7 Jul 2000
  BH: { inForce: '2003-11-04', checked: true }, // 2 Feb 2001 (a)
  KW: { inForce: '2003-11-04' }, // 11 Jun 2002
  JO: { inForce: '2003-11-04' }, // 12 Apr 2002
  SA: { inForce: '2003-12-14' }, // 15 Oct 2003
  QA: { inForce: '2005-01-14' }, // 15 Nov 2004 (a)
  EG: { inForce: '2005-04-25', checked: true }, // 24 Feb 2005 (A)
  OM: { inForce: '2007-07-27' }, // 28 May 2007 (a)
  TR: { inForce: '2011-05-24' }, // 25 Mar 2011
  // Asia and the Pacific
  CN: { inForce: '2005-07-31', checked: true }, // 1 Jun 2005
  IN: { inForce: '2009-06-30' }, // 1 May 2009 (a)
  PK: { inForce: '2007-02-17' }, // 19 Dec 2006
  JP: { inForce: '2003-11-04' }, // 20 Jun 2000
  AU: { inForce: '2009-01-24', checked: true }, // 25 Nov 2008 (a)
  // The Americas
  US: { inForce: '2003-11-04' }, // 5 Sep 2003, the thirtieth deposit
  CA: { inForce: '2003-11-04' }, // 19 Nov 2002
  // The EU's member states (each a party itself; the EU too, as an organisation, from 28 Jun 2004)
  AT: { inForce: '2004-06-28', checked: true }, // 29 Apr 2004
  BE: { inForce: '2004-06-28' },
  BG: { inForce: '2004-01-09', checked: true }, // 10 Nov 2003 (a)
  HR: { inForce: '2008-03-23', checked: true }, // 23 Jan 2008 (a)
  CY: { inForce: '2003-11-04', checked: true }, // 20 Nov 2002 (a)
  CZ: { inForce: '2003-11-04', checked: true }, // 16 Nov 2000
  DK: { inForce: '2004-06-28' },
  EE: { inForce: '2003-11-04', checked: true }, // 10 Apr 2003
  FI: { inForce: '2004-06-28' },
  FR: { inForce: '2004-06-28' },
  DE: { inForce: '2004-06-28' },
  GR: { inForce: '2003-11-04' }, // 22 Jul 2002
  HU: { inForce: '2005-01-07' }, // 8 Nov 2004
  IE: { inForce: '2004-06-28' },
  IT: { inForce: '2004-06-28' },
  LV: { inForce: '2005-02-15' }, // 17 Dec 2004
  LT: { inForce: '2005-01-29' }, // 30 Nov 2004
  LU: { inForce: '2004-06-28' },
  MT: { inForce: '2004-07-04' }, // 5 May 2004
  NL: { inForce: '2004-06-28' },
  PL: { inForce: '2006-03-18' }, // 17 Jan 2006
  PT: { inForce: '2003-11-04' }, // 28 Feb 2003
  RO: { inForce: '2003-11-04' }, // 20 Mar 2001
  SK: { inForce: '2003-11-04' }, // 11 Oct 2002
  SI: { inForce: '2003-11-04' }, // 27 Mar 2002
  ES: { inForce: '2004-06-28' },
  SE: { inForce: '2004-06-28' },
  // Rest of Europe
  GB: { inForce: '2004-06-28' }, // 29 Apr 2004
  NO: { inForce: '2004-06-28' }, // 29 Apr 2004
  CH: { inForce: '2005-09-05' }, // 7 Jul 2005
};

/**
 * States our passengers fly to that are not parties, with what applies instead. Iran ratified the
 * Warsaw Convention and the Hague Protocol of 1955 but not the Montreal Convention (Review of the
 * legal developments of the liability system in the Montreal Convention, trijournal.ir article 85558).
 */
export const NOT_PARTIES: Readonly<Record<string, { instead: string; source: string }>> = {
  IR: { instead: 'Warsaw Convention 1929 as amended at The Hague 1955', source: `${MC99_SOURCE_LIST} (Iran not listed); trijournal.ir/article_85558` },
};

/** The day the Convention entered into force at all (Art. 53(6)). */
export const MC99_IN_FORCE = '2003-11-04';

/** The state is a party on `date` (unknown dates read as today: any party). */
export function isPartyOn(country: string, date: string | undefined): boolean {
  const party = Object.hasOwn(MC99_PARTIES, country) ? MC99_PARTIES[country] : undefined;
  return party !== undefined && (date === undefined || party.inForce <= date);
}
