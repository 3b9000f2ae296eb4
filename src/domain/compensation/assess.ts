// assessCompensation: one journey through every regime that may cover it, best answer first.
import { claimDeadlines } from '../deadlines/claim-deadline.ts';
import { reason, type Assessment, type Reason, type Regime } from './assessment.ts';
import { byBestForPassenger } from './choice.ts';
import { assessEc261 } from './ec261/index.ts';
import type { JourneyFacts } from './journey-facts.ts';
import { sayCompensation } from './messages.ts';
import { resolveJourney, type Journey } from './journey.ts';
import type { RegimeAnswer } from './scope-decision.ts';
import { assessShyYolcu } from './shy-yolcu/index.ts';
import { assessUk261 } from './uk261/index.ts';
import { assessUsDot } from './us-dot/index.ts';
import { assessMc99 } from './mc99/index.ts';
import { mc99Deadlines } from './mc99/deadlines.ts';

const REGIMES: readonly ((journey: Journey, facts: JourneyFacts) => RegimeAnswer)[] = [assessEc261, assessUk261, assessShyYolcu, assessUsDot, assessMc99];

/**
 * The answer for one booking. Never throws: unknown airports or airlines and missing facts give
 * `needs-more-information` with a reason saying what to ask.
 */
export function assessCompensation(facts: JourneyFacts): Assessment {
  try {
    return assess(facts);
  } catch {
    // A malformed input that slipped past the checks above; still an answer, not a crash.
    return {
      outcome: 'needs-more-information',
      reasons: [reason('invalid-facts', sayCompensation('journey.invalid-facts'), 'EC 261/2004 Art. 3')],
    };
  }
}

function assess(facts: JourneyFacts): Assessment {
  const resolved = resolveJourney(facts);
  if ('missing' in resolved) return roundTrip(facts, resolved.missing) ?? { outcome: 'needs-more-information', reasons: resolved.missing };
  const { journey } = resolved;

  const all = REGIMES.map((assessUnder) => assessUnder(journey, facts));
  const covering = all.filter((a) => a.covers).map((a) => withDeadlines(a.assessment, journey, facts));
  if (covering.length === 0) {
    const montreal = all.find((a) => a.assessment.regime === 'MC99')!;
    return {
      outcome: 'not-eligible',
      distanceKm: journey.distanceKm,
      borderline: journey.borderline,
      reasons: [
        // Only the regimes that touch this journey (no US rule on a Dubai–Frankfurt answer).
        ...all.flatMap((a) => a.assessment.reasons).filter((r) => r.code !== 'out-of-scope'),
        montreal.assessment.reasons[0]!.code === 'mc99-party-unknown'
          ? reason('no-regime', sayCompensation('journey.no-regime'), 'Montreal Convention 1999 Art. 19')
          : reason(
              'no-regime',
              sayCompensation('journey.no-scheme'),
              'EC 261/2004 Art. 3; UK261 Art. 3; SHY-YOLCU Art. 2; 14 CFR 250; Montreal Convention 1999 Art. 1(2)',
            ),
      ],
    };
  }
  // A fixed-sum regime leads whenever one covers the journey; the Montreal Convention's damages
  // are then listed with the others (EC 261 Art. 12; McDonagh C-12/11). It leads only alone.
  const fixedSum = covering.filter((a) => a.regime !== 'MC99');
  const [best, ...rest] = [...(fixedSum.length > 0 ? fixedSum : covering)].sort(byBestForPassenger);
  const others = [...rest, ...(fixedSum.length > 0 ? covering.filter((a) => a.regime === 'MC99') : [])];
  const answer: Assessment = { ...best! };
  // When nothing pays, say why the regimes that touch this journey do not cover it (e.g. a US
  // carrier into the EU), skipping those for places the journey never goes near.
  if (answer.outcome === 'not-eligible' || answer.regime === 'MC99') {
    const whyNot = all
      .filter((a) => !a.covers)
      .map((a) => a.assessment.reasons[0]!)
      .filter((r) => r.code !== 'out-of-scope');
    // The Montreal Convention alone: first why no fixed sum is due, then what it gives.
    answer.reasons = answer.regime === 'MC99' ? [...whyNot, ...answer.reasons] : [...answer.reasons, ...whyNot];
  }
  if (journey.borderline) answer.reasons = [...answer.reasons, borderlineReason(journey.distanceKm)];
  if (others.length > 0) answer.alsoApplicable = others;
  return answer;
}

/**
 * Outward and return flights are separate journeys for the fixed sums (Emirates C-173/07), but a
 * round trip with a stop abroad is international carriage under the Montreal Convention
 * (Art. 1(2)): the answer asks for one direction and lists the Convention's answer.
 */
function roundTrip(facts: JourneyFacts, missing: Reason[]): Assessment | undefined {
  if (missing.length !== 1 || missing[0]!.code !== 'return-journey') return undefined;
  const resolved = resolveJourney(facts, { roundTrip: true });
  if ('missing' in resolved) return undefined;
  const montreal = assessMc99(resolved.journey, facts);
  if (!montreal.covers) return undefined;
  return { outcome: 'needs-more-information', reasons: missing, alsoApplicable: [withDeadlines(montreal.assessment, resolved.journey, facts)] };
}

const JURISDICTION_OF: Readonly<Record<Exclude<Regime, 'MC99'>, (j: Journey) => string[]>> = {
  // Departure, arrival (Rehder C-204/08) or the operating carrier's seat.
  EC261: (j) => [j.origin.country, j.destination.country, j.disruptedLeg.carrier?.licence ?? ''],
  UK261: () => ['GB'],
  'SHY-YOLCU': () => ['TR'],
  'US-DOT': () => ['US'],
};

function withDeadlines(a: Assessment, journey: Journey, facts: JourneyFacts): Assessment {
  if (!a.regime) return a;
  const deadlines =
    a.regime === 'MC99' ? mc99Deadlines(journey, facts) : claimDeadlines(JURISDICTION_OF[a.regime](journey).filter(Boolean), journey.flightDate);
  if (!deadlines) return a;
  const result: Assessment = { ...a, claimDeadlines: deadlines };
  const claimDate = facts.claimDate;
  const lastDays = deadlines.byJurisdiction.map((d) => d.lastDay);
  if (claimDate && a.outcome === 'eligible' && lastDays.every((d): d is string => d !== undefined)) {
    if (lastDays.every((d) => claimDate > d)) {
      const { compensation: _dropped, ...rest } = result;
      return {
        ...rest,
        outcome: 'not-eligible',
        reasons: [
          ...a.reasons,
          reason(
            'time-barred',
            sayCompensation('deadline.time-barred'),
            `${deadlines.byJurisdiction.map((d) => `${d.country}: ${d.source}`).join('; ')}; Moré v KLM C-139/11`,
          ),
        ],
      };
    }
    if (claimDate > deadlines.shortest.lastDay!) {
      result.reasons = [
        ...a.reasons,
        reason(
          'deadline-may-have-passed',
          sayCompensation('deadline.may-have-passed', {
            country: { country: deadlines.shortest.country },
            years: deadlines.shortest.years,
            date: { date: deadlines.shortest.lastDay! },
          }),
          `${deadlines.shortest.source}; Moré v KLM C-139/11`,
        ),
      ];
    }
  }
  return result;
}

function borderlineReason(distanceKm: number): Reason {
  return reason(
    'borderline-distance',
    sayCompensation('journey.borderline-distance', { km: Math.round(distanceKm) }),
    'EC 261/2004 Art. 7(1); Bossen C-559/16',
  );
}
