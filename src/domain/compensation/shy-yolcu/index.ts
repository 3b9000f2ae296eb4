// SHY-YOLCU, Turkey's passenger-rights regulation, modelled on EC 261/2004. The cancellation,
// denied-boarding and re-routing articles follow EC 261 (their 2011 text was not retrieved: n/v);
// the Sturgeon 50% for 3–4 h delays is EU case law and not applied here.
import { reason } from '../assessment.ts';
import type { RegimeAnswer } from '../scope-decision.ts';
import { band } from '../ec261/amount.ts';
import { assessUnderRegulation, type AmountDecision, type RegulationRules } from '../ec261/assess.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { SHY_DOMESTIC_EUR, SHY_INTERNATIONAL_EUR } from './amount.ts';
import { shyDelayCause } from './delay.ts';
import { sayShyYolcu } from './messages.ts';
import { shyYolcuScope } from './scope.ts';
import { SHY_YOLCU_IN_FORCE } from '../in-force.ts';

function shyAmount(journey: Journey): AmountDecision {
  const km = Math.round(journey.distanceKm);
  if (journey.originRegion === 'TR' && journey.destinationRegion === 'TR') {
    return {
      band: 'short',
      amount: SHY_DOMESTIC_EUR,
      reason: reason('distance-band', sayShyYolcu('shy-yolcu.band.domestic', { km }), 'SHY-YOLCU Art. 8(1)(a)'),
    };
  }
  const b = band(journey.distanceKm, false);
  return { band: b, amount: SHY_INTERNATIONAL_EUR[b], reason: reason('distance-band', sayShyYolcu(`shy-yolcu.band.${b}`, { km }), 'SHY-YOLCU Art. 8(1)') };
}

export const SHY_YOLCU_RULES: RegulationRules = {
  regime: 'SHY-YOLCU',
  currency: 'EUR',
  title: 'SHY-YOLCU',
  scope: shyYolcuScope,
  inForce: SHY_YOLCU_IN_FORCE,
  amount: shyAmount,
  delayCause: shyDelayCause,
  delayCauseMustBeKnown: true,
  delayRuleFrom: { date: '2024-12-10', source: 'SHY-YOLCU Art. 7(3), added by RG 32748 (in force 10 Dec 2024)' },
  halvesLongDelays: false,
  azurairBinding: false,
  // Care follows EC 261's thresholds; the articles are numbered as in the 2011 text
  // (Art. 9 refund or re-routing, Art. 10 care), which was not retrieved here (research §1.13).
  care: {
    delay: 'SHY-YOLCU Art. 7',
    cancellation: 'SHY-YOLCU Art. 6',
    deniedBoarding: 'SHY-YOLCU Art. 5',
    meals: 'SHY-YOLCU Art. 10',
    communication: 'SHY-YOLCU Art. 10',
    hotel: 'SHY-YOLCU Art. 10',
    transfer: 'SHY-YOLCU Art. 10',
    refundOrReroute: 'SHY-YOLCU Art. 9',
    refundAfterFiveHours: 'SHY-YOLCU Art. 7, Art. 9',
    diversionTransfer: 'SHY-YOLCU Art. 9',
  },
  // The article numbers below follow the reported reading of the 2011 text, which was not
  // retrieved (research/domain.md §1.13); the passenger sees the citation, not that caveat.
  sources: {
    booking: {
      'no-confirmed-reservation': 'SHY-YOLCU Art. 2(2)',
      'no-check-in': 'SHY-YOLCU Art. 2(2)',
      'free-or-non-public-fare': 'SHY-YOLCU Art. 2(3)',
      'claim-assigned': 'assignment of the claim under national civil law',
    },
    delay: 'SHY-YOLCU Art. 7(3) (RG 32748, 10 Dec 2024)',
    delayReduction: 'SHY-YOLCU Art. 8',
    cancellation: 'SHY-YOLCU Art. 6',
    rerouteReduction: 'SHY-YOLCU Art. 8(2)',
    advancedFlight: 'SHY-YOLCU Art. 6, read with Azurair C-146/20 (persuasive only)',
    deniedBoarding: 'SHY-YOLCU Art. 5',
    voluntary: 'SHY-YOLCU Art. 5',
    extraordinary: 'SHY-YOLCU Art. 6 (olağanüstü durumlar)',
  },
};

export function assessShyYolcu(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  return assessUnderRegulation(SHY_YOLCU_RULES, journey, facts);
}
