// /dashboard/claims/{id}: everything about one claim — flight, passengers, documents, signature,
// status timeline, compensation — and, while it is not on the server yet, where it is on its way
// (a refused claim shows the server's reason and can be corrected and sent again).
import '@mantine/core/styles/Timeline.css';
import './claim-detail/claim-detail.css';
import { Anchor, Button, Container, Group, List, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClaimView } from '../../offline/index.ts';
import { formatFileSize, formatFlightDate, formatTimestamp } from '../components/claim-format.ts';
import { disruptionLabel, statusLabel } from '../components/domain-text.ts';
import { rich } from '../i18n/rich.tsx';
import { Ltr } from '../i18n/ltr.tsx';
import { formatNumber, t } from '../i18n/t.ts';
import { claimReference } from '../components/claim-reference.ts';
import { ClaimBadge } from '../components/status-badge.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SyncNote } from '../components/sync-note.tsx';
import { MandateStatus } from '../components/mandate-status.tsx';
import { PageLoading } from '../shell/layout.tsx';
import { useRequiredUser } from './account/require-user.tsx';
import { RejectedClaim } from './claim-detail/refused-documents.tsx';
import { ClaimAtTheAirport } from './claim-detail/at-the-airport.tsx';
import { ClaimNextStep } from './claim-detail/next-step.tsx';
import { ClaimTeamPanel } from './claim-team/claim-team-panel.tsx';
import { useClaimDetail } from './claim-detail/use-claim-detail.ts';
import { useClaimRules } from './claim-detail/claim-rules.ts';
import { CompensationCard } from './claim-detail/compensation-card.tsx';

export default function ClaimDetailScreen() {
  const { claimId } = useParams({ from: '/dashboard/claims/$claimId' });
  const user = useRequiredUser(`/dashboard/claims/${claimId}`);
  const { claim, state } = useClaimDetail(claimId, user?.id ?? null);
  if (!user || state === 'loading') return <PageLoading />;
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/dashboard" size="sm" w="fit-content">
          <span className="dir-icon" aria-hidden="true">
            ←
          </span>{' '}
          {t('Back to dashboard')}
        </Anchor>
        {claim ? <ClaimDetail claim={claim} /> : <Missing state={state} />}
      </Stack>
    </Container>
  );
}

function Missing({ state }: { state: string }) {
  const text =
    state === 'offline-missing'
      ? t("This claim isn't saved on this device and you're offline. Connect to the internet to see it.")
      : state === 'error'
        ? t('We could not load this claim just now. Please try again later.')
        : t("We couldn't find this claim. It may have been deleted, or it belongs to another account.");
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{state === 'not-found' ? t('Claim not found') : t('Claim not available')}</Title>
      <Text role="alert">{text}</Text>
      <Button component={Link} to="/claims" variant="light">
        {t('See all my claims')}
      </Button>
    </Stack>
  );
}

function ClaimDetail({ claim }: { claim: ClaimView }) {
  const rules = useClaimRules(claim.id);
  const notGiven = t('Not given');
  const code = (value: string | null | undefined) => (value ? <Ltr>{value}</Ltr> : notGiven);
  return (
    <>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{rich(t('Claim for flight {flight}'), { flight: <Ltr>{claim.flightNumber || '—'}</Ltr> })}</Title>
          <ClaimBadge claim={claim} size="lg" />
        </Group>
        <Text c="gray.7" size="sm">
          {rich(t('{disruption} — filed {date} — reference {reference}'), {
            disruption: disruptionLabel(claim.disruptionType),
            date: formatTimestamp(new Date(claim.createdAt).toISOString()),
            reference: (
              <Text span ff="monospace" size="sm" dir="ltr">
                {claimReference(claim.id)}
              </Text>
            ),
          })}
        </Text>
      </Stack>
      {claim.syncState === 'rejected' ? <RejectedClaim claim={claim} /> : <SyncNote claim={claim} />}
      <ClaimNextStep claimId={claim.id} sent={claim.syncState === 'sent'} />
      <ClaimAtTheAirport claimId={claim.id} sent={claim.syncState === 'sent'} rules={rules} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('Flight')}>
          <Facts
            rows={[
              [t('Flight number'), code(claim.flightNumber)],
              [t('Date'), claim.departureDate ? formatFlightDate(claim.departureDate) : notGiven],
              [t('From'), code(claim.departureAirport)],
              [t('To'), code(claim.arrivalAirport)],
              [t('Disruption'), disruptionLabel(claim.disruptionType)],
              [t('Booking reference'), code(claim.bookingReference)],
            ]}
          />
        </SectionCard>
        <CompensationCard claim={claim} montreal={rules.montreal} />
        <SectionCard title={t('Passengers')}>
          <Stack gap="sm">
            <div>
              <Text fw={600}>
                {claim.passenger.firstName} {claim.passenger.lastName}{' '}
                <Text span size="sm" c="gray.7">
                  {t('(main passenger)')}
                </Text>
              </Text>
              <Text size="sm">
                <Ltr>{claim.passenger.email}</Ltr>
              </Text>
              {claim.passenger.phone ? (
                <Text size="sm">
                  <Ltr>{claim.passenger.phone}</Ltr>
                </Text>
              ) : null}
            </div>
            {claim.additionalPassengers.map((p, index) => (
              <div key={`${p.email}-${index}`}>
                <Text fw={600}>
                  {p.firstName} {p.lastName}{' '}
                  <Text span size="sm" c="gray.7">
                    {t('(passenger {number})', { number: formatNumber(index + 2) })}
                  </Text>
                </Text>
                <Text size="sm">{p.email ? <Ltr>{p.email}</Ltr> : t('no e-mail (minor)')}</Text>
              </div>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title={t('Documents and signature')}>
          <Stack gap="sm">
            {claim.documents.length > 0 ? (
              <List size="sm" spacing={4}>
                {claim.documents.map((d) => (
                  <List.Item key={d.id}>
                    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Text>{' '}
                    <Text span size="sm" c="gray.7">
                      ({formatFileSize(d.size)})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="gray.8">
                {t('No documents.')}
              </Text>
            )}
            <Text size="sm">
              <strong>{t('Signature:')}</strong>{' '}
              {claim.signedAt
                ? t('signed {date}', { date: formatTimestamp(claim.signedAt) })
                : claim.syncState !== 'sent'
                  ? t('included, waiting to be sent')
                  : t('not received')}
            </Text>
            {claim.signedAt ? <MandateStatus claimId={claim.id} /> : null}
          </Stack>
        </SectionCard>
      </SimpleGrid>
      <SectionCard title={t('Status history')}>
        <StatusTimeline claim={claim} />
      </SectionCard>
      <ClaimTeamPanel claim={claim} />
    </>
  );
}

function StatusTimeline({ claim }: { claim: ClaimView }) {
  if (claim.statusHistory.length === 0) {
    return (
      <Text size="sm" c="gray.8">
        {claim.syncState === 'sent' ? t('No status changes yet.') : t('The history starts when the claim reaches us.')}
      </Text>
    );
  }
  return (
    <Timeline active={claim.statusHistory.length - 1} bulletSize={18} lineWidth={2}>
      {claim.statusHistory.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={statusLabel(entry.status)}>
          <Text size="sm" c="gray.7">
            {formatTimestamp(entry.at)}
          </Text>
          {entry.reason ? <Text size="sm">{entry.reason}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
