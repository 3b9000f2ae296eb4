// Step 1: what happened. Three large buttons; choosing one saves it and moves on (spec §4).
import { Anchor, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DISRUPTION_LABELS, DISRUPTION_TYPES, type DisruptionType } from '../../../../domain/claim/wire.ts';
import { msg, t } from '../../../i18n/t.ts';

const DESCRIPTIONS: Readonly<Record<DisruptionType, string>> = {
  delayed: msg('Your flight reached its final destination 3 hours or more late.'),
  cancelled: msg('Your flight was cancelled, for example less than 14 days before departure.'),
  denied: msg('You were refused boarding, for example because the flight was overbooked.'),
};

export function DisruptionStep({ value, onChoose }: { value: DisruptionType | undefined; onChoose: (type: DisruptionType) => void }) {
  return (
    <Stack gap="md">
      <Text id="disruption-question">{t('What happened to your flight? Choose one to continue.')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-labelledby="disruption-question">
        {DISRUPTION_TYPES.map((type) => (
          <UnstyledButton
            key={type}
            className="wizard-choice"
            data-selected={value === type || undefined}
            aria-pressed={value === type}
            onClick={() => onChoose(type)}
          >
            <Text fw={700} fz="lg">
              {t(DISRUPTION_LABELS[type])}
            </Text>
            <Text c="gray.7" fz="sm" mt={4}>
              {t(DESCRIPTIONS[type])}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Text fz="sm">
        {t('Not sure which one applies?')}{' '}
        <Anchor component={Link} to="/disruption-types">
          {t('Read about disruption types')}
        </Anchor>
      </Text>
    </Stack>
  );
}
