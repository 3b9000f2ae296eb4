// "Your rights right now" (issue #21): as soon as the facts entered name a regime, what the airline
// owes at the airport, each right with its article, judged on this device so it works offline.
// Used on the Flight Details step and on the claim page.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CheckDelayRequest } from '../../../../domain/claim/index.ts';
import { CareList } from './care-rights.tsx';
import { t } from '../../../i18n/t.ts';
import { hasEnoughFacts, rightNowItems, RIGHTS_NOW_TEXT, type RightNowItem } from '../rules/rights-now.ts';

function useRightsNow(request: CheckDelayRequest | null): RightNowItem[] | null {
  const key = request && hasEnoughFacts(request) ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string; items: RightNowItem[] | null } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const today = new Date().toISOString().slice(0, 10);
    import('../rules/rights-now-engine.ts')
      .then(({ rightsNowOf }) => {
        if (!live) return;
        const rights = rightsNowOf(JSON.parse(key) as CheckDelayRequest, today);
        setState({ key, items: rights ? rightNowItems(rights) : null });
      })
      .catch(() => {
        // The engine's chunk could not load (e.g. an old tab after an update): no card rather than a wrong one.
      });
    return () => {
      live = false;
    };
  }, [key]);
  return key && state?.key === key ? state.items : null;
}

export function RightsNowCard({ request }: { request: CheckDelayRequest | null }) {
  const items = useRightsNow(request);
  if (!items) return null;
  return (
    <Paper withBorder radius="md" p="lg" className="rights-now-card" component="section" aria-labelledby="rights-now-heading">
      <Stack gap="xs">
        <Title order={3} id="rights-now-heading">
          {t(RIGHTS_NOW_TEXT.heading)}
        </Title>
        <Text fz="sm">{t(RIGHTS_NOW_TEXT.intro)}</Text>
        {items.length > 0 ? <CareList items={items} /> : <Text>{t(RIGHTS_NOW_TEXT.none)}</Text>}
        <Text fz="xs" c="gray.7">
          {t(RIGHTS_NOW_TEXT.offline)}
        </Text>
      </Stack>
    </Paper>
  );
}
