// /backoffice/claims/$claimId: everything the passenger filed, the engine's assessment with its
// reasons and sources, the limitation deadline, documents (opened safely), the timeline with
// internal notes, and the actions. A stale version (another agent acted) shows what changed.
import { Alert, Badge, Grid, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatFlightDate, formatAmountWithCode } from '../components/claim-format.ts';
import { disruptionLabel } from '../components/domain-text.ts';
import { formatNumber, msg, t, tp } from '../i18n/t.ts';
import { rich } from '../i18n/rich.tsx';
import { domainMessage } from '../screens/claim/text/domain-message.ts';
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

/** The rules engine's outcome, in the agent's language. */
const OUTCOMES: Record<string, string> = {
  eligible: msg('Eligible'),
  'not-eligible': msg('Not eligible'),
  'needs-more-information': msg('Needs more information'),
};
function outcomeLabel(outcome: string | undefined): string {
  const label = outcome === undefined ? undefined : OUTCOMES[outcome];
  return label ? t(label) : (outcome ?? t('None'));
}

/** Latin data (a flight number, a route, a regime) in a line of the agent's language: kept left to right. */
const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;

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
        <Alert color="red" title={t('The claim could not be loaded')}>
          {error}
        </Alert>
      )}
      {detail && <ClaimView detail={detail} userId={user.id} onChange={setDetail} reload={reload} />}
    </BelowQueuePage>
  );
}

/** The claim as the agent works on it (exported for the unit test, which renders it in English and Persian). */
export function ClaimView({
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
          <Title order={1}>{rich(t('Claim {reference}'), { reference: ltr(claimReference(claim.id)) })}</Title>
          <Group gap="xs">
            <StatusBadge status={claim.status} />
            {detail.assigned_to && (
              <Badge variant="outline" color="dark">
                {detail.assigned_to === userId ? t('Assigned to you') : t('Assigned to another agent')}
              </Badge>
            )}
            {detail.open_request_at && (
              <Badge variant="outline" color="dark">
                {t('Question open')}
              </Badge>
            )}
            <Badge variant="outline" color="dark">
              {detail.passenger_account.locale_chosen
                ? t('Reads {language}', { language: languageName(detail.passenger_account.locale) })
                : t('Language not chosen')}
            </Badge>
            {detail.passenger_account.email_verified === false && <WarningBadge>{t('Address not confirmed')}</WarningBadge>}
            {unsigned > 0 && <WarningBadge>{tp(unsigned, { one: 'Mandate: a signature missing', other: 'Mandate: # signatures missing' })}</WarningBadge>}
          </Group>
        </Stack>
        <Text size="sm" c="gray.7">
          {t('Version {version}', { version: formatNumber(detail.version) })}
        </Text>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
          <Stack gap="lg">
            <SectionCard titleSize="h3" title={t('Flight')}>
              <Facts
                rows={[
                  [t('Flight'), <span dir="ltr">{String(flight.flight_number ?? '—')}</span>],
                  [t('Date'), typeof flight.departure_date === 'string' ? formatFlightDate(flight.departure_date) : '—'],
                  [t('Route'), <span dir="ltr">{`${String(flight.departure_airport ?? '?')} → ${String(flight.arrival_airport ?? '?')}`}</span>],
                  [t('Disruption'), disruptionLabel(claim.disruption_type)],
                  [t('Booking reference'), <span dir="ltr">{claim.booking_reference ?? '—'}</span>],
                  [
                    t('Estimate'),
                    claim.compensation
                      ? rich(t('{amount} per passenger ({regime})'), {
                          amount: formatAmountWithCode(claim.compensation.amount, claim.compensation.currency),
                          regime: ltr(claim.compensation.regime ?? '—'),
                        })
                      : '—',
                  ],
                ]}
              />
            </SectionCard>
            <SectionCard titleSize="h3" title={t('Passengers')}>
              <Facts
                rows={[
                  [t('Main passenger'), `${claim.passenger.first_name} ${claim.passenger.last_name}`],
                  [t('E-mail'), ltr(claim.passenger.email)],
                  [t('Phone'), claim.passenger.phone ? ltr(claim.passenger.phone) : '—'],
                  [t('Address'), claim.passenger.address ?? '—'],
                  ...accountRows(detail),
                  ...claim.additional_passengers.map((p, i): [string, ReactNode] => [
                    t('Passenger {number}', { number: formatNumber(i + 2) }),
                    rich(p.minor ? t('{name} ({email}), under 18') : t('{name} ({email})'), {
                      name: `${p.first_name} ${p.last_name}`,
                      email: p.email ? ltr(p.email) : t('no e-mail'),
                    }),
                  ]),
                ]}
              />
            </SectionCard>
            <SectionCard titleSize="h3" title={t('Assessment')}>
              <Text>
                {rich(
                  assessment?.regime
                    ? t('Outcome: {outcome} under {regime}. Limitation deadline: {deadline}.')
                    : t('Outcome: {outcome}. Limitation deadline: {deadline}.'),
                  {
                    outcome: <strong>{outcomeLabel(assessment?.outcome)}</strong>,
                    regime: ltr(assessment?.regime ?? ''),
                    deadline: <strong>{detail.limitation_deadline ? formatFlightDate(detail.limitation_deadline) : t('unknown')}</strong>,
                  },
                )}
              </Text>
              <List spacing="xs" mt="sm">
                {(assessment?.reasons ?? []).map((reason) => (
                  <List.Item key={reason.code}>
                    {domainMessage(reason)}{' '}
                    <Text span size="sm" c="gray.7" dir="ltr">
                      ({reason.source})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </SectionCard>
            <SectionCard titleSize="h3" title={t('Documents and signature')}>
              <ClaimDocuments detail={detail} />
              <MandateStatus claimId={detail.claim.id} />
              <CosignerSignatures cosigners={detail.cosigners} />
            </SectionCard>
            <ClaimExpenses claimId={detail.claim.id} />
            <AirlineCasePanel detail={detail} onChange={onChange} reload={reload} />
            <ClaimAirlineMessages claimId={detail.claim.id} messages={detail.airline_messages} reload={reload} />
            <EscalationPanel detail={detail} onChange={onChange} reload={reload} />
            <SectionCard titleSize="h3" title={t('Timeline')}>
              <ClaimTimeline detail={detail} />
            </SectionCard>
            <SectionCard titleSize="h3" title={t('Payout')}>
              <ClaimPayout statement={detail.payout} account={detail.payout_account} events={detail.events} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
          <SectionCard titleSize="h3" title={t('Actions')}>
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
