// "Your rights right now" (issue #21): what the airline owes at the airport, from the engine's
// answer. The care, refund and re-routing come from the engine (Assessment.care); for involuntary
// denied boarding the regimes also make the airline pay the compensation there and then, which
// is added here with its article. Pure: the wizard and the claim page run it on the device.
import type { Assessment, CareRight, Regime } from './assessment.ts';
import type { MessageValues, SaidMessage } from '../text/message.ts';
import type { Disruption } from './journey-facts.ts';
import { sayCompensation } from './messages.ts';

export type RightNowCode = CareRight['code'] | 'compensation-now';

export interface RightNow {
  code: RightNowCode;
  /** In English; messageId and values as on a Reason. */
  message: string;
  messageId: string;
  values?: MessageValues;
  source: string;
  startsAfterMinutes: number;
  owedNow?: boolean;
}

/** Where each regime says the compensation for denied boarding is paid at once. */
export const COMPENSATION_NOW_SOURCES: Readonly<Record<Exclude<Regime, 'MC99'>, string>> = {
  EC261: 'EC 261/2004 Art. 4(3)',
  UK261: 'UK261 Art. 4(3)',
  'SHY-YOLCU': 'SHY-YOLCU Art. 5',
  'US-DOT': '14 CFR 250.8(a)',
};

function compensationNowMessage(assessment: Assessment): SaidMessage {
  const us = assessment.regime === 'US-DOT';
  if (!assessment.compensation) return sayCompensation(us ? 'rights-now.us-compensation' : 'rights-now.compensation');
  return sayCompensation(us ? 'rights-now.us-compensation-amount' : 'rights-now.compensation-amount', { amount: assessment.compensation });
}

export interface RightsNowInput {
  assessment: Assessment | null | undefined;
  disruption: Disruption | undefined;
  /** Denied boarding only: the passenger gave up the seat in exchange for benefits. */
  voluntary?: boolean;
}

/** The rights owed at the airport, in the engine's order, plus compensation on the spot for involuntary denied boarding. */
export function rightsNow({ assessment, disruption, voluntary }: RightsNowInput): RightNow[] {
  if (!assessment) return [];
  const rights: RightNow[] = (assessment.care ?? []).map((right) => ({ ...right }));
  // The Montreal Convention pays proven damage on a claim, nothing at the airport.
  const paidNow =
    disruption === 'denied-boarding' && voluntary !== true && assessment.outcome !== 'not-eligible' && assessment.regime && assessment.regime !== 'MC99';
  if (paidNow) {
    rights.push({
      code: 'compensation-now',
      ...compensationNowMessage(assessment),
      source: COMPENSATION_NOW_SOURCES[assessment.regime as Exclude<Regime, 'MC99'>],
      startsAfterMinutes: 0,
    });
  }
  return rights;
}
