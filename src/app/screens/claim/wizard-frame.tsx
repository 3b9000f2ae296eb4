// The wizard's frame and its first step as the page shows them before the wizard itself (the
// offline core, the draft, the later steps) has loaded: part of /claim's start-up, which stays small.
import { Container, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { memo, Suspense, useSyncExternalStore } from 'react';
import type { DisruptionType } from '../../../domain/claim/index.ts';
import { PageLoading } from '../../shell/layout.tsx';
import { msg, t } from '../../i18n/t.ts';
import { DisruptionStep } from './steps/step-disruption.tsx';
import { STEP, STEP_NAMES, stepLabel } from './wizard-step-names.ts';
import './wizard.css';

/** The heading of each step; the documents step is titled as the spec says. */
export const STEP_TITLES = [
  msg('Disruption Type'),
  msg('Flight Details'),
  msg('Passenger Information'),
  msg('Upload Documents'),
  msg('Claim Submitted Successfully!'),
] as const;

interface LoadingProps {
  /** The page was prerendered: it shows the first step, which a first visit sees anyway. */
  fromHtml: boolean;
  choice: DisruptionType | null;
  onChoose: (type: DisruptionType) => void;
}

/**
 * While the wizard loads and reads its draft. In the prerendered page (and while it is hydrated)
 * that is the first step: it paints before any script runs and nothing moves when the draft
 * turns out new; a choice made meanwhile is applied once the draft is read. Otherwise (the app
 * shell, where a saved draft may be at another step) the wizard's frame at the size of its first
 * step. Memo'd: right after hydration the screen renders again (its hydration flag changed), and
 * that render stops here instead of going through the whole first step.
 */
export const LoadingPage = memo(function LoadingPage({ fromHtml, choice, onChoose }: LoadingProps) {
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

/**
 * Memo'd: a choice tapped before the wizard has loaded renders the loading page again, and a new
 * element for the stepper's boundary would make React hydrate it there and then, in the tap's task.
 */
export const Progress = memo(function Progress({ step }: { step: number }) {
  return (
    <>
      <Text className="mobile-only" fw={600} c="brand.8" aria-live="polite">
        {stepLabel(step)}
      </Text>
      {/* A boundary of its own: the stepper (five steps, each with Mantine's transitions) was part
          of the first step's hydration, which React does in one task, for a part a phone never
          shows and nobody can click. React hydrates it later, at idle priority, in slices. */}
      <Suspense>
        <DesktopStepper step={step} />
      </Suspense>
    </>
  );
});

/** The stepper is CSS-hidden under this width (app.css, .desktop-only). */
const DESKTOP = '(min-width: 62em)';

function watchDesktop(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The stepper, where it shows: a small screen does not render it at all (the wizard's commit of
 * its step, one task, is then lighter), except while hydrating the prerendered page, whose markup
 * has it (the server snapshot).
 */
function DesktopStepper({ step }: { step: number }) {
  const desktop = useSyncExternalStore(
    watchDesktop,
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  );
  if (!desktop) return null;
  return (
    <div className="desktop-only">
      <Stepper active={step} size="xs" iconSize={30} wrap={false} aria-label={t('Claim progress')}>
        {STEP_NAMES.map((name) => (
          <Stepper.Step key={name} label={t(name)} />
        ))}
      </Stepper>
    </div>
  );
}
