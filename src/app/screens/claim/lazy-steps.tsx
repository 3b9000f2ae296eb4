// The flight and passenger steps (their fields, the airport picker, @mantine/form) are a chunk of
// their own, so the first step, where every visit starts, does not wait for them. The wizard asks
// for the chunk as soon as the draft is read; the service worker keeps it for offline use.
import { lazy } from 'react';
import { loadChunk } from '../../shell/load-chunk.ts';
import type * as Steps from './form-steps.ts';

let formSteps: Promise<typeof Steps> | undefined;

/** Starts loading the form steps (once); the promise fails only after loadChunk's retries. */
export function loadFormSteps() {
  formSteps ??= loadChunk(() => import('./form-steps.ts')).catch((error: unknown) => {
    formSteps = undefined;
    throw error;
  });
  return formSteps;
}

export const FlightStep = lazy(() => loadFormSteps().then((steps) => ({ default: steps.FlightStep })));
export const PassengerStep = lazy(() => loadFormSteps().then((steps) => ({ default: steps.PassengerStep })));
