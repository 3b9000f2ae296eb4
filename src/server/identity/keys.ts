// Signing keys and cookie keys of the embedded identity provider. Created on first start and kept
// in the database (table identity_keys), encrypted (key-encryption.ts), so every server sharing a
// PostgreSQL signs with the same keys; or given as OIDC_JWKS. Never written to the repository.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { AppDb } from '../db/database.ts';
import { identityKeys } from '../db/schema/identity.ts';
import { isSealed, seal, unseal } from './key-encryption.ts';

export interface IdentityKeys {
  /** Private signing keys, as oidc-provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** The same keys without private parts: what the API verifies tokens with. */
  publicJwks: { keys: JWK[] };
  /** Secrets for the provider's signed cookies. */
  cookieKeys: string[];
}

export const SIGNING_ALG = 'ES256' as const;

/** `sealKey` encrypts the rows (key-encryption.ts: keyEncryptionKey()). */
export async function loadIdentityKeys(db: AppDb, jwksFromEnv: string | undefined, sealKey: Buffer): Promise<IdentityKeys> {
  const privateJwks = jwksFromEnv ? (JSON.parse(jwksFromEnv) as { keys: JWK[] }) : await loadOrCreate(db, sealKey, 'jwks', generateJwks);
  const cookieKeys = await loadOrCreate(db, sealKey, 'cookie-keys', async () => [crypto.randomBytes(32).toString('base64url')]);
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) }, cookieKeys };
}

async function loadOrCreate<T>(db: AppDb, sealKey: Buffer, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(identityKeys).where(eq(identityKeys.name, name)))[0]?.value;
  let stored = await read();
  if (stored === undefined) {
    // Two servers starting at once on one PostgreSQL: the first insert wins, both read it back.
    await db
      .insert(identityKeys)
      .values({ name, value: seal(sealKey, name, await create()) })
      .onConflictDoNothing();
    stored = await read();
    if (stored === undefined) throw new Error(`identity key ${name} could not be stored`);
  }
  if (isSealed(stored)) return unseal(sealKey, name, stored) as T;
  // A row from before encryption: sealed in place.
  await db
    .update(identityKeys)
    .set({ value: seal(sealKey, name, stored) })
    .where(eq(identityKeys.name, name));
  return stored as T;
}

async function generateJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = SIGNING_ALG;
  jwk.use = 'sig';
  return { keys: [jwk] };
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}
