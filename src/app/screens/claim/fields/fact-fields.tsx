// Two fields of the flight step's further questions: a duration typed as days and hours (or hours
// and minutes), and an amount with its currency.
import { Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { NumberField, amountRule, wholeNumber } from '../../../components/number-field.tsx';
import { t } from '../../../i18n/t.ts';

const CURRENCIES = ['EUR', 'GBP', 'USD', 'TRY', 'AED', 'CHF', 'SAR', 'QAR'];
const MAX_AMOUNT = 100_000;
/** An amount of money (the API's bound): cents at most, from 0 to MAX_AMOUNT, held there as typed. */
export const AMOUNT = amountRule(MAX_AMOUNT);

interface Parts {
  big: number | undefined;
  small: number | undefined;
}
const partsOf = (total: number | undefined, perDay: number): Parts =>
  total === undefined ? { big: undefined, small: undefined } : { big: Math.floor(total / perDay), small: total % perDay };

/** Days and hours typed apart; `max` caps the total (the API's bound). */
export function DaysHours(props: {
  legend: string;
  description: string;
  total: number | undefined;
  unit: 'hours' | 'minutes';
  max: number;
  onChange: (total: number | undefined) => void;
}) {
  const perDay = props.unit === 'hours' ? 24 : 60;
  const combine = (parts: Parts) =>
    parts.big === undefined && parts.small === undefined ? undefined : Math.min(props.max, (parts.big ?? 0) * perDay + (parts.small ?? 0));
  // The two parts as typed (an empty part stays empty), unless the total changed elsewhere.
  const [typed, setTyped] = useState<Parts>(() => partsOf(props.total, perDay));
  const { big, small } = combine(typed) === props.total ? typed : partsOf(props.total, perDay);
  const set = (next: Parts) => {
    setTyped(next);
    props.onChange(combine(next));
  };
  const labels = props.unit === 'hours' ? [t('Days'), t('Hours')] : [t('Hours'), t('Minutes')];
  return (
    <fieldset className="wizard-fieldset">
      <legend>{props.legend}</legend>
      <Text fz="sm" c="gray.7" mb="xs">
        {props.description}
      </Text>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <NumberField label={labels[0]} rule={wholeNumber(0, Math.floor(props.max / perDay))} w={110} value={big} onChange={(v) => set({ big: v, small })} />
        <NumberField label={labels[1]} rule={wholeNumber(0, perDay - 1)} w={110} value={small} onChange={(v) => set({ big, small: v })} />
      </Group>
    </fieldset>
  );
}

export function MoneyField(props: {
  label: string;
  value: { amount: number; currency: string } | undefined;
  onChange: (value: { amount: number; currency: string } | undefined) => void;
}) {
  const currency = props.value?.currency ?? 'EUR';
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <NumberField
        label={props.label}
        rule={AMOUNT}
        maw={220}
        value={props.value?.amount}
        onChange={(amount) => props.onChange(amount === undefined ? undefined : { amount, currency })}
      />
      <NativeSelect
        aria-label={t('Currency')}
        data={CURRENCIES}
        value={currency}
        w={100}
        onChange={(e) => props.onChange({ amount: props.value?.amount ?? 0, currency: e.currentTarget.value })}
      />
    </Group>
  );
}
