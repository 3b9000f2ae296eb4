// Where several regimes cover one journey, the passenger collects once: lead with the one that
// pays most and list the others (research/domain.md §1.1 "Post-Brexit dual coverage").
import type { Assessment, Regime } from './assessment.ts';
import { compareMoney } from './money.ts';

/** Ties (amounts within the exchange-rate tolerance) go to this order. */
const REGIME_ORDER: readonly Regime[] = ['EC261', 'UK261', 'SHY-YOLCU', 'US-DOT', 'MC99'];
const OUTCOME_ORDER: readonly Assessment['outcome'][] = ['eligible', 'needs-more-information', 'not-eligible'];

/** Best first: eligible ones by amount, then those missing a fact, then the rest. */
export function byBestForPassenger(a: Assessment, b: Assessment): number {
  const outcome = OUTCOME_ORDER.indexOf(a.outcome) - OUTCOME_ORDER.indexOf(b.outcome);
  if (outcome !== 0) return outcome;
  if (a.compensation && b.compensation) {
    const money = compareMoney(b.compensation, a.compensation);
    if (money !== 0) return money;
  }
  return REGIME_ORDER.indexOf(a.regime ?? 'MC99') - REGIME_ORDER.indexOf(b.regime ?? 'MC99');
}
