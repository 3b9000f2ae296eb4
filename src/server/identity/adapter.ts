// oidc-provider's storage adapter on our database (table oidc_models, the logto shape): grants,
// refresh tokens and the rest survive restarts and are shared by every server on one PostgreSQL.
// Never the in-memory adapter (research/backend.md §1.2, pitfall 2).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/database.ts';
import { oidcModels } from '../db/schema/identity.ts';

export function createAdapterFactory(db: AppDb): (modelName: string) => Adapter {
  return (modelName: string) => new DatabaseAdapter(db, modelName);
}

class DatabaseAdapter implements Adapter {
  readonly #db: AppDb;
  readonly #model: string;

  constructor(db: AppDb, model: string) {
    this.#db = db;
    this.#model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      modelName: this.#model,
      id,
      payload: payload as Record<string, unknown>,
      // A Grant's own id is its grant id: revoking by grant id removes the grant row too.
      grantId: payload.grantId ?? (this.#model === 'Grant' ? id : null),
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      accountId: payload.accountId ?? null,
      expiresAt,
    };
    await this.#db
      .insert(oidcModels)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcModels.modelName, oidcModels.id],
        set: {
          payload: row.payload,
          grantId: row.grantId,
          uid: row.uid,
          userCode: row.userCode,
          accountId: row.accountId,
          expiresAt,
        },
      });
  }

  find(id: string) {
    return this.#findBy(eq(oidcModels.id, id));
  }

  findByUid(uid: string) {
    return this.#findBy(eq(oidcModels.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.#findBy(eq(oidcModels.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.modelName, this.#model), eq(oidcModels.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcModels).where(and(eq(oidcModels.modelName, this.#model), eq(oidcModels.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every model of the grant, not only this adapter's: the grant's refresh tokens and the grant.
    await this.#db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  }

  async #findBy(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.#db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.modelName, this.#model), condition));
    if (!row) return undefined;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
    return {
      ...(row.payload as AdapterPayload),
      ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
    };
  }
}

/** Removes expired rows; run at start and now and then. */
export async function deleteExpiredModels(db: AppDb): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, sql`now()`));
}

/** Revokes every grant (and with it every refresh token) of a user, optionally keeping one. */
export async function revokeUserGrants(db: AppDb, userId: string, keepGrantId?: string): Promise<void> {
  const rows = await db
    .selectDistinct({ grantId: oidcModels.grantId })
    .from(oidcModels)
    .where(eq(oidcModels.accountId, userId));
  const grantIds = rows.map((r) => r.grantId).filter((id): id is string => !!id && id !== keepGrantId);
  for (const grantId of grantIds) await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  // Anything of the account that has no grant (e.g. sessions).
  await db
    .delete(oidcModels)
    .where(and(eq(oidcModels.accountId, userId), sql`${oidcModels.grantId} is null`));
}
