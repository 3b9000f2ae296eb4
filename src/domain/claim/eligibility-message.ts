// The one-line summary of an answer (POST /flights/check-delay's `message`) as a message: light,
// so the app can show it from the assessment without loading the rules engine (eligibility.ts
// gives its English).
import type { Assessment } from '../compensation/assessment.ts';
import type { MessageRef } from '../text/message.ts';

export function eligibilityMessageRef(assessment: Assessment): MessageRef {
  if (assessment.outcome === 'eligible') {
    if (!assessment.regime) return { messageId: 'eligibility.eligible' };
    const law = { messageId: `eligibility.law.${assessment.regime}` };
    // Every eligible answer names its regime; the amount comes with it, or the Montreal limit.
    if (!assessment.compensation && assessment.damagesCap) return { messageId: 'eligibility.damages-under', values: { cap: assessment.damagesCap, law } };
    if (!assessment.compensation && assessment.baggageCap) {
      return { messageId: 'eligibility.baggage-damages-under', values: { cap: assessment.baggageCap, law } };
    }
    return assessment.compensation
      ? { messageId: 'eligibility.eligible-amount-under', values: { amount: assessment.compensation, law } }
      : { messageId: 'eligibility.eligible-under', values: { law } };
  }
  if (assessment.outcome === 'needs-more-information') {
    return { messageId: 'eligibility.needs-more', values: { questions: { sentences: assessment.reasons.map(refOf) } } };
  }
  const deciding = assessment.reasons[0];
  return deciding ? refOf(deciding) : { messageId: 'eligibility.not-eligible' };
}

function refOf({ messageId, values }: MessageRef): MessageRef {
  return values ? { messageId, values } : { messageId };
}
