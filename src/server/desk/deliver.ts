// One airline letter by e-mail (the notification worker calls this for kind 'airline-letter'): to
// the claims address the case went to, with the letters, the mandate and the passenger's documents
// attached, Reply-To the claim's own address. A retry after a crash sends the same Message-ID.
import { asc, eq, inArray } from 'drizzle-orm';
import { claimReference } from '../../domain/claim/reference.ts';
import type { BlobStore } from '../blobs/index.ts';
import { claimDocuments, claims } from '../db/schema/claims.ts';
import { claimLetters } from '../db/schema/desk.ts';
import type { DeliveryContext } from '../notify/deliver.ts';
import type { NotificationData } from '../notify/events.ts';
import type { DeliveryOutcome, JobRow } from '../notify/queue.ts';
import { loadCase, type LetterRow } from './case-store.ts';
import { claimReplyAddress } from '../inbound/reply-address.ts';

async function bytesOf(blobs: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await blobs.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const letterFileName = (ref: string, l: LetterRow) => (l.kind === 'mandate' ? `mandate-${ref}.pdf` : `${l.kind}-letter-${ref}-${l.language}.pdf`);

function mailText(ref: string, flight: { flight_number?: string; departure_date?: string }, kinds: string[]): { subject: string; text: string } {
  const what = kinds.includes('rebuttal')
    ? 'Our answer to your refusal'
    : kinds.includes('reminder')
      ? 'Reminder: claim for compensation'
      : 'Claim for compensation';
  const subject = `${what}: flight ${flight.flight_number ?? ''} on ${flight.departure_date ?? ''} (our reference ${ref})`;
  const text = [
    'Dear Sir or Madam,',
    '',
    `Please find our letter attached (our reference ${ref}), with the passengers' signed mandate and the evidence.`,
    'Please reply to this e-mail, keeping our reference.',
    '',
    'Yours faithfully,',
    'The Flightclaim claims team',
  ].join('\n');
  return { subject, text };
}

export async function deliverAirlineLetter(ctx: DeliveryContext, job: JobRow, data: NotificationData): Promise<DeliveryOutcome> {
  if (!data.claim_id || !data.letter_ids?.length) return { dropped: 'not an airline letter' };
  const claimId = data.claim_id;
  const [claim] = await ctx.db.select({ flight: claims.flight }).from(claims).where(eq(claims.id, claimId));
  const letters = await ctx.db.select().from(claimLetters).where(inArray(claimLetters.id, data.letter_ids));
  // A letter records the address it went to; the case's is read only for one that does not.
  const to = letters.find((l) => l.channel === 'email')?.sentTo ?? (await loadCase(ctx.db, claimId))?.sentTo;
  if (!claim || !to || letters.length === 0) return { dropped: 'claim or letter gone' };
  const blobs = await ctx.letters();
  const ref = claimReference(claimId);
  const attachments: { filename: string; content: Buffer; contentType: string }[] = [];
  for (const letter of letters.sort((a, b) => (a.kind === 'mandate' ? 1 : 0) - (b.kind === 'mandate' ? 1 : 0))) {
    const content = await bytesOf(blobs, letter.blobKey);
    if (!content) return { failed: 'letter blob missing' };
    attachments.push({ filename: letterFileName(ref, letter), content, contentType: 'application/pdf' });
  }
  if (letters.some((l) => l.kind === 'demand')) {
    const documents = await ctx.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId)).orderBy(asc(claimDocuments.position));
    for (const doc of documents) {
      const content = await bytesOf(blobs, doc.blobKey);
      if (content) attachments.push({ filename: doc.name, content, contentType: doc.contentType });
    }
  }
  const mail = mailText(
    ref,
    claim.flight,
    letters.map((l) => l.kind),
  );
  try {
    await ctx.mailer.send({ to, ...mail, replyTo: claimReplyAddress(claimId, ctx.config.mailDomain), attachments, deliveryId: job.deliveryKey });
  } catch (error) {
    return { failed: (error as { code?: string }).code ?? (error as Error).name ?? 'mail error' };
  }
  await ctx.db.update(claimLetters).set({ sentAt: new Date() }).where(inArray(claimLetters.id, data.letter_ids));
  return 'done';
}
