// The flight step's further questions (rules/extra-questions.ts decides which): how late a replacement got
// there after denied boarding and the fare (US rule), a diversion, a downgrade, and money or a
// voucher already received; the exact notice of a cancellation, how late a delayed flight left, and
// the aircraft facts of the US rule. Each answer goes into the draft's wire facts like the fields above.
import { Stack, Text } from '@mantine/core';
import { ChoiceQuestion, NO_YES } from './choice-question.tsx';
import { msg, t } from '../../../i18n/t.ts';
import type { DisruptionType, FlightFactsWire } from '../../../../domain/claim/index.ts';
import type { EligibilityRecord } from '../rules/eligibility-result.ts';
import { extraQuestions } from '../rules/extra-questions.ts';
import { MAX_DELAY_MINUTES } from '../../../../domain/claim/index.ts';
import { DurationInputs } from './duration-field.tsx';
import { BaggageQuestion, DepartureTimes, RefundQuestion } from './money-facts.tsx';
import { AMOUNT, DaysHours, MoneyField } from './fact-fields.tsx';
import { NumberField, wholeNumber } from '../../../components/number-field.tsx';
import { MAX_DELAY_HOURS, durationOf } from '../rules/flight-form.ts';

type Patch = Partial<FlightFactsWire>;
interface Props {
  type: DisruptionType | undefined;
  facts: FlightFactsWire;
  eligibility: EligibilityRecord | null | undefined;
  shown: (key: string) => string | undefined;
  onType: (patch: Patch) => void;
  onChoose: (patch: Patch) => void;
}

const DIVERSION = [
  { value: 'no', label: msg('No') },
  { value: 'same-area', label: msg('Yes, another airport serving the same city or region') },
  { value: 'other-area', label: msg('Yes, an airport somewhere else') },
] as const;
const REPLACEMENT = [
  { value: 'offered', label: msg('I was offered a replacement') },
  { value: 'none', label: msg('No replacement was offered') },
] as const;
const NO_YES_UNKNOWN = [...NO_YES, { value: 'unknown', label: msg("I don't know") }] as const;
const RECEIVED = [
  { value: 'none', label: msg('No') },
  { value: 'cash', label: msg('Yes, money') },
  { value: 'voucher', label: msg('Yes, a voucher') },
] as const;

export function ExtraFacts({ type, facts, eligibility, shown, onType, onChoose }: Props) {
  const questions = extraQuestions(type, facts, eligibility);
  if (questions.length === 0) return null;
  return (
    <Stack gap="md">
      {questions.includes('notice-hours') && <NoticeHours facts={facts} onType={onType} />}
      {questions.includes('departure-delay') && <DepartureDelay facts={facts} onType={onType} />}
      {questions.includes('departure-times') && <DepartureTimes facts={facts} shown={shown} onType={onType} />}
      {questions.includes('replacement-arrival') && <ReplacementArrival facts={facts} onType={onType} onChoose={onChoose} />}
      {questions.includes('one-way-fare') && (
        <NumberField
          label={t('What did the one-way fare to your destination (or first stopover) cost, in US dollars?')}
          description={t('Including taxes and fees, as on your receipt.')}
          rule={AMOUNT}
          maw={480}
          leftSection="$"
          value={facts.one_way_fare?.amount}
          onChange={(amount) => onType({ one_way_fare: amount === undefined ? undefined : { amount, currency: 'USD' } })}
        />
      )}
      {questions.includes('us-aircraft') && <UsAircraft facts={facts} onType={onType} onChoose={onChoose} />}
      {questions.includes('diversion') && (
        <ChoiceQuestion
          label={t('Did your flight land at a different airport than the one you booked?')}
          value={facts.diversion ?? 'no'}
          choices={DIVERSION}
          stacked
          onChange={(value) => onChoose({ diversion: value === 'no' ? undefined : value })}
        />
      )}
      {questions.includes('refund') && <RefundQuestion facts={facts} shown={shown} onType={onType} onChoose={onChoose} />}
      {questions.includes('baggage') && <BaggageQuestion facts={facts} shown={shown} onType={onType} onChoose={onChoose} />}
      {questions.includes('downgrade') && <Downgrade facts={facts} onType={onType} onChoose={onChoose} />}
      {questions.includes('already-received') && <AlreadyReceived facts={facts} onType={onType} onChoose={onChoose} />}
    </Stack>
  );
}

/** The API's bound of aircraft_seats. */
export const AIRCRAFT_SEATS = wholeNumber(1, 1000);

type Part = Pick<Props, 'facts' | 'onType' | 'onChoose'>;

