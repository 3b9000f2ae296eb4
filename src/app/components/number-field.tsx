// The one number field of the app. Mantine's NumberInput drops every digit that is not 0-9, so a
// Persian or Arabic phone keyboard (which types ۳ or ٣) could not fill it: this field keeps the text
// as typed and reads it with readTypedNumber (src/domain/text/digits.ts, through toLatinDigits).
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { readTypedNumber, type NumberRule } from '../../domain/text/digits.ts';

/** A count: whole, never negative. */
export const wholeNumber = (min: number, max: number): NumberRule => ({ min, max, decimals: 0 });
/** An amount of money: cents at most. */
export const amountRule = (max: number): NumberRule => ({ min: 0, max, decimals: 2 });

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'inputMode'> & {
  rule: NumberRule;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

const asText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function NumberField({ rule, value, onChange, ...rest }: Props) {
  const [typed, setTyped] = useState(asText(value));
  const read = readTypedNumber(typed, rule);
  // The typed text while it still means the value (۳ stays ۳); the value's own text once it changed elsewhere.
  const shown = (read === '' ? undefined : read) === value ? typed : asText(value);
  return (
    <TextInput
      {...rest}
      inputMode={rule.decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const number = readTypedNumber(next, rule);
        if (number === null) return;
        setTyped(next);
        onChange(number === '' ? undefined : number);
      }}
    />
  );
}
