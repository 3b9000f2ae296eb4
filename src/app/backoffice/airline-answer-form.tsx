// Recording what the airline answered (action record-airline-answer), driven by the answers
// catalogue of src/domain/desk: the kind, then only the fields that kind needs. The device checks
// the answer with the domain's own parser first, so it refuses what the server would, with the same message.
import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DISRUPTION_CAUSES } from '../../domain/claim/wire.ts';
import { ANSWER_KINDS, REJECTION_REASONS, parseAirlineAnswer, type AirlineAnswer, type AnswerKind } from '../../domain/desk/index.ts';
import { toMinorUnits } from '../../domain/money/minor-units.ts';
import { t } from '../i18n/t.ts';
import { ANSWER_LABELS, CAUSE_LABELS, REASON_LABELS } from './airline-case-words.ts';

const WITH_AMOUNT: readonly AnswerKind[] = ['accepted', 'offer', 'voucher', 'paid-passenger'];
const CURRENCIES = ['EUR', 'GBP', 'USD', 'TRY', 'AED', 'CHF'];

export interface AnswerSubmission {
  answer: AirlineAnswer;
  received_on?: string;
  airline_reference?: string;
}

interface Draft {
  kind: AnswerKind | null;
  amount: string;
  currency: string;
  promisedOn: string;
  reason: string | null;
  cause: string | null;
  note: string;
  receivedOn: string;
  reference: string;
}

/** The draft as the catalogue's input: amounts in minor units, empty fields left out. */
function answerInput(d: Draft): Record<string, unknown> {
  const input: Record<string, unknown> = { kind: d.kind };
  if (d.kind && WITH_AMOUNT.includes(d.kind) && (d.amount.trim() || d.kind !== 'paid-passenger')) {
    input.amountMinor = toMinorUnits(d.amount.trim(), d.currency) ?? Number.NaN;
    input.currency = d.currency;
  }
  if (d.kind === 'accepted') input.promisedOn = d.promisedOn;
  if (d.kind === 'rejected') Object.assign(input, { reason: d.reason, cause: d.cause ?? undefined, note: d.note || undefined });
  return input;
}

export function AirlineAnswerForm({
  currency,
  reference,
  busy,
  onSubmit,
}: {
  currency: string;
  reference: string | null;
  busy: boolean;
  onSubmit: (submission: AnswerSubmission) => Promise<boolean>;
}) {
  const empty: Draft = { kind: null, amount: '', currency, promisedOn: '', reason: null, cause: null, note: '', receivedOn: '', reference: reference ?? '' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const error = (field: string) => (problem?.field === field ? t(problem.message) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = parseAirlineAnswer(answerInput(draft));
    if (!check.ok) return setProblem({ field: check.field, message: check.message });
    setProblem(null);
    const done = await onSubmit({
      answer: check.answer,
      ...(draft.receivedOn ? { received_on: draft.receivedOn } : {}),
      ...(draft.reference.trim() ? { airline_reference: draft.reference.trim() } : {}),
    });
    if (done) setDraft({ ...empty, reference: draft.reference });
  };

  const amounts = draft.kind !== null && WITH_AMOUNT.includes(draft.kind);
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('Record the airline’s answer')}>
      <Stack gap="xs">
        <Select
          label={t('What the airline answered')}
          data={ANSWER_KINDS.map((kind) => ({ value: kind, label: t(ANSWER_LABELS[kind]) }))}
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as AnswerKind | null })}
          error={error('kind')}
          allowDeselect={false}
        />
        {amounts && (
          <Group grow align="flex-start">
            <TextInput
              label={draft.kind === 'paid-passenger' ? t('Amount paid (if known)') : t('Amount')}
              inputMode="decimal"
              dir="ltr"
              value={draft.amount}
              onChange={(e) => set({ amount: e.currentTarget.value })}
              error={error('amountMinor')}
            />
            <Select
              label={t('Currency')}
              data={CURRENCIES}
              value={draft.currency}
              onChange={(c) => set({ currency: c ?? currency })}
              error={error('currency')}
              allowDeselect={false}
            />
          </Group>
        )}
        {draft.kind === 'accepted' && (
          <TextInput
            type="date"
            label={t('Promised to pay by')}
            value={draft.promisedOn}
            onChange={(e) => set({ promisedOn: e.currentTarget.value })}
            error={error('promisedOn')}
          />
        )}
        {draft.kind === 'rejected' && (
          <>
            <Select
              label={t('The reason the airline gave')}
              data={REJECTION_REASONS.map((reason) => ({ value: reason, label: t(REASON_LABELS[reason]) }))}
              value={draft.reason}
              onChange={(reason) => set({ reason })}
              error={error('reason')}
              allowDeselect={false}
            />
            {draft.reason === 'extraordinary' && (
              <Select
                label={t('The cause the airline named')}
                data={DISRUPTION_CAUSES.map((cause) => ({ value: cause, label: t(CAUSE_LABELS[cause]) }))}
                value={draft.cause}
                onChange={(cause) => set({ cause })}
                error={error('cause')}
                searchable
                allowDeselect={false}
              />
            )}
            <Textarea
              label={t('Note')}
              value={draft.note}
              maxLength={2000}
              autosize
              minRows={2}
              onChange={(e) => set({ note: e.currentTarget.value })}
              error={error('note')}
            />
          </>
        )}
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('Answer received on')}
            description={t('Empty: today')}
            value={draft.receivedOn}
            onChange={(e) => set({ receivedOn: e.currentTarget.value })}
          />
          <TextInput
            label={t('The airline’s case number')}
            dir="ltr"
            maxLength={100}
            value={draft.reference}
            onChange={(e) => set({ reference: e.currentTarget.value })}
          />
        </Group>
        {problem && !['kind', 'amountMinor', 'currency', 'promisedOn', 'reason', 'cause', 'note'].includes(problem.field) && (
          <Text c="red.8" role="alert">
            {t(problem.message)}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {t('Record the answer')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
