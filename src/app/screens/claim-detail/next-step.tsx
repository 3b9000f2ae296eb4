// On the claim page (issue #34): what happens next with the airline and by when, as the server
// says it (GET /api/claims/{id} next_step, written in the passenger's language). Nothing while the
// claim has not reached the airline desk, or offline.
import { Alert } from '@mantine/core';
import { t } from '../../i18n/t.ts';
import { useClaimApi } from './use-claim-api.ts';

interface NextStepWire {
  what: string;
  by: string | null;
  lang: string;
}

export function ClaimNextStep({ claimId, sent }: { claimId: string; sent: boolean }) {
  const step = useClaimApi<{ data: { next_step?: NextStepWire | null } }>(claimId, '', sent)?.data.next_step ?? null;
  if (!step) return null;
  return (
    <Alert color="blue" variant="light" title={t('What happens next')} role="status">
      <span lang={step.lang} dir="auto">
        {step.what}
      </span>
    </Alert>
  );
}
