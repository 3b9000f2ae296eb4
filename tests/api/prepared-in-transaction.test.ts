// preparedFor (src/server/db/prepared.ts): a query prepared once runs inside each transaction on that
// transaction's own connection, so it sees the transaction's uncommitted rows, and on the database
// outside it. The first transaction builds the query; the later ones run a copy, which is what a
// change inside drizzle would break. On PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { count, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preparedFor } from '../../src/server/db/prepared.ts';
import { claims } from '../../src/server/db/schema/claims.ts';
import { useTestApp } from './use-test-app.ts';

const t = useTestApp();

const claimsOf = preparedFor((db) =>
  db
    .select({ n: count() })
    .from(claims)
    .where(eq(claims.userId, sql.placeholder('userId')))
    .prepare('test_claims_of'),
);

type Tx = Parameters<Parameters<typeof t.app.db.transaction>[0]>[0];

/** `work`'s answer in a transaction that inserted a claim of `userId`, then was rolled back. */
async function withClaimRolledBack<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  try {
    await t.app.db.transaction(async (tx) => {
      await tx.insert(claims).values({
        id: randomUUID(),
        userId,
        status: 'submitted',
        disruptionType: 'cancelled',
        flight: { flight_number: 'LH123', departure_date: '2026-11-20', disruption_type: 'cancelled' } as never,
      });
      answer = await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return answer!;
}

async function seen(db: Tx | typeof t.app.db, userId: string): Promise<number> {
  const [row] = await claimsOf(db).execute({ userId });
  return row!.n;
}

describe('preparedFor', () => {
  it("runs in each transaction on that transaction's connection, and on the database outside", async () => {
    const userId = `prepared-${randomUUID()}`;
    for (let i = 0; i < 3; i++) expect(await withClaimRolledBack(userId, (tx) => seen(tx, userId))).toBe(1);
    expect(await seen(t.app.db, userId)).toBe(0);
  });

  // Two transactions open at once hold two connections of the pool: each sees its own row only.
  it.runIf(Boolean(process.env.DATABASE_URL))('runs on the connection of the transaction it is given while another is open', async () => {
    const [a, b] = [`prepared-${randomUUID()}`, `prepared-${randomUUID()}`];
    const counts = await withClaimRolledBack(a, async (txA) => {
      const inB = await withClaimRolledBack(b, async (txB) => [await seen(txB, b), await seen(txB, a)]);
      return [await seen(txA, a), await seen(txA, b), ...inB];
    });
    expect(counts).toEqual([1, 0, 1, 0]);
  });
});
