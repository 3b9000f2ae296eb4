// The pure arithmetic of a draft change: how two patches merge and how a patch lands on the stored
// row. Kept apart so the save queue and the journal recovery share one definition of "merge".
import type { DraftFields, DraftRow } from './db.ts';

/** A change to the draft: sections `flight` and `passenger` merge field by field. */
export type DraftPatch = DraftFields & { step?: number };

const MERGED_SECTIONS = ['flight', 'passenger'] as const;

/** Later wins; the flight and passenger sections merge field by field. */
export function mergePatch(earlier: DraftPatch, later: DraftPatch): DraftPatch {
  const merged: DraftPatch = { ...earlier, ...later };
  for (const key of MERGED_SECTIONS) {
    if (earlier[key] && later[key]) (merged as Record<string, unknown>)[key] = { ...earlier[key], ...later[key] };
  }
  return merged;
}

export function applyPatch(draft: DraftRow, patch: DraftPatch, at: number): DraftRow {
  const { step, ...fields } = patch;
  return {
    ...draft,
    step: step === undefined ? draft.step : Math.max(0, Math.min(4, step)),
    fields: mergePatch(draft.fields, fields),
    updatedAt: at,
  };
}
