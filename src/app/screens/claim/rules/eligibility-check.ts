// Runs the eligibility check: the server's answer when we can reach it; with no network (or nobody
// signed in, since the API wants a token) the same rules engine on this device, loaded only now so
// it never weighs on the first page load; and when neither answers, the spec's error (§8).
import type { CheckDelayRequest } from '../../../../domain/claim/index.ts';
import type { Assessment } from '../../../../domain/compensation/assessment.ts';
import { isNetworkError, type EligibilityWire } from '../../../../offline/api-client.ts';
import { failedCheck, type CheckDetails, type CheckSource, type EligibilityRecord } from './eligibility-result.ts';

export interface CheckDeps {
  signedIn: boolean;
  /** POST /api/flights/check-delay (getApi().checkDelay in the app). */
  checkOnServer: (request: CheckDelayRequest) => Promise<EligibilityWire>;
  /** The rules engine on this device (a lazily imported chunk in the app). */
  checkOnDevice: (request: CheckDelayRequest, claimDate: string) => Promise<{ eligible: boolean; message: string; assessment: Assessment }>;
  now?: () => number;
}

function record(answer: { eligible: boolean; message: string; assessment: unknown }, source: CheckSource, at: number): EligibilityRecord {
  const details: CheckDetails = { source, result: (answer.assessment as Assessment | null) ?? null };
  return { eligible: answer.eligible === true, message: answer.message, assessment: details, checkedAt: at };
}

export async function checkEligibility(request: CheckDelayRequest, deps: CheckDeps): Promise<EligibilityRecord> {
  const now = deps.now ?? Date.now;
  const onDevice = async (source: CheckSource) => {
    try {
      const today = new Date(now()).toISOString().slice(0, 10);
      return record(await deps.checkOnDevice(request, today), source, now());
    } catch {
      return failedCheck(now());
    }
  };
  if (!deps.signedIn) return onDevice('signed-out');
  try {
    return record(await deps.checkOnServer(request), 'server', now());
  } catch (error) {
    if (isNetworkError(error)) return onDevice('offline');
    return failedCheck(now());
  }
}

/** The app's device check: the rules engine's chunk, imported on first use. */
export async function checkOnThisDevice(request: CheckDelayRequest, claimDate: string) {
  const { checkEligibility: check } = await import('../../../../domain/claim/eligibility.ts');
  return check(request, claimDate);
}
