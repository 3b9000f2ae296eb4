// Two fields of the flight step's further questions: a duration typed as days and hours (or hours
// and minutes), and an amount with its currency.
import { Group, NativeSelect, NumberInput, Text } from '@mantine/core';
import { t } from '../../../i18n/t.ts';

const CURRENCIES = ['EUR', 'GBP', 'USD', 'TRY', 'AED', 'CHF', 'SAR', 'QAR'];
const MAX_AMOUNT = 100_000;
/** A count typed without a spinner: whole, never negative, held within its min and max as typed. */
export const WHOLE_NUMBER = { allowDecimal: false, allowNegative: false, clampBehavior: 'strict', hideControls: true } as const;
/** An amount of money typed without a spinner: cents at most, from 0 to MAX_AMOUNT, held there as typed. */
export const AMOUNT = { min: 0, max: MAX_AMOUNT, decimalScale: 2, allowNegative: false, clampBehavior: 'strict', hideControls: true } as const;
export const amountOf = (value: string | number) => (value === '' ? undefined : Number(value));

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
  const big = props.total === undefined ? '' : Math.floor(props.total / perDay);
  const small = props.total === undefined ? '' : props.total % perDay;
  const set = (a: number | '', b: number | '') =>
    props.onChange(a === '' && b === '' ? undefined : Math.min(props.max, Number(a || 0) * perDay + Number(b || 0)));
  const labels = props.unit === 'hours' ? [t('Days'), t('Hours')] : [t('Hours'), t('Minutes')];
  return (
    <fieldset className="wizard-fieldset">
      <legend>{props.legend}</legend>
      <Text fz="sm" c="gray.7" mb="xs">
        {props.description}
      </Text>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <NumberInput
          label={labels[0]}
          {...WHOLE_NUMBER}
          min={0}
          max={Math.floor(props.max / perDay)}
          w={110}
          value={big}
          onChange={(v) => set(v === '' ? '' : Number(v), small)}
        />
        <NumberInput label={labels[1]} {...WHOLE_NUMBER} min={0} max={perDay - 1} w={110} value={small} onChange={(v) => set(big, v === '' ? '' : Number(v))} />
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
      <NumberInput
        label={props.label}
        {...AMOUNT}
        maw={220}
        value={props.value?.amount ?? ''}
        onChange={(v) => {
          const amount = amountOf(v);
          props.onChange(amount === undefined ? undefined : { amount, currency });
        }}
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
