// SHY-YOLCU, Turkey's passenger-rights regulation, modelled on EC 261/2004. The cancellation,
// denied-boarding and re-routing articles follow EC 261 (their 2011 text was not retrieved: n/v);
// the Sturgeon 50% for 3–4 h delays is EU case law and not applied here.
import { reason } from '../assessment.ts';
import type { RegimeAnswer } from '../scope-decision.ts';
import { band } from '../ec261/amount.ts';
import { assessUnderRegulation, type AmountDecision, type RegulationRules } from '../ec261/assess.ts';
import type { JourneyFacts } from '../facts.ts';
import type { Journey } from '../journey.ts';
import { SHY_DOMESTIC_EUR, SHY_INTERNATIONAL_EUR } from './amount.ts';
import { shyDelayCause } from './delay.ts';
import { shyYolcuScope } from './scope.ts';

function shyAmount(journey: Journey): AmountDecision {
  const km = Math.round(journey.distanceKm);
  if (journey.originRegion === 'TR' && journey.destinationRegion === 'TR') {
    return { band: 'short', amount: SHY_DOMESTIC_EUR, reason: reason('distance-band', `${km} km within Turkey: domestic flights pay a flat amount.`, 'SHY-YOLCU Art. 8(1)(a)') };
  }
  const b = band(journey.distanceKm, false);
  const text = b === 'short' ? `${km} km: international, 1500 km or less.` : b === 'medium' ? `${km} km: international, 1500 to 3500 km.` : `${km} km: international, more than 3500 km.`;
  return { band: b, amount: SHY_INTERNATIONAL_EUR[b], reason: reason('distance-band', text, 'SHY-YOLCU Art. 8(1)') };
}

export const SHY_YOLCU_RULES: RegulationRules = {
  regime: 'SHY-YOLCU',
  currency: 'EUR',
  title: 'SHY-YOLCU',
  scope: shyYolcuScope,
  amount: shyAmount,
  delayCause: shyDelayCause,
  delayCauseMustBeKnown: true,
  delayRuleFrom: { date: '2024-12-10', source: 'SHY-YOLCU Art. 7(3), added by RG 32748 (in force 10 Dec 2024)' },
  halvesLongDelays: false,
  azurairBinding: false,
  sources: {
    booking: {
      'no-confirmed-reservation': 'SHY-YOLCU Art. 2(2) (n/v)',
      'no-check-in': 'SHY-YOLCU Art. 2(2) (n/v)',
      'free-or-non-public-fare': 'SHY-YOLCU Art. 2(3) (n/v)',
      'claim-assigned': 'assignment of the claim under national civil law',
    },
    delay: 'SHY-YOLCU Art. 7(3) (RG 32748, 10 Dec 2024)',
    delayReduction: 'SHY-YOLCU Art. 8',
    cancellation: 'SHY-YOLCU Art. 6 (notice windows as EC 261 Art. 5(1)(c); n/v)',
    rerouteReduction: 'SHY-YOLCU Art. 8(2) (as EC 261 Art. 7(2); n/v)',
    advancedFlight: 'SHY-YOLCU Art. 6 read with Azurair C-146/20 (persuasive only; n/v)',
    deniedBoarding: 'SHY-YOLCU Art. 5 (n/v)',
    voluntary: 'SHY-YOLCU Art. 5 (n/v)',
    extraordinary: 'SHY-YOLCU Art. 6 (olağanüstü durumlar; n/v)',
  },
};

export function assessShyYolcu(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  return assessUnderRegulation(SHY_YOLCU_RULES, journey, facts);
}
