// When each regime applies: its scope reads the flight's date (issue #33). A rule is applied as in
// force on the day of the flight (local date of scheduled departure, YYYY-MM-DD).
import type { Region } from '../airports/region.ts';
import type { Journey, JourneyLeg } from './journey.ts';

export interface InForce {
  /** First day the regime applies (YYYY-MM-DD). */
  from: string;
  source: string;
}

/** EC 261/2004 Art. 19: "This Regulation shall enter into force on 17 February 2005." */
export const EC261_IN_FORCE: InForce = { from: '2005-02-17', source: 'EC 261/2004 Art. 19' };

/**
 * The transition period ended on 31 December 2020 at 23:00 GMT (Withdrawal Agreement Art. 126;
 * "IP completion day", European Union (Withdrawal Agreement) Act 2020 s.39(1)); until then EU law,
 * EC 261 included, applied to and in the UK (Withdrawal Agreement Art. 127). Flights are dated
 * locally, so a flight dated 31 December 2020 counts as inside (one leaving the UK after 23:00
 * that night is the one case this misplaces).
 */
export const UK_IN_EU_UNTIL = '2020-12-31';
const UK_SOURCE = 'Withdrawal Agreement Art. 126–127; European Union (Withdrawal Agreement) Act 2020 s.39 (IP completion day 31 Dec 2020, 23:00 GMT)';

/** UK261 (Reg. 261/2004 as retained and amended by SI 2019/278) applies from IP completion day on. */
export const UK261_IN_FORCE: InForce = { from: '2021-01-01', source: `${UK_SOURCE}; SI 2019/278` };

/**
 * SHY-YOLCU, published in RG 28131 on 3 Dec 2011, in force from 1 Jan 2012 (its final article as
 * reported; the text on resmigazete.gov.tr/eskiler/2011/12/20111203-8.htm was not read to the end).
 */
export const SHY_YOLCU_IN_FORCE: InForce = { from: '2012-01-01', source: 'SHY-YOLCU (RG 28131, 3 Dec 2011), in force 1 Jan 2012' };

/** Before `inForce.from`: only when the flight's date is known. */
export const before = (flightDate: string | undefined, inForce: InForce): boolean => flightDate !== undefined && flightDate < inForce.from;

/** The UK was inside EC 261 on this date (unknown dates read as today's law: outside). */
export const ukInsideEc261 = (flightDate: string | undefined): boolean => flightDate !== undefined && flightDate <= UK_IN_EU_UNTIL;

export const UK_INSIDE_SOURCE = `EC 261/2004 Art. 3(1); ${UK_SOURCE}`;

/** The journey as EC 261 saw it before 2021: British airports were in a Member State. */
export function withUkAsMemberState(journey: Journey): Journey {
  const eu = (region: Region): Region => (region === 'UK' ? 'EU' : region);
  const legs: JourneyLeg[] = journey.legs.map((l) => ({ ...l, fromRegion: eu(l.fromRegion), toRegion: eu(l.toRegion) }));
  return {
    ...journey,
    legs,
    originRegion: eu(journey.originRegion),
    destinationRegion: eu(journey.destinationRegion),
    disruptedLeg: legs[journey.legs.indexOf(journey.disruptedLeg)]!,
  };
}
