// Keeping what the airline said with its claim, mailed in (receiver.ts) or uploaded by an agent
// (http/backoffice/airline-messages-routes.ts): the message as plain text, each attachment checked
// (attachments.ts) and stored in the blob store, or recorded as refused. Blobs are written before
// the rows that point at them (blob-store.ts), and removed again if the rows do not commit. The
// agent the claim is assigned to is notified in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { claimBlobKey, type BlobStore } from '../blobs/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { airlineMessageFiles, airlineMessages } from '../db/schema/airline-messages.ts';
import { claims } from '../db/schema/claims.ts';
import { claimData, notify } from '../notify/events.ts';
import { checkAttachment, type IncomingFile } from './attachments.ts';
import { plainText } from './plain-text.ts';

export const MAX_BODY_CHARS = 100_000;
export const MAX_ATTACHMENTS = 20;

export interface AirlineMessageInput {
  claimId: string;
  via: 'email' | 'upload';
  from?: string | null;
  subject?: string | null;
  body?: string | null;
  note?: string | null;
  uploadedBy?: string | null;
  messageId?: string | null;
  files: IncomingFile[];
}

type FileRow = typeof airlineMessageFiles.$inferInsert;

/** Checks and stores each file; refused ones become rows without a blob. */
async function storeFiles(blobs: BlobStore, claimId: string, messageId: string, files: IncomingFile[]): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  for (const [position, file] of files.slice(0, MAX_ATTACHMENTS).entries()) {
    const check = await checkAttachment(file);
    const base = { messageId, position, name: check.name, size: file.bytes.length };
    if (!check.ok) {
      rows.push({ ...base, contentType: file.declaredType.slice(0, 100), refused: check.code, refusedDetail: check.detail });
      continue;
    }
    const blobKey = claimBlobKey(claimId, randomUUID());
    const stored = await blobs.put(blobKey, file.bytes, check.mime);
    rows.push({ ...base, contentType: check.mime, sha256: stored.sha256, blobKey });
  }
  return rows;
}

/**
 * Keeps the message with its claim and tells the assigned agent. Returns its id, or null when the
 * claim already holds a mail with this Message-ID (the sender retried) or the claim is gone.
 */
export async function saveAirlineMessage(db: AppDb, blobs: BlobStore, input: AirlineMessageInput): Promise<string | null> {
  if (input.messageId && (await hasMessage(db, input.claimId, input.messageId))) return null;
  const id = uuidv7();
  const files = await storeFiles(blobs, input.claimId, id, input.files);
  try {
    return await db
      .transaction(async (tx) => {
        const [claim] = await tx.select().from(claims).where(eq(claims.id, input.claimId));
        if (!claim) return null;
        const [inserted] = await tx
          .insert(airlineMessages)
          .values({
            id,
            claimId: claim.id,
            via: input.via,
            fromAddress: input.from ? plainText(input.from, 320) : null,
            subject: input.subject ? plainText(input.subject, 500) : null,
            body: plainText(input.body ?? '', MAX_BODY_CHARS),
            note: input.note ? plainText(input.note, 2000) : null,
            uploadedBy: input.uploadedBy ?? null,
            messageId: input.messageId ? input.messageId.slice(0, 500) : null,
          })
          .onConflictDoNothing()
          .returning({ id: airlineMessages.id });
        if (!inserted) return null;
        if (files.length > 0) await tx.insert(airlineMessageFiles).values(files);
        if (claim.assignedTo && claim.assignedTo !== input.uploadedBy) {
          await notify(tx, {
            userId: claim.assignedTo,
            claimId: claim.id,
            kind: 'airline-message',
            eventKey: `airline-message:${id}`,
            data: await claimData(tx, claim),
          });
        }
        return id;
      })
      .then(async (result) => {
        if (result === null) await deleteBlobs(blobs, files);
        return result;
      });
  } catch (error) {
    await deleteBlobs(blobs, files);
    throw error;
  }
}

async function hasMessage(db: DbOrTx, claimId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: airlineMessages.id })
    .from(airlineMessages)
    .where(and(eq(airlineMessages.claimId, claimId), eq(airlineMessages.messageId, messageId.slice(0, 500))));
  return row !== undefined;
}

async function deleteBlobs(blobs: BlobStore, files: FileRow[]): Promise<void> {
  for (const file of files) if (file.blobKey) await blobs.delete(file.blobKey).catch(() => {});
}

/** A claim's airline messages, oldest first, with their files, as the back office's API shows them. */
export async function listAirlineMessages(db: DbOrTx, claimId: string) {
  const messages = await db
    .select()
    .from(airlineMessages)
    .where(eq(airlineMessages.claimId, claimId))
    .orderBy(asc(airlineMessages.receivedAt), asc(airlineMessages.id));
  const files =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(airlineMessageFiles)
          .where(
            inArray(
              airlineMessageFiles.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(airlineMessageFiles.position));
  return messages.map((m) => ({
    id: m.id,
    via: m.via as 'email' | 'upload',
    from: m.fromAddress,
    subject: m.subject,
    body: m.body,
    note: m.note,
    uploaded_by: m.uploadedBy,
    received_at: m.receivedAt.toISOString(),
    files: files
      .filter((f) => f.messageId === m.id)
      .map((f) => ({
        position: f.position,
        name: f.name,
        content_type: f.contentType,
        size: f.size,
        stored: f.blobKey !== null,
        refused: f.refused,
        refused_detail: f.refusedDetail,
      })),
  }));
}

/** The stored file at `position` of a claim's message, for download. */
export async function findAirlineMessageFile(db: DbOrTx, claimId: string, messageId: string, position: number) {
  const [row] = await db
    .select({ file: airlineMessageFiles })
    .from(airlineMessageFiles)
    .innerJoin(airlineMessages, eq(airlineMessages.id, airlineMessageFiles.messageId))
    .where(and(eq(airlineMessages.claimId, claimId), eq(airlineMessageFiles.messageId, messageId), eq(airlineMessageFiles.position, position)));
  return row?.file ?? null;
}
