// The questions for a cancelled flight: how much notice, and whether (and how) it was rerouted.
import { Group, Radio, Stack } from '@mantine/core';
import type { FlightFactsWire } from '../../../../domain/claim/index.ts';
import { DurationField } from './duration-field.tsx';
import { MAX_REROUTE_MINUTES } from '../../../../domain/claim/index.ts';
import { NumberField, wholeNumber } from '../../../components/number-field.tsx';
import { durationOf } from '../rules/flight-form.ts';
import { t } from '../../../i18n/t.ts';

interface CancellationFactsProps {
  facts: FlightFactsWire;
  shown: (key: string) => string | undefined;
  onType: (patch: Partial<FlightFactsWire>) => void;
  onChoose: (patch: Partial<FlightFactsWire>) => void;
}

/** The API's bound of notice_days. */
export const NOTICE_DAYS = wholeNumber(0, 366);

export function CancellationFacts(props: CancellationFactsProps) {
  const { facts, shown } = props;
  const offered = facts.reroute_departed_earlier_minutes !== undefined || facts.reroute_arrived_later_minutes !== undefined;
  return (
    <Stack gap="md">
      <NumberField
        label={t('How many days before departure were you told about the cancellation?')}
        description={shown('noticeDays') ? undefined : t('0 if you found out at the airport')}
        rule={NOTICE_DAYS}
        maw={320}
        value={facts.notice_days}
        error={shown('noticeDays')}
        onChange={(days) => props.onType({ notice_days: days, notice_hours: undefined })}
      />
      <Radio.Group
        label={t('Were you offered a replacement flight?')}
        value={offered ? 'yes' : 'no'}
        onChange={(value) =>
          props.onChoose(
            value === 'yes'
              ? { reroute_departed_earlier_minutes: 0, reroute_arrived_later_minutes: 0 }
              : { reroute_departed_earlier_minutes: undefined, reroute_arrived_later_minutes: undefined },
          )
        }
      >
        <Group gap="lg" mt="xs">
          <Radio value="no" label={t('No')} />
          <Radio value="yes" label={t('Yes')} />
        </Group>
      </Radio.Group>
      {offered && (
        <>
          <DurationField
            legend={t('How much earlier than your original flight did the replacement leave?')}
            description={t('0 if it left at the same time or later.')}
            value={durationOf(facts.reroute_departed_earlier_minutes)}
            maxMinutes={MAX_REROUTE_MINUTES}
            error={shown('rerouteEarlier')}
            onChange={(minutes, invalid) => props.onType({ reroute_departed_earlier_minutes: invalid ? undefined : (minutes ?? 0) })}
          />
          <DurationField
            legend={t('How much later than planned did you arrive at your final destination?')}
            value={durationOf(facts.reroute_arrived_later_minutes)}
            maxMinutes={MAX_REROUTE_MINUTES}
            error={shown('rerouteLater')}
            onChange={(minutes, invalid) => props.onType({ reroute_arrived_later_minutes: invalid ? undefined : (minutes ?? 0) })}
          />
        </>
      )}
    </Stack>
  );
}
