// The claim wizard (spec §2 "/claim wizard", §4): five steps over one draft kept in IndexedDB.
// This component only routes between the steps: progress, the step heading (focused on every step
// change), the red Error box (cleared on every step change), Back and Skip. It is loaded after the
// first step (claim.tsx), which shows until the draft has been read.
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DisruptionType } from '../../../domain/claim/index.ts';
import { StorageFullError, SubmitError, SUBMIT_MESSAGES, type CurrentUser } from '../../../offline/index.ts';
import { useCurrentUser } from '../../../offline/hooks.ts';
import { startLiveSession } from '../../session.tsx';
import { PageLoading } from '../../shell/layout.tsx';
import { msg, t } from '../../i18n/t.ts';
import { pruneFacts } from './rules/flight-form.ts';
import { DisruptionStep } from './steps/step-disruption.tsx';
import { DocumentsStep } from './steps/step-documents.tsx';
import { draftEstimate } from './documents/consent.tsx';
import { FlightStep, loadFormSteps, PassengerStep } from './lazy-steps.tsx';
import { ConfirmationHeading, ConfirmationStep } from './steps/step-confirmation.tsx';
import { useClaimDraft } from './use-claim-draft.ts';
import { useStepHistory } from './use-step-history.ts';
import { useOpenElsewhere } from './use-open-elsewhere.ts';
import { Progress, STEP_TITLES } from './wizard-frame.tsx';
import { STEP, canSkip, flightStepDone, nextStep, passengerStepDone, previousStep, showsBack, showsSkip } from './wizard-steps.ts';

export const SUBMIT_FAILED = msg('There was an error submitting your claim. Please try again.');
const STORAGE_FULL_HELP = msg(
  'Free some space on this device (for example delete photos, videos or apps you no longer need), then try again. Nothing you already saved is lost.',
);

export interface WizardProps {
  /** A first-step choice made before the draft was read (claim.tsx keeps it meanwhile). */
  earlyChoice: DisruptionType | null;
  onEarlyChoiceTaken: () => void;
  /** Called once the draft has been read and the wizard shows its step. */
  onShown: () => void;
  /** The loading page on screen is the prerendered first step, hydrated and working (claim.tsx). */
  pageShowsFirstStep: boolean;
}

export function ClaimWizard(props: WizardProps) {
  const user = useCurrentUser();
  if (user === undefined) return null;
  // Each account, and nobody, has drafts of its own (review N4, a shared device): when the person
  // changes, the wizard starts again on theirs.
  return <AccountWizard key={user?.id ?? 'anonymous'} user={user} {...props} />;
}

function AccountWizard({ user, earlyChoice, onEarlyChoiceTaken, onShown, pageShowsFirstStep }: WizardProps & { user: CurrentUser | null }) {
  const draft = useClaimDraft(user?.id ?? null);
  const navigate = useNavigate();
  const submittedId = useSearch({ from: '/claim', select: (search) => search.submitted ?? null });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const openElsewhere = useOpenElsewhere();

  const step = submittedId ? STEP.confirmation : draft.step;

  // Focus the new step's heading (not on first load: people arrive at the top of the page).
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (!draft.ready) return;
    loadFormSteps().catch(() => {}); // a failure shows when the step itself loads
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step, draft.ready]);

  const recordStep = useStepHistory({ ready: draft.ready, step, fields: draft.fields, show: (target) => void show(target) });

  async function show(target: number, patch = {}) {
    setError(null);
    await draft.goTo(target, patch);
  }

  /** A step the passenger moves to: also a history entry, so the browser's Back returns here. */
  async function go(target: number, patch = {}) {
    await show(target, patch);
    recordStep(target);
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
      setError(t(SUBMIT_MESSAGES.incomplete));
      return;
    }
    setSubmitting(true);
    try {
      const claimId = await draft.submit(current.id);
      await navigate({ to: '/claim', search: { submitted: claimId }, replace: true });
    } catch (failure) {
      if (failure instanceof StorageFullError) setError(`${t(failure.message)} ${t(STORAGE_FULL_HELP)}`);
      else if (failure instanceof SubmitError && failure.code !== 'no-draft') setError(t(failure.message));
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

  // A new draft on the first step looks exactly like the prerendered page that is already on screen
  // and working (its choices reach chooseDisruption as early choices): the wizard leaves it there
  // and shows itself at the first choice, or at anything the page does not show. Replacing it at
  // once was one long task of a first visit (unmounting the page, mounting the same step again).
  const keepsPage =
    pageShowsFirstStep &&
    step === STEP.disruption &&
    draft.fields.disruptionType === undefined &&
    !submittedId &&
    draft.loadError == null &&
    !draft.storageFull &&
    !openElsewhere &&
    error === null;
  const showing = draft.ready && !keepsPage;

  // Submitting needs the sign-in state and the outbox triggers of the live session. On a device
  // that held no data (index.tsx), nobody is signed in and nothing waits to be sent: it starts once
  // the wizard shows, not during a first visit's start-up.
  useEffect(() => {
    if (showing) startLiveSession();
  }, [showing]);

  // Before paint, so the loading page and the step are never both on screen.
  useLayoutEffect(() => {
    if (showing) onShown();
  }, [showing, onShown]);

  // A choice made on the first step before the draft was read is applied once it is, when the
  // draft turns out to be at the first step.
  useEffect(() => {
    if (!draft.ready || earlyChoice === null) return;
    onEarlyChoiceTaken();
    if (draft.step === STEP.disruption && !submittedId) chooseDisruption(earlyChoice);
    // chooseDisruption reads the draft this render sees, which is the one that just became ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.ready, earlyChoice]);

  if (!showing) return null;

  return (
    <Container size="md" py={{ base: 'lg', md: 48 }} px={{ base: 'sm', sm: 'md' }} className="claim-wizard">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {submittedId ? t('Your claim') : t('Start your claim')}
        </Title>
        <Progress step={step} />
        {openElsewhere && (
          <Alert color="yellow" title={t('This claim is also open in another tab')} role="status">
            {t('What you change in one tab can overwrite the other. Keep the claim open in one tab and close the others.')}
          </Alert>
        )}
        {draft.loadError != null && (
          <Alert color="red" title={t('Error')}>
            {t(
              'This browser does not let us save your claim on this device (private browsing may block it). You can still fill it in, but keep this page open until it is sent.',
            )}
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
      return <FlightStep fields={draft.fields} update={draft.update} updateNow={draft.updateNow} signedIn={!!user} onContinue={() => actions.onNext()} />;
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
