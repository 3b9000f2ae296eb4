// Importing a camt.053 statement of our client account: each booked credit is matched to its claim
// by the claim reference in its remittance information; a match that the claim expects (status
// processing, the amount and currency it is owed) is recorded as the airline payment (money-actions.ts),
// anything else waits for an agent with the reason. One statement id is imported once: the same
// file again changes nothing, another file with the same id is refused. All in one transaction.
import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { claimIdsIn, claimReferencesIn, paymentMismatch, type Camt053Statement, type StatementCredit } from '../../domain/money/index.ts';
import { expectedPayment, recordAirlinePayment } from '../backoffice/money-actions.ts';
import { referenceIn } from '../claims/reference-sql.ts';
import type { TransitionContext } from '../claims/transition.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { bankCredits, bankStatements } from '../db/schema/money.ts';
import { findClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';

export interface ImportResult {
  statementId: string;
  alreadyImported: boolean;
  credits: (typeof bankCredits.$inferSelect)[];
}

interface Match {
  claimId: string | null;
  reason: string | null;
}

/** The one claim the remittance names (its whole id, else its short reference), or why none. */
async function claimNamed(db: DbOrTx, credit: StatementCredit): Promise<Match> {
  const ids = claimIdsIn(credit.remittance);
  const references = claimReferencesIn(credit.remittance);
  if (ids.length === 0 && references.length === 0) return { claimId: null, reason: 'The remittance information names no claim reference.' };
  const found = await db
    .select({ id: claims.id })
    .from(claims)
    .where(ids.length > 0 ? inArray(claims.id, ids) : referenceIn(references));
  if (found.length === 0) return { claimId: null, reason: `No claim has the reference ${(ids.length > 0 ? ids : references).join(', ').toUpperCase()}.` };
  if (found.length > 1) return { claimId: null, reason: `The remittance names ${found.length} claims; choose the right one.` };
  return { claimId: found[0]!.id, reason: null };
}

/** Records the credit as the claim's airline payment when the claim expects exactly it; otherwise says why not. */
async function settle(tx: DbOrTx, credit: StatementCredit, creditId: string, match: Match, actorId: string, context: TransitionContext): Promise<Match> {
  if (!match.claimId) return match;
  const row = await findClaimRow(tx, match.claimId, true);
  if (!row) return { claimId: null, reason: 'The claim is gone.' };
  if (row.status !== 'processing') return { claimId: row.id, reason: `The claim is ${row.status}, not waiting for the airline's payment.` };
  const payment = { amountMinor: credit.amountMinor, currency: credit.currency, valueDate: credit.valueDate, bankReference: credit.bankReference };
  const mismatch = paymentMismatch(payment, await expectedPayment(tx, row));
  if (mismatch) return { claimId: row.id, reason: mismatch };
  await recordAirlinePayment(tx, row, payment, { actorId, action: 'bank-statement', bankCreditId: creditId }, context, false);
  return { claimId: row.id, reason: null };
}

async function creditsOf(db: DbOrTx, statementRowId: string) {
  return db.select().from(bankCredits).where(eq(bankCredits.statementId, statementRowId)).orderBy(asc(bankCredits.createdAt), asc(bankCredits.position));
}

export async function importStatement(
  db: AppDb,
  statement: Camt053Statement,
  bytes: Buffer,
  actorId: string,
  context: TransitionContext,
): Promise<ImportResult> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    const id = randomUUID();
    // A concurrent import of the same statement waits here on the unique id, then finds it.
    const [inserted] = await tx
      .insert(bankStatements)
      .values({ id, statementId: statement.statementId, sha256, messageId: statement.messageId, account: statement.account, importedBy: actorId })
      .onConflictDoNothing({ target: bankStatements.statementId })
      .returning({ id: bankStatements.id });
    if (!inserted) {
      const [existing] = await tx.select().from(bankStatements).where(eq(bankStatements.statementId, statement.statementId));
      if (existing!.sha256 !== sha256)
        throw new HttpProblem(409, 'statement-conflict', 'Another statement with this id was already imported', {
          detail: `Statement ${statement.statementId} was imported on ${existing!.importedAt.toISOString().slice(0, 10)} with other content. Ask the bank which one is right.`,
        });
      return { statementId: statement.statementId, alreadyImported: true, credits: await creditsOf(tx, existing!.id) };
    }
    for (const credit of statement.credits) {
      const creditId = randomUUID();
      const named = await claimNamed(tx, credit);
      // The credit's row first: the airline payment refers to it.
      await tx.insert(bankCredits).values({
        id: creditId,
        statementId: id,
        position: credit.position,
        amountMinor: credit.amountMinor,
        currency: credit.currency,
        valueDate: credit.valueDate,
        bankReference: credit.bankReference,
        endToEndId: credit.endToEndId,
        remittance: credit.remittance,
        debtorName: credit.debtorName,
        claimId: named.claimId,
        unmatchedReason: named.reason ?? 'Being matched.',
      });
      const settled = await settle(tx, credit, creditId, named, actorId, context);
      await tx.update(bankCredits).set({ claimId: settled.claimId, unmatchedReason: settled.reason }).where(eq(bankCredits.id, creditId));
    }
    return { statementId: statement.statementId, alreadyImported: false, credits: await creditsOf(tx, id) };
  });
}

/** Credits that wait for an agent, oldest first. */
export async function unmatchedCredits(db: DbOrTx) {
  return db.select().from(bankCredits).where(isNotNull(bankCredits.unmatchedReason)).orderBy(asc(bankCredits.createdAt), asc(bankCredits.position)).limit(500);
}

export function toCreditWire(row: typeof bankCredits.$inferSelect) {
  return {
    id: row.id,
    position: row.position,
    amount_minor: row.amountMinor,
    currency: row.currency,
    value_date: row.valueDate,
    bank_reference: row.bankReference,
    end_to_end_id: row.endToEndId,
    remittance: row.remittance,
    debtor_name: row.debtorName,
    claim_id: row.claimId,
    matched: row.unmatchedReason === null && row.claimId !== null,
    unmatched_reason: row.unmatchedReason,
  };
}
