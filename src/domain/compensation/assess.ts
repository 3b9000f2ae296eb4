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

const REGIMES: readonly ((journey: Journey, facts: JourneyFacts) => RegimeAnswer)[] = [assessEc261, assessUk261, assessShyYolcu, assessUsDot];

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
  if ('missing' in resolved) return { outcome: 'needs-more-information', reasons: resolved.missing };
  const { journey } = resolved;

  const all = REGIMES.map((assessUnder) => assessUnder(journey, facts));
  const covering = all.filter((a) => a.covers).map((a) => withDeadlines(a.assessment, journey, facts));
  if (covering.length === 0) {
    return {
      outcome: 'not-eligible',
      distanceKm: journey.distanceKm,
      borderline: journey.borderline,
      reasons: [
        // Only the regimes that touch this journey (no US rule on a Dubai–Frankfurt answer).
        ...all.flatMap((a) => a.assessment.reasons).filter((r) => r.code !== 'out-of-scope'),
        reason('no-regime', sayCompensation('journey.no-regime'), 'Montreal Convention 1999 Art. 19'),
      ],
    };
  }
  const [best, ...others] = [...covering].sort(byBestForPassenger);
  const answer: Assessment = { ...best! };
  // When nothing pays, say why the regimes that touch this journey do not cover it (e.g. a US
  // carrier into the EU), skipping those for places the journey never goes near.
  if (answer.outcome === 'not-eligible') {
    const whyNot = all
      .filter((a) => !a.covers)
      .map((a) => a.assessment.reasons[0]!)
      .filter((r) => r.code !== 'out-of-scope');
    answer.reasons = [...answer.reasons, ...whyNot];
  }
  if (journey.borderline) answer.reasons = [...answer.reasons, borderlineReason(journey.distanceKm)];
  if (others.length > 0) answer.alsoApplicable = others;
  return answer;
}

const JURISDICTION_OF: Readonly<Record<Regime, (j: Journey) => string[]>> = {
  // Departure, arrival (Rehder C-204/08) or the operating carrier's seat.
  EC261: (j) => [j.origin.country, j.destination.country, j.disruptedLeg.carrier?.licence ?? ''],
  UK261: () => ['GB'],
  'SHY-YOLCU': () => ['TR'],
  'US-DOT': () => ['US'],
};

function withDeadlines(a: Assessment, journey: Journey, facts: JourneyFacts): Assessment {
  if (!a.regime) return a;
  const deadlines = claimDeadlines(JURISDICTION_OF[a.regime](journey).filter(Boolean), journey.flightDate);
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
