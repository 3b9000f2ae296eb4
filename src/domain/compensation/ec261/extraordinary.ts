// EC 261/2004 Art. 5(3) and recital 14: extraordinary circumstances free the carrier from paying,
// read narrowly by the CJEU. The carrier must prove them and that it took all reasonable
// measures, so a cause that may be extraordinary does not stop a passenger from claiming: it
// lowers the chance and leaves the proof to the airline (as peers do).
import type { Cause } from '../journey-facts.ts';

/** 'depends': extraordinary only with a causal link the airline must show. */
export type CauseClass = 'extraordinary' | 'depends' | 'ordinary' | 'unknown';

/** Each cause with the judgment or text that classifies it, and how the passenger reads it. */
export const CAUSES: Readonly<Record<Cause, { class: CauseClass; source: string; label: string }>> = {
  // Inherent in the normal exercise of the carrier's activity.
  technical: { class: 'ordinary', source: 'Wallentin-Hermann C-549/07; van der Lans C-257/14', label: 'a technical problem' },
  'own-staff-strike': {
    class: 'ordinary',
    source: 'Airhelp v SAS C-28/20; Krüsemann C-195/17; Eurowings C-613/20',
    label: "a strike by the airline's own staff",
  },
  'crew-illness': { class: 'ordinary', source: 'TAP Portugal C-156/22 to C-158/22', label: 'the sudden illness or death of a crew member' },
  // Outside the carrier's control.
  weather: { class: 'extraordinary', source: 'EC 261/2004 recital 14; McDonagh C-12/11', label: 'bad weather' },
  'air-traffic-control': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (air traffic management decisions)', label: 'air traffic control' },
  security: { class: 'extraordinary', source: 'EC 261/2004 recital 14 (security risks)', label: 'a security risk' },
  'bird-strike': { class: 'extraordinary', source: 'Pešková C-315/15', label: 'a bird strike' },
  'political-instability': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (political instability)', label: 'political instability' },
  'airport-staff-strike': {
    class: 'extraordinary',
    source: 'EC 261/2004 recital 14; Touristic Aviation Services C-405/23',
    label: 'a strike or shortage of airport staff',
  },
  'medical-emergency': {
    class: 'extraordinary',
    source: 'Commission Interpretative Guidelines (C/2024/5687); cf. LE v TAP C-74/19 (diversion for a passenger)',
    label: 'a medical emergency on board',
  },
  'hidden-manufacturing-defect': {
    class: 'extraordinary',
    source: 'Wallentin-Hermann C-549/07 para 26 (a hidden defect revealed by the manufacturer or an authority)',
    label: 'a hidden manufacturing defect revealed by the manufacturer or an authority',
  },
  'airport-fuel-supply': {
    class: 'extraordinary',
    source: "KU v SATA International C-308/21 (failure of the airport's fuel supply)",
    label: "a failure of the airport's fuel supply",
  },
  'unruly-passenger': { class: 'extraordinary', source: 'LE v TAP C-74/19 (disruptive passenger)', label: 'a disruptive passenger' },
  'knock-on-previous-flight': {
    class: 'depends',
    source: 'LE v TAP C-74/19 (earlier flight of the same aircraft: needs a direct causal link)',
    label: 'a problem on an earlier flight of the same aircraft',
  },
  // The carrier bears the burden of proving an extraordinary circumstance (Art. 5(3)).
  other: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)', label: 'another reason' },
  unknown: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)', label: 'an unknown reason' },
};

export function classifyCause(cause: Cause | undefined): { class: CauseClass; source: string } {
  const known = CAUSES[cause ?? 'unknown'] ?? CAUSES.unknown;
  return { class: known.class, source: known.source };
}

export function causeLabel(cause: Cause | undefined): string {
  return (CAUSES[cause ?? 'unknown'] ?? CAUSES.unknown).label;
}
