// An airline's stated cause of a delay or cancellation, read against the case law on EC 261/2004
// Art. 5(3) (and UK261's, as retained case law): whether courts accept it as an extraordinary
// circumstance, hold it is not one, or leave it to the airline to prove. Each verdict names the
// judgments to cite; the airline desk's rebuttal letters and the engine (ec261/extraordinary.ts)
// read this one table. Either way the airline must also show it took all reasonable measures.
import type { Cause } from './journey-facts.ts';

/**
 * 'accepted-as-extraordinary': the case law counts it as extraordinary (the airline must still show
 * it happened and that it took all reasonable measures); 'not-extraordinary': inherent in the
 * normal exercise of the carrier's activity, no defence; 'airline-must-prove': turns on facts the
 * airline has to establish (a causal link, what the cause really was).
 */
export type CauseVerdict = 'accepted-as-extraordinary' | 'not-extraordinary' | 'airline-must-prove';

export interface Judgment {
  /** 'C-549/07', or the article or recital when a text, not a judgment, decides it. */
  case: string;
  /** 'Wallentin-Hermann', or the text's title ('EC 261/2004'). */
  name: string;
  /** What it holds, in a line (English, for letters and the agent). */
  point: string;
}

export interface CauseAssessment {
  verdict: CauseVerdict;
  judgments: Judgment[];
}

const REG = 'EC 261/2004';
const ART_5_3: Judgment = {
  case: 'Art. 5(3)',
  name: REG,
  point: 'The carrier must prove extraordinary circumstances and that it took all reasonable measures.',
};
const RECITAL_14 = (what: string): Judgment => ({ case: 'recital 14', name: REG, point: `Extraordinary circumstances may occur in cases of ${what}.` });
const WALLENTIN: Judgment = {
  case: 'C-549/07',
  name: 'Wallentin-Hermann',
  point: 'A technical problem found during maintenance or caused by a failure to maintain an aircraft is not an extraordinary circumstance (paras 23–25).',
};
const LE_V_TAP_KNOCK_ON: Judgment = {
  case: 'C-74/19',
  name: 'LE v TAP',
  point:
    'A carrier may rely on an extraordinary circumstance that affected an earlier flight of the same aircraft only with a direct causal link to the delay of the later flight (operative part 3).',
};

export const CAUSE_CATALOGUE: Readonly<Record<Cause, CauseAssessment>> = {
  technical: {
    verdict: 'not-extraordinary',
    judgments: [
      WALLENTIN,
      {
        case: 'C-257/14',
        name: 'van der Lans',
        point: 'Unexpected failure of parts, even outside the maintenance schedule, is inherent in operating aircraft.',
      },
    ],
  },
  'own-staff-strike': {
    verdict: 'not-extraordinary',
    judgments: [
      {
        case: 'C-28/20',
        name: 'Airhelp v SAS',
        point: "A strike of the carrier's own staff called by their union over pay is not an extraordinary circumstance.",
      },
      {
        case: 'C-195/17',
        name: 'Krüsemann',
        point: 'Mass sick leave of staff after a surprise restructuring ("wildcat strike") is not an extraordinary circumstance.',
      },
      {
        case: 'C-613/20',
        name: 'Eurowings',
        point: "A strike of the carrier's staff in support of demands at its parent company is not extraordinary either.",
      },
    ],
  },
  'crew-illness': {
    verdict: 'not-extraordinary',
    judgments: [
      {
        case: 'C-156/22 to C-158/22',
        name: 'TAP Portugal',
        point: 'The sudden illness or death of a crew member shortly before departure is not an extraordinary circumstance.',
      },
    ],
  },
  weather: {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      RECITAL_14('meteorological conditions incompatible with the operation of the flight'),
      { case: 'C-12/11', name: 'McDonagh', point: 'The closure of airspace after a volcanic eruption is extraordinary; the duty of care remains.' },
    ],
  },
  'air-traffic-control': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      {
        case: 'recital 15',
        name: REG,
        point: 'An air traffic management decision on a particular aircraft on a particular day that causes a long delay or cancellations is extraordinary.',
      },
    ],
  },
  security: { verdict: 'accepted-as-extraordinary', judgments: [RECITAL_14('security risks')] },
  'bird-strike': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      {
        case: 'C-315/15',
        name: 'Pešková',
        point: 'A collision with a bird is extraordinary; the delay from the checks after it counts only as far as they were necessary.',
      },
    ],
  },
  'political-instability': { verdict: 'accepted-as-extraordinary', judgments: [RECITAL_14('political instability')] },
  'airport-staff-strike': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      RECITAL_14('strikes that affect the operation of an operating air carrier'),
      {
        case: 'C-405/23',
        name: 'Touristic Aviation Services',
        point: "A shortage of the airport operator's own baggage-loading staff can be extraordinary for the carrier.",
      },
    ],
  },
  'medical-emergency': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      {
        case: 'C/2024/5687',
        name: 'Commission Interpretative Guidelines 2024',
        point: 'A medical emergency of a passenger that forces a delay or diversion is in principle extraordinary.',
      },
    ],
  },
  'hidden-manufacturing-defect': {
    verdict: 'accepted-as-extraordinary',
    judgments: [{ ...WALLENTIN, point: 'A hidden manufacturing defect revealed by the manufacturer or a competent authority can be extraordinary (para 26).' }],
  },
  'airport-fuel-supply': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      { case: 'C-308/21', name: 'KU v SATA International', point: "A general failure of the airport's fuel supply system is extraordinary for the carrier." },
    ],
  },
  'unruly-passenger': {
    verdict: 'accepted-as-extraordinary',
    judgments: [
      {
        case: 'C-74/19',
        name: 'LE v TAP',
        point: 'A disruptive passenger whose conduct forces a diversion is extraordinary, unless the carrier contributed to it.',
      },
    ],
  },
  'knock-on-previous-flight': { verdict: 'airline-must-prove', judgments: [LE_V_TAP_KNOCK_ON] },
  other: { verdict: 'airline-must-prove', judgments: [ART_5_3] },
  unknown: { verdict: 'airline-must-prove', judgments: [ART_5_3] },
};

/**
 * What the case law says of `cause`. A knock-on delay carries its original cause (C-74/19): one
 * that was not extraordinary on the earlier flight is no defence on the later one; one that was
 * still needs the direct causal link the airline must prove.
 */
export function causeAssessment(cause: Cause | undefined, originalCause?: Cause): CauseAssessment {
  const own = Object.hasOwn(CAUSE_CATALOGUE, cause ?? 'unknown') ? CAUSE_CATALOGUE[cause ?? 'unknown'] : CAUSE_CATALOGUE.unknown;
  if (cause !== 'knock-on-previous-flight' || !originalCause || !Object.hasOwn(CAUSE_CATALOGUE, originalCause)) return own;
  if (originalCause === 'knock-on-previous-flight') return own;
  const original = CAUSE_CATALOGUE[originalCause];
  const verdict: CauseVerdict = original.verdict === 'not-extraordinary' ? 'not-extraordinary' : 'airline-must-prove';
  return { verdict, judgments: [LE_V_TAP_KNOCK_ON, ...original.judgments] };
}

/** The citation of a cause's judgments in one line ('Wallentin-Hermann C-549/07; van der Lans C-257/14'). */
export const citationOf = (assessment: CauseAssessment): string => assessment.judgments.map((j) => `${j.name} ${j.case}`).join('; ');
