// A duration asked as hours and minutes in one fieldset (delay and rerouting questions).
import { Group, NumberInput, Text } from '@mantine/core';
import { MAX_DELAY_HOURS, type Duration } from './flight-form.ts';

interface DurationFieldProps {
  legend: string;
  description?: string;
  value: Duration;
  error?: string | undefined;
  onChange: (value: Duration) => void;
}

export function DurationField(props: DurationFieldProps) {
  const { value, onChange } = props;
  return (
    <fieldset className="wizard-fieldset">
      <legend>{props.legend}</legend>
      {props.description && (
        <Text fz="sm" c="gray.7" mb="xs">
          {props.description}
        </Text>
      )}
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <NumberInput
          label="Hours"
          min={0}
          max={MAX_DELAY_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          w={110}
          value={value.hours}
          error={props.error}
          onChange={(hours) => onChange({ ...value, hours: hours === '' ? '' : Number(hours) })}
        />
        <NumberInput
          label="Minutes"
          min={0}
          max={59}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          w={110}
          value={value.minutes}
          onChange={(minutes) => onChange({ ...value, minutes: minutes === '' ? '' : Number(minutes) })}
        />
      </Group>
    </fieldset>
  );
}
