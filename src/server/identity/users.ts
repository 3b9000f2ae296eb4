// Users of the embedded identity provider: lookup, creation with a referral code, and password
// hashing with argon2id at the ASVS 5.0 minimum (m=19456 KiB, t=2, p=1; research §1.4).
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../domain/text/index.ts';
import type { AppDb, DbOrTx } from '../db/database.ts';
import { users, type UserRole } from '../db/schema/identity.ts';
import { isUuid } from '../../domain/identity/uuid.ts';

export type UserRow = typeof users.$inferSelect;

// Algorithm 2 is Argon2id in @node-rs/argon2 (a const enum, which type stripping cannot import).
const ARGON2ID = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the user does not exist, so unknown and known e-mails take the same time.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))), password);
  return false;
}

export { normalizeEmail };

export async function findUserByEmail(db: AppDb, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

export async function findUserById(db: AppDb, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

// Referral codes: 8 characters without look-alikes (0/O, 1/I/L), easy to read out and type.
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  const bytes = crypto.randomBytes(8);
  let code = '';
  for (const byte of bytes) code += REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length];
  return code;
}

export async function findUserIdByReferralCode(db: AppDb, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code.trim().toUpperCase()));
  return row?.id;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
  referredBy?: string | undefined;
  /** Only for accounts an operator makes (create-agent.ts); self-registration proves it by mail. */
  emailVerified?: boolean;
}

export class EmailTakenError extends Error {
  constructor() {
    super('Email already exists');
    this.name = 'EmailTakenError';
  }
}

/** Creates a user; throws EmailTakenError when the (case-insensitive) e-mail is registered. */
export async function createUser(db: AppDb, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .insert(users)
      .values({
        email: normalizeEmail(input.email),
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        role: input.role ?? 'passenger',
        referralCode: newReferralCode(),
        referredBy: input.referredBy ?? null,
        passwordChangedAt: new Date(),
        emailVerifiedAt: input.emailVerified ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    // Nothing inserted: the e-mail exists, or (rarely) the referral code collided; try a new code.
    if (await findUserByEmail(db, input.email)) throw new EmailTakenError();
  }
  throw new Error('could not allocate a referral code');
}

export async function setPassword(db: AppDb, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function updateNames(db: AppDb, userId: string, names: { firstName?: string; lastName?: string }): Promise<UserRow | undefined> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (names.firstName !== undefined) set.firstName = names.firstName.trim();
  if (names.lastName !== undefined) set.lastName = names.lastName.trim();
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}

/** Whether the account `userId` has verified its e-mail address (false for no such account). */
export async function isEmailVerified(db: DbOrTx, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

export async function countUsers(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
