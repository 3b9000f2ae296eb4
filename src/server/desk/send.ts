// `send-to-airline` (and its alias `process`): the demand letter built from the claim, printed in
// English (and a second language when the airline answers in it), kept as evidence and, on the
// e-mail channel, queued once for the airline's claims address with the mandate and documents.
// A web form or the post gets a filing pack; the agent then records the airline's case number.
import { secondCopyLanguage, preferredChannel, type AirlineClaimChannel, type ClaimChannel } from '../../domain/airlines/index.ts';
import { DEFAULT_DESK_POLICY, letterDates, type LetterLanguage } from '../../domain/desk/index.ts';
import { claimReference } from '../../domain/claim/reference.ts';
import type { BlobStore } from '../blobs/index.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import { transitionClaim, type TransitionContext } from '../claims/transition.ts';
import type { ServerConfig } from '../config.ts';
import type { DbOrTx } from '../db/database.ts';
import type { ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import type { PdfPrinter } from '../mandate/pdf-printer.ts';
import { notify } from '../notify/events.ts';
import { deskRegime, loadCase, saveCase, today, type LetterRow } from './case-store.ts';
import { claimChannelOf } from './directory.ts';
import { claimReplyAddress } from '../inbound/reply-address.ts';
import { letterFacts } from './facts.ts';
import { lettersToPrint, mandateCopy, printAndStore } from './letters.ts';
import { bumpVersion } from './version.ts';

export interface DeskDeps {
  blobs: BlobStore;
  printer: PdfPrinter;
  config: ServerConfig;
}

/** The notification user an airline letter is queued under: the airline has no account. */
export const airlineUserId = (claimId: string) => `airline:${claimId}`;

type Blocked = 'airline-unknown' | 'airline-channel-missing';

async function reachable(tx: DbOrTx, row: ClaimRow, deps: DeskDeps): Promise<{ entry: AirlineClaimChannel; channel: ClaimChannel } | Blocked> {
  const entry = row.airline ? await claimChannelOf(tx, row.airline, deps.config.desk.corrections) : null;
  if (!entry) return 'airline-unknown';
  const channel = preferredChannel(entry);
  return channel ? { entry, channel } : 'airline-channel-missing';
}

function refusal(blocked: Blocked, row: ClaimRow): HttpProblem {
  if (blocked === 'airline-unknown') {
    return new HttpProblem(422, 'airline-unknown', 'The claim names no airline in our claims directory', {
      detail: `No claims channel is known for airline ${row.airline ?? '(none)'}; an admin can add it to the directory.`,
    });
  }
  return new HttpProblem(422, 'airline-channel-missing', 'No known way to send this airline a claim yet', {
    detail: `The directory has no e-mail, web form or postal address for ${row.airline}; an admin can add one.`,
  });
}

/** The refusal of a second send (the case is past 'preparing'); the desk worker takes it as done. */
export class AlreadySent extends HttpProblem {}

function assertNotSent(stage: string | undefined): void {
  if (stage && stage !== 'preparing') {
    throw new AlreadySent(409, 'case-stage-conflict', 'The airline case is not at a stage that allows this', {
      detail: `The claim already went to the airline (stage ${stage}).`,
    });
  }
}

/** Prints and stores the demand letter(s) and the mandate copy; queues the e-mail when that is the channel. */
async function prepareLetters(
  tx: DbOrTx,
  deps: DeskDeps,
  row: ClaimRow,
  actorId: string,
  entry: AirlineClaimChannel,
  channel: ClaimChannel,
): Promise<LetterRow[]> {
  const sentTo = channel.address ?? channel.url ?? '';
  const on = today();
  const payBy = letterDates(deskRegime(row), on, { ...DEFAULT_DESK_POLICY, payWithinDays: deps.config.desk.payWithinDays }).payBy;
  const facts = await letterFacts(tx, row, {
    airlineName: entry.name,
    today: on,
    payBy,
    clientAccount: deps.config.desk.clientAccount,
    replyTo: claimReplyAddress(row.id, deps.config.mailDomain),
  });
  const second = secondCopyLanguage(entry);
  const languages: LetterLanguage[] = second ? ['en', second] : ['en'];
  const meta = { claimId: row.id, actorId, channel: channel.kind, sentTo };
  const mandate = await mandateCopy(tx, deps.blobs, row);
  const all = await printAndStore(tx, deps, meta, [...lettersToPrint('demand', languages, facts), ...(mandate ? [mandate] : [])]);
  await dispatchLetters(tx, row, channel.kind, all);
  return all;
}

/**
 * Sends letters on the case's channel: by e-mail, queued once (Reply-To the claim's address); on a
 * web form or by post they wait, unsent, in the filing pack until the agent records them filed.
 * Answers whether they went (were queued) now.
 */
export async function dispatchLetters(tx: DbOrTx, row: ClaimRow, channel: string | null, letters: LetterRow[]): Promise<boolean> {
  if (channel !== 'email' || letters.length === 0) return false;
  await queueAirlineMail(tx, row, letters);
  return true;
}

/** Queues one e-mail to the airline with these letters: sent once, after the commit, by the worker. */
export async function queueAirlineMail(tx: DbOrTx, row: ClaimRow, letters: LetterRow[]): Promise<void> {
  await notify(tx, {
    userId: airlineUserId(row.id),
    claimId: row.id,
    kind: 'airline-letter',
    eventKey: `airline-letter:${letters[0]!.id}`,
    data: { claim_id: row.id, reference: claimReference(row.id), letter_ids: letters.map((l) => l.id) },
  });
}

/**
 * Sends the claim to the airline. `lenient` (the `process` alias): a claim whose airline cannot be
 * reached still starts processing, at stage 'preparing' with the reason kept on the case.
 */
export async function sendToAirline(
  tx: DbOrTx,
  deps: DeskDeps,
  row: ClaimRow,
  action: { name: string; lenient: boolean },
  actorId: string,
  context: TransitionContext,
): Promise<ClaimRow> {
  const existing = await loadCase(tx, row.id);
  assertNotSent(existing?.stage);
  const target = await reachable(tx, row, deps);
  if (typeof target === 'string' && !action.lenient) throw refusal(target, row);
  // The status move first: it refuses a claim that cannot start processing before anything is printed.
  const details: Record<string, unknown> = typeof target === 'string' ? { blocked: target } : { channel: target.channel.kind, airline: target.entry.iata };
  let updated = row;
  // `process` keeps its old meaning too: only a submitted claim starts processing (409 otherwise).
  if (row.status === 'submitted' || action.lenient) {
    updated = await transitionClaim(tx, row, { to: 'processing', action: action.name, details }, { id: actorId, role: 'agent' }, context);
  } else if (row.status !== 'processing') {
    throw new HttpProblem(409, 'illegal-transition', 'This status change is not possible', { detail: `A ${row.status} claim cannot go to the airline.` });
  }
  const payWithinDays = deps.config.desk.payWithinDays;
  if (typeof target === 'string') {
    await saveCase(tx, updated, { stage: 'preparing', airline: row.airline, blocked: target }, payWithinDays);
    return updated;
  }
  const letters = await prepareLetters(tx, deps, updated, actorId, target.entry, target.channel);
  const sentTo = target.channel.address ?? target.channel.url ?? '';
  const emailed = target.channel.kind === 'email';
  await saveCase(
    tx,
    updated,
    {
      stage: emailed ? 'sent' : 'preparing',
      airline: target.entry.iata,
      channel: target.channel.kind,
      sentTo,
      sentAt: emailed ? new Date() : null,
      blocked: null,
    },
    payWithinDays,
  );
  const letterDetails = { letters: letters.map((l) => ({ id: l.id, kind: l.kind, language: l.language, sha256: l.sha256 })), sent_to: sentTo };
  if (row.status === 'submitted') {
    await recordClaimEvent(tx, {
      claimId: row.id,
      actorId,
      action: 'letter-prepared',
      fromStatus: null,
      toStatus: null,
      reason: null,
      details: { ...letterDetails, version: updated.version },
    });
    return updated;
  }
  return bumpVersion(tx, updated, actorId, action.name, { ...details, ...letterDetails });
}
