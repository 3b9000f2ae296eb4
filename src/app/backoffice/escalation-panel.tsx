// The road after the airline on the claim screen (issue #35): which body or court is competent and
// why, whether the airline's waiting period is over, the escalate buttons (filing early needs the
// agent's confirmation, as the server asks: 409 escalation-too-early), the body's answers, the
// partner firm, the court steps, the packs and the case bundle. In the agent's language (area 'backoffice').
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../offline/api-client.ts';
import { formatFlightDate } from '../components/claim-format.ts';
import { SectionCard } from '../components/section-card.tsx';
import { formatNumber, t } from '../i18n/t.ts';
import type { BackofficeClaim } from './api.ts';
import { actOnEscalation, caseOf, tokenRoles, type BodyView, type CaseWithEscalation, type EscalationRequest, type Readiness } from './escalation-api.ts';
import { BodyAnswerForm, BodyAnswers } from './escalation-body-answers.tsx';
import { CourtStepForm, CourtSteps } from './escalation-court-steps.tsx';
import { basisLabel, escalationWhy, languagesLabel, targetLabel } from './escalation-labels.ts';
import { PartnerFirm, PacksAndBundle } from './escalation-partner.tsx';
import { problemMessage } from './problem-message.ts';

type Props = { detail: BackofficeClaim; onChange: (d: BackofficeClaim) => void; reload: () => Promise<void> };
export type RunEscalation = (request: EscalationRequest, done: string) => Promise<boolean>;
type Notice = { tone: 'red' | 'yellow' | 'green'; title: string; text: string };

// Long labels wrap on a phone instead of being cut.
const WRAP = { label: { whiteSpace: 'normal' as const } };

function ReadinessBadge({ readiness }: { readiness: Readiness }) {
  return readiness.over ? (
    <Badge color="dark" variant="outline">
      {t('Waiting period over')}
    </Badge>
  ) : (
    <Badge color="dark" variant="filled">
      {readiness.endsOn ? t('Airline has until {date}', { date: formatFlightDate(readiness.endsOn) }) : t('Not sent to the airline yet')}
    </Badge>
  );
}

function BodyCard({ body, canFile, busy, run }: { body: BodyView; canFile: boolean; busy: boolean; run: RunEscalation }) {
  return (
    <Stack gap={4} data-testid="competent-body">
      <Group gap="xs">
        <Text fw={700} dir="auto">
          {body.name}
        </Text>
        <Badge variant="outline" color="dark">
          {body.country}
        </Badge>
        <ReadinessBadge readiness={body.readiness} />
      </Group>
      <Text size="sm" dir="auto">
        {t('Why: {why}', { why: escalationWhy(body.why) })}
      </Text>
      <Text size="sm">
        {t('It usually answers within {days} days. Pack in: {languages}.', { days: formatNumber(body.answer_days), languages: languagesLabel(body.languages) })}
      </Text>
      <Text size="xs" c="gray.7" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {body.source}
      </Text>
      <Anchor href={body.complaints} target="_blank" rel="noreferrer" size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {body.complaints}
      </Anchor>
      {canFile && (
        <Button
          mt="xs"
          h="auto"
          py={6}
          styles={WRAP}
          disabled={busy}
          onClick={() => void run({ action: 'escalate', to: body.kind }, t('The pack for the body is ready'))}
        >
          {t('File with {body}', { body: targetLabel(body.kind) })}
        </Button>
      )}
    </Stack>
  );
}

function Courts({ c, canFile, busy, run }: { c: CaseWithEscalation; canFile: boolean; busy: boolean; run: RunEscalation }) {
  const { courts } = c.escalation;
  if (courts.courts.length === 0) return <Text size="sm">{t('No court is known for this journey.')}</Text>;
  return (
    <Stack gap={4} data-testid="competent-courts">
      <Group gap="xs">
        <Text fw={700}>{t('Courts where the passenger may sue')}</Text>
        <ReadinessBadge readiness={courts.readiness} />
      </Group>
      {courts.courts.map((court) => (
        <Text key={court.basis} size="sm" dir="auto">
          {basisLabel(court.basis)}: {court.place ?? court.country} ({court.country}) {court.smallClaims ? `· ${t('Small claims open')}` : ''}
        </Text>
      ))}
      <Text size="xs" c="gray.7" dir="auto">
        {courts.smallClaims.open
          ? t('European Small Claims Procedure is open.')
          : t('European Small Claims Procedure is not open: {why}', { why: escalationWhy(courts.smallClaims.why) })}
      </Text>
      {canFile && (
        <Button
          mt="xs"
          h="auto"
          py={6}
          styles={WRAP}
          variant="default"
          disabled={busy}
          onClick={() => void run({ action: 'escalate', to: 'court' }, t('The court claim is ready'))}
        >
          {t('Prepare the court claim (Form A)')}
        </Button>
      )}
    </Stack>
  );
}

