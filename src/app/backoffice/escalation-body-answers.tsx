// The body's answers on the claim screen, and the form that records one: the catalogue's check
// (domain/escalation/body-answers.ts) runs here first, so the form refuses what the server would.
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { BODY_ANSWER_KINDS, parseBodyAnswer } from '../../domain/escalation/body-answers.ts';
import { exponentOf, minorToMajor, toMinorUnits } from '../../domain/money/minor-units.ts';
import { formatAmountWithCode, formatFlightDate } from '../components/claim-format.ts';
import { t } from '../i18n/t.ts';
import type { BodyAnswerView } from './escalation-api.ts';
import { bodyAnswerLabel, followUpLabel, targetLabel } from './escalation-labels.ts';
import type { RunEscalation } from './escalation-panel.tsx';

export function BodyAnswers({ answers }: { answers: BodyAnswerView[] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap={4} data-testid="body-answers">
      <Text fw={700}>{t('What the body answered')}</Text>
      {answers.map((a) => (
        <Text key={a.id} size="sm" dir="auto">
          {formatFlightDate(a.received_on)} · {targetLabel(a.body)}: {bodyAnswerLabel(a.answer.kind)}
          {a.answer.amountMinor !== undefined && a.answer.currency
            ? ` (${formatAmountWithCode(minorToMajor(a.answer.amountMinor, a.answer.currency), a.answer.currency)})`
            : ''}
          {a.body_reference ? ` · ${a.body_reference}` : ''} · {t('Next: {step}', { step: followUpLabel(a.follow_up) })}
          {a.answer.note ? ` · “${a.answer.note}”` : ''}
        </Text>
      ))}
    </Stack>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function BodyAnswerForm({ busy, run }: { busy: boolean; run: RunEscalation }) {
  const [kind, setKind] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState('EUR');
  const [receivedOn, setReceivedOn] = useState(today());
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const withAmount = kind === 'upheld' || kind === 'airline-paid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer: Record<string, unknown> = { kind: kind ?? undefined, ...(note.trim() ? { note } : {}) };
    if (withAmount && amount !== '') {
      const code = currency.trim().toUpperCase();
      Object.assign(answer, { amountMinor: toMinorUnits(String(amount), code) ?? Number.NaN, currency: code });
    }
    const check = parseBodyAnswer(answer);
    if (!check.ok) return setError(t(check.message));
    setError(null);
    const done = await run(
      {
        action: 'record-body-answer',
        answer: check.answer as unknown as Record<string, unknown>,
        received_on: receivedOn,
        ...(reference.trim() ? { body_reference: reference.trim() } : {}),
      },
      t('The body’s answer is recorded'),
    );
    if (done) {
      setKind(null);
      setNote('');
      setAmount('');
      setReference('');
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('Record the body’s answer')}>
      <Stack gap="xs">
        <Text fw={700}>{t('Record the body’s answer')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Select
          label={t('What the body answered')}
          data={BODY_ANSWER_KINDS.map((value) => ({ value, label: bodyAnswerLabel(value) }))}
          value={kind}
          onChange={setKind}
        />
        {withAmount && (
          <Group grow>
            <NumberInput label={t('Amount (optional)')} value={amount} onChange={setAmount} min={0} decimalScale={exponentOf(currency.trim())} />
            <TextInput label={t('Currency')} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)} maxLength={3} dir="ltr" />
          </Group>
        )}
        <Group grow>
          <TextInput type="date" label={t('Received on')} value={receivedOn} onChange={(e) => setReceivedOn(e.currentTarget.value)} max={today()} dir="ltr" />
          <TextInput label={t('The body’s case number')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} maxLength={100} dir="ltr" />
        </Group>
        <Textarea label={t('Note (optional)')} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
        <Button type="submit" disabled={busy}>
          {t('Record the answer')}
        </Button>
      </Stack>
    </form>
  );
}
