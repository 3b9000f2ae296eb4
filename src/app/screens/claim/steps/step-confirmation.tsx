// Step 5: the claim as submitted (spec §2), and, live from IndexedDB, whether it has reached our
// team or waits on this device for a connection (or for the person to log in again).
import { Alert, Badge, Button, Divider, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DISRUPTION_LABELS } from '../../../../domain/claim/index.ts';
import type { ClaimView } from '../../../../offline/index.ts';
import { useClaim } from '../../../../offline/hooks.ts';
import { formatFlightDate } from '../../../components/claim-format.ts';
import { AmountLines } from '../../../components/money-lines.tsx';
import { claimReference } from '../../../components/claim-reference.ts';
import { useOnline } from '../../../shell/online.ts';
import { claimProgress, type ClaimProgress } from '../../../components/claim-progress.ts';
import { Ltr } from '../../../i18n/ltr.tsx';
import { msg, t } from '../../../i18n/t.ts';
import { SummarySection } from './step-parts.tsx';
import { LtrRow, TermRow } from './term-row.tsx';

export const REVIEW_PROMISE = msg("We'll review your claim and get back to you within 48 hours.");

/** The step's heading: the spec's "Claim Submitted Successfully!" only once the server has the claim. */
export function ConfirmationHeading({ claimId }: { claimId: string }) {
  const claim = useClaim(claimId);
  const online = useOnline();
  if (!claim) return <>{claim === null ? t('Claim not on this device') : t('Your claim')}</>;
  return <>{claimProgress(claim, online).heading}</>;
}

export function ConfirmationStep({ claimId, onStartOver }: { claimId: string; onStartOver: () => void }) {
  const claim = useClaim(claimId);
  const online = useOnline();
  const progress = claim ? claimProgress(claim, online) : null;

  return (
    <Stack gap="lg">
      {claim === null && (
        <Alert color="yellow" title={t('This claim is not on this device')}>
          {t('It may belong to another account, or it was already removed from this device after being sent. Your claims are listed on your dashboard.')}
        </Alert>
      )}
      {claim && <Summary claim={claim} />}
      {claim?.compensation ? (
        <SummarySection id="summary-money" title={t('Estimated compensation')}>
          <AmountLines {...claim.compensation} passengers={1 + claim.additionalPassengers.length} />
        </SummarySection>
      ) : null}
      {progress?.sent ? (
        <Group gap="sm" align="center">
          <Badge size="lg" color="blue" variant="light">
            {t('Processing')}
          </Badge>
          <Text>{t(REVIEW_PROMISE)}</Text>
        </Group>
      ) : null}
      {claim && progress && <SyncState claim={claim} progress={progress} />}
      <Group gap="sm">
        <Button component={Link} to="/dashboard" size="md">
          {t('Go to Dashboard')}
        </Button>
        <Button component={Link} to="/referral" size="md" variant="outline">
          {t('Refer a Friend')}
        </Button>
        <Button variant="subtle" size="md" onClick={onStartOver}>
          {t('Start a new claim')}
        </Button>
      </Group>
    </Stack>
  );
}

function SyncState({ claim, progress }: { claim: ClaimView; progress: ClaimProgress }) {
  return (
    <Alert color={progress.tone} title={progress.title} role="status">
      <Text fz="sm">{progress.text}</Text>
      {claim.syncState === 'rejected' && (
        <Button renderRoot={(props) => <Link {...props} to="/dashboard/claims/$claimId" params={{ claimId: claim.id }} />} size="xs" mt="sm" color="red">
          {t('Fix it')}
        </Button>
      )}
      {claim.syncState === 'needs-login' && (
        <Button renderRoot={(props) => <Link {...props} to="/login" search={{ redirect: '/dashboard' }} />} size="xs" mt="sm">
          {t('Log in')}
        </Button>
      )}
    </Alert>
  );
}

function Summary({ claim }: { claim: ClaimView }) {
  const route = claim.departureAirport && claim.arrivalAirport ? `${claim.departureAirport} → ${claim.arrivalAirport}` : null;
  const name = `${claim.passenger.firstName} ${claim.passenger.lastName}`.trim();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SummarySection id="summary-flight" title={t('Flight')}>
          <dl className="summary-list">
            <TermRow term={t('Claim reference')}>
              <Ltr>{claimReference(claim.id)}</Ltr>
            </TermRow>
            <TermRow term={t('Flight number')}>
              <Ltr>{claim.flightNumber}</Ltr>
            </TermRow>
            <TermRow term={t('Date')}>{formatFlightDate(claim.departureDate)}</TermRow>
            {route && (
              <TermRow term={t('Route')}>
                <bdi dir="ltr">{route}</bdi>
              </TermRow>
            )}
            <TermRow term={t('Disruption')}>{t(DISRUPTION_LABELS[claim.disruptionType])}</TermRow>
          </dl>
        </SummarySection>
        <SummarySection id="summary-passenger" title={t('Passenger')}>
          <dl className="summary-list">
            <TermRow term={t('Name')}>
              <bdi>{name}</bdi>
            </TermRow>
            <TermRow term={t('Email')}>
              <Ltr>{claim.passenger.email}</Ltr>
            </TermRow>
            <LtrRow term={t('Phone')} value={claim.passenger.phone} />
            <LtrRow term={t('Booking reference')} value={claim.bookingReference} />
          </dl>
        </SummarySection>
      </SimpleGrid>
      {claim.additionalPassengers.length > 0 && (
        <SummarySection id="summary-others" title={t('Additional passengers')}>
          <List>
            {claim.additionalPassengers.map((p, index) => (
              <List.Item key={index}>
                {p.firstName} {p.lastName} — {p.email}
              </List.Item>
            ))}
          </List>
        </SummarySection>
      )}
      <Divider />
    </Stack>
  );
}
