// The back office's calls about airlines (issue #34): what an airline said on a claim (mailed in or
// uploaded), and the airline claims directory with admins' corrections.
import type { ClaimChannelKind } from '../../domain/airlines/claim-channels.ts';
import { getApi } from '../../offline/index.ts';

export interface AirlineMessageFile {
  position: number;
  name: string;
  content_type: string;
  size: number;
  stored: boolean;
  refused: string | null;
  refused_detail: string | null;
}

export interface AirlineMessage {
  id: string;
  via: 'email' | 'upload';
  from: string | null;
  subject: string | null;
  body: string;
  note: string | null;
  uploaded_by: string | null;
  received_at: string;
  files: AirlineMessageFile[];
}

export interface ChannelWire {
  kind: ClaimChannelKind;
  address?: string;
  url?: string;
  languages: string[];
}

export interface ClaimChannelWire {
  channels: ChannelWire[];
  languages: string[];
  direct_first: boolean | 'not-known-yet';
  adr: { name: string; url: string } | 'not-known-yet' | null;
  source: string;
  checked_on: string;
  corrected_by: string | null;
}

export interface AirlineEntry {
  iata: string;
  name: string;
  /** null: not known yet. */
  channel: ClaimChannelWire | null;
}

export interface CorrectionRequest {
  channels: ChannelWire[];
  direct_first?: boolean | 'not-known-yet';
  source: string;
}

/** Uploads the airline's answer (one file and a note) to a claim. */
export async function uploadAirlineMessage(claimId: string, file: File, note: string): Promise<AirlineMessage> {
  const form = new FormData();
  form.append('note', note);
  form.append('file', file, file.name);
  return (
    await getApi().request<{ data: AirlineMessage }>(`/backoffice/claims/${encodeURIComponent(claimId)}/airline-messages`, { method: 'POST', body: form })
  ).data;
}

export async function fetchAirlines(): Promise<AirlineEntry[]> {
  return (await getApi().request<{ data: AirlineEntry[] }>('/backoffice/airlines')).data;
}

export async function correctClaimChannel(iata: string, body: CorrectionRequest): Promise<AirlineEntry> {
  return (await getApi().request<{ data: AirlineEntry }>(`/backoffice/airlines/${encodeURIComponent(iata)}/claim-channel`, { method: 'PUT', json: body })).data;
}
