// The claim page's part of the back office, mounted with one line: what our team asked and
// decided, the answer form for an open question (offline too), the payout statement once the
// airline paid with the fee's tax invoice once the claim is paid, and the payout account (masked
// once given; the form is a lazy chunk).
import { Button, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../offline/hooks.ts';
import type { ClaimView } from '../../../offline/index.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { useOnline } from '../../shell/online.ts';
import { AnswerForm, AnswersOnDevice, useAnswersOnDevice } from './answer-form.tsx';
import { InvoiceDownload } from './invoice-download.tsx';
import { PayoutStatement } from './payout-statement.tsx';
import { fetchProgress, type MaskedAccount, type Progress } from './progress-api.ts';
import { TeamUpdates } from './team-updates.tsx';
import { msg, t } from '../../i18n/t.ts';

const PayoutAccountForm = lazy(() => import('./payout-account-form.tsx'));

const TEXTS = {
  updates: msg('Updates from our team'),
  offline: msg('Connect to the internet to see the latest from our team.'),
  failed: msg('We could not load the updates from our team just now.'),
  statement: msg('Payout statement'),
  account: msg('Payout account'),
  accountIntro: msg('Where should we send your money? Your bank details are sent securely and are not kept on this device.'),
  accountSaved: msg('We will pay to this account:'),
  change: msg('Change bank details'),
} as const;

export function ClaimTeamPanel({ claim }: { claim: ClaimView }) {
  const user = useCurrentUser();
  const online = useOnline();
  const answers = useAnswersOnDevice(claim.id);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failed, setFailed] = useState(false);
  const [accountSaves, setAccountSaves] = useState(0);
  const onServer = claim.statusHistory.length > 0;
  const answersWaiting = (answers?.length ?? 0) > 0;

  useEffect(() => {
    if (!online || !onServer) return;
    let live = true;
    fetchProgress(claim.id).then(
      (fresh) => live && (setProgress(fresh), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Again once an answer of this device has gone out, when the claim's status moves, and once
    // the payout account was given or changed (the change is on the timeline).
  }, [claim.id, claim.status, online, onServer, answersWaiting, accountSaves]);

  if (!onServer || !user) return null;
  const question = progress?.open_question;
  const answered = question && answers?.some((a) => a.requestId === question.id);
  const invoice = claim.status === 'paid' && progress?.invoice_available === true;
  const setAccount = (account: MaskedAccount) => {
    setProgress((p) => (p ? { ...p, payout_account: account } : p));
    setAccountSaves((n) => n + 1);
  };

  return (
    <>
      <SectionCard title={t(TEXTS.updates)}>
        <Stack gap="md">
          {progress ? (
            <TeamUpdates updates={progress.updates} />
          ) : (
            <Text size="sm" c="gray.8">
              {failed ? t(TEXTS.failed) : online ? <Loader size="sm" role="status" aria-label={t('Loading')} /> : t(TEXTS.offline)}
            </Text>
          )}
          {answers && answers.length > 0 ? <AnswersOnDevice answers={answers} /> : null}
          {question && !answered ? <AnswerForm claimId={claim.id} ownerId={user.id} question={question} /> : null}
        </Stack>
      </SectionCard>
      {progress?.statement || invoice ? (
        <SectionCard title={t(TEXTS.statement)}>
          <Stack gap="sm">
            {progress?.statement ? <PayoutStatement statement={progress.statement} /> : null}
            {invoice ? <InvoiceDownload claimId={claim.id} /> : null}
          </Stack>
        </SectionCard>
      ) : null}
      {progress && (progress.payout_account || (progress.statement && progress.payout_account_open)) ? (
        <SectionCard title={t(TEXTS.account)}>
          <PayoutAccount claimId={claim.id} progress={progress} onSaved={setAccount} />
        </SectionCard>
      ) : null}
    </>
  );
}

function PayoutAccount({ claimId, progress, onSaved }: { claimId: string; progress: Progress; onSaved: (account: MaskedAccount) => void }) {
  const [editing, setEditing] = useState(false);
  const account = progress.payout_account;
  if (account && !editing) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(TEXTS.accountSaved)}</Text>
        <Text fw={600} dir="ltr" data-testid="masked-account">
          {account.masked}
        </Text>
        <Text size="sm">{account.holder_name}</Text>
        {progress.payout_account_open ? (
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            {t(TEXTS.change)}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t(TEXTS.accountIntro)}</Text>
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
        <PayoutAccountForm claimId={claimId} onSaved={(saved) => (setEditing(false), onSaved(saved))} />
      </Suspense>
    </Stack>
  );
}
