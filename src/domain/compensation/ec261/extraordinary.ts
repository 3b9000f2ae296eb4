// EC 261/2004 Art. 5(3) and recital 14: extraordinary circumstances free the carrier from paying,
// read narrowly by the CJEU. The carrier must prove them and that it took all reasonable
// measures, so a cause that may be extraordinary does not stop a passenger from claiming: it
// lowers the chance and leaves the proof to the airline (as peers do).
import type { MessageRef } from '../../text/message.ts';
import type { Cause } from '../journey-facts.ts';

/** 'depends': extraordinary only with a causal link the airline must show. */
export type CauseClass = 'extraordinary' | 'depends' | 'ordinary' | 'unknown';

/** Each cause with the judgment or text that classifies it (how the passenger reads it: 'cause.<name>' in messages.ts). */
export const CAUSES: Readonly<Record<Cause, { class: CauseClass; source: string }>> = {
  // Inherent in the normal exercise of the carrier's activity.
  technical: { class: 'ordinary', source: 'Wallentin-Hermann C-549/07; van der Lans C-257/14' },
  'own-staff-strike': { class: 'ordinary', source: 'Airhelp v SAS C-28/20; Krüsemann C-195/17; Eurowings C-613/20' },
  'crew-illness': { class: 'ordinary', source: 'TAP Portugal C-156/22 to C-158/22' },
  // Outside the carrier's control.
  weather: { class: 'extraordinary', source: 'EC 261/2004 recital 14; McDonagh C-12/11' },
  'air-traffic-control': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (air traffic management decisions)' },
  security: { class: 'extraordinary', source: 'EC 261/2004 recital 14 (security risks)' },
  'bird-strike': { class: 'extraordinary', source: 'Pešková C-315/15' },
  'political-instability': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (political instability)' },
  'airport-staff-strike': { class: 'extraordinary', source: 'EC 261/2004 recital 14; Touristic Aviation Services C-405/23' },
  'medical-emergency': {
    class: 'extraordinary',
    source: 'Commission Interpretative Guidelines (C/2024/5687); cf. LE v TAP C-74/19 (diversion for a passenger)',
  },
  'hidden-manufacturing-defect': {
    class: 'extraordinary',
    source: 'Wallentin-Hermann C-549/07 para 26 (a hidden defect revealed by the manufacturer or an authority)',
  },
  'airport-fuel-supply': { class: 'extraordinary', source: "KU v SATA International C-308/21 (failure of the airport's fuel supply)" },
  'unruly-passenger': { class: 'extraordinary', source: 'LE v TAP C-74/19 (disruptive passenger)' },
  'knock-on-previous-flight': { class: 'depends', source: 'LE v TAP C-74/19 (earlier flight of the same aircraft: needs a direct causal link)' },
  // The carrier bears the burden of proving an extraordinary circumstance (Art. 5(3)).
  other: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)' },
  unknown: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)' },
};

export function classifyCause(cause: Cause | undefined): { class: CauseClass; source: string } {
  const known = CAUSES[cause ?? 'unknown'] ?? CAUSES.unknown;
  return { class: known.class, source: known.source };
}

/** The phrase that names the cause in a reason ('bad weather'); none for 'other' and 'unknown', which no reason names. */
export function causeLabel(cause: Cause | undefined): MessageRef | undefined {
  if (cause === undefined || cause === 'other' || cause === 'unknown' || !Object.hasOwn(CAUSES, cause)) return undefined;
  return { messageId: `cause.${cause}` };
}
