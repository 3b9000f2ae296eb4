// The signed mandate on a claim's page (the passenger's and the agent's): download the PDF the
// server keeps, and who of the adult co-passengers has not signed yet.
import { Button, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getApi } from '../../offline/index.ts';

export const MANDATE_STATUS_TEXTS = {
  download: 'Download the signed mandate (PDF)',
  failed: 'The signed mandate could not be downloaded. Please try again when you are online.',
  waiting: 'Not signed yet',
  signed: 'Signed',
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
      .then((answer) => live && setMandate(answer.data), () => undefined);
    return () => {
      live = false;
    };
  }, [claimId]);

  async function download() {
    setProblem(null);
    try {
      const blob = await getApi().mandatePdf(claimId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `mandate-${claimId.slice(0, 8)}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setProblem(MANDATE_STATUS_TEXTS.failed);
    }
  }

  if (!mandate) return null;
  return (
    <Stack gap={4} data-testid="mandate-status">
      <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => void download()}>
        {MANDATE_STATUS_TEXTS.download}
      </Button>
      {mandate.cosigners.length > 0 && (
        <List size="sm" spacing={2}>
          {mandate.cosigners.map((c) => (
            <List.Item key={c.position}>
              {c.first_name} {c.last_name}: {c.signed_at ? MANDATE_STATUS_TEXTS.signed : MANDATE_STATUS_TEXTS.waiting}
            </List.Item>
          ))}
        </List>
      )}
      {problem && <Text size="sm" c="red.9">{problem}</Text>}
    </Stack>
  );
}
