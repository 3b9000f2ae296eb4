// What a scanned boarding pass would fill in, for the passenger to confirm: each flight, the date
// (its year inferred: boarding passes show only the day), the name and the booking reference.
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { isValidIsoDate } from '../../../../domain/claim/index.ts';
import type { ScannedJourney } from './boarding-pass-draft.ts';
import { Ltr } from '../../../i18n/ltr.tsx';
import { LtrRow, TermRow } from '../steps/term-row.tsx';
import { formatNumber, numberFormat, t, tp } from '../../../i18n/t.ts';

interface ScanConfirmationProps {
  journey: ScannedJourney;
  onUse: (date: string) => void;
  onCancel: () => void;
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
      setError(t('Enter the date of your first flight'));
      return;
    }
    onUse(date);
  };

  return (
    <Paper withBorder radius="md" p="md" className="scan-confirmation">
      <Stack gap="sm">
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {t('Boarding pass found')}
        </Title>
        <Text fz="sm">{t('Check these details. Using them replaces what is in the form.')}</Text>
        <dl className="scan-details">
          {journey.legs.map((leg, i) => (
            <TermRow key={i} term={journey.legs.length > 1 ? t('Flight {n}', { n: formatNumber(i + 1) }) : t('Flight')}>
              <Ltr>
                {leg.flightNumber}, {leg.from} → {leg.to}
              </Ltr>
            </TermRow>
          ))}
          {name && (
            <TermRow term={t('Passenger')}>
              <bdi>{name}</bdi>
            </TermRow>
          )}
          <LtrRow term={t('Booking reference')} value={journey.bookingReference} />
        </dl>
        {journey.skipped > 0 && (
          <Text fz="sm" c="gray.7">
            {tp(journey.skipped, {
              one: 'One more flight on this pass does not continue this journey and is left out.',
              other: '# more flights on this pass do not continue this journey and are left out.',
            })}
          </Text>
        )}
        <TextInput
          label={journey.legs.length > 1 ? t('Date of the first flight') : t('Date of the flight')}
          description={t('Boarding passes show the day but not the year: we assumed {year}. Correct it if it is wrong.', {
            year: numberFormat({ useGrouping: false }).format(Number(year)),
          })}
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
          <Button onClick={use}>{t('Use these details')}</Button>
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
