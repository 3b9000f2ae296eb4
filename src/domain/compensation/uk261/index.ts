// UK261: Regulation 261/2004 as it stands in UK law since 1 January 2021. Same walk as EC 261;
// CJEU rulings before 2021 (Sturgeon, Folkerts, Germanwings) bind UK courts as retained case
// law, later ones (Azurair, 2021) do not.
import { reason } from '../assessment.ts';
import type { RegimeAnswer } from '../scope-decision.ts';
import { band } from '../ec261/amount.ts';
import { assessUnderRegulation, type AmountDecision, type RegulationRules } from '../ec261/assess.ts';
import { classifyCause } from '../ec261/extraordinary.ts';
import { sayEc261 } from '../ec261/messages.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { UK261_AMOUNTS_GBP } from './amount.ts';
import { sayUk261 } from './messages.ts';
import { uk261Scope } from './scope.ts';
import { UK261_IN_FORCE } from '../in-force.ts';

const BAND_ARTICLE = { short: 'Art. 7(1)(a)', medium: 'Art. 7(1)(b)', long: 'Art. 7(1)(c)' } as const;

function uk261Amount(journey: Journey): AmountDecision {
  // "Domestic" flights within the UK over 1500 km stay in the middle band, as intra-Community
  // flights do under EC 261.
  const domestic = journey.originRegion === 'UK' && journey.destinationRegion === 'UK';
  const b = band(journey.distanceKm, domestic);
  const km = Math.round(journey.distanceKm);
  const text = b === 'long' ? sayUk261('uk261.band.long', { km }) : sayEc261(`regulation.band.${b}`, { km });
  return {
    band: b,
    amount: UK261_AMOUNTS_GBP[b],
    reason: reason('distance-band', text, `UK261 ${BAND_ARTICLE[b]} (SI 2019/278); Bossen C-559/16`),
  };
}

export const UK261_RULES: RegulationRules = {
  regime: 'UK261',
  currency: 'GBP',
  title: 'UK261',
  scope: uk261Scope,
  inForce: UK261_IN_FORCE,
  amount: uk261Amount,
  delayCause: classifyCause,
  delayCauseMustBeKnown: false,
  halvesLongDelays: true,
  azurairBinding: false,
  care: {
    delay: 'UK261 Art. 6(1)',
    cancellation: 'UK261 Art. 5(1)(a)–(b)',
    deniedBoarding: 'UK261 Art. 4(3)',
    meals: 'UK261 Art. 9(1)(a)',
    communication: 'UK261 Art. 9(2)',
    hotel: 'UK261 Art. 9(1)(b)',
    transfer: 'UK261 Art. 9(1)(c)',
    refundOrReroute: 'UK261 Art. 8(1)',
    refundAfterFiveHours: 'UK261 Art. 6(1)(iii), Art. 8(1)(a)',
    diversionTransfer: 'UK261 Art. 8(3); Austrian Airlines C-826/19 (persuasive in the UK)',
  },
  sources: {
    booking: {
      'no-confirmed-reservation': 'UK261 Art. 3(2)(a)',
      'no-check-in': 'UK261 Art. 3(2)(a)',
      'free-or-non-public-fare': 'UK261 Art. 3(3)',
      'claim-assigned': 'assignment of the claim under national civil law',
    },
    delay: 'Sturgeon C-402/07 and Nelson C-581/10 (retained case law); Germanwings C-452/13; Folkerts C-11/11',
    delayReduction: 'UK261 Art. 7(2)(c); Sturgeon C-402/07 para 63',
    cancellation: 'UK261 Art. 5(1)(c)',
    rerouteReduction: 'UK261 Art. 7(2)',
    advancedFlight: 'Azurair C-146/20 (post-2020, persuasive only in the UK)',
    deniedBoarding: 'UK261 Art. 4(3), Art. 2(j)',
    voluntary: 'UK261 Art. 4(1)',
    extraordinary: 'UK261 Art. 5(3); Jet2.com v Huzar [2014] EWCA Civ 791',
  },
};

export function assessUk261(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  return assessUnderRegulation(UK261_RULES, journey, facts);
}
