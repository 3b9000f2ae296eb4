// The agent's actions on a claim. Each sends the version the screen shows; if another agent acted
// first the server answers 409 version-conflict, and the screen says what changed and reloads. The
// buttons wrap (wrap-button): their labels are longer in some languages than a phone's column.
import { Alert, Button, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../offline/api-client.ts';
import { t } from '../i18n/t.ts';
import { act, type ActionRequest, type BackofficeClaim } from './api.ts';
import { problemMessage } from './problem-message.ts';
import { languageName } from './passenger-state.tsx';
import { ReadyQuestionAction } from './ready-question-action.tsx';

/** A button whose label may take two lines on a phone (app.css). */
const WRAP = { className: 'wrap-button', py: 6 } as const;

type Props = { detail: BackofficeClaim; onChange: (d: BackofficeClaim) => void; reload: () => Promise<void> };
export type Run = (request: Omit<ActionRequest, 'version'>, done: string, clear?: () => void) => Promise<void>;

export function ClaimActions({ detail, onChange, reload }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'red' | 'yellow' | 'green'; title: string; text: string } | null>(null);
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState<string>(detail.claim.compensation?.currency ?? 'EUR');
  const status = detail.claim.status;

  const run: Run = async (request, done, clear) => {
    setBusy(true);
    try {
      onChange(await act(detail.claim.id, { ...request, version: detail.version }));
      clear?.();
      setMessage({ tone: 'green', title: done, text: '' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'version-conflict') {
        setMessage({
          tone: 'yellow',
          title: t('Someone else changed this claim'),
          text: `${failure.detail ?? ''} ${t('The claim below is now up to date.')}`.trim(),
        });
        await reload();
      } else {
        setMessage({ tone: 'red', title: t('Not done'), text: problemMessage(failure) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {message && (
        <Alert color={message.tone} title={message.title} role="status">
          {message.text}
        </Alert>
      )}
      {detail.assigned_to ? (
        <Button {...WRAP} variant="default" disabled={busy} onClick={() => void run({ action: 'unassign' }, t('Unassigned'))}>
          {t('Unassign')}
        </Button>
      ) : (
        <Button {...WRAP} variant="default" disabled={busy} onClick={() => void run({ action: 'assign' }, t('Assigned to you'))}>
          {t('Assign to me')}
        </Button>
      )}
      {detail.passenger_account.email_verified === false && (
        <Button {...WRAP} variant="default" disabled={busy} onClick={() => void run({ action: 'resend-verification' }, t('Confirmation sent again'))}>
          {t('Send the confirmation again')}
        </Button>
      )}
      <ReadyQuestionAction detail={detail} busy={busy} run={run} />
      <TextAction
        label={t('Question for the passenger')}
        description={
          detail.passenger_account.locale === 'en'
            ? undefined
            : t('Sent as you write it; the passenger reads {language}.', { language: languageName(detail.passenger_account.locale) })
        }
        button={t('Ask the passenger')}
        done={t('Question sent')}
        action="request-info"
        busy={busy}
        run={run}
      />
      <TextAction label={t('Internal note (the passenger never sees it)')} button={t('Add note')} done={t('Note added')} action="note" busy={busy} run={run} />
      {status === 'submitted' && (
        // For an airline the directory has no channel for: the agent sent it another way (the case
        // panel's "Send the letter to the airline" prints and sends it).
        <Button {...WRAP} variant="default" disabled={busy} onClick={() => void run({ action: 'process' }, t('Marked as sent to the airline'))}>
          {t('Mark as sent to the airline another way')}
        </Button>
      )}
      {status === 'processing' && (
        <>
          <NumberInput label={t('Amount received from the airline')} value={amount} onChange={setAmount} min={0.01} decimalScale={2} />
          <Select label={t('Currency')} value={currency} onChange={(v) => setCurrency(v ?? 'EUR')} data={['EUR', 'GBP', 'USD', 'TRY']} allowDeselect={false} />
          <Button
            {...WRAP}
            disabled={busy || !(Number(amount) > 0)}
            onClick={() => void run({ action: 'approve', amount: Number(amount), currency }, t('Approved'))}
          >
            {t('Record approval')}
          </Button>
        </>
      )}
      {(status === 'submitted' || status === 'processing') && (
        <TextAction label={t('Reason for the passenger')} button={t('Reject')} done={t('Rejected')} action="reject" color="red.8" busy={busy} run={run} />
      )}
      {status === 'approved' && <Text size="sm">{t('Paid through a payout run once the bank confirms it (Payout runs).')}</Text>}
    </Stack>
  );
}

type TextActionProps = {
  label: string;
  description?: string | undefined;
  button: string;
  done: string;
  action: 'request-info' | 'note' | 'reject';
  color?: string;
  busy: boolean;
  run: Run;
};

/** A text the agent writes and the button that sends it: a question, a note, a reason for rejecting. */
function TextAction({ label, description, button, done, action, color, busy, run }: TextActionProps) {
  const [text, setText] = useState('');
  return (
    <>
      <Textarea label={label} description={description} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
      <Button
        {...WRAP}
        variant={color ? 'filled' : 'default'}
        color={color}
        disabled={busy || !text.trim()}
        onClick={() => void run({ action, text }, done, () => setText(''))}
      >
        {button}
      </Button>
    </>
  );
}
