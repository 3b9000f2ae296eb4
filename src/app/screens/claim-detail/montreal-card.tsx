// On the claim page (issue #33): the Montreal Convention's outcome for the claim's flight and the
// passenger's next step, judged on this device like "Your rights right now" (the engine's chunk
// loads only when the claim has the facts).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CheckDelayRequest } from '../../../domain/claim/index.ts';
import { hasEnoughFacts } from '../claim/rules/rights-now.ts';
import { MONTREAL_TEXT, type MontrealView } from '../claim/rules/montreal.ts';
import { domainMessage } from '../claim/text/domain-message.ts';
import { t } from '../../i18n/t.ts';

function useMontreal(request: CheckDelayRequest | null): MontrealView | null {
  const key = request && hasEnoughFacts(request) ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string; view: MontrealView | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const today = new Date().toISOString().slice(0, 10);
    import('../claim/rules/rights-now-engine.ts')
      .then(({ montrealOf }) => {
        if (live) setState({ key, view: montrealOf(JSON.parse(key) as CheckDelayRequest, today) });
      })
      .catch(() => {
        // The engine's chunk could not load: no card rather than a wrong one.
      });
    return () => {
      live = false;
    };
  }, [key]);
  return key && state?.key === key ? state.view : null;
}

export function MontrealCard({ request }: { request: CheckDelayRequest | null }) {
  const view = useMontreal(request);
  if (!view) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="montreal-heading" data-testid="claim-montreal">
      <Stack gap="xs">
        <Title order={3} id="montreal-heading">
          {t(MONTREAL_TEXT.heading)}
        </Title>
        <Text>{domainMessage(view.summary)}</Text>
        {view.baggage.map((line, i) => (
          <Text key={i} data-testid="claim-montreal-baggage">
            {domainMessage(line)}
          </Text>
        ))}
        {view.beside && <Text fz="sm">{t(MONTREAL_TEXT.beside)}</Text>}
        {view.steps.map((step, i) => (
          <Text key={i} fw={i === 0 ? 600 : undefined}>
            {domainMessage(step)}
          </Text>
        ))}
        <Text fz="xs" c="gray.7" dir="ltr">
          {view.source}
        </Text>
      </Stack>
    </Paper>
  );
}
