// The fee's tax invoice on the claim page once the claim is paid and the invoice is issued
// (progress.invoice_available): the PDF the server prints, fetched with the bearer token.
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getApi } from '../../../offline/index.ts';
import { claimReference } from '../../components/claim-reference.ts';
import { saveAs } from '../../components/save-file.ts';
import { msg, t } from '../../i18n/t.ts';

const TEXTS = {
  download: msg('Download the tax invoice (PDF)'),
  failed: msg('The tax invoice could not be downloaded. Please try again when you are online.'),
} as const;

export function InvoiceDownload({ claimId }: { claimId: string }) {
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    try {
      saveAs(await getApi().invoicePdf(claimId), `invoice-${claimReference(claimId)}.pdf`);
    } catch {
      setFailed(true);
    }
  }
  return (
    <Stack gap={4} data-testid="invoice-download">
      <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => void download()}>
        {t(TEXTS.download)}
      </Button>
      {failed && (
        <Text size="sm" c="red.9">
          {t(TEXTS.failed)}
        </Text>
      )}
    </Stack>
  );
}
