// The agent's actions on a claim. Each sends the version the screen shows; if another agent acted
// first the server answers 409 version-conflict, and the screen says what changed and reloads.
import { Alert, Button, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../offline/api-client.ts';
import { act, type ActionRequest, type BackofficeClaim } from './api.ts';
import { problemMessage } from './problem-message.ts';

type Props = { detail: BackofficeClaim; onChange: (d: BackofficeClaim) => void; reload: () => Promise<void> };

export function ClaimActions({ detail, onChange, reload }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'red' | 'yellow' | 'green'; title: string; text: string } | null>(null);
  const [question, setQuestion] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState<string>(detail.claim.compensation?.currency ?? 'EUR');
  const status = detail.claim.status;

  const run = async (request: Omit<ActionRequest, 'version'>, done: string, clear?: () => void) => {
    setBusy(true);
    try {
      onChange(await act(detail.claim.id, { ...request, version: detail.version }));
      clear?.();
      setMessage({ tone: 'green', title: done, text: '' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'version-conflict') {
        setMessage({ tone: 'yellow', title: 'Someone else changed this claim', text: `${failure.detail ?? ''} The claim below is now up to date.` });
        await reload();
      } else {
        setMessage({ tone: 'red', title: 'Not done', text: problemMessage(failure) });
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
        <Button variant="default" disabled={busy} onClick={() => void run({ action: 'unassign' }, 'Unassigned')}>
          Unassign
        </Button>
      ) : (
        <Button variant="default" disabled={busy} onClick={() => void run({ action: 'assign' }, 'Assigned to you')}>
          Assign to me
        </Button>
      )}
      <Textarea
        label="Question for the passenger"
        value={question}
        onChange={(e) => setQuestion(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Button
        variant="default"
        disabled={busy || !question.trim()}
        onClick={() => void run({ action: 'request-info', text: question }, 'Question sent', () => setQuestion(''))}
      >
        Ask the passenger
      </Button>
      <Textarea
        label="Internal note (the passenger never sees it)"
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <Button variant="default" disabled={busy || !note.trim()} onClick={() => void run({ action: 'note', text: note }, 'Note added', () => setNote(''))}>
        Add note
      </Button>
      {status === 'submitted' && (
        <Button disabled={busy} onClick={() => void run({ action: 'process' }, 'Sent to the airline')}>
          Send to the airline
        </Button>
      )}
      {status === 'processing' && (
        <>
          <NumberInput label="Amount received from the airline" value={amount} onChange={setAmount} min={0.01} decimalScale={2} />
          <Select label="Currency" value={currency} onChange={(v) => setCurrency(v ?? 'EUR')} data={['EUR', 'GBP', 'USD', 'TRY']} allowDeselect={false} />
          <Button disabled={busy || !(Number(amount) > 0)} onClick={() => void run({ action: 'approve', amount: Number(amount), currency }, 'Approved')}>
            Record approval
          </Button>
        </>
      )}
      {(status === 'submitted' || status === 'processing') && (
        <>
          <Textarea label="Reason for the passenger" value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          <Button color="red.8" disabled={busy || !reason.trim()} onClick={() => void run({ action: 'reject', text: reason }, 'Rejected', () => setReason(''))}>
            Reject
          </Button>
        </>
      )}
      {status === 'approved' && (
        <Button disabled={busy} onClick={() => void run({ action: 'pay' }, 'Marked paid')}>
          Mark paid
        </Button>
      )}
    </Stack>
  );
}
