// Signing keys and cookie keys of the embedded identity provider. Created on first start and kept
// in the database (table identity_keys), so every server sharing a PostgreSQL signs with the
// same keys; or given as OIDC_JWKS. Never written to the repository.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { AppDb } from '../db/database.ts';
import { identityKeys } from '../db/schema/identity.ts';

export interface IdentityKeys {
  /** Private signing keys, as oidc-provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  /** The same keys without private parts: what the API verifies tokens with. */
  publicJwks: { keys: JWK[] };
  /** Secrets for the provider's signed cookies. */
  cookieKeys: string[];
}

export const SIGNING_ALG = 'ES256' as const;

export async function loadIdentityKeys(db: AppDb, jwksFromEnv: string | undefined): Promise<IdentityKeys> {
  const privateJwks = jwksFromEnv
    ? (JSON.parse(jwksFromEnv) as { keys: JWK[] })
    : await loadOrCreate(db, 'jwks', generateJwks);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => [crypto.randomBytes(32).toString('base64url')]);
  return { privateJwks, publicJwks: { keys: privateJwks.keys.map(toPublicJwk) }, cookieKeys };
}

async function loadOrCreate<T>(db: AppDb, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (existing[0]) return existing[0].value as T;
  // Two servers starting at once on one PostgreSQL: the first insert wins, both read it back.
  await db.insert(identityKeys).values({ name, value: await create() }).onConflictDoNothing();
  const [row] = await db.select().from(identityKeys).where(eq(identityKeys.name, name));
  if (!row) throw new Error(`identity key ${name} could not be stored`);
  return row.value as T;
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