function ReplacementArrival({ facts, onType, onChoose }: Part) {
  const none = facts.no_alternative_offered === true;
  return (
    <fieldset className="wizard-fieldset">
      <legend>{t('How much later than planned did the replacement flight get you to your destination?')}</legend>
      <ChoiceQuestion
        value={none ? 'none' : 'offered'}
        choices={REPLACEMENT}
        onChange={(v) => onChoose(v === 'none' ? { no_alternative_offered: true, arrival_delay_minutes: undefined } : { no_alternative_offered: undefined })}
      />
      {!none && (
        <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
          <DurationInputs
            value={durationOf(facts.arrival_delay_minutes)}
            maxMinutes={MAX_DELAY_MINUTES}
            onChange={(minutes) => onType({ arrival_delay_minutes: minutes })}
          />
        </div>
      )}
    </fieldset>
  );
}

function NoticeHours({ facts, onType }: Omit<Part, 'onChoose'>) {
  return (
    <DaysHours
      legend={t('Exactly how long before the scheduled departure were you told?')}
      description={t(
        'Around 7 and 14 days the hours count: 13 days and 20 hours is less than two weeks. Count from when you were told to when the flight was due to leave.',
      )}
      total={facts.notice_hours}
      unit="hours"
      max={366 * 24}
      onChange={(hours) => onType({ notice_hours: hours })}
    />
  );
}

function DepartureDelay({ facts, onType }: Omit<Part, 'onChoose'>) {
  return (
    <DaysHours
      legend={t('How late did your flight leave?')}
      description={t('The help the airline owes you at the airport (meals, calls, a hotel) depends on how long you waited to leave.')}
      total={facts.departure_delay_minutes}
      unit="minutes"
      max={MAX_DELAY_HOURS * 60}
      onChange={(minutes) => onType({ departure_delay_minutes: minutes })}
    />
  );
}

function UsAircraft({ facts, onType, onChoose }: Part) {
  const swapped = facts.substitute_smaller_aircraft;
  return (
    <Stack gap="xs">
      <NumberField
        label={t('How many passenger seats did the aircraft have?')}
        description={t("Leave empty if you don't know. The US rule covers aircraft with 30 seats or more.")}
        rule={AIRCRAFT_SEATS}
        maw={320}
        value={facts.aircraft_seats}
        onChange={(seats) => onType({ aircraft_seats: seats })}
      />
      <ChoiceQuestion
        label={t('Did the airline swap in a smaller aircraft for operational or safety reasons?')}
        value={swapped === true ? 'yes' : swapped === false ? 'no' : 'unknown'}
        choices={NO_YES_UNKNOWN}
        onChange={(v) => onChoose({ substitute_smaller_aircraft: v === 'unknown' ? undefined : v === 'yes' })}
      />
    </Stack>
  );
}

function Downgrade({ facts, onType, onChoose }: Part) {
  const downgraded = facts.downgrade_ticket_price !== undefined;
  return (
    <Stack gap="xs">
      <ChoiceQuestion
        label={t('Were you seated in a lower class than you paid for?')}
        value={downgraded ? 'yes' : 'no'}
        choices={NO_YES}
        onChange={(v) => onChoose({ downgrade_ticket_price: v === 'yes' ? { amount: 0, currency: 'EUR' } : undefined })}
      />
      {downgraded && (
        <MoneyField
          label={t('Price of that flight')}
          value={facts.downgrade_ticket_price}
          onChange={(price) => onType({ downgrade_ticket_price: price ?? { amount: 0, currency: 'EUR' } })}
        />
      )}
    </Stack>
  );
}

function AlreadyReceived({ facts, onType, onChoose }: Part) {
  const got = facts.already_received;
  const kind = got?.kind ?? 'none';
  return (
    <Stack gap="xs">
      <ChoiceQuestion
        label={t('Has the airline already paid you or given you a voucher for this?')}
        value={kind}
        choices={RECEIVED}
        stacked
        onChange={(v) => onChoose({ already_received: v === 'none' ? undefined : { amount: got?.amount ?? 0, currency: got?.currency ?? 'EUR', kind: v } })}
      />
      {got && (
        <MoneyField
          label={got.kind === 'voucher' ? t('Value of the voucher') : t('Amount paid')}
          value={got}
          onChange={(money) => onType({ already_received: { ...got, ...(money ?? { amount: 0 }) } })}
        />
      )}
      {got?.kind === 'voucher' && (
        <ChoiceQuestion
          label={t('Did you agree to the voucher in writing (for example by signing or ticking a box)?')}
          value={got.accepted_in_writing ? 'yes' : 'no'}
          choices={NO_YES}
          onChange={(v) => onChoose({ already_received: { ...got, accepted_in_writing: v === 'yes' } })}
        />
      )}
      {got?.kind === 'voucher' && !got.accepted_in_writing && (
        <Text fz="sm" c="gray.7">
          {t('A voucher you did not agree to in writing does not reduce what the airline owes you in money.')}
        </Text>
      )}
    </Stack>
  );
}
