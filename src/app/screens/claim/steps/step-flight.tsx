// Step 2: the flight, the facts eligibility depends on, and the check. Any change clears an
// earlier answer, so what moves on is always the answer for what is on the screen.
// The field styles stay imported here, ahead of the step's modules, so the CSS order is unchanged.
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DISRUPTION_CAUSES, type DisruptionCause, FLIGHT_NUMBER_HINT, MAX_DELAY_MINUTES } from '../../../../domain/claim/index.ts';
import { normalizeAirlineCode } from '../../../../domain/claim/validation.ts';
import type { DraftFields } from '../../../../offline/index.ts';
import { getApi } from '../../../../offline/index.ts';
import { AirportPicker } from '../../../components/airport-picker.tsx';
import { t } from '../../../i18n/t.ts';
import { StepAction } from './step-parts.tsx';
import { CancellationFacts } from '../fields/cancellation-facts.tsx';
import { ConnectionsField } from '../fields/connections-field.tsx';
import { DurationField } from '../fields/duration-field.tsx';
import { EligibilityCard } from './eligibility-card.tsx';
import { ExtraFacts } from '../fields/extra-facts.tsx';
import { checkEligibility, checkOnThisDevice } from '../rules/eligibility-check.ts';
import { eligibilityView } from '../rules/eligibility-result.ts';
import { CAUSE_LABELS, buildCheckRequest, connectionsOf, durationOf, validateFlightStep } from '../rules/flight-form.ts';
import { passengerCount } from '../rules/passengers.ts';
import { ScanBoardingPass } from '../scan/scan-boarding-pass.tsx';
import { RightsNowCard } from './rights-now-card.tsx';
import { useDraftForm } from './use-draft-form.ts';
import { useFlightUpdater } from './use-flight-updater.ts';

interface FlightStepProps {
  fields: DraftFields;
  update: (patch: DraftFields) => void;
  updateNow: (patch: DraftFields) => Promise<boolean>;
  signedIn: boolean;
  onContinue: () => void;
}

const flightRules = (fields: DraftFields) => validateFlightStep(fields).errors;
// The earlier flight's cause: any but another knock-on ('unknown' first).
const ORIGINAL_CAUSES = ['unknown', ...DISRUPTION_CAUSES.filter((c) => c !== 'unknown' && c !== 'knock-on-previous-flight')] as const;

