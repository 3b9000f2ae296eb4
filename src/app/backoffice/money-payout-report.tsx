// The bank's execution report (pain.002) for an approved payout run: the agent uploads it and the
// server confirms each payout it names (POST …/confirm with pain002). A report that does not fit
// the run changes nothing; the refusal says why in the page's language, with the server's detail
// (which payout, which amount) as it gives it.
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../offline/index.ts';
import { formatNumber, t } from '../i18n/t.ts';
import { moneyProblem } from './money-messages.ts';
import { confirmRun, type Confirmed } from './payout-runs-api.ts';
import { XmlUpload } from './money-scaffold.tsx';

interface Refusal {
  message: string;
  detail: string | null;
}

function refusalOf(error: unknown): Refusal {
  return { message: moneyProblem(error), detail: error instanceof ApiError ? (error.detail ?? null) : null };
}

export function confirmedNote(date: string, confirmed: Confirmed): string {
  return t('Run of {date} confirmed from the bank’s report: {paid} paid, {rejected} rejected, {pending} pending.', {
    date,
    paid: formatNumber(confirmed.paid),
    rejected: formatNumber(confirmed.rejected),
    pending: formatNumber(confirmed.pending),
  });
}

export function PayoutReportUpload({ runId, date, onConfirmed }: { runId: string; date: string; onConfirmed: (note: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const run = await confirmRun(runId, { pain002: await file.text() });
      setFile(null);
      onConfirmed(confirmedNote(date, run.confirmed));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <XmlUpload
        label={t('Bank’s execution report (pain.002 XML)')}
        button={t('Confirm from the report')}
        file={file}
        onFile={setFile}
        busy={busy}
        onSend={() => void send()}
      />
      {refusal ? (
        <Stack gap={2} role="alert" data-testid="payout-report-refusal">
          <Text size="sm" c="red.8">
            {refusal.message}
          </Text>
          {/* The server's detail is in English (the payout's id, the amounts): shown as it is. */}
          {refusal.detail ? (
            <Text size="sm" c="gray.8" dir="ltr">
              {refusal.detail}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
