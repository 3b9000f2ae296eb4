// A claim on the dashboard and in My Claims (spec §2): flight number, status badge, disruption
// type, flight date (en-US short), compensation when there is one, the local sync state, and a
// View Details link.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClaimView } from '../../offline/index.ts';
import { Ltr } from '../i18n/ltr.tsx';
import { t } from '../i18n/t.ts';
import { formatFlightDate } from './claim-format.ts';
import { compensationStateLabel, disruptionLabel } from './domain-text.ts';
import { amountText } from './money-lines.tsx';
import { ClaimBadge } from './status-badge.tsx';
import { SyncNote } from './sync-note.tsx';

export function ClaimCard({ claim }: { claim: ClaimView }) {
  const route = claim.departureAirport && claim.arrivalAirport ? `${claim.departureAirport} → ${claim.arrivalAirport}` : null;
  const titleId = `claim-${claim.id}-title`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId} data-claim-id={claim.id} tabIndex={-1}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={titleId}>
            {claim.flightNumber ? <Ltr>{claim.flightNumber}</Ltr> : t('Flight')}
          </Title>
          <ClaimBadge claim={claim} />
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            <Text span c="gray.7">
              {t('Disruption:')}{' '}
            </Text>
            {disruptionLabel(claim.disruptionType)}
          </Text>
          <Text size="sm">
            <Text span c="gray.7">
              {t('Flight date:')}{' '}
            </Text>
            {claim.departureDate ? formatFlightDate(claim.departureDate) : t('Not given')}
          </Text>
          {route ? (
            <Text size="sm">
              <Text span c="gray.7">
                {t('Route:')}{' '}
              </Text>
              <bdi dir="ltr">{route}</bdi>
            </Text>
          ) : null}
          {claim.compensation ? (
            <Text size="sm">
              <Text span c="gray.7">
                {t('Compensation ({state}):', { state: compensationStateLabel(claim.compensation.status) })}{' '}
              </Text>
              <Text span fw={700}>
                {amountText({ ...claim.compensation, passengers: 1 + claim.additionalPassengers.length })}
              </Text>
            </Text>
          ) : null}
        </Stack>
        <SyncNote claim={claim} />
        <Button
          renderRoot={(props) => <Link {...props} to="/dashboard/claims/$claimId" params={{ claimId: claim.id }} />}
          variant="light"
          mt="auto"
          aria-label={claim.flightNumber ? t('View details of claim {flight}', { flight: claim.flightNumber }) : t('View details of claim')}
        >
          {t('View Details')}
        </Button>
      </Stack>
    </Card>
  );
}
