// Two accounts on one device (review N4): every draft belongs to an account, and only its owner
// sees it. Signing out keeps the unsent work for its owner alone; "remove" takes everything of the
// account off the device. Runs the app's own singletons (getDb, getAuth) against the fake IdP and
// a fake localStorage, as the page does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth } from '../../../src/offline/auth.ts';
import { ANONYMOUS, getDb } from '../../../src/offline/db.ts';
import { unsentWork } from '../../../src/offline/device-data.ts';
import { readJournal, writeJournal } from '../../../src/offline/draft-journal.ts';
import { createDraftStore } from '../../../src/offline/draft-store.ts';
import { logout } from '../../../src/offline/session.ts';
import { submitDraft } from '../../../src/offline/submit.ts';
import { FakeStorage } from './fake-storage.ts';
import { AUTHORITY, FakeIdp } from './fake-idp.ts';
import { pdf, png, queueClaim } from './fixtures.ts';

const ORIGIN = new URL(AUTHORITY).origin;
const ALICE = { email: 'ada@example.com', password: 'correct horse', id: 'user-ada' };
const BOB = { email: 'bob@example.com', password: 'battery staple', id: 'user-bob' };
let storage: FakeStorage;

beforeEach(async () => {
  storage = new FakeStorage();
  const idp = new FakeIdp();
  idp.accounts.set(BOB.email, { sub: BOB.id, email: BOB.email, password: BOB.password, firstName: 'Bob', lastName: 'Test' });
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('fetch', idp.fetch);
  const db = getDb();
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(async () => {
  await logout();
  vi.unstubAllGlobals();
});

const signIn = (who: typeof ALICE) => getAuth().login(who.email, who.password);
/** The wizard's draft store for whoever is signed in now (null: nobody), as the wizard makes it. */
const wizardOf = (ownerId: string | null, debounceMs?: number) => createDraftStore({ db: getDb(), ownerId, ...(debounceMs ? { debounceMs } : {}) });

/** Alice's unsent draft: her name and address at the passenger step, a document and her signature. */
async function alicesDraft(wizard = wizardOf(ALICE.id)): Promise<string> {
  const { id } = await wizard.startDraft();
  await wizard.saveDraftNow({ step: 2, passenger: { firstName: 'AliceSecret', address: '12 Private Lane' } });
  await wizard.addAttachment(id, pdf('passport.pdf'));
  await wizard.saveSignature(id, png());
  return id;
}

describe('two accounts on one device', () => {
  it("signing out keeps Alice's draft for her alone: Bob, signed in next, sees nothing of it; Alice finds it again", async () => {
    await signIn(ALICE);
    const draftId = await alicesDraft();
    await logout();

    expect(await wizardOf(null).loadDraft()).toBeNull(); // nobody signed in
    await signIn(BOB);
    const bobs = wizardOf(BOB.id);
    expect(await bobs.loadDraft()).toBeNull();
    const fresh = await bobs.startDraft();
    expect(fresh).toMatchObject({ ownerId: BOB.id, fields: {} });
    expect(fresh.id).not.toBe(draftId);
    // Nor can Bob send it as his own claim.
    await expect(submitDraft(getDb(), { draftId, ownerId: BOB.id })).rejects.toMatchObject({ code: 'no-draft' });
    await logout();
    // Bob typed nothing: his empty draft does not stay behind.
    expect((await getDb().drafts.toArray()).map((d) => d.ownerId)).toEqual([ALICE.id]);

    await signIn(ALICE);
    const again = await wizardOf(ALICE.id).loadDraft();
    expect(again?.draft).toMatchObject({ id: draftId, step: 2, fields: { passenger: { firstName: 'AliceSecret' } } });
    expect(again?.attachments.map((a) => a.name)).toEqual(['passport.pdf']);
    expect(again?.signature).not.toBeNull();
  });

  it('text still waiting in the wizard at sign-out goes into its own draft, not to whoever comes next', async () => {
    await signIn(ALICE);
    const wizard = wizardOf(ALICE.id, 60_000);
    const { id } = await wizard.startDraft();
    wizard.saveDraftFields({ passenger: { lastName: 'Typed-last' } });
    // A closed tab's journal entry too.
    writeJournal(storage, { draftId: id, at: Date.now() + 1, patch: { bookingReference: 'JOURNAL' } });
    await logout();
    await wizard.flushDraft(); // the wizard leaves after sign-out

    await signIn(BOB);
    expect(await wizardOf(BOB.id).loadDraft()).toBeNull();
    expect(await getDb().drafts.get(id)).toMatchObject({ ownerId: ALICE.id, fields: { passenger: { lastName: 'Typed-last' }, bookingReference: 'JOURNAL' } });
  });

  it("a journal entry another account's tab left goes into that account's draft, never into the draft shown", async () => {
    await signIn(ALICE);
    const { id } = await wizardOf(ALICE.id).startDraft();
    await getAuth().manager.removeUser(); // the session ended without a sign-out (a refused refresh)
    writeJournal(storage, { draftId: id, at: Date.now() + 1, patch: { passenger: { firstName: 'AliceSecret' } } });
    await signIn(BOB);
    const bobs = wizardOf(BOB.id);
    await bobs.startDraft();
    const shown = await bobs.loadDraft();
    expect(JSON.stringify(shown)).not.toContain('AliceSecret');
    expect(readJournal(storage).entry).toBeNull();
    expect((await getDb().drafts.get(id))?.fields.passenger).toEqual({ firstName: 'AliceSecret' });
  });

  it('a draft started before signing in becomes the account that signs in; an empty one just goes', async () => {
    const anonymous = wizardOf(null);
    const { id } = await anonymous.startDraft();
    await anonymous.saveDraftNow({ disruptionType: 'cancelled', step: 1 });
    expect((await getDb().drafts.get(id))?.ownerId).toBe(ANONYMOUS);
    await getDb().drafts.add({ id: 'empty', ownerId: ANONYMOUS, step: 0, fields: {}, createdAt: 1, updatedAt: Date.now() + 5 });

    await signIn(BOB);
    expect((await wizardOf(BOB.id).loadDraft())?.draft).toMatchObject({ id, ownerId: BOB.id, fields: { disruptionType: 'cancelled' } });
    expect(await getDb().drafts.get('empty')).toBeUndefined();
  });

  it('counts the unsent work signing out would leave: unfinished drafts and claims not on the server', async () => {
    await signIn(ALICE);
    expect(await unsentWork(getDb(), ALICE.id)).toEqual({ drafts: 0, claims: 0 });
    await wizardOf(ALICE.id).startDraft(); // empty: nothing to keep
    expect(await unsentWork(getDb(), ALICE.id)).toEqual({ drafts: 0, claims: 0 });
    await queueClaim(getDb(), ALICE.id);
    await alicesDraft();
    expect(await unsentWork(getDb(), ALICE.id)).toEqual({ drafts: 1, claims: 1 });
    expect(await unsentWork(getDb(), BOB.id)).toEqual({ drafts: 0, claims: 0 });
  });

  it("'Sign out and remove' leaves nothing of the account on the device; another account's unsent work stays its own", async () => {
    await signIn(BOB);
    const bobsDraft = await wizardOf(BOB.id).startDraft();
    await wizardOf(BOB.id).saveDraftNow({ bookingReference: 'BOBREF' });
    await logout();

    await signIn(ALICE);
    const { claimId } = await queueClaim(getDb(), ALICE.id);
    const wizard = wizardOf(ALICE.id, 60_000);
    const draftId = await alicesDraft(wizard);
    wizard.saveDraftFields({ passenger: { lastName: 'Late' } }); // still waiting when she leaves
    writeJournal(storage, { draftId, at: Date.now() + 1, patch: { bookingReference: 'JOURNAL' } });

    await logout({ removeData: true });
    await wizard.flushDraft(); // the wizard's last write must not bring the draft back

    const db = getDb();
    expect(await db.drafts.toArray()).toEqual([expect.objectContaining({ id: bobsDraft.id, ownerId: BOB.id })]);
    expect(await db.claims.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.attachments.count()).toBe(0);
    expect(await db.signatures.count()).toBe(0);
    expect(await db.expenses.count()).toBe(0);
    expect(await db.kv.count()).toBe(0);
    expect(storage.items.size).toBe(0);
    expect(await db.claims.get(claimId)).toBeUndefined();
  });
});

describe('push on a shared device', () => {
  it("signing out ends this device's push subscription, and tells the server with the account's token while it still has it", async () => {
    const removed: { endpoint: unknown; authorization: string | null }[] = [];
    const idp = new FakeIdp();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `${ORIGIN}/api/me/push-subscriptions/remove`) {
        removed.push({ endpoint: JSON.parse(String(init?.body)).endpoint, authorization: new Headers(init?.headers).get('authorization') });
        return new Response(null, { status: 204 });
      }
      return idp.fetch(input, init);
    });
    let unsubscribed = 0;
    const subscription = { endpoint: 'https://push.example/alice-device', unsubscribe: async () => ((unsubscribed += 1), true) };
    vi.stubGlobal('navigator', {
      onLine: true,
      serviceWorker: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
    });
    await signIn(ALICE);
    const token = await getAuth().getAccessToken();

    await logout();
    expect(unsubscribed).toBe(1);
    expect(removed).toEqual([{ endpoint: 'https://push.example/alice-device', authorization: `Bearer ${token}` }]);
  });
});
