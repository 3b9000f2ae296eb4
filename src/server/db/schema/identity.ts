// Identity tables of the embedded provider: users, the oidc-provider model store (grants,
// refresh tokens, …), signing keys and password-reset tokens. With an external issuer
// (OIDC_ISSUER) only `users` stays unused; the API keys data by the token's `sub` either way.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { partnerFirms } from './partners.ts';

export const USER_ROLES = ['passenger', 'claims-agent', 'admin', 'payer', 'partner'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Stored lowercased; unique. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** 'passenger' by self-registration; 'claims-agent' and 'admin' only through the admin CLI or an admin. */
  role: text('role').$type<UserRole>().notNull().default('passenger'),
  referralCode: text('referral_code').notNull().unique(),
  referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin deactivates an agent: no login, sessions ended. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** When the owner proved the mailbox (the link in the verification mail); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** A partner lawyer's firm (migration 0021); null for everyone else. */
  firmId: uuid('firm_id').references(() => partnerFirms.id, { onDelete: 'set null' }),
});

/**
 * oidc-provider's persistent models (Grant, RefreshToken, Session, …), one row per instance, in
 * the shape logto uses. Lookup columns are copied out of the payload on write.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    modelName: text('model_name').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.modelName, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grantId),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.userCode),
    index('oidc_models_account_id_idx').on(t.accountId),
    index('oidc_models_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing keys (private JWKS) and cookie keys of the embedded provider, created on first start. */
export const identityKeys = pgTable('identity_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A table of single-use tokens mailed as links; only the SHA-256 of the token is stored. */
function mailTokenTable<Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  );
}

export type MailTokenTable = ReturnType<typeof mailTokenTable<string>>;

/** Password-reset (and agent invitation) tokens. */
export const passwordResetTokens = mailTokenTable('password_reset_tokens');

/** E-mail verification tokens (24 h). */
export const emailVerificationTokens = mailTokenTable('email_verification_tokens');
