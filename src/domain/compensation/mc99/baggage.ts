// Montreal Convention 1999 Art. 17(2)-(3), 22(2), 31(2): destroyed, lost, damaged or delayed
// checked baggage, up to the baggage limit on the flight's date, and the written complaint due first.
import { reason, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import { complaintDeadline } from './deadlines.ts';
import type { Mc99Limit } from './limits.ts';
import { sayMc99 } from './messages.ts';

const KINDS = ['delayed', 'lost', 'damaged'] as const;

export function baggageReasons(facts: JourneyFacts, limit: Mc99Limit): Reason[] {
  const bag = facts.baggage;
  if (!bag || !KINDS.includes(bag.kind)) return [];
  const cap = { amount: limit.baggage, currency: 'XDR' };
  const article = bag.kind === 'lost' ? 'Art. 17(2)-(3)' : 'Art. 17(2)';
  const reasons = [
    reason(`mc99-baggage-${bag.kind}`, sayMc99(`mc99.baggage.${bag.kind}`, { cap }), `Montreal Convention 1999 ${article}, Art. 22(2); ${limit.source}`),
  ];
  const complaint = complaintDeadline(facts);
  if (complaint) {
    const which = complaint.kind === 'baggage-damage' ? 'mc99.baggage.complain-damage' : 'mc99.baggage.complain-delay';
    const text = complaint.lastDay ? sayMc99(`${which}-by`, { date: { date: complaint.lastDay } }) : sayMc99(which);
    reasons.push(reason('mc99-baggage-complaint', text, complaint.source));
  }
  return reasons;
}
