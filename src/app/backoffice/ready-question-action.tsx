// Asking the passenger one of the ready-made questions (issue #32): the agent picks it by its
// label, in the agent's language (the server sends only the id), and sees what the passenger will
// read, in the passenger's language; the server sends that text (request-info with the question's id).
import { Button, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReadyQuestionId } from '../../domain/claim/ready-questions.ts';
import { msg, t } from '../i18n/t.ts';
import type { BackofficeClaim } from './api.ts';
import type { Run } from './claim-actions.tsx';
import { languageName } from './passenger-state.tsx';

const RTL = new Set(['ar', 'fa']);
/** The button may take two lines on a phone (app.css), as the actions' do. */
const WRAP = { className: 'wrap-button', py: 6 } as const;

const LABELS: Record<ReadyQuestionId, string> = {
  'boarding-pass': msg('Boarding pass'),
  'booking-confirmation': msg('Booking confirmation or e-ticket'),
  'airline-notice': msg('The airline’s message about the delay or cancellation'),
  'arrival-time': msg('Actual arrival time'),
  rebooking: msg('Another flight or a refund offered'),
  'expense-receipts': msg('Receipts for meals, a hotel or transport'),
};

/** A ready-made question's name for the agent; undefined for an id this screen does not know. */
export function readyQuestionLabel(id: string): string | undefined {
  const label = LABELS[id as ReadyQuestionId] as string | undefined;
  return label === undefined ? undefined : t(label);
}

export function ReadyQuestionAction({ detail, busy, run }: { detail: BackofficeClaim; busy: boolean; run: Run }) {
  const [id, setId] = useState<string | null>(null);
  const { locale } = detail.passenger_account;
  const chosen = detail.ready_questions.find((q) => q.id === id);
  return (
    <>
      <Select
        label={t('Ready-made question')}
        description={t('Sent in {language}, the passenger’s language.', { language: languageName(locale) })}
        placeholder={t('Choose a question')}
        data={detail.ready_questions.map((q) => ({ value: q.id, label: readyQuestionLabel(q.id) ?? q.id }))}
        value={id}
        onChange={setId}
        clearable
      />
      {/* What the passenger will read, word for word, in their language. */}
      {chosen && (
        <Text size="sm" lang={locale} dir={RTL.has(locale) ? 'rtl' : 'ltr'} data-testid="ready-question-preview">
          {chosen.text}
        </Text>
      )}
      <Button
        {...WRAP}
        variant="default"
        disabled={busy || !chosen}
        onClick={() => void run({ action: 'request-info', question: id! }, t('Question sent'), () => setId(null))}
      >
        {t('Ask this question')}
      </Button>
    </>
  );
}
