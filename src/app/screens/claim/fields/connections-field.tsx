// Connecting flights on one booking: add, edit and remove them, and say which leg was disrupted.
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { AirportPicker } from '../../../components/airport-picker.tsx';
import { normalizeAirlineCode } from '../../../../domain/claim/validation.ts';
import { formatNumber, t } from '../../../i18n/t.ts';
import { RemovableCard } from '../steps/step-parts.tsx';
import { MAX_CONNECTIONS, type Connection, type FlightDraft } from '../rules/flight-form.ts';

interface ConnectionsFieldProps {
  connections: Connection[];
  flight: FlightDraft;
  shown: (key: string) => string | undefined;
  onChange: (next: Connection[], now?: boolean) => void;
  disruptedLeg: number;
  onDisruptedLeg: (index: number) => void;
}

export function ConnectionsField(props: ConnectionsFieldProps) {
  const { connections, flight, shown, onChange } = props;
  const set = (index: number, patch: Partial<Connection>, now = false) =>
    onChange(
      connections.map((c, i) => (i === index ? { ...c, ...patch } : c)),
      now,
    );
  const stops = [flight.departureAirport || t('Start'), ...connections.map((c) => c.airport || '?'), flight.arrivalAirport || t('Destination')];
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('Connecting flights')}
        </Title>
        <Text fz="sm" c="gray.7">
          {t('If you changed planes on the way and all flights were on one booking, add each connection: a delay is counted at your final destination.')}
        </Text>
      </div>
      {connections.map((connection, index) => (
        <RemovableCard
          key={index}
          title={t('Connection {n}', { n: formatNumber(index + 1) })}
          removeLabel={t('Remove connection {n}', { n: formatNumber(index + 1) })}
          onRemove={() =>
            onChange(
              connections.filter((_, i) => i !== index),
              true,
            )
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <AirportPicker
              label={t('Changed planes at')}
              required
              value={connection.airport}
              error={shown(`connections.${index}.airport`)}
              onChange={(iata) => set(index, { airport: iata }, true)}
            />
            <TextInput
              label={t("Next flight's airline code")}
              maxLength={2}
              autoComplete="off"
              value={connection.airline}
              error={shown(`connections.${index}.airline`)}
              onChange={(event) => set(index, { airline: normalizeAirlineCode(event.currentTarget.value) })}
            />
            <TextInput
              label={t('Next flight number (optional)')}
              placeholder={t('e.g. LH400')}
              autoComplete="off"
              value={connection.flightNumber}
              error={shown(`connections.${index}.flightNumber`)}
              onChange={(event) => set(index, { flightNumber: event.currentTarget.value })}
            />
          </SimpleGrid>
        </RemovableCard>
      ))}
      {connections.length > 0 && (
        <NativeSelect
          label={t('Which flight was disrupted?')}
          value={String(props.disruptedLeg)}
          data={stops
            .slice(0, -1)
            .map((from, i) => ({ value: String(i), label: t('Flight {n}: {from} → {to}', { n: formatNumber(i + 1), from, to: stops[i + 1]! }) }))}
          onChange={(event) => props.onDisruptedLeg(Number(event.currentTarget.value))}
        />
      )}
      {connections.length < MAX_CONNECTIONS && (
        <Group>
          <Button variant="light" onClick={() => onChange([...connections, { airport: '', airline: '', flightNumber: '' }], true)}>
            {t('Add a connecting flight')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
