// The draft journal leaves with the session's data: signing out (session.ts logout) folds its text
// into the draft, which stays on the device, and removes it; deleting the account removes it with
// the drafts. Runs the app's own singletons (getDb, getAuth) against the fake IdP and the default
// localStorage, as the page does.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth } from '../../../src/offline/auth.ts';
import { getDb } from '../../../src/offline/db.ts';
import { writeJournal } from '../../../src/offline/draft-journal.ts';
import { createDraftStore } from '../../../src/offline/draft-store.ts';
import { currentUser, deleteAccount, logout } from '../../../src/offline/session.ts';
import { FakeStorage } from './fake-storage.ts';
import { AUTHORITY, FakeIdp } from './fake-idp.ts';

const ORIGIN = new URL(AUTHORITY).origin;
let storage: FakeStorage;
let idp: FakeIdp;
const deleted: string[] = [];

beforeEach(async () => {
  storage = new FakeStorage();
  idp = new FakeIdp();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${ORIGIN}/api/me` && init?.method === 'DELETE') {
      deleted.push(String(init.body));
      return new Response(null, { status: 204 });
    }
    return idp.fetch(input, init);
  });
  await getDb().drafts.clear();
  await getAuth().login('ada@example.com', 'correct horse');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The wizard's draft with text a closed page left in the journal. */
async function draftWithJournal(): Promise<string> {
  const { id, updatedAt } = await createDraftStore({ db: getDb() }).startDraft();
  writeJournal(storage, { draftId: id, at: updatedAt + 1, patch: { passenger: { firstName: 'Ada' } } });
  return id;
}

describe('session: the draft journal', () => {
  it('sign-out removes the journal; its text is kept in the draft, which stays on the device', async () => {
    const id = await draftWithJournal();
    await logout();
    expect(await currentUser()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect((await getDb().drafts.get(id))?.fields.passenger).toEqual({ firstName: 'Ada' });
  });

  it('deleting the account removes the journal with the drafts', async () => {
    await draftWithJournal();
    await deleteAccount('the password');
    // The password goes along: the server asks for it again.
    expect(deleted).toEqual([JSON.stringify({ password: 'the password' })]);
    expect(storage.items.size).toBe(0);
    expect(await getDb().drafts.count()).toBe(0);
  });
});
