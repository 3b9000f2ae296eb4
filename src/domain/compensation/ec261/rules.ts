// Where one regime's text differs from EC 261/2004: the walk in assess.ts reads these.
import type { Currency, Reason, Regime } from '../assessment.ts';
import type { Cause, JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import type { ScopeDecision } from '../scope-decision.ts';
import type { InForce } from '../in-force.ts';
import type { Band } from './amount.ts';
import type { CareArticles } from './care.ts';
import type { CauseClass } from './extraordinary.ts';
import type { BookingBar } from './reservation.ts';

export interface AmountDecision {
  band: Band;
  amount: number;
  reason: Reason;
  uncertain?: boolean;
}

/** Where one regime's text differs from EC 261/2004. */
export interface RegulationRules {
  regime: Regime;
  currency: Currency;
  /** As the passenger reads it: 'EC 261/2004', 'UK261', 'SHY-YOLCU'. */
  title: string;
  scope(journey: Journey, facts: JourneyFacts): ScopeDecision;
  /** The first day the regime applies, and why (in-force.ts). */
  inForce?: InForce;
  amount(journey: Journey): AmountDecision;
  /** Whether a delay of three hours or more is compensated given its cause. */
  delayCause(cause: Cause | undefined, originalCause?: Cause): { class: CauseClass; source: string };
  /** SHY-YOLCU pays for delays only for stated technical or operational causes. */
  delayCauseMustBeKnown: boolean;
  /** A delay rule that exists only for flights from a date on (SHY-YOLCU Art. 7(3), 10 Dec 2024). */
  delayRuleFrom?: { date: string; source: string };
  /** Sturgeon's 50% for long-haul delays under four hours. */
  halvesLongDelays: boolean;
  /** False where the Azurair rule is not binding (UK courts after 2020, Turkish courts). */
  azurairBinding: boolean;
  sources: {
    booking: Readonly<Record<BookingBar, string>>;
    delay: string;
    delayReduction: string;
    cancellation: string;
    rerouteReduction: string;
    advancedFlight: string;
    deniedBoarding: string;
    voluntary: string;
    extraordinary: string;
  };
  /** Art. 6, 8 and 9: care, refund and re-routing. */
  care: CareArticles;
}
