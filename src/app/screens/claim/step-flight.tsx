// Step 2: the flight, the facts eligibility depends on, and the check. Any change clears an
// earlier answer, so what moves on is always the answer for what is on the screen.
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, NativeSelect, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DISRUPTION_CAUSES, type DisruptionCause, type FlightFactsWire, FLIGHT_NUMBER_HINT } from '../../../domain/claim/index.ts';
import type { DraftFields } from '../../../offline/index.ts';
import { getApi } from '../../../offline/index.ts';
import { AirportPicker } from '../../components/airport-picker.tsx';
import { EligibilityCard } from './eligibility-card.tsx';
import { ExtraFacts } from './extra-facts.tsx';
import { checkEligibility, checkOnThisDevice } from './eligibility-check.ts';
import { eligibilityView } from './eligibility-result.ts';
import {
  CAUSE_LABELS, MAX_CONNECTIONS, MAX_DELAY_HOURS, buildCheckRequest, connectionsOf, durationOf, minutesOf,
  updateFlight, validateFlightStep, withConnections, type Connection, type Duration, type FlightDraft,
} from './flight-form.ts';
import { passengerCount } from './passengers.ts';
import { ScanBoardingPass } from './scan-boarding-pass.tsx';
import { focusFirstInvalid } from './focus.ts';

interface FlightStepProps {
  fields: DraftFields;
  update: (patch: DraftFields) => void;
  updateNow: (patch: DraftFields) => Promise<boolean>;
  signedIn: boolean;
  onContinue: () => void;
}

