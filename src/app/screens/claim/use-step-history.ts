// Browser Back and Forward step through the wizard (issue #32: Back left it). Each step change is
// a history entry (/claim?step=3, as on a multi-page form); going back or forward in the browser
// shows that entry's step, never past the first step whose data is missing (resumeStep). The
// entry the wizard opened on has no ?step: it stands for the step the draft was at then.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { DraftFields } from '../../../offline/index.ts';
import { resumeStep } from './wizard-steps.ts';

interface Wizard {
  ready: boolean;
  step: number;
  fields: DraftFields;
  /** Shows a step without adding a history entry. */
  show: (step: number) => void;
}

/** The step a /claim address names, or null for the entry the wizard opened on (or another page). */
export function stepOfAddress(search: string): number | null | 'not-a-step' {
  const params = new URLSearchParams(search);
  if (params.has('submitted')) return 'not-a-step';
  const step = params.get('step');
  if (step === null) return null;
  return /^[1-4]$/.test(step) ? Number(step) - 1 : 'not-a-step';
}

/** `record(step)`: adds the history entry of a step the passenger moved to. */
export function useStepHistory(wizard: Wizard): (step: number) => void {
  const navigate = useNavigate();
  const opened = useRef<number | null>(null);
  const current = useRef(wizard);
  current.current = wizard;
  if (wizard.ready && opened.current === null) opened.current = wizard.step;

  useEffect(() => {
    const onPop = () => {
      const { ready, step, fields, show } = current.current;
      if (!ready || !/\/claim\/?$/.test(location.pathname)) return;
      const named = stepOfAddress(location.search);
      if (named === 'not-a-step') return;
      const wanted = resumeStep(named ?? opened.current ?? step, fields);
      if (wanted !== step) show(wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return useCallback((step: number) => void navigate({ to: '/claim', search: { step: String(step + 1) } }), [navigate]);
}
