// SHY-YOLCU Art. 7(3), added on 10 Dec 2024: a delay of three hours or more at the final
// destination is compensated when it has technical or operational reasons.
import type { CauseClass } from '../ec261/extraordinary.ts';
import { classifyCause } from '../ec261/extraordinary.ts';
import type { Cause } from '../journey-facts.ts';

const SOURCE = 'SHY-YOLCU Art. 7(3) (RG 32748, 10 Dec 2024)';

/** Technical faults and the carrier's own staff are its operations; outside events are not. */
export function shyDelayCause(cause: Cause | undefined, originalCause?: Cause): { class: CauseClass; source: string } {
  if (cause === 'technical' || cause === 'own-staff-strike') return { class: 'ordinary', source: SOURCE };
  const general = classifyCause(cause, originalCause);
  return { class: general.class, source: general.class === 'unknown' ? SOURCE : `${SOURCE}; ${general.source}` };
}
