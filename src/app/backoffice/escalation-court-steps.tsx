// The court case's steps on the claim screen, and the form a partner lawyer (or an admin) records
// one with: filed (court, case number), hearing, judgment and paid (amount), enforcement.
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { checkCourtStep } from '../../domain/escalation/court-steps.ts';
import { exponentOf, minorToMajor, toMinorUnits } from '../../domain/money/minor-units.ts';
import { formatAmountWithCode, formatFlightDate } from '../components/claim-format.ts';
import { t } from '../i18n/t.ts';
import type { CourtStepView } from './escalation-api.ts';
import { COURT_STEP_LABELS, courtStepLabel } from './escalation-labels.ts';
import type { RunEscalation } from './escalation-panel.tsx';

export function CourtSteps({ steps }: { steps: CourtStepView[] }) {
  if (steps.length === 0) return null;
  return (
    <Stack gap={4} data-testid="court-steps">
      <Text fw={700}>{t('Court steps')}</Text>
      {steps.map((s) => (
        <Text key={s.id} size="sm" dir="auto">
          {formatFlightDate(s.date)} · {courtStepLabel(s.step)}
          {s.court ? ` · ${s.court}` : ''}
          {s.case_number ? ` · ${s.case_number}` : ''}
          {s.amount_minor !== null && s.currency ? ` · ${formatAmountWithCode(minorToMajor(s.amount_minor, s.currency), s.currency)}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** What the agent typed in major units (250.50), as the wire's minor units; nothing when it cannot be held exactly. */
function amountFields(amount: number | string, currency: string): { amount_minor?: number; currency?: string } {
  const code = currency.trim().toUpperCase();
  const minor = amount === '' ? null : toMinorUnits(String(amount), code);
  return { ...(minor !== null ? { amount_minor: minor } : {}), ...(code ? { currency: code } : {}) };
}

const today = () => new Date().toISOString().slice(0, 10);

export function CourtStepForm({ busy, run }: { busy: boolean; run: RunEscalation }) {
  const [step, setStep] = useState<string | null>(null);
  const [date, setDate] = useState(today());
  const [court, setCourt] = useState('');
  const [caseNumber, setCaseNumber] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [currency, setCurrency] = useState('EUR');
  const [error, setError] = useState<string | null>(null);
  const needsAmount = step === 'judgment' || step === 'paid';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      step: step ?? '',
      date,
      ...(court.trim() ? { court: court.trim() } : {}),
      ...(caseNumber.trim() ? { case_number: caseNumber.trim() } : {}),
      ...(needsAmount ? amountFields(amount, currency) : {}),
    };
    // The server's rule (domain/escalation/court-steps.ts), so the form refuses what it would.
    const check = checkCourtStep(request);
    if (!check.ok) return setError(t(check.message));
    setError(null);
    const done = await run({ action: 'court-step', ...request }, t('The court step is recorded'));
    if (done) setStep(null);
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('Record a court step')}>
      <Stack gap="xs">
        <Text fw={700}>{t('Record a court step')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group grow>
          <Select
            label={t('Step')}
            data={Object.keys(COURT_STEP_LABELS).map((value) => ({ value, label: courtStepLabel(value) }))}
            value={step}
            onChange={setStep}
          />
          <TextInput type="date" label={t('Day')} value={date} onChange={(e) => setDate(e.currentTarget.value)} dir="ltr" />
        </Group>
        {step === 'filed' && (
          <Group grow>
            <TextInput label={t('Court')} value={court} onChange={(e) => setCourt(e.currentTarget.value)} maxLength={200} />
            <TextInput label={t('Case number')} value={caseNumber} onChange={(e) => setCaseNumber(e.currentTarget.value)} maxLength={100} dir="ltr" />
          </Group>
        )}
        {needsAmount && (
          <Group grow>
            <NumberInput label={t('Amount')} value={amount} onChange={setAmount} min={0} decimalScale={exponentOf(currency.trim())} />
            <TextInput label={t('Currency')} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)} maxLength={3} dir="ltr" />
          </Group>
        )}
        <Button type="submit" variant="default" disabled={busy}>
          {t('Record the step')}
        </Button>
      </Stack>
    </form>
  );
}