export function FlightStep({ signedIn, onContinue, ...draft }: FlightStepProps) {
  const [checking, setChecking] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const { fields, update, updateNow, shown, accept } = useDraftForm({ name: 'flight', ...draft, rules: flightRules, container: formRef });
  const { latest, typed, chosen, connectionsChanged } = useFlightUpdater(fields, update, updateNow);
  const [announce, setAnnounce] = useState(0);

  const flight = fields.flight ?? {};
  const facts = flight.facts ?? {};
  const connections = connectionsOf(flight);
  const type = fields.disruptionType;

  useEffect(() => {
    if (announce > 0) resultHeading.current?.focus();
  }, [announce]);

  async function check() {
    if (!accept()) return;
    const request = buildCheckRequest(latest.current);
    setChecking(true);
    try {
      const record = await checkEligibility(request, {
        signedIn,
        checkOnServer: (body) => getApi().checkDelay(body),
        checkOnDevice: checkOnThisDevice,
      });
      // The passenger changed something meanwhile: this answer is for other facts.
      if (JSON.stringify(buildCheckRequest(latest.current)) !== JSON.stringify(request)) return;
      await updateNow({ eligibility: record });
      setAnnounce((n) => n + 1);
    } finally {
      setChecking(false);
    }
  }

  // An airport field: its hint until it has an error, and a choice that counts at once.
  const airport = (key: 'departureAirport' | 'arrivalAirport', hint: string) => ({
    description: shown(key) ? undefined : hint,
    value: flight[key] ?? '',
    error: shown(key),
    onChange: (iata: string) => chosen({ [key]: iata }),
  });

  const view = fields.eligibility ? eligibilityView(fields.eligibility, passengerCount(fields)) : null;

  return (
    <Stack gap="lg" ref={formRef}>
      <ScanBoardingPass fields={fields} onApply={(patch) => void updateNow(patch)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('Flight number')}
          placeholder={t('e.g. BA1234')}
          description={t(FLIGHT_NUMBER_HINT)}
          withAsterisk
          aria-required
          autoComplete="off"
          autoCapitalize="characters"
          value={flight.flightNumber ?? ''}
          error={shown('flightNumber')}
          onChange={(event) => typed({ flightNumber: event.currentTarget.value })}
        />
        <TextInput
          label={t('Departure date')}
          type="date"
          withAsterisk
          aria-required
          value={flight.departureDate ?? ''}
          error={shown('departureDate')}
          onChange={(event) => chosen({ departureDate: event.currentTarget.value })}
        />
        <AirportPicker label={t('Departure airport')} {...airport('departureAirport', t('Where your journey started: needed to check which rules apply'))} />
        <AirportPicker label={t('Arrival airport')} {...airport('arrivalAirport', t('Your final destination: needed to work out the distance'))} />
        <TextInput
          label={t('Operating airline code')}
          description={shown('operatingCarrier') ? undefined : t('Only if another airline flew the plane than the flight number shows (codeshare), e.g. LH')}
          maxLength={2}
          autoComplete="off"
          value={facts.operating_carrier ?? ''}
          error={shown('operatingCarrier')}
          onChange={(event) => {
            const value = normalizeAirlineCode(event.currentTarget.value);
            typed({}, { operating_carrier: value === '' ? undefined : value });
          }}
        />
      </SimpleGrid>

      <ConnectionsField
        connections={connections}
        flight={flight}
        shown={shown}
        onChange={connectionsChanged}
        disruptedLeg={facts.disrupted_leg_index ?? 0}
        onDisruptedLeg={(index) => chosen({}, { disrupted_leg_index: index })}
      />

      {type === 'delayed' && (
        <DurationField
          legend={t('How late did you arrive at your final destination?')}
          description={t('Count from the scheduled arrival time to when the doors opened.')}
          value={durationOf(facts.arrival_delay_minutes)}
          maxMinutes={MAX_DELAY_MINUTES}
          error={shown('arrivalDelay')}
          onChange={(minutes) => typed({}, { arrival_delay_minutes: minutes })}
        />
      )}
      {type === 'cancelled' && <CancellationFacts facts={facts} shown={shown} onType={(p) => typed({}, p)} onChoose={(p) => chosen({}, p)} />}
      {type === 'denied' && (
        <Radio.Group
          label={t('Did you give up your seat voluntarily?')}
          value={facts.voluntary ? 'yes' : 'no'}
          onChange={(value) => chosen({}, { voluntary: value === 'yes' })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="no" label={t('No, I was refused boarding against my will')} />
            <Radio value="yes" label={t('Yes, I volunteered (for example in exchange for vouchers)')} />
          </Stack>
        </Radio.Group>
      )}

      <ExtraFacts type={type} facts={facts} eligibility={fields.eligibility} shown={shown} onType={(p) => typed({}, p)} onChoose={(p) => chosen({}, p)} />

      <NativeSelect
        label={t('What reason did the airline give?')}
        value={facts.cause ?? 'unknown'}
        data={DISRUPTION_CAUSES.map((cause) => ({ value: cause, label: t(CAUSE_LABELS[cause]) })).sort((a, b) =>
          a.value === 'unknown' ? -1 : b.value === 'unknown' ? 1 : 0,
        )}
        onChange={(event) => {
          const cause = event.currentTarget.value as DisruptionCause;
          // The earlier flight's cause goes with a knock-on delay only (the API refuses it otherwise).
          chosen({}, cause === 'knock-on-previous-flight' ? { cause } : { cause, original_cause: undefined });
        }}
      />
      {facts.cause === 'knock-on-previous-flight' && (
        <NativeSelect
          label={t('What went wrong on that earlier flight?')}
          description={t('A delay carried over from an earlier flight is judged by what caused it there.')}
          value={facts.original_cause ?? 'unknown'}
          error={shown('original_cause')}
          data={ORIGINAL_CAUSES.map((cause) => ({ value: cause, label: t(CAUSE_LABELS[cause]) }))}
          onChange={(event) => chosen({}, { original_cause: event.currentTarget.value as DisruptionCause })}
        />
      )}

      <RightsNowCard request={buildCheckRequest(fields)} />

      <Group>
        <Button onClick={() => void check()} loading={checking} variant={view ? 'default' : 'filled'}>
          {view ? t('Check again') : t('Check eligibility')}
        </Button>
      </Group>

      <div aria-live="polite">{view && <EligibilityCard view={view} headingRef={resultHeading} />}</div>

      {view && !view.eligible && (
        <Text fz="sm" c="gray.7">
          {t('You can correct the details above and check again.')}
        </Text>
      )}
      {view?.eligible && <StepAction onClick={onContinue}>{t('Continue')}</StepAction>}
    </Stack>
  );
}
