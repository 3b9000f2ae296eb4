// /backoffice/claims/$claimId: everything the passenger filed, the engine's assessment with its
// reasons and sources, the limitation deadline, documents (opened safely), the timeline with
// internal notes, and the actions. A stale version (another agent acted) shows what changed.
import { Alert, Badge, Grid, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatFlightDate, formatAmountWithCode } from '../components/claim-format.ts';
import { claimReference } from '../components/claim-reference.ts';
import { SectionCard } from '../components/section-card.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useRequiredUser } from '../screens/account/require-user.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { fetchClaim, type BackofficeClaim } from './api.ts';
import { ClaimActions } from './claim-actions.tsx';
import { ClaimAirlineMessages } from './airline-messages.tsx';
import { AirlineCasePanel } from './airline-case-panel.tsx';
import { EscalationPanel } from './escalation-panel.tsx';
import { ClaimDocuments } from './claim-documents.tsx';
import { ClaimExpenses } from './claim-expenses.tsx';
import { ClaimPayout } from './claim-payout.tsx';
import { MandateStatus } from '../components/mandate-status.tsx';
import { ClaimTimeline } from './claim-timeline.tsx';
import { BelowQueuePage } from './below-queue-page.tsx';
import { problemMessage } from './problem-message.ts';
import { accountRows, CosignerSignatures, languageName, WarningBadge } from './passenger-state.tsx';

export default function BackofficeClaimScreen() {
  const { claimId } = useParams({ from: '/backoffice/claims/$claimId' });
  const user = useRequiredUser(`/backoffice/claims/${claimId}`);
  const [detail, setDetail] = useState<BackofficeClaim | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setDetail(await fetchClaim(claimId));
      setError(null);
    } catch (failure) {
      setError(problemMessage(failure));
    }
  }, [claimId]);

  useEffect(() => {
    if (user) void reload();
  }, [user, reload]);

  if (!user || (!detail && !error)) return <PageLoading />;
  return (
    <BelowQueuePage>
      {error && (
        <Alert color="red" title="The claim could not be loaded">
          {error}
        </Alert>
      )}
      {detail && <ClaimBody detail={detail} userId={user.id} onChange={setDetail} reload={reload} />}
    </BelowQueuePage>
  );
}

function ClaimBody({
  detail,
  userId,
  onChange,
  reload,
}: {
  detail: BackofficeClaim;
  userId: string;
  onChange: (d: BackofficeClaim) => void;
  reload: () => Promise<void>;
}) {
  const { claim, assessment } = detail;
  const flight = claim.flight as unknown as Record<string, unknown>;
  const unsigned = detail.cosigners.filter((c) => !c.signed_at).length;
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>Claim {claimReference(claim.id)}</Title>
          <Group gap="xs">
            <StatusBadge status={claim.status} />
            {detail.assigned_to && (
              <Badge variant="outline" color="dark">
                {detail.assigned_to === userId ? 'Assigned to you' : 'Assigned'}
              </Badge>
            )}
            {detail.open_request_at && (
              <Badge variant="outline" color="dark">
                Question open
              </Badge>
            )}
            <Badge variant="outline" color="dark">
              {detail.passenger_account.locale_chosen ? `Reads ${languageName(detail.passenger_account.locale)}` : 'Language not chosen'}
            </Badge>
            {detail.passenger_account.email_verified === false && <WarningBadge>Address not confirmed</WarningBadge>}
            {unsigned > 0 && <WarningBadge>{unsigned === 1 ? 'Mandate: a signature missing' : `Mandate: ${unsigned} signatures missing`}</WarningBadge>}
          </Group>
        </Stack>
        <Text size="sm" c="gray.7">
          Version {detail.version}
        </Text>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          <Stack gap="lg">
            <SectionCard titleSize="h3" title="Flight">
              <Facts
                rows={[
                  ['Flight', <span dir="ltr">{String(flight.flight_number ?? '—')}</span>],
                  ['Date', typeof flight.departure_date === 'string' ? formatFlightDate(flight.departure_date) : '—'],
                  ['Route', <span dir="ltr">{`${String(flight.departure_airport ?? '?')} → ${String(flight.arrival_airport ?? '?')}`}</span>],
                  ['Disruption', claim.disruption_type],
                  ['Booking reference', <span dir="ltr">{claim.booking_reference ?? '—'}</span>],
                  [
                    'Estimate',
                    claim.compensation
                      ? `${formatAmountWithCode(claim.compensation.amount, claim.compensation.currency)} per passenger (${claim.compensation.regime ?? '—'})`
                      : '—',
                  ],
                ]}
              />
            </SectionCard>
            <SectionCard titleSize="h3" title="Passengers">
              <Facts
                rows={[
                  ['Main passenger', `${claim.passenger.first_name} ${claim.passenger.last_name}`],
                  ['E-mail', claim.passenger.email],
                  ['Phone', claim.passenger.phone ?? '—'],
                  ['Address', claim.passenger.address ?? '—'],
                  ...accountRows(detail),
                  ...claim.additional_passengers.map((p, i): [string, ReactNode] => [
                    `Passenger ${i + 2}`,
                    `${p.first_name} ${p.last_name} (${p.email || 'no e-mail'})${p.minor ? ', under 18' : ''}`,
                  ]),
                ]}
              />
            </SectionCard>
            <SectionCard titleSize="h3" title="Assessment">
              <Text>
                Outcome: <strong>{assessment?.outcome ?? 'none'}</strong>
                {assessment?.regime ? ` under ${assessment.regime}` : ''}. Limitation deadline:{' '}
                <strong>{detail.limitation_deadline ? formatFlightDate(detail.limitation_deadline) : 'unknown'}</strong>.
              </Text>
              <List spacing="xs" mt="sm">
                {(assessment?.reasons ?? []).map((reason) => (
                  <List.Item key={reason.code}>
                    {reason.message}{' '}
                    <Text span size="sm" c="gray.7">
                      ({reason.source})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </SectionCard>
            <SectionCard titleSize="h3" title="Documents and signature">
              <ClaimDocuments detail={detail} />
              <MandateStatus claimId={detail.claim.id} />
              <CosignerSignatures cosigners={detail.cosigners} />
            </SectionCard>
            <ClaimExpenses claimId={detail.claim.id} />
            <AirlineCasePanel detail={detail} onChange={onChange} reload={reload} />
            <ClaimAirlineMessages claimId={detail.claim.id} messages={detail.airline_messages} reload={reload} />
            <EscalationPanel detail={detail} onChange={onChange} reload={reload} />
            <SectionCard titleSize="h3" title="Timeline">
              <ClaimTimeline detail={detail} />
            </SectionCard>
            <SectionCard titleSize="h3" title="Payout">
              <ClaimPayout statement={detail.payout} account={detail.payout_account} events={detail.events} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <SectionCard titleSize="h3" title="Actions">
            <ClaimActions detail={detail} onChange={onChange} reload={reload} />
          </SectionCard>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withRowBorders={false}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={180}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
