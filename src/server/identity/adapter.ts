// oidc-provider's storage adapter on our database (table oidc_models, the logto shape): grants,
// refresh tokens and the rest survive restarts and are shared by every server on one PostgreSQL.
// Never the in-memory adapter (research/backend.md §1.2, pitfall 2).
//
// Ids are bearer secrets (a refresh token IS its id), so rows are keyed by the SHA-256 of the id,
// the grant/uid/user-code columns hold hashes too, and the payload is stored without its `jti`
// (put back from the id the provider asks for): a copy of the database or its WAL gives no usable
// token (review F1). Only find(id) can return `jti`; findByUid and findByUserCode serve models
// this product never creates (sessions and device codes need the interactive and device flows).
import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { AppDb } from '../db/database.ts';
import { oidcModels } from '../db/schema/identity.ts';

/** What oidc_models stores for an id: hex SHA-256 (the same as migration 0001's sha256()). */
export function hashModelId(id: string): string {
  return crypto.createHash('sha256').update(id, 'utf8').digest('hex');
}

const hashOrNull = (value: string | undefined) => (value ? hashModelId(value) : null);

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
    const { jti: _jti, ...rest } = payload;
    const row = {
      modelName: this.#model,
      id: hashModelId(id),
      payload: rest as Record<string, unknown>,
      // A Grant's own id is its grant id: revoking by grant id removes the grant row too.
      grantId: hashOrNull(payload.grantId ?? (this.#model === 'Grant' ? id : undefined)),
      uid: hashOrNull(payload.uid),
      userCode: hashOrNull(payload.userCode),
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

  async find(id: string) {
    const found = await this.#findBy(eq(oidcModels.id, hashModelId(id)));
    return found && { ...found, jti: id };
  }

  findByUid(uid: string) {
    return this.#findBy(eq(oidcModels.uid, hashModelId(uid)));
  }

  findByUserCode(userCode: string) {
    return this.#findBy(eq(oidcModels.userCode, hashModelId(userCode)));
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .update(oidcModels)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcModels.modelName, this.#model), eq(oidcModels.id, hashModelId(id))));
  }

  async destroy(id: string): Promise<void> {
    await this.#db.delete(oidcModels).where(and(eq(oidcModels.modelName, this.#model), eq(oidcModels.id, hashModelId(id))));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // Every model of the grant, not only this adapter's: the grant's refresh tokens and the grant.
    await this.#db.delete(oidcModels).where(eq(oidcModels.grantId, hashModelId(grantId)));
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
  const keep = keepGrantId ? hashModelId(keepGrantId) : undefined;
  const rows = await db.selectDistinct({ grantId: oidcModels.grantId }).from(oidcModels).where(eq(oidcModels.accountId, userId));
  // The column already holds hashes.
  const grantIds = rows.map((r) => r.grantId).filter((id): id is string => !!id && id !== keep);
  for (const grantId of grantIds) await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
  // Anything of the account that has no grant (e.g. sessions).
  await db.delete(oidcModels).where(and(eq(oidcModels.accountId, userId), sql`${oidcModels.grantId} is null`));
}
