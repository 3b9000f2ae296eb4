// Matching a bank credit by hand: an agent names the claim an unmatched credit paid (the
// remittance named none, or a wrong one). The same rule as the import's automatic match
// (bank-statements.ts settle): the claim must wait for the airline's payment (processing) and be
// owed exactly this amount and currency; otherwise the refusal says why and nothing changes. The
// payment is recorded through the one way (money-actions.ts) with the agent as actor, so the
// claim's audit log says who matched which credit; the credit then leaves the unmatched list.
import { eq } from 'drizzle-orm';
import { PROBLEM_CODES } from '../../domain/problem-codes.ts';
import { recordAirlinePayment } from '../backoffice/money-actions.ts';
import { referenceIn } from '../claims/reference-sql.ts';
import type { TransitionContext } from '../claims/transition.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { claims } from '../db/schema/claims.ts';
import { bankCredits } from '../db/schema/money.ts';
import { findClaimRow, type ClaimRow } from '../http/claims-store.ts';
import { HttpProblem } from '../http/problem.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

export const HAND_MATCH_ACTION = 'bank-credit-matched';

const REFERENCE = /^[0-9a-f]{8}$/i;

const claimNotFound = (detail: string) => new HttpProblem(404, 'claim-not-found', PROBLEM_CODES['claim-not-found'].meaning, { detail });

/** The claim the agent named: its id, or its 8-character reference when that names exactly one claim. */
async function claimByIdOrReference(tx: DbOrTx, named: string): Promise<ClaimRow> {
  const text = named.trim();
  if (isUuid(text)) {
    const row = await findClaimRow(tx, text, true);
    if (!row) throw claimNotFound(`No claim has the id ${text}.`);
    return row;
  }
  if (!REFERENCE.test(text)) throw claimNotFound('Name the claim by its reference (8 characters, like 1A2B3C4D) or its id.');
  const found = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(referenceIn([text]));
  if (found.length === 0) throw claimNotFound(`No claim has the reference ${text.toUpperCase()}.`);
  if (found.length > 1)
    throw new HttpProblem(409, 'claim-reference-ambiguous', PROBLEM_CODES['claim-reference-ambiguous'].meaning, {
      detail: `${found.length} claims have the reference ${text.toUpperCase()}; give the claim's full id.`,
    });
  return (await findClaimRow(tx, found[0]!.id, true))!;
}

async function lockCredit(tx: DbOrTx, id: string) {
  const [credit] = isUuid(id) ? await tx.select().from(bankCredits).where(eq(bankCredits.id, id.toLowerCase())).for('update') : [];
  if (!credit) throw new HttpProblem(404, 'bank-credit-not-found', PROBLEM_CODES['bank-credit-not-found'].meaning);
  if (credit.unmatchedReason === null)
    throw new HttpProblem(409, 'bank-credit-matched', PROBLEM_CODES['bank-credit-matched'].meaning, {
      detail: 'This credit is already the airline payment of a claim. Nothing was changed.',
    });
  return credit;
}

/** Matches the credit to the claim the agent named; the credit's row after, or a refusal that changed nothing. */
export async function matchCreditByHand(db: AppDb, creditId: string, claimNamed: string, actorId: string, context: TransitionContext) {
  return db.transaction(async (tx) => {
    const credit = await lockCredit(tx, creditId);
    const row = await claimByIdOrReference(tx, claimNamed);
    if (row.status !== 'processing')
      throw new HttpProblem(409, 'claim-not-awaiting-payment', PROBLEM_CODES['claim-not-awaiting-payment'].meaning, {
        detail: `The claim is ${row.status}, not waiting for the airline's payment. Nothing was changed.`,
      });
    const payment = { amountMinor: credit.amountMinor, currency: credit.currency, valueDate: credit.valueDate, bankReference: credit.bankReference };
    // The import's rule: exactly the amount owed (422 airline-payment-mismatch otherwise, nothing changed).
    await recordAirlinePayment(tx, row, payment, { actorId, action: HAND_MATCH_ACTION, bankCreditId: credit.id }, context, false);
    const [updated] = await tx.update(bankCredits).set({ claimId: row.id, unmatchedReason: null }).where(eq(bankCredits.id, credit.id)).returning();
    return updated!;
  });
}
