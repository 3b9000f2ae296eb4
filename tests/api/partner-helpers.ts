// A partner lawyer for api tests: a firm (made directly in the database: setup, not under test)
// and a signed-in user with role `partner` belonging to it.
import { eq } from 'drizzle-orm';
import type { App } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema/identity.ts';
import { partnerFirms } from '../../src/server/db/schema/partners.ts';
import { bearer, login, registerUser } from './harness.ts';
import type { Caller } from './claims-helpers.ts';

export interface PartnerCaller extends Caller {
  firmId: string;
}

export async function newFirm(app: App, name: string): Promise<string> {
  const [firm] = await app.db.insert(partnerFirms).values({ name }).returning();
  return firm!.id;
}

export async function newPartner(app: App, firmName: string, firmId?: string): Promise<PartnerCaller> {
  const firm = firmId ?? (await newFirm(app, firmName));
  const user = await registerUser(app, { firstName: 'Paula', lastName: 'Partner' });
  await app.db.update(users).set({ role: 'partner', firmId: firm }).where(eq(users.id, user.id));
  const tokens = await login(app, user.email, user.password);
  return { user, token: tokens.access_token, headers: bearer(tokens.access_token), firmId: firm };
}
