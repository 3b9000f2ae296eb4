// The claim wizard (spec §2 "/claim wizard", §4): five steps over one draft kept in IndexedDB.
// This component only routes between the steps: progress, the step heading (focused on every step
// change), the red Error box (cleared on every step change), Back and Skip.
import { Alert, Button, Container, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { memo, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DisruptionType } from '../../../domain/claim/index.ts';
import { StorageFullError, SubmitError, SUBMIT_MESSAGES, type CurrentUser } from '../../../offline/index.ts';
import { useCurrentUser } from '../../../offline/hooks.ts';
import { startLiveSession } from '../../session.tsx';
import { PageLoading } from '../../shell/layout.tsx';
import { msg, t } from '../../i18n/t.ts';
import { claimDomainText } from './claim-domain-text.ts';
import { pruneFacts } from './flight-form.ts';
import { DisruptionStep } from './step-disruption.tsx';
import { DocumentsStep } from './step-documents.tsx';
import { draftEstimate } from './consent.tsx';
import { FlightStep, loadFormSteps, PassengerStep } from './lazy-steps.tsx';
import { ConfirmationHeading, ConfirmationStep } from './step-confirmation.tsx';
import { useClaimDraft } from './use-claim-draft.ts';
import {
  STEP, STEP_NAMES, canSkip, flightStepDone, nextStep, passengerStepDone, previousStep, showsBack, showsSkip, stepLabel,
} from './wizard-steps.ts';
import './wizard.css';

export const SUBMIT_FAILED = msg('There was an error submitting your claim. Please try again.');
const STORAGE_FULL_HELP = msg(
  'Free some space on this device (for example delete photos, videos or apps you no longer need), then try again. Nothing you already saved is lost.',
);

/** The heading of each step; the documents step is titled as the spec says. */
const STEP_TITLES = [msg('Disruption Type'), msg('Flight Details'), msg('Passenger Information'), msg('Upload Documents'), msg('Claim Submitted Successfully!')] as const;

export function ClaimWizard() {
  // Submitting needs the sign-in state and the outbox triggers of the live session.
  useEffect(startLiveSession, []);
  const draft = useClaimDraft();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const submittedId = useSearch({ from: '/claim', select: (search) => search.submitted ?? null });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const step = submittedId ? STEP.confirmation : draft.step;

  // Focus the new step's heading (not on first load: people arrive at the top of the page).
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (!draft.ready) return;
    loadFormSteps().catch(() => {}); // a failure shows when the step itself loads
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step, draft.ready]);

  async function go(target: number, patch = {}) {
    setError(null);
    await draft.goTo(target, patch);
  }

  function chooseDisruption(type: DisruptionType) {
    const changed = draft.fields.disruptionType !== type;
    const flight = draft.fields.flight ?? {};
    void go(STEP.flight, {
      disruptionType: type,
      // Facts of another disruption no longer apply, and neither does an earlier answer.
      ...(changed ? { flight: { ...flight, facts: pruneFacts(flight.facts ?? {}, type) }, eligibility: null } : {}),
    });
  }

  async function submit(current: CurrentUser) {
    setError(null);
    if (!flightStepDone(draft.fields) || !passengerStepDone(draft.fields)) {
      setError(claimDomainText(SUBMIT_MESSAGES.incomplete));
      return;
    }
    setSubmitting(true);
    try {
      const claimId = await draft.submit(current.id);
      await navigate({ to: '/claim', search: { submitted: claimId }, replace: true });
    } catch (failure) {
      if (failure instanceof StorageFullError) setError(`${claimDomainText(failure.message)} ${t(STORAGE_FULL_HELP)}`);
      else if (failure instanceof SubmitError && failure.code !== 'no-draft') setError(claimDomainText(failure.message));
      else setError(t(SUBMIT_FAILED));
    } finally {
      setSubmitting(false);
    }
  }

  async function startOver() {
    setError(null);
    await navigate({ to: '/claim', search: {}, replace: true });
    await draft.startOver();
  }

  // A choice made on the first step before the draft was read (the prerendered page) is kept
  // and applied once it is, when the draft turns out to be at the first step.
  const [earlyChoice, setEarlyChoice] = useState<DisruptionType | null>(null);
  useEffect(() => {
    if (!draft.ready || earlyChoice === null) return;
    setEarlyChoice(null);
    if (draft.step === STEP.disruption && !submittedId) chooseDisruption(earlyChoice);
    // chooseDisruption reads the draft this render sees, which is the one that just became ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.ready, earlyChoice]);

  if (!draft.ready) return <WizardLoading choice={earlyChoice} onChoose={setEarlyChoice} />;

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }} className="claim-wizard">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {submittedId ? t('Your claim') : t('Start your claim')}
        </Title>
        <Progress step={step} />
        {draft.loadError != null && (
          <Alert color="red" title={t('Error')}>
            {t('This browser does not let us save your claim on this device (private browsing may block it). You can still fill it in, but keep this page open until it is sent.')}
          </Alert>
        )}
        {draft.storageFull && (
          <Alert color="red" title={t('Error')}>
            <Text fz="sm">
              {t('This device is out of storage space, so your last change could not be saved yet.')} {t(STORAGE_FULL_HELP)}
            </Text>
            <Button size="xs" mt="sm" variant="white" color="red" onClick={() => void draft.retrySave()}>
              {t('Try saving again')}
            </Button>
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={2} ref={heading} tabIndex={-1} className="wizard-heading wizard-focus-target">
              {submittedId ? <ConfirmationHeading claimId={submittedId} /> : t(STEP_TITLES[step]!)}
            </Title>
            {error && (
              <Alert color="red" title={t('Error')}>
                {error}
              </Alert>
            )}
            <Suspense fallback={<PageLoading />}>
              <StepBody
                step={step}
                draft={draft}
                user={user}
                submittedId={submittedId}
                submitting={submitting}
                onChooseDisruption={chooseDisruption}
                onNext={(patch) => void go(nextStep(step), patch)}
                onSubmit={(current) => void submit(current)}
                onStartOver={() => void startOver()}
              />
            </Suspense>
            {(showsBack(step) || showsSkip(step)) && (
              <Group justify="space-between" className="wizard-nav">
                {showsBack(step) ? (
                  <Button variant="default" onClick={() => void go(previousStep(step))}>
                    {t('Back')}
                  </Button>
                ) : (
                  <span />
                )}
                {showsSkip(step) && (
                  <Button variant="subtle" disabled={!canSkip(step, draft.fields)} onClick={() => void go(nextStep(step))}>
                    {t('Skip')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

const noSubscription = () => () => {};

/**
 * While the draft is read from IndexedDB. In the page prerendered at build time (and while it is
 * hydrated) that is the first step, which a first visit sees anyway: it paints before any script
 * runs and nothing moves when the draft turns out new; a choice made meanwhile is applied once the
 * draft is read. Otherwise (the app shell, where a saved draft may be at another step) the
 * wizard's frame at the size of its first step.
 */
function WizardLoading({ choice, onChoose }: LoadingProps) {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [fromHtml] = useState(hydrating);
  // Right after hydration React renders this component again, at once and in one blocking task,
  // because the store's value changed (true on the server, false now). The page itself is memo'd
  // so that render stops here instead of going through the whole first step.
  return <LoadingPage fromHtml={fromHtml} choice={choice} onChoose={onChoose} />;
}

interface LoadingProps {
  choice: DisruptionType | null;
  onChoose: (type: DisruptionType) => void;
}

const LoadingPage = memo(function LoadingPage({ fromHtml, choice, onChoose }: LoadingProps & { fromHtml: boolean }) {
  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }} className="claim-wizard">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('Start your claim')}
        </Title>
        {fromHtml ? (
          <>
            <Progress step={STEP.disruption} />
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="lg">
                <Title order={2} tabIndex={-1} className="wizard-heading wizard-focus-target">
                  {t(STEP_TITLES[STEP.disruption])}
                </Title>
                <DisruptionStep value={choice ?? undefined} onChoose={onChoose} />
              </Stack>
            </Paper>
          </>
        ) : (
          <>
            <div style={{ visibility: 'hidden' }} aria-hidden="true">
              <Progress step={STEP.disruption} />
            </div>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mih={{ base: 608, sm: 343 }}>
              <PageLoading />
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
});

function Progress({ step }: { step: number }) {
  return (
    <>
      <Text className="mobile-only" fw={600} c="brand.8" aria-live="polite">
        {stepLabel(step)}
      </Text>
      <div className="desktop-only">
        <Stepper active={step} size="xs" iconSize={30} wrap={false} aria-label={t('Claim progress')}>
          {STEP_NAMES.map((name) => (
            <Stepper.Step key={name} label={t(name)} />
          ))}
        </Stepper>
      </div>
    </>
  );
}

interface StepBodyProps {
  step: number;
  draft: ReturnType<typeof useClaimDraft>;
  user: CurrentUser | null | undefined;
  submittedId: string | null;
  submitting: boolean;
  onChooseDisruption: (type: DisruptionType) => void;
  onNext: (patch?: object) => void;
  onSubmit: (user: CurrentUser) => void;
  onStartOver: () => void;
}

function StepBody({ step, draft, user, submittedId, submitting, ...actions }: StepBodyProps) {
  switch (step) {
    case STEP.disruption:
      return <DisruptionStep value={draft.fields.disruptionType} onChoose={actions.onChooseDisruption} />;
    case STEP.flight:
      return (
        <FlightStep
          fields={draft.fields}
          update={draft.update}
          updateNow={draft.updateNow}
          signedIn={!!user}
          onContinue={() => actions.onNext()}
        />
      );
    case STEP.passengers:
      return <PassengerStep fields={draft.fields} update={draft.update} updateNow={draft.updateNow} onContinue={() => actions.onNext()} account={user} />;
    case STEP.documents:
      return (
        <DocumentsStep
          attachments={draft.attachments}
          signature={draft.signature}
          user={user}
          submitting={submitting}
          addFile={draft.addFile}
          removeFile={draft.removeFile}
          saveSignature={draft.saveSignature}
          clearSignature={draft.clearSignature}
          onSubmit={actions.onSubmit}
          estimate={draftEstimate(draft.fields)}
          draftId={draft.draftId}
          fields={draft.fields}
        />
      );
    default:
      return submittedId ? <ConfirmationStep claimId={submittedId} onStartOver={actions.onStartOver} /> : null;
  }
}