function Where({ c }: { c: CaseWithEscalation }) {
  const { escalated_to: to, escalated_at: at } = c.escalation;
  if (!to || !at) return null;
  return (
    <Alert color="blue" title={t('Went to: {target}', { target: targetLabel(to) })}>
      {t('On {date}.', { date: formatFlightDate(at.slice(0, 10)) })} {c.next_due ? t('Next date: {date}.', { date: formatFlightDate(c.next_due.at) }) : ''}
    </Alert>
  );
}

/** Why the airline still has time before `to` takes the case: the view's own readiness, in the agent's words (not the 409's English). */
function waitFor(c: CaseWithEscalation, to: string): string {
  const readiness = to === 'court' ? c.escalation.courts.readiness : c.escalation.body?.readiness;
  return readiness ? escalationWhy(readiness.why) : '';
}

function useRoles(): string[] {
  const [roles, setRoles] = useState<string[]>([]);
  useEffect(() => {
    void tokenRoles().then(setRoles);
  }, []);
  return roles;
}

export function EscalationPanel({ detail, onChange, reload }: Props) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [early, setEarly] = useState<{ to: string } | null>(null);
  const roles = useRoles();
  const c = caseOf(detail);
  const isAgent = roles.includes('claims-agent') || roles.includes('admin');
  const mayLitigate = roles.includes('partner') || roles.includes('admin');

  const run: RunEscalation = async (request, done) => {
    setBusy(true);
    try {
      onChange(await actOnEscalation(detail.claim.id, detail.version, request));
      setNotice({ tone: 'green', title: done, text: '' });
      setEarly(null);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'escalation-too-early' && request.action === 'escalate') {
        setEarly({ to: request.to });
        setNotice(null);
      } else if (failure instanceof ApiError && failure.code === 'version-conflict') {
        setNotice({ tone: 'yellow', title: t('Someone else changed this claim'), text: t('The claim below is now up to date.') });
        await reload();
      } else {
        setNotice({ tone: 'red', title: t('Not done'), text: problemMessage(failure) });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const stage = c?.stage ?? 'none';
  const canFile = isAgent && ['sent', 'reminded', 'answered', 'escalated'].includes(stage);
  return (
    <SectionCard titleSize="h3" title={t('After the airline: bodies and court')}>
      <Stack gap="md" data-testid="escalation-panel">
        {notice && (
          <Alert color={notice.tone} title={notice.title} role="status">
            {notice.text}
          </Alert>
        )}
        {early && (
          <Alert color="yellow" title={t('The airline’s waiting period has not passed')} role="alert">
            <Stack gap="xs">
              <Text size="sm" dir="auto">
                {c && waitFor(c, early.to)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="orange.9"
                  disabled={busy}
                  onClick={() => void run({ action: 'escalate', to: early.to, confirm_early: true }, t('Filed early'))}
                >
                  {t('File anyway')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setEarly(null)}>
                  {t('Wait')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {!c ? (
          <Text size="sm">{t('The claim can go further once the airline has had our letter.')}</Text>
        ) : (
          <>
            <Where c={c} />
            {c.escalation.body ? (
              <BodyCard body={c.escalation.body} canFile={canFile && c.escalation.escalated_to !== c.escalation.body.kind} busy={busy} run={run} />
            ) : (
              <Text size="sm">{t('No enforcement body we know takes this claim; consider court.')}</Text>
            )}
            <Courts c={c} canFile={canFile} busy={busy} run={run} />
            <BodyAnswers answers={c.escalation.body_answers} />
            {isAgent && stage === 'escalated' && c.escalation.escalated_to !== 'court' && <BodyAnswerForm busy={busy} run={run} />}
            <PartnerFirm detail={detail} canAssign={isAgent} busy={busy} run={run} />
            <CourtSteps steps={c.escalation.court_steps} />
            {mayLitigate && <CourtStepForm busy={busy} run={run} />}
          </>
        )}
        <PacksAndBundle detail={detail} letters={c?.letters ?? []} onError={(text) => setNotice({ tone: 'red', title: t('Not done'), text })} />
      </Stack>
    </SectionCard>
  );
}
