// The imported bank statements as the back office lists them: each with how many credits it had,
// how many became airline payments and how many wait for an agent; one statement with its credits.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { bankCredits, bankStatements } from '../db/schema/money.ts';
import { HttpProblem } from '../http/problem.ts';
import { toCreditWire } from './bank-statements.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

type StatementRow = typeof bankStatements.$inferSelect;

function toStatementWire(row: StatementRow, counts: { credits: number; unmatched: number }) {
  return {
    id: row.id,
    statement_id: row.statementId,
    message_id: row.messageId,
    account: row.account,
    imported_by: row.importedBy,
    imported_at: row.importedAt.toISOString(),
    credits: counts.credits,
    matched: counts.credits - counts.unmatched,
    unmatched: counts.unmatched,
  };
}

/** The latest imported statements first (at most 200), with their counts. */
export async function listStatements(db: DbOrTx) {
  const rows = await db
    .select({
      statement: bankStatements,
      credits: sql<number>`count(${bankCredits.id})::int`,
      unmatched: sql<number>`count(${bankCredits.id}) filter (where ${bankCredits.unmatchedReason} is not null)::int`,
    })
    .from(bankStatements)
    .leftJoin(bankCredits, eq(bankCredits.statementId, bankStatements.id))
    .groupBy(bankStatements.id)
    .orderBy(desc(bankStatements.importedAt))
    .limit(200);
  return rows.map((r) => toStatementWire(r.statement, { credits: Number(r.credits), unmatched: Number(r.unmatched) }));
}

/** One imported statement (by our id) with every credit in it; 404 statement-not-found. */
export async function statementWithCredits(db: DbOrTx, id: string) {
  const uuid = isUuid(id);
  const [row] = uuid ? await db.select().from(bankStatements).where(eq(bankStatements.id, id.toLowerCase())) : [];
  if (!row) throw new HttpProblem(404, 'statement-not-found', 'No such imported bank statement');
  const credits = await db.select().from(bankCredits).where(eq(bankCredits.statementId, row.id)).orderBy(asc(bankCredits.position));
  const unmatched = credits.filter((c) => c.unmatchedReason !== null).length;
  return { ...toStatementWire(row, { credits: credits.length, unmatched }), items: credits.map(toCreditWire) };
}
