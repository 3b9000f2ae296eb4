// Extension points for account erasure (GDPR Art. 17) and export (Art. 15/20). Other areas
// (claims, documents, signatures) register a hook at plugin registration time:
//
//   app.userErasureHooks.push(async (userId, { db, log }) => { ...delete claims and blobs... });
//   app.userExportHooks.push({ name: 'claims', collect: async (userId, { db }) => [...] });
//
// DELETE /api/me runs every erasure hook (in registration order) before it deletes the account,
// its grants and tokens; a failing hook stops the erasure with a 500 and nothing of the account
// is deleted, so the user can try again. GET /api/me/export puts each export hook's answer under
// its name next to the account data.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb } from '../db/database.ts';

export interface AccountHookContext {
  db: AppDb;
  log: FastifyBaseLogger;
}

export type UserErasureHook = (userId: string, context: AccountHookContext) => Promise<void>;

export interface UserExportHook {
  /** The key of this part in the export document, e.g. 'claims'. */
  name: string;
  collect(userId: string, context: AccountHookContext): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    userErasureHooks: UserErasureHook[];
    userExportHooks: UserExportHook[];
  }
}

export function installAccountHooks(app: FastifyInstance): void {
  app.decorate('userErasureHooks', [] as UserErasureHook[]);
  app.decorate('userExportHooks', [] as UserExportHook[]);
}