export function FlightStep({ fields, update, updateNow, signedIn, onContinue }: FlightStepProps) {
  const [showErrors, setShowErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const latest = useRef(fields);
  latest.current = fields;
  const [announce, setAnnounce] = useState(0);

  const flight = fields.flight ?? {};
  const facts = flight.facts ?? {};
  const connections = connectionsOf(flight);
  const { errors } = validateFlightStep(fields);
  const shown = (key: string) => (showErrors ? errors[key] : undefined);
  const type = fields.disruptionType;

  useEffect(() => {
    if (announce > 0) resultHeading.current?.focus();
  }, [announce]);

  const change = (patch: Partial<FlightDraft>, factsPatch?: Partial<FlightFactsWire>) =>
    ({ flight: updateFlight(latest.current.flight, patch, factsPatch), eligibility: null }) satisfies DraftFields;
  const type_ = (patch: Partial<FlightDraft>, factsPatch?: Partial<FlightFactsWire>) => update(change(patch, factsPatch));
  const choose = (patch: Partial<FlightDraft>, factsPatch?: Partial<FlightFactsWire>) => void updateNow(change(patch, factsPatch));
  const setConnections = (next: Connection[], now = false) => {
    const patch = { flight: withConnections(latest.current.flight ?? {}, next), eligibility: null };
    if (now) void updateNow(patch);
    else update(patch);
  };

  async function check() {
    setShowErrors(true);
    if (validateFlightStep(latest.current).any) {
      focusFirstInvalid(formRef.current);
      return;
    }
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

  const view = fields.eligibility ? eligibilityView(fields.eligibility, passengerCount(fields)) : null;

  return (
    <Stack gap="lg" ref={formRef}>
      <ScanBoardingPass fields={fields} onApply={(patch) => void updateNow(patch)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Flight number"
          placeholder="e.g. BA1234"
          description={FLIGHT_NUMBER_HINT}
          withAsterisk
          aria-required
          autoComplete="off"
          autoCapitalize="characters"
          value={flight.flightNumber ?? ''}
          error={shown('flightNumber')}
          onChange={(event) => type_({ flightNumber: event.currentTarget.value })}
        />
        <TextInput
          label="Departure date"
          type="date"
          withAsterisk
          aria-required
          value={flight.departureDate ?? ''}
          error={shown('departureDate')}
          onChange={(event) => choose({ departureDate: event.currentTarget.value })}
        />
        <AirportPicker
          label="Departure airport"
          description={shown('departureAirport') ? undefined : 'Where your journey started: needed to check which rules apply'}
          value={flight.departureAirport ?? ''}
          error={shown('departureAirport')}
          onChange={(iata) => choose({ departureAirport: iata })}
        />
        <AirportPicker
          label="Arrival airport"
          description={shown('arrivalAirport') ? undefined : 'Your final destination: needed to work out the distance'}
          value={flight.arrivalAirport ?? ''}
          error={shown('arrivalAirport')}
          onChange={(iata) => choose({ arrivalAirport: iata })}
        />
        <TextInput
          label="Operating airline code"
          description={shown('operatingCarrier') ? undefined : 'Only if another airline flew the plane than the flight number shows (codeshare), e.g. LH'}
          maxLength={2}
          autoComplete="off"
          value={facts.operating_carrier ?? ''}
          error={shown('operatingCarrier')}
          onChange={(event) => {
            const value = event.currentTarget.value.trim().toUpperCase();
            type_({}, { operating_carrier: value === '' ? undefined : value });
          }}
        />
      </SimpleGrid>

      <Connections
        connections={connections}
        flight={flight}
        shown={shown}
        onChange={setConnections}
        disruptedLeg={facts.disrupted_leg_index ?? 0}
        onDisruptedLeg={(index) => choose({}, { disrupted_leg_index: index })}
      />

      {type === 'delayed' && (
        <DurationField
          legend="How late did you arrive at your final destination?"
          description="Count from the scheduled arrival time to when the doors opened."
          value={durationOf(facts.arrival_delay_minutes)}
          error={shown('arrivalDelay')}
          onChange={(duration) => type_({}, { arrival_delay_minutes: minutesOf(duration) })}
        />
      )}
      {type === 'cancelled' && (
        <CancellationFacts facts={facts} shown={shown} onType={(p) => type_({}, p)} onChoose={(p) => choose({}, p)} />
      )}
      {type === 'denied' && (
        <Radio.Group
          label="Did you give up your seat voluntarily?"
          value={facts.voluntary ? 'yes' : 'no'}
          onChange={(value) => choose({}, { voluntary: value === 'yes' })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="no" label="No, I was refused boarding against my will" />
            <Radio value="yes" label="Yes, I volunteered (for example in exchange for vouchers)" />
          </Stack>
        </Radio.Group>
      )}

      <ExtraFacts type={type} facts={facts} eligibility={fields.eligibility} onType={(p) => type_({}, p)} onChoose={(p) => choose({}, p)} />

      <NativeSelect
        label="What reason did the airline give?"
        value={facts.cause ?? 'unknown'}
        data={DISRUPTION_CAUSES.map((cause) => ({ value: cause, label: CAUSE_LABELS[cause] })).sort((a, b) =>
          a.value === 'unknown' ? -1 : b.value === 'unknown' ? 1 : 0,
        )}
        onChange={(event) => choose({}, { cause: event.currentTarget.value as DisruptionCause })}
      />

      <Group>
        <Button onClick={() => void check()} loading={checking} variant={view ? 'default' : 'filled'}>
          {view ? 'Check again' : 'Check eligibility'}
        </Button>
      </Group>

      <div aria-live="polite">{view && <EligibilityCard view={view} headingRef={resultHeading} />}</div>

      {view && !view.eligible && (
        <Text fz="sm" c="gray.7">
          You can correct the details above and check again.
        </Text>
      )}
      {view?.eligible && (
        <Group justify="flex-end">
          <Button size="md" onClick={onContinue}>
            Continue
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Connections(props: {
  connections: Connection[];
  flight: FlightDraft;
  shown: (key: string) => string | undefined;
  onChange: (next: Connection[], now?: boolean) => void;
  disruptedLeg: number;
  onDisruptedLeg: (index: number) => void;
}) {
  const { connections, flight, shown, onChange } = props;
  const set = (index: number, patch: Partial<Connection>, now = false) =>
    onChange(connections.map((c, i) => (i === index ? { ...c, ...patch } : c)), now);
  const stops = [flight.departureAirport || 'Start', ...connections.map((c) => c.airport || '?'), flight.arrivalAirport || 'Destination'];
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          Connecting flights
        </Title>
        <Text fz="sm" c="gray.7">
          If you changed planes on the way and all flights were on one booking, add each connection: a delay is counted
          at your final destination.
        </Text>
      </div>
      {connections.map((connection, index) => (
        <Paper key={index} withBorder p="md" radius="md">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Connection {index + 1}</Text>
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => onChange(connections.filter((_, i) => i !== index), true)}>
              Remove connection {index + 1}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <AirportPicker
              label="Changed planes at"
              required
              value={connection.airport}
              error={shown(`connections.${index}.airport`)}
              onChange={(iata) => set(index, { airport: iata }, true)}
            />
            <TextInput
              label="Next flight's airline code"
              maxLength={2}
              autoComplete="off"
              value={connection.airline}
              error={shown(`connections.${index}.airline`)}
              onChange={(event) => set(index, { airline: event.currentTarget.value.trim().toUpperCase() })}
            />
            <TextInput
              label="Next flight number (optional)"
              placeholder="e.g. LH400"
              autoComplete="off"
              value={connection.flightNumber}
              error={shown(`connections.${index}.flightNumber`)}
              onChange={(event) => set(index, { flightNumber: event.currentTarget.value })}
            />
          </SimpleGrid>
        </Paper>
      ))}
      {connections.length > 0 && (
        <NativeSelect
          label="Which flight was disrupted?"
          value={String(props.disruptedLeg)}
          data={stops.slice(0, -1).map((from, i) => ({ value: String(i), label: `Flight ${i + 1}: ${from} → ${stops[i + 1]}` }))}
          onChange={(event) => props.onDisruptedLeg(Number(event.currentTarget.value))}
        />
      )}
      {connections.length < MAX_CONNECTIONS && (
        <Group>
          <Button variant="light" onClick={() => onChange([...connections, { airport: '', airline: '', flightNumber: '' }], true)}>
            Add a connecting flight
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DurationField(props: { legend: string; description?: string; value: Duration; error?: string | undefined; onChange: (value: Duration) => void }) {
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

function CancellationFacts(props: {
  facts: FlightFactsWire;
  shown: (key: string) => string | undefined;
  onType: (patch: Partial<FlightFactsWire>) => void;
  onChoose: (patch: Partial<FlightFactsWire>) => void;
}) {
  const { facts, shown } = props;
  const offered = facts.reroute_departed_earlier_minutes !== undefined || facts.reroute_arrived_later_minutes !== undefined;
  return (
    <Stack gap="md">
      <NumberInput
        label="How many days before departure were you told about the cancellation?"
        description={shown('noticeDays') ? undefined : '0 if you found out at the airport'}
        min={0}
        max={366}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        maw={320}
        value={facts.notice_days ?? ''}
        error={shown('noticeDays')}
        onChange={(days) => props.onType({ notice_days: days === '' ? undefined : Number(days), notice_hours: undefined })}
      />
      <Radio.Group
        label="Were you offered a replacement flight?"
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
          <Radio value="no" label="No" />
          <Radio value="yes" label="Yes" />
        </Group>
      </Radio.Group>
      {offered && (
        <>
          <DurationField
            legend="How much earlier than your original flight did the replacement leave?"
            description="0 if it left at the same time or later."
            value={durationOf(facts.reroute_departed_earlier_minutes)}
            error={shown('rerouteEarlier')}
            onChange={(d) => props.onType({ reroute_departed_earlier_minutes: minutesOf(d) ?? 0 })}
          />
          <DurationField
            legend="How much later than planned did you arrive at your final destination?"
            value={durationOf(facts.reroute_arrived_later_minutes)}
            error={shown('rerouteLater')}
            onChange={(d) => props.onType({ reroute_arrived_later_minutes: minutesOf(d) ?? 0 })}
          />
        </>
      )}
    </Stack>
  );
}
