// EC 261/2004 (Regulation (EC) No 261/2004 on compensation and assistance to passengers in the
// event of denied boarding and of cancellation or long delay of flights), as the CJEU reads it.
import { reason } from '../assessment.ts';
import type { RegimeAnswer } from '../scope-decision.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { band, EC261_AMOUNTS_EUR, intraCommunityIsUnsettled, isIntraCommunity } from './amount.ts';
import { assessUnderRegulation, type AmountDecision, type RegulationRules } from './assess.ts';
import { classifyCause } from './extraordinary.ts';
import { sayEc261 } from './messages.ts';
import { ec261Scope } from './scope.ts';
import { EC261_IN_FORCE, ukInsideEc261, withUkAsMemberState } from '../in-force.ts';

const BAND_ARTICLE = { short: 'Art. 7(1)(a)', medium: 'Art. 7(1)(b)', long: 'Art. 7(1)(c)' } as const;

function ec261Amount(journey: Journey): AmountDecision {
  const intra = isIntraCommunity(journey);
  const b = band(journey.distanceKm, intra);
  const longIntra = intra && journey.distanceKm > 3500;
  const km = Math.round(journey.distanceKm);
  const text = sayEc261(
    b === 'short' ? 'regulation.band.short' : longIntra ? 'ec261.band.long-intra-community' : b === 'medium' ? 'regulation.band.medium' : 'ec261.band.long',
    { km },
  );
  return {
    band: b,
    amount: EC261_AMOUNTS_EUR[b],
    reason: reason('distance-band', text, `EC 261/2004 ${BAND_ARTICLE[b]}; Bossen C-559/16`),
    ...(longIntra && intraCommunityIsUnsettled(journey) ? { uncertain: true } : {}),
  };
}

export const EC261_RULES: RegulationRules = {
  regime: 'EC261',
  currency: 'EUR',
  title: 'EC 261/2004',
  scope: ec261Scope,
  inForce: EC261_IN_FORCE,
  amount: ec261Amount,
  delayCause: classifyCause,
  delayCauseMustBeKnown: false,
  halvesLongDelays: true,
  azurairBinding: true,
  care: {
    delay: 'EC 261/2004 Art. 6(1)',
    cancellation: 'EC 261/2004 Art. 5(1)(a)–(b)',
    deniedBoarding: 'EC 261/2004 Art. 4(3)',
    meals: 'EC 261/2004 Art. 9(1)(a)',
    communication: 'EC 261/2004 Art. 9(2)',
    hotel: 'EC 261/2004 Art. 9(1)(b)',
    transfer: 'EC 261/2004 Art. 9(1)(c)',
    refundOrReroute: 'EC 261/2004 Art. 8(1)',
    refundAfterFiveHours: 'EC 261/2004 Art. 6(1)(iii), Art. 8(1)(a)',
    diversionTransfer: 'EC 261/2004 Art. 8(3); Austrian Airlines C-826/19',
  },
  sources: {
    booking: {
      'no-confirmed-reservation': 'EC 261/2004 Art. 3(2)(a)',
      'no-check-in': 'EC 261/2004 Art. 3(2)(a)',
      'free-or-non-public-fare': 'EC 261/2004 Art. 3(3)',
      'claim-assigned': 'assignment of the claim under national civil law (e.g. BGB § 398)',
    },
    delay: 'Sturgeon C-402/07 and C-432/07; Nelson C-581/10; Germanwings C-452/13; Folkerts C-11/11',
    delayReduction: 'EC 261/2004 Art. 7(2)(c); Sturgeon C-402/07 para 63',
    cancellation: 'EC 261/2004 Art. 5(1)(c)',
    rerouteReduction: 'EC 261/2004 Art. 7(2)',
    advancedFlight: 'Azurair C-146/20, C-188/20, C-196/20, C-270/20; Airhelp C-263/20',
    deniedBoarding: 'EC 261/2004 Art. 4(3), Art. 2(j)',
    voluntary: 'EC 261/2004 Art. 4(1)',
    extraordinary: 'EC 261/2004 Art. 5(3)',
  },
};

export function assessEc261(journey: Journey, facts: JourneyFacts): RegimeAnswer {
  // Until the end of 2020 the UK was inside EC 261: its airports were in a Member State.
  return assessUnderRegulation(EC261_RULES, ukInsideEc261(journey.flightDate) ? withUkAsMemberState(journey) : journey, facts);
}
