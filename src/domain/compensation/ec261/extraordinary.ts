// EC 261/2004 Art. 5(3) and recital 14: extraordinary circumstances free the carrier from paying,
// read narrowly by the CJEU. The carrier must prove them and that it took all reasonable measures.
import type { Cause } from '../facts.ts';

export type CauseClass = 'extraordinary' | 'ordinary' | 'unknown';

/** Each cause with the judgment or text that classifies it. */
export const CAUSES: Readonly<Record<Cause, { class: CauseClass; source: string }>> = {
  // Inherent in the normal exercise of the carrier's activity.
  technical: { class: 'ordinary', source: 'Wallentin-Hermann C-549/07; van der Lans C-257/14' },
  'own-staff-strike': { class: 'ordinary', source: 'Airhelp v SAS C-28/20; Krüsemann C-195/17; Eurowings C-613/20' },
  // Outside the carrier's control.
  weather: { class: 'extraordinary', source: 'EC 261/2004 recital 14; McDonagh C-12/11' },
  'air-traffic-control': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (air traffic management decisions)' },
  security: { class: 'extraordinary', source: 'EC 261/2004 recital 14 (security risks)' },
  'bird-strike': { class: 'extraordinary', source: 'Pešková C-315/15' },
  'political-instability': { class: 'extraordinary', source: 'EC 261/2004 recital 14 (political instability)' },
  'airport-staff-strike': { class: 'extraordinary', source: 'EC 261/2004 recital 14; Touristic Aviation Services C-405/23' },
  'medical-emergency': { class: 'extraordinary', source: 'Commission Interpretative Guidelines (C/2024/5687); cf. LE v TAP C-74/19 (diversion for a passenger)' },
  // The carrier bears the burden of proving an extraordinary circumstance (Art. 5(3)).
  other: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)' },
  unknown: { class: 'unknown', source: 'EC 261/2004 Art. 5(3)' },
};

export function classifyCause(cause: Cause | undefined): { class: CauseClass; source: string } {
  return CAUSES[cause ?? 'unknown'] ?? CAUSES.unknown;
}
