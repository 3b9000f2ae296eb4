// The desk's clock in the durable queue: each case whose next date has come (claim_cases.next_due_on,
// kept by saveCase) fires once: a reminder letter to the airline on the same channel when the
// pay-by date passed without an answer, a notice to the passenger saying what happens next, and a
// task for the agent in the claim's audit log. `now` is a parameter: tests run it with a fake clock.
// Each case is taken under its claim's row lock; the passenger's notice (unique per case, date and
// what fell due) is the marker that a date already fired, so a second run or server does nothing.
import { and, inArray, lte } from 'drizzle-orm';
import { findAirline } from '../../domain/airlines/index.ts';
import { claimReference } from '../../domain/claim/reference.ts';
import { nextStep } from '../../domain/desk/index.ts';
import { recordClaimEvent } from '../claims-audit.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { claimCases } from '../db/schema/desk.ts';
import { findClaimRow, type ClaimRow } from '../http/claims-store.ts';
import { notify } from '../notify/events.ts';
import { clockInputOf, listAnswers, listBodyAnswers, listLetters, loadCase, saveCase, today, type CaseRow } from './case-store.ts';
import { claimChannelOf } from './directory.ts';
import { claimReplyAddress } from '../inbound/reply-address.ts';
import { letterFacts } from './facts.ts';
import { printLetters } from './letters.ts';
import { dispatchLetters, type DeskDeps } from './send.ts';

const RUNNING = ['preparing', 'sent', 'reminded', 'answered', 'escalated'] as const;

/** Fires every date due by `now`; returns how many fired. */
export async function runDeskClock(db: AppDb, deps: DeskDeps, now = new Date()): Promise<number> {
  const day = today(now);
  const due = await db
    .select({ claimId: claimCases.claimId })
    .from(claimCases)
    .where(and(lte(claimCases.nextDueOn, day), inArray(claimCases.stage, [...RUNNING])));
  let fired = 0;
  for (const { claimId } of due) {
    const done = await db.transaction(async (tx) => {
      const row = await findClaimRow(tx, claimId, true);
      const c = await loadCase(tx, claimId);
      if (!row || !c?.nextDueOn || !c.nextDueWhat || c.nextDueOn > day || row.status !== 'processing') return false;
      return fire(tx, deps, row, c, now);
    });
    if (done) fired++;
  }
  return fired;
}

async function fire(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, c: CaseRow, now: Date): Promise<boolean> {
  const what = c.nextDueWhat!;
  const on = c.nextDueOn!;
  // The marker first: a date that already fired changes nothing.
  const first = await notifyPassenger(tx, deps, row, c, `desk:${row.id}:${what}:${on}`);
  if (!first) return false;
  let letters: string[] = [];
  if (what === 'reminder' && c.stage === 'sent') letters = await remind(tx, deps, row, c, now);
  if (row.assignedTo) await notifyAgent(tx, row, what, on);
  await recordClaimEvent(tx, {
    claimId: row.id,
    actorId: 'system',
    action: 'desk-task',
    fromStatus: null,
    toStatus: null,
    reason: null,
    details: { what, due_on: on, assigned_to: row.assignedTo, ...(letters.length ? { letters } : {}), version: row.version },
  });
  return true;
}

/** The reminder letter on the channel the demand went by; the case is then 'reminded'. */
async function remind(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, c: CaseRow, now: Date): Promise<string[]> {
  const demand = (await listLetters(tx, row.id)).filter((l) => l.kind === 'demand');
  const languages = [...new Set(demand.map((l) => l.language))] as ('en' | 'ar' | 'fa' | 'tr')[];
  const entry = row.airline ? await claimChannelOf(tx, row.airline, deps.config.desk.corrections) : null;
  const on = today(now);
  const facts = await letterFacts(tx, row, {
    airlineName: entry?.name ?? findAirline(row.airline ?? '')?.name ?? row.airline ?? '',
    today: on,
    payBy: new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
    clientAccount: deps.config.desk.clientAccount,
    replyTo: claimReplyAddress(row.id, deps.config.mailDomain),
  });
  const meta = { claimId: row.id, actorId: 'system', channel: c.channel ?? 'email', sentTo: c.sentTo ?? '' };
  const letters = await printLetters(tx, deps, meta, 'reminder', languages.length ? languages : ['en'], facts);
  await dispatchLetters(tx, row, c.channel, letters);
  await saveCase(tx, row, { stage: 'reminded' }, deps.config.desk.payWithinDays);
  return letters.map((l) => l.id);
}

/** The passenger's notice: what happens next now (after this date), in their language at delivery. */
async function notifyPassenger(tx: DbOrTx, deps: DeskDeps, row: ClaimRow, c: CaseRow, eventKey: string): Promise<boolean> {
  const [last] = await listAnswers(tx, row.id);
  const [lastBody] = await listBodyAnswers(tx, row.id);
  const stage = c.nextDueWhat === 'reminder' && c.stage === 'sent' ? 'reminded' : c.stage;
  const step = nextStep({
    ...clockInputOf(row, { ...c, stage }, last, deps.config.desk.payWithinDays, lastBody),
    airlineName: findAirline(row.airline ?? '')?.name ?? row.airline ?? '',
  });
  const id = await notify(tx, {
    userId: row.userId,
    claimId: row.id,
    kind: 'case-update',
    eventKey,
    data: {
      claim_id: row.id,
      reference: claimReference(row.id),
      next: { message_id: step.messageId, values: { ...step.values }, by: step.by ?? null },
    },
  });
  return id !== null;
}

/** The task for the agent the claim is assigned to, in the agent's language at delivery (their notification settings). */
async function notifyAgent(tx: DbOrTx, row: ClaimRow, what: string, on: string): Promise<void> {
  await notify(tx, {
    userId: row.assignedTo!,
    claimId: row.id,
    kind: 'desk-task',
    eventKey: `desk-task:${row.id}:${what}:${on}`,
    data: { claim_id: row.id, reference: claimReference(row.id), task: what, due_on: on },
  });
}

/** Runs the clock every `intervalMs` until the app closes. */
export function startDeskClock(db: AppDb, deps: DeskDeps, log: { warn(o: object, m: string): void }, intervalMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDeskClock(db, deps)
      .catch((error: unknown) => log.warn({ err: error }, 'desk clock failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
