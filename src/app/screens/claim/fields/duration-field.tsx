// A duration asked as hours and minutes in one fieldset (delay and rerouting questions). What is
// typed stays as typed ("-3", "75" minutes): a part that cannot be right gets a message (the rule
// of src/domain/claim/fact-limits.ts, the server's bounds), and only a valid total reaches the draft.
import { Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { durationFromParts } from '../../../../domain/claim/index.ts';
import { toLatinDigits } from '../../../../domain/text/digits.ts';
import { t } from '../../../i18n/t.ts';
import { domainMessage } from '../text/domain-message.ts';
import type { Duration } from '../rules/flight-form.ts';

interface DurationFieldProps {
  legend: string;
  description?: string;
  value: Duration;
  /** The largest total accepted, in minutes. */
  maxMinutes: number;
  error?: string | undefined;
  /** The total in minutes; undefined while empty or not valid (`invalid` says which). */
  onChange: (minutes: number | undefined, invalid: boolean) => void;
}

export function DurationField(props: DurationFieldProps) {
  return (
    <fieldset className="wizard-fieldset">
      <legend>{props.legend}</legend>
      {props.description && (
        <Text fz="sm" c="gray.7" mb="xs">
          {props.description}
        </Text>
      )}
      <DurationInputs value={props.value} maxMinutes={props.maxMinutes} error={props.error} onChange={props.onChange} />
    </fieldset>
  );
}

const asText = (part: number | '') => (part === '' ? '' : String(part));

/** The hours and minutes as typed: Arabic-Indic and Persian digits are the same numbers (the text shown stays as typed). */
export const readDuration = (hours: string, minutes: string, maxMinutes: number) => durationFromParts(toLatinDigits(hours), toLatinDigits(minutes), maxMinutes);

/** The Hours and Minutes boxes, keeping the typed text; the message under them. */
export function DurationInputs({ value, maxMinutes, error, onChange }: Omit<DurationFieldProps, 'legend' | 'description'>) {
  const [typed, setTyped] = useState({ hours: asText(value.hours), minutes: asText(value.minutes) });
  const parts = (next: typeof typed) => readDuration(next.hours, next.minutes, maxMinutes);
  const parsed = parts(typed);
  const message = parsed.problem ? domainMessage(parsed.problem) : error;
  const change = (next: typeof typed) => {
    setTyped(next);
    const result = parts(next);
    onChange(result.minutes, result.problem !== undefined);
  };
  return (
    <>
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          label={t('Hours')}
          inputMode="numeric"
          w={110}
          value={typed.hours}
          error={message !== undefined}
          onChange={(event) => change({ ...typed, hours: event.currentTarget.value })}
        />
        <TextInput
          label={t('Minutes')}
          inputMode="numeric"
          w={110}
          value={typed.minutes}
          error={parsed.problem === undefined ? undefined : true}
          onChange={(event) => change({ ...typed, minutes: event.currentTarget.value })}
        />
      </Group>
      {message && (
        <Text fz="sm" c="red.9" mt={4} role="alert">
          {message}
        </Text>
      )}
    </>
  );
}
