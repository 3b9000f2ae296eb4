// How the flight step writes the draft. Every change clears the earlier eligibility answer.
// Typing saves on the debounced path; a choice (select, radio, picker) saves at once.
import { useRef } from 'react';
import type { FlightFactsWire } from '../../../../domain/claim/index.ts';
import type { DraftFields } from '../../../../offline/index.ts';
import { updateFlight, withConnections, type Connection, type FlightDraft } from '../rules/flight-form.ts';

type FlightChange = (patch: Partial<FlightDraft>, factsPatch?: Partial<FlightFactsWire>) => void;

export interface FlightUpdater {
  /** The fields as last rendered: async work reads these, never a stale closure. */
  latest: { readonly current: DraftFields };
  typed: FlightChange;
  chosen: FlightChange;
  connectionsChanged: (next: Connection[], now?: boolean) => void;
}

export function useFlightUpdater(
  fields: DraftFields,
  update: (patch: DraftFields) => void,
  updateNow: (patch: DraftFields) => Promise<boolean>,
): FlightUpdater {
  const latest = useRef(fields);
  latest.current = fields;
  const change = (patch: Partial<FlightDraft>, factsPatch?: Partial<FlightFactsWire>) =>
    ({ flight: updateFlight(latest.current.flight, patch, factsPatch), eligibility: null }) satisfies DraftFields;
  return {
    latest,
    typed: (patch, factsPatch) => update(change(patch, factsPatch)),
    chosen: (patch, factsPatch) => void updateNow(change(patch, factsPatch)),
    connectionsChanged: (next, now = false) => {
      const patch = { flight: withConnections(latest.current.flight ?? {}, next), eligibility: null };
      if (now) void updateNow(patch);
      else update(patch);
    },
  };
}
