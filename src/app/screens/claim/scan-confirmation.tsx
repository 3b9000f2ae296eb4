// What a scanned boarding pass would fill in, for the passenger to confirm: each flight, the date
// (its year inferred: boarding passes show only the day), the name and the booking reference.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isValidIsoDate } from '../../../domain/claim/index.ts';
import type { ScannedJourney } from './boarding-pass-draft.ts';

interface ScanConfirmationProps {
  journey: ScannedJourney;
  onUse: (date: string) => void;
  onCancel: () => void;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="scan-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ScanConfirmation({ journey, onUse, onCancel }: ScanConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [date, setDate] = useState(journey.date);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => heading.current?.focus(), []);
  const year = journey.date.slice(0, 4);
  const name = `${journey.firstName} ${journey.lastName}`.trim();

  const use = () => {
    if (!isValidIsoDate(date)) {
      setError('Enter the date of your first flight');
      return;
    }
    onUse(date);
  };

  return (
    <Paper withBorder radius="md" p="md" className="scan-confirmation">
      <Stack gap="sm">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          Boarding pass found
        </Title>
        <Text fz="sm">Check these details. Using them replaces what is in the form.</Text>
        <dl className="scan-details">
          {journey.legs.map((leg, i) => (
            <Row key={i} term={journey.legs.length > 1 ? `Flight ${i + 1}` : 'Flight'}>
              {leg.flightNumber}, {leg.from} → {leg.to}
            </Row>
          ))}
          {name && <Row term="Passenger">{name}</Row>}
          {journey.bookingReference && <Row term="Booking reference">{journey.bookingReference}</Row>}
        </dl>
        {journey.skipped > 0 && (
          <Text fz="sm" c="gray.7">
            {journey.skipped === 1 ? 'One more flight on this pass does' : `${journey.skipped} more flights on this pass do`} not continue this
            journey and {journey.skipped === 1 ? 'is' : 'are'} left out.
          </Text>
        )}
        <TextInput
          label={journey.legs.length > 1 ? 'Date of the first flight' : 'Date of the flight'}
          description={`Boarding passes show the day but not the year: we assumed ${year}. Correct it if it is wrong.`}
          type="date"
          maw={420}
          value={date}
          error={error}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group>
          <Button onClick={use}>Use these details</Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
