// The /claim route: the five-step claim wizard (spec §2). Its parts live in ./claim/.
// Only the first step is part of the page's start-up: it renders and hydrates on its own. The
// wizard itself (the offline core and the draft store, the later steps) is a chunk asked for as
// soon as the first step is on screen (hydrated), so it does not share the slow link with what the
// first step needs; a choice made before it has read the draft is kept and then made.
import { startTransition, useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { DisruptionType } from '../../domain/claim/index.ts';
import { loadAreas } from '../i18n/t.ts';
import { loadChunkInStages } from '../shell/load-chunk.ts';
import { preloadLater } from '../shell/preload-startup.ts';
import { LoadingPage } from './claim/wizard-frame.tsx';
import type { WizardProps } from './claim/wizard.tsx';

type Wizard = ComponentType<WizardProps>;

const WIZARD_AREAS = ['claim', 'common'] as const;
// Its largest parts, each evaluated in a task of its own: Dexie, the offline core (the outbox, the
// step rules), the steps' shared fields, the mandate's text, the documents and confirmation steps.
// Evaluated together, the offline core and the wizard were each a task of 12-17 ms of CPU after the
// first paint, which Lighthouse's 4x slowdown counts as blocking.
const WIZARD_STAGES = [
  () => import('dexie'),
  () => import('../../offline/index.ts'),
  () => import('./claim/steps/step-parts.tsx'),
  () => import('./claim/documents/mandate-view.tsx'),
  () => import('./claim/steps/step-documents.tsx'),
  () => import('./claim/steps/step-confirmation.tsx'),
];

let wizard: Promise<Wizard> | undefined;
let loadedWizard: Wizard | undefined;

/** Loads the wizard (once); the promise fails only after loadChunk's retries. */
function loadWizard(): Promise<Wizard> {
  // The route loaded only the first step's messages (pages.ts): the wizard's come with its code.
  wizard ??= Promise.all([loadChunkInStages(WIZARD_STAGES, () => import('./claim/wizard.tsx')), loadAreas(WIZARD_AREAS)]).then(
    ([module]) => (loadedWizard = module.ClaimWizard),
    (error: unknown) => {
      wizard = undefined;
      throw error;
    },
  );
  return wizard;
}

const noSubscription = () => () => {};

export default function ClaimScreen() {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromHtml] = useState(hydrating);
  const [Wizard, setWizard] = useState<Wizard | undefined>(() => loadedWizard);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A choice on the loading page, until the wizard takes it; `picked` keeps it on show meanwhile.
  const [choice, setChoice] = useState<DisruptionType | null>(null);
  const [picked, setPicked] = useState<DisruptionType | null>(null);
  // The wizard has read its draft and shows its step: the loading page goes.
  const [shown, setShown] = useState(false);
  const takeChoice = useCallback(() => setChoice(null), []);
  const choose = useCallback((type: DisruptionType) => {
    setChoice(type);
    setPicked(type);
  }, []);
  const show = useCallback(() => setShown(true), []);

  useEffect(() => {
    if (Wizard) return;
    let live = true;
    // Every file of the wizard at once, not one level of imports per round trip. In a task of its
    // own: appending the links (about a millisecond each) made the hydration's effects a long task.
    setTimeout(preloadLater, 0);
    loadWizard().then(
      // A transition: React renders the wizard in slices, not in one task that blocks a tap.
      (loaded) => live && startTransition(() => setWizard(() => loaded)),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [Wizard]);

  // To the route's error boundary, as a screen chunk that cannot load.
  if (failure) throw failure.error;

  // The loading page keeps its place in the tree when the wizard arrives, so nothing is mounted
  // again under a finger or the keyboard focus.
  return (
    <>
      {!shown && <LoadingPage fromHtml={fromHtml} choice={picked} onChoose={choose} />}
      {Wizard && <Wizard earlyChoice={choice} onEarlyChoiceTaken={takeChoice} onShown={show} pageShowsFirstStep={fromHtml && !shown} />}
    </>
  );
}
