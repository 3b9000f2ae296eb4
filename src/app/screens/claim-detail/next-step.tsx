// On the claim page (issue #34): what happens next with the airline and by when, as the server
// says it (GET /api/claims/{id} next_step, written in the passenger's language). Nothing while the
// claim has not reached the airline desk, or offline.
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getAccessToken } from '../../../offline/index.ts';
import { t } from '../../i18n/t.ts';

interface NextStepWire {
  what: string;
  by: string | null;
  lang: string;
}

function useNextStep(claimId: string, sent: boolean): NextStepWire | null {
  const [step, setStep] = useState<NextStepWire | null>(null);
  useEffect(() => {
    if (!sent) return;
    let live = true;
    void (async () => {
      try {
        const token = await getAccessToken();
        if (!token) return;
        const response = await fetch(`/api/claims/${encodeURIComponent(claimId)}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        if (!response.ok || !live) return;
        const body = (await response.json()) as { data: { next_step?: NextStepWire | null } };
        setStep(body.data.next_step ?? null);
      } catch {
        // Offline: the page shows what this device holds.
      }
    })();
    return () => {
      live = false;
    };
  }, [claimId, sent]);
  return step;
}

export function ClaimNextStep({ claimId, sent }: { claimId: string; sent: boolean }) {
  const step = useNextStep(claimId, sent);
  if (!step) return null;
  return (
    <Alert color="blue" variant="light" title={t('What happens next')} role="status">
      <span lang={step.lang} dir="auto">
        {step.what}
      </span>
    </Alert>
  );
}
