// The signed mandate on a claim's page (the passenger's and the agent's): download the PDF the
// server keeps, and who of the adult co-passengers has not signed yet.
import { Button, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getApi } from '../../offline/index.ts';
import { msg, t } from '../i18n/t.ts';
import { claimReference } from './claim-reference.ts';
import { saveAs } from './save-file.ts';

export const MANDATE_STATUS_TEXTS = {
  download: msg('Download the signed mandate (PDF)'),
  failed: msg('The signed mandate could not be downloaded. Please try again when you are online.'),
  waiting: msg('Not signed yet'),
  signed: msg('Signed'),
} as const;

interface MandateWire {
  version: string;
  cosigners: { position: number; first_name: string; last_name: string; signed_at: string | null }[];
}

export function MandateStatus({ claimId }: { claimId: string }) {
  const [mandate, setMandate] = useState<MandateWire | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getApi()
      .request<{ data: MandateWire }>(`/claims/${encodeURIComponent(claimId)}/mandate`)
      .then(
        (answer) => live && setMandate(answer.data),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [claimId]);

  async function download() {
    setProblem(null);
    try {
      saveAs(await getApi().mandatePdf(claimId), `mandate-${claimReference(claimId)}.pdf`);
    } catch {
      setProblem(t(MANDATE_STATUS_TEXTS.failed));
    }
  }

  if (!mandate) return null;
  return (
    <Stack gap={4} data-testid="mandate-status">
      <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => void download()}>
        {t(MANDATE_STATUS_TEXTS.download)}
      </Button>
      {mandate.cosigners.length > 0 && (
        <List size="sm" spacing={2}>
          {mandate.cosigners.map((c) => (
            <List.Item key={c.position}>
              {t('{name}: {state}', {
                name: `${c.first_name} ${c.last_name}`,
                state: t(c.signed_at ? MANDATE_STATUS_TEXTS.signed : MANDATE_STATUS_TEXTS.waiting),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {problem && (
        <Text size="sm" c="red.9">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
