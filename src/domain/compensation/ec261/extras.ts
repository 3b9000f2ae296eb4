// After the walk: a diverted flight (C-826/19), downgrading (Art. 10) and what was already paid
// (Art. 12, Art. 7(3)). Each adds to or trims the answer the walk gave.
import { reason, type Assessment, type Reason } from '../assessment.ts';
import type { JourneyFacts } from '../journey-facts.ts';
import type { Journey } from '../journey.ts';
import { distanceKm } from '../../geo/distance.ts';
import { REFERENCE_EUR_PER_UNIT } from '../money.ts';
import { parseRate } from '../../money/conversion.ts';
import { divideHalfUp, exponentOf, majorToMinor, minorToMajor, shareOf } from '../../money/minor-units.ts';
import type { MessageValue } from '../../text/message.ts';
import { DOWNGRADE_PERCENT } from './amount.ts';
import { sayEc261 } from './messages.ts';
import type { RegulationRules } from './rules.ts';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Austrian Airlines C-826/19: landing at another airport serving the same town, city or region is
 * not a cancellation; the delay counts until the passenger reaches the airport booked (or a
 * nearby destination agreed with the airline), and the airline pays that transfer (Art. 8(3)).
 */
export function diversionReason(rules: RegulationRules, journey: Journey, facts: JourneyFacts): Reason | undefined {
  if (!facts.diversion) return undefined;
  const to = journey.destination;
  if (facts.diversion.sameArea) {
    return reason('diversion-same-area', sayEc261('regulation.diversion.same-area', { city: to.city, iata: to.iata }), rules.care.diversionTransfer);
  }
  return reason('diversion-other-area', sayEc261('regulation.diversion.other-area', { city: to.city, iata: to.iata }), rules.care.diversionTransfer);
}

// Art. 10(2)(b)–(c): flights between Europe and the French overseas departments are 75%.
const FRENCH_OVERSEAS = new Set(['GP', 'GF', 'MQ', 'RE', 'YT']);

export function downgradeRefund(
  rules: RegulationRules,
  journey: Journey,
  facts: JourneyFacts,
): { refund: NonNullable<Assessment['downgradeRefund']>; reason: Reason } | undefined {
  const price = facts.downgrade?.ticketPrice;
  if (!price || !finite(price.amount)) return undefined;
  const leg = journey.disruptedLeg;
  const km = distanceKm(leg.from, leg.to);
  const intra = leg.fromRegion === journey.originRegion && leg.fromRegion === 'EU' && leg.toRegion === 'EU';
  const overseas = intra && FRENCH_OVERSEAS.has(leg.from.country) !== FRENCH_OVERSEAS.has(leg.to.country);
  const band = km <= 1500 ? 'short' : (intra && !overseas) || km <= 3500 ? 'medium' : 'long';
  const percent = DOWNGRADE_PERCENT[band];
  const currency = price.currency.toUpperCase();
  const amount = minorToMajor(shareOf(majorToMinor(price.amount, currency) ?? 0, percent * 100), currency);
  return {
    refund: { amount, currency, percent },
    reason: reason(
      'downgrade-refund',
      sayEc261('regulation.downgrade-refund', {
        from: leg.from.iata,
        to: leg.to.iata,
        km: Math.round(km),
        percent: { percent },
        price: { price: amount, currency },
      }),
      `${rules.title} Art. 10(2); Mennens C-255/15`,
    ),
  };
}

type Reference = keyof typeof REFERENCE_EUR_PER_UNIT;

/**
 * What is still owed after `got` (converted at the reference rates), in `owed`'s currency: worked
 * in minor units as exact fractions, the remainder rounded half up once, never below zero.
 */
function amountLeft(owed: { amount: number; currency: Reference }, got: { amount: number; currency: Reference }): number {
  const owedRate = parseRate(String(REFERENCE_EUR_PER_UNIT[owed.currency]))!;
  const gotRate = parseRate(String(REFERENCE_EUR_PER_UNIT[got.currency]))!;
  const owedMinor = BigInt(majorToMinor(owed.amount, owed.currency) ?? 0);
  const gotMinor = BigInt(majorToMinor(got.amount, got.currency) ?? 0);
  // got in owed's minor units = gotMinor · gotRate / owedRate · 10^(owed exponent − got exponent)
  const denominator = gotRate.scale * owedRate.numerator * 10n ** BigInt(exponentOf(got.currency));
  const convertedTimesDenominator = gotMinor * gotRate.numerator * owedRate.scale * 10n ** BigInt(exponentOf(owed.currency));
  const leftMinor = divideHalfUp(owedMinor * denominator - convertedTimesDenominator, denominator);
  return minorToMajor(leftMinor > 0n ? Number(leftMinor) : 0, owed.currency);
}

/**
 * Art. 12(1): compensation already received for the same disruption may be deducted. Art. 7(3):
 * a voucher counts only when the passenger agreed to it in writing; one merely offered or
 * handed over does not reduce what is owed.
 */
export function deductReceived(rules: RegulationRules, answer: Assessment, facts: JourneyFacts): Assessment {
  const got = facts.alreadyReceived;
  if (!got || !finite(got.amount) || answer.outcome !== 'eligible' || !answer.compensation) return answer;
  const comp = answer.compensation;
  if (got.kind === 'voucher' && got.acceptedInWriting !== true) {
    return {
      ...answer,
      reasons: [
        ...answer.reasons,
        reason('voucher-not-accepted-in-writing', sayEc261('regulation.voucher.not-accepted-in-writing'), `${rules.title} Art. 7(3)`),
      ],
    };
  }
  const currency = got.currency.toUpperCase() as keyof typeof REFERENCE_EUR_PER_UNIT;
  const rate = REFERENCE_EUR_PER_UNIT[currency];
  if (rate === undefined) {
    return {
      ...answer,
      uncertain: true,
      reasons: [
        ...answer.reasons,
        reason('received-deducted-at-rate', sayEc261('regulation.received.at-rate', { price: { amount: got.amount, currency } }), `${rules.title} Art. 12(1)`),
      ],
    };
  }
  const left = amountLeft(comp, { amount: got.amount, currency });
  const what = got.kind === 'voucher' ? 'voucher' : 'received';
  const paid = { amount: got.amount, currency };
  const received: MessageValue = currency === comp.currency ? paid : { messageId: 'regulation.received.converted', values: { amount: paid } };
  const source = `${rules.title} ${got.kind === 'voucher' ? 'Art. 7(3), ' : ''}Art. 12(1)`;
  if (left === 0) {
    const { compensation: _paid, ...rest } = answer;
    const nothingLeft = reason('already-compensated', sayEc261(`regulation.${what}.nothing-left`, { received }), source);
    return { ...rest, outcome: 'not-eligible', reasons: [...answer.reasons, nothingLeft] };
  }
  return {
    ...answer,
    compensation: { amount: left, currency: comp.currency },
    ...(currency === comp.currency ? {} : { uncertain: true }),
    reasons: [
      ...answer.reasons,
      reason('received-deducted', sayEc261(`regulation.${what}.deducted`, { received, left: { amount: left, currency: comp.currency } }), source),
    ],
  };
}
