// The flight step's questions for money beyond the fixed sum (issue #33), each asked only when the
// answer needs it (rules/extra-questions.ts): the scheduled and expected times of day (a hotel
// night), whether the passenger took the refund and the ticket's price, and a baggage problem with
// its day and cost. Amounts go through NumberField (Persian and Arabic digits) and are kept in
// hundredths; the rules and messages are the API's (domain/claim/fact-rules.ts).
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { EXPENSE_CURRENCIES, normalizeTimeOfDay, type BaggageProblem, type FlightFactsWire, type MoneyMinorWire } from '../../../../domain/claim/index.ts';
import { NumberField } from '../../../components/number-field.tsx';
import { msg, t } from '../../../i18n/t.ts';
import { ChoiceQuestion, NO_YES } from './choice-question.tsx';
import { AMOUNT } from './fact-fields.tsx';

type Patch = Partial<FlightFactsWire>;
export interface MoneyFactProps {
  facts: FlightFactsWire;
  shown: (key: string) => string | undefined;
  onType: (patch: Patch) => void;
  onChoose: (patch: Patch) => void;
}

const BAGGAGE = [
  { value: 'none', label: msg('No') },
  { value: 'delayed', label: msg('Yes, it arrived late') },
  { value: 'lost', label: msg('Yes, it was lost') },
  { value: 'damaged', label: msg('Yes, it was damaged') },
] as const;

const COST_LABEL: Readonly<Record<BaggageProblem, string>> = {
  delayed: msg('What did you have to buy while you waited for it?'),
  lost: msg('What was the bag and its contents worth?'),
  damaged: msg('What does the repair cost (or the bag, if it cannot be repaired)?'),
};

/** 'HH:MM' typed in any digits; kept as typed until it reads as a time, so the rule can say what is wrong. */
function TimeField({ label, value, error, onChange }: { label: string; value: string | undefined; error: string | undefined; onChange: (v?: string) => void }) {
  return (
    <TextInput
      label={label}
      placeholder="07:45"
      maw={160}
      autoComplete="off"
      dir="ltr"
      value={value ?? ''}
      error={error}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        onChange(typed.trim() === '' ? undefined : normalizeTimeOfDay(typed));
      }}
    />
  );
}

export function DepartureTimes({ facts, shown, onType }: Omit<MoneyFactProps, 'onChoose'>) {
  const times = facts.departure_times ?? {};
  const set = (which: 'scheduled' | 'expected', value: string | undefined) => {
    const next = { ...times, [which]: value };
    if (value === undefined) delete next[which];
    onType({ departure_times: Object.keys(next).length === 0 ? undefined : next });
  };
  return (
    <fieldset className="wizard-fieldset">
      <legend>{t('At what time was your flight due to leave, and when did the airline expect it to leave instead?')}</legend>
      <Text fz="sm" c="gray.7" mb="xs">
        {t('Local times on a 24-hour clock. The airline owes a hotel when the new departure is on a later day.')}
      </Text>
      <Group gap="sm" align="flex-start">
        <TimeField label={t('Scheduled')} value={times.scheduled} error={shown('departure_times.scheduled')} onChange={(v) => set('scheduled', v)} />
        <TimeField label={t('Expected new departure')} value={times.expected} error={shown('departure_times.expected')} onChange={(v) => set('expected', v)} />
      </Group>
    </fieldset>
  );
}

/** An amount as typed (12.5) in hundredths (1250), as receipts are kept. */
export const toMinor = (amount: number | undefined): number => Math.round((amount ?? 0) * 100);

/** An amount in hundredths with its currency, typed as on the ticket or receipt (12.50). */
export function MinorMoneyField(props: {
  label: string;
  path: string;
  value: MoneyMinorWire | undefined;
  shown: MoneyFactProps['shown'];
  onChange: (value: MoneyMinorWire) => void;
}) {
  const currency = props.value?.currency ?? 'EUR';
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <NumberField
        label={props.label}
        rule={AMOUNT}
        maw={220}
        value={props.value ? props.value.amount_minor / 100 : undefined}
        error={props.shown(`${props.path}.amount_minor`)}
        onChange={(next) => props.onChange({ amount_minor: toMinor(next), currency })}
      />
      <NativeSelect
        label={t('Currency')}
        data={[...EXPENSE_CURRENCIES]}
        value={currency}
        w={100}
        error={props.shown(`${props.path}.currency`)}
        onChange={(e) => props.onChange({ amount_minor: props.value?.amount_minor ?? 0, currency: e.currentTarget.value })}
      />
    </Group>
  );
}

export function RefundQuestion({ facts, shown, onType, onChoose }: MoneyFactProps) {
  return (
    <Stack gap="xs">
      <ChoiceQuestion
        label={t('Did you give up the flight and ask for your ticket to be refunded?')}
        value={facts.chose_refund ? 'yes' : 'no'}
        choices={NO_YES}
        onChange={(v) => onChoose(v === 'yes' ? { chose_refund: true } : { chose_refund: false, ticket_price: undefined })}
      />
      {facts.chose_refund && (
        <MinorMoneyField
          label={t('What did the ticket cost?')}
          path="ticket_price"
          value={facts.ticket_price}
          shown={shown}
          onChange={(price) => onType({ ticket_price: price })}
        />
      )}
    </Stack>
  );
}

export function BaggageQuestion({ facts, shown, onType, onChoose }: MoneyFactProps) {
  const bag = facts.baggage;
  return (
    <Stack gap="xs">
      <ChoiceQuestion
        label={t('Did you have a problem with your checked baggage?')}
        value={bag?.kind ?? 'none'}
        choices={BAGGAGE}
        stacked
        onChange={(v) => onChoose({ baggage: v === 'none' ? undefined : { ...bag, kind: v, ...(v === 'lost' ? { received_on: undefined } : {}) } })}
      />
      {bag && bag.kind !== 'lost' && (
        <TextInput
          label={t('When did you get the bag back?')}
          description={t('The written complaint to the airline is due within days of this.')}
          type="date"
          maw={220}
          value={bag.received_on ?? ''}
          error={shown('baggage.received_on')}
          onChange={(e) => onChoose({ baggage: { ...bag, received_on: e.currentTarget.value || undefined } })}
        />
      )}
      {bag && (
        <MinorMoneyField
          label={t(COST_LABEL[bag.kind])}
          path="baggage.cost"
          value={bag.cost}
          shown={shown}
          onChange={(cost) => onType({ baggage: { ...bag, cost } })}
        />
      )}
    </Stack>
  );
}
