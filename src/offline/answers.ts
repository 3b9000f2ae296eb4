// Answering our team's question from the claim page, offline too: one Dexie transaction stores the
// answer's files as attachments and the text in kv, and queues, in this order, one upload per
// file then the answer itself ('answerRequest'). The drain sends them once each, in order, with
// their Idempotency-Key; the answer names the uploaded files by their attachment ids. Once the
// claim's operations are done the files leave the device (finishClaim), and the text with the op.
import { v7 as uuidv7 } from 'uuid';
import type { AttachmentRow, ClaimsDb, OutboxOp } from './db.ts';
import { checkDocumentContent, checkDocumentSize, checkDocumentType, type PreparedDocument } from './documents.ts';
import { guardStorage } from './storage.ts';

/** As the server's answer schema: at most this many characters and files. */
export const ANSWER_MAX_TEXT = 2000;
export const ANSWER_MAX_FILES = 5;

export const ANSWER_MESSAGES = {
  empty: 'Write your answer',
  tooLong: `Your answer can be at most ${ANSWER_MAX_TEXT} characters`,
  tooManyFiles: `Attach at most ${ANSWER_MAX_FILES} files`,
} as const;

export interface QueuedAnswer {
  request_id: number;
  text: string;
  /** The attachment ids of the files, uploaded before the answer. */
  document_ids: string[];
}

export const answerKey = (opId: string) => `answer:${opId}`;

export class AnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerError';
  }
}

/** Queues the answer and its files; nothing is sent here. */
export async function queueAnswer(
  db: ClaimsDb,
  input: { claimId: string; ownerId: string; requestId: number; text: string; files: PreparedDocument[] },
  now: () => number = Date.now,
): Promise<void> {
  const text = input.text.trim();
  if (!text) throw new AnswerError(ANSWER_MESSAGES.empty);
  if (text.length > ANSWER_MAX_TEXT) throw new AnswerError(ANSWER_MESSAGES.tooLong);
  if (input.files.length > ANSWER_MAX_FILES) throw new AnswerError(ANSWER_MESSAGES.tooManyFiles);
  const types: string[] = [];
  for (const file of input.files) {
    checkDocumentSize(file.size);
    checkDocumentType(file);
    types.push(await checkDocumentContent(file.blob));
  }
  await guardStorage(() =>
    db.transaction('rw', [db.attachments, db.outbox, db.kv, db.claims], async () => {
      const at = now();
      const op = (kind: OutboxOp['kind'], attachmentId?: string): OutboxOp => ({
        opId: uuidv7(),
        claimId: input.claimId,
        kind,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        ownerId: input.ownerId,
        createdAt: at,
        updatedAt: at,
        ...(attachmentId ? { attachmentId } : {}),
      });
      const siblings = await db.attachments.where('claimId').equals(input.claimId).toArray();
      let position = siblings.reduce((max, a) => Math.max(max, a.position + 1), 0);
      const ids: string[] = [];
      for (const [index, file] of input.files.entries()) {
        const row: AttachmentRow = {
          id: uuidv7(),
          claimId: input.claimId,
          position: position++,
          name: file.name,
          type: types[index]!,
          size: file.size,
          sha256: file.sha256,
          blob: file.blob,
          originalName: file.name,
          originalSize: file.size,
          createdAt: at,
        };
        await db.attachments.add(row);
        await db.outbox.add(op('uploadFile', row.id));
        ids.push(row.id);
      }
      const answer = op('answerRequest');
      const body: QueuedAnswer = { request_id: input.requestId, text, document_ids: ids };
      await db.kv.put({ key: answerKey(answer.opId), value: JSON.stringify(body) });
      await db.outbox.add(answer);
      await db.claims.update(input.claimId, { syncState: 'queued', updatedAt: at });
    }),
  );
}

/** The answer op's request body, exactly as stored (the same bytes on every retry). */
export async function answerBody(db: ClaimsDb, op: OutboxOp): Promise<string | undefined> {
  return (await db.kv.get(answerKey(op.opId)))?.value;
}

export interface AnswerOnDevice {
  opId: string;
  requestId: number;
  text: string;
  files: number;
  state: OutboxOp['state'];
  reason: string | null;
  /** The refusal's problem code, so the screen can say it in the passenger's language. */
  code: string | null;
}

/** Answers of this claim still on the device: waiting, on their way, or refused. */
export async function answersOnDevice(db: ClaimsDb, claimId: string): Promise<AnswerOnDevice[]> {
  const ops = await db.outbox
    .where('claimId')
    .equals(claimId)
    .filter((op) => op.kind === 'answerRequest' && op.state !== 'done')
    .toArray();
  const found: AnswerOnDevice[] = [];
  for (const op of ops) {
    const row = await db.kv.get(answerKey(op.opId));
    if (!row) continue;
    const body = JSON.parse(row.value) as QueuedAnswer;
    found.push({
      opId: op.opId,
      requestId: body.request_id,
      text: body.text,
      files: body.document_ids.length,
      state: op.state,
      reason: op.lastError?.detail ?? op.lastError?.title ?? null,
      code: op.lastError?.code ?? null,
    });
  }
  return found;
}

/** Drops a refused answer (and its files) from the device. */
export async function discardAnswer(db: ClaimsDb, opId: string): Promise<void> {
  await db.transaction('rw', [db.attachments, db.outbox, db.kv], async () => {
    const op = await db.outbox.where('opId').equals(opId).first();
    if (!op) return;
    const body = await db.kv.get(answerKey(opId));
    const ids = body ? (JSON.parse(body.value) as QueuedAnswer).document_ids : [];
    await db.outbox
      .where('claimId')
      .equals(op.claimId)
      .filter((o) => o.opId === opId || (o.attachmentId !== undefined && ids.includes(o.attachmentId)))
      .delete();
    await db.attachments.bulkDelete(ids);
    await db.kv.delete(answerKey(opId));
  });
}
