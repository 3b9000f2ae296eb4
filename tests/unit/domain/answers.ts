// Reading an assessment in tests: every regime's answer, one regime's, the reason codes. Not a test file.
import { assessCompensation, type Assessment, type JourneyFacts } from '../../../src/domain/compensation/index.ts';

/** The leading answer, then the other regimes that also cover the journey. */
export const answers = (facts: JourneyFacts): Assessment[] => {
  const a = assessCompensation(facts);
  return [a, ...(a.alsoApplicable ?? [])];
};

export const answerUnder = (facts: JourneyFacts, regime: string): Assessment | undefined => answers(facts).find((a) => a.regime === regime);

export const reasonCodes = (facts: JourneyFacts): string[] => assessCompensation(facts).reasons.map((r) => r.code);
