// One question with a few answers as radio buttons (the flight step's further questions): short
// answers side by side, long ones one under the other.
import { Group, Radio, Stack } from '@mantine/core';
import { msg, t } from '../../../i18n/t.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface Props<T extends string> {
  /** The question (translated); omitted when a fieldset's legend already asks it. */
  label?: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** One answer per line (long answers). */
  stacked?: boolean;
}

export function ChoiceQuestion<T extends string>({ label, value, choices, onChange, stacked = false }: Props<T>) {
  const Layout = stacked ? Stack : Group;
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Layout gap={stacked ? 'xs' : 'lg'} mt={label ? 'xs' : 0}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={t(choice.label)} />
        ))}
      </Layout>
    </Radio.Group>
  );
}

export const NO_YES: readonly Choice<'no' | 'yes'>[] = [
  { value: 'no', label: msg('No') },
  { value: 'yes', label: msg('Yes') },
];
