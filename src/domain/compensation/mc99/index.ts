// The Montreal Convention 1999 for delay (Art. 19) and baggage (Art. 17, 22(2), 31): not a fixed
// sum but the damage the passenger proves, up to a limit in SDR that follows the flight's date.
// The carrier escapes liability for delay by proving it took all reasonable measures (Art. 19).
import { reason, type Assessment, type Reason, type SdrAmount } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import type { RegimeAnswer } from '../scope-decision.ts';
import { baggageReasons } from './baggage.ts';
import { mc99Deadlines } from './deadlines.ts';
import { mc99Limit, type Mc99Limit } from './limits.ts';
import { sayMc99 } from './messages.ts';
import { mc99Scope } from './scope.ts';

const ART_19 = 'Montreal Convention 1999 Art. 19, Art. 22(1)';
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function assessMc99(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  const scope = mc99Scope(journey);
  const base = { regime: 'MC99' as const, distanceKm: journey.distanceKm, borderline: journey.borderline };
  if (scope.applies !== true) return { covers: false, assessment: { ...base, outcome: 'not-eligible', reasons: [scope.reason] } };

  const limit = mc99Limit(journey.flightDate);
  const delay = delayPart(facts, limit);
  const bag = baggageReasons(facts, limit);
  const owed = delay.owed || bag.length > 0;
  const reasons: Reason[] = [scope.reason, ...(delay.reason ? [delay.reason] : []), ...bag];
  if (!owed) {
    return { covers: true, assessment: { ...base, outcome: delay.missing ? 'needs-more-information' : 'not-eligible', reasons } };
  }
  const assessment: Assessment = {
    ...base,
    outcome: 'eligible',
    chance: 'medium',
    ...(delay.uncertain ? { uncertain: true } : {}),
    ...(delay.owed ? { damagesCap: sdr(limit.delay) } : {}),
    ...(bag.length > 0 ? { baggageCap: sdr(limit.baggage) } : {}),
    reasons: [...reasons, nextStep(journey, facts, delay.owed ? limit.delay : limit.baggage, limit)],
  };
  return { covers: true, assessment };
}

const sdr = (amount: number): SdrAmount => ({ amount, currency: 'XDR' });

interface DelayPart {
  owed: boolean;
  missing?: boolean;
  uncertain?: boolean;
  reason?: Reason;
}

function delayPart(facts: JourneyFacts, limit: Mc99Limit): DelayPart {
  const cap = sdr(limit.delay);
  const source = `${ART_19}; ${limit.source}`;
  if (facts.disruption === 'cancelled' || facts.disruption === 'denied-boarding') {
    return { owed: true, uncertain: true, reason: reason('mc99-non-performance', sayMc99('mc99.non-performance', { cap }), source) };
  }
  const minutes = facts.arrivalDelayMinutes;
  if (!finite(minutes) || minutes < 0) {
    // With a baggage claim, the delay question is not needed for an answer.
    return facts.baggage ? { owed: false } : { owed: false, missing: true, reason: reason('missing-arrival-delay', sayMc99('mc99.missing-delay'), ART_19) };
  }
  if (minutes === 0) return facts.baggage ? { owed: false } : { owed: false, reason: reason('mc99-no-delay', sayMc99('mc99.no-delay'), ART_19) };
  return { owed: true, reason: reason('mc99-delay', sayMc99('mc99.delay', { cap }), source) };
}

/** What the passenger can do now: write to the operating airline with the receipts, within two years. */
function nextStep(journey: Journey, facts: JourneyFacts, capAmount: number, limit: Mc99Limit): Reason {
  const airline = journey.disruptedLeg.carrier?.name ?? journey.disruptedLeg.carrierCode;
  const lastDay = mc99Deadlines(journey, facts).shortest.lastDay;
  const values = { airline, cap: sdr(capAmount) };
  const text = lastDay ? sayMc99('mc99.next-step-by', { ...values, date: { date: lastDay } }) : sayMc99('mc99.next-step', values);
  return reason('mc99-next-step', text, `Montreal Convention 1999 Art. 19, 22, 35; ${limit.source}`);
}
