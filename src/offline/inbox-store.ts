// The in-app inbox on this device: the last page of notifications the server gave, per signed-in
// person, so the bell and the list read offline. Its own small IndexedDB database (the server
// keeps the inbox; this is a cache), emptied at sign-out.
import Dexie, { type EntityTable } from 'dexie';

export interface InboxItem {
  id: string;
  kind: string;
  claim_id: string | null;
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
}

interface InboxRow extends InboxItem {
  ownerId: string;
}

interface InboxMeta {
  ownerId: string;
  unread: number;
  savedAt: number;
}

type InboxDb = Dexie & { items: EntityTable<InboxRow, 'id'>; meta: EntityTable<InboxMeta, 'ownerId'> };

export const INBOX_DB_NAME = 'flightclaim-inbox';
let db: InboxDb | null = null;

function open(): InboxDb {
  if (db) return db;
  db = new Dexie(INBOX_DB_NAME) as InboxDb;
  db.version(1).stores({ items: 'id, ownerId, [ownerId+created_at]', meta: 'ownerId' });
  return db;
}

/** Replaces this person's cached inbox with the server's answer. */
export async function saveInbox(ownerId: string, items: InboxItem[], unread: number): Promise<void> {
  const inbox = open();
  await inbox.transaction('rw', [inbox.items, inbox.meta], async () => {
    await inbox.items.where('ownerId').equals(ownerId).delete();
    await inbox.items.bulkPut(items.map((item) => ({ ...item, ownerId })));
    await inbox.meta.put({ ownerId, unread, savedAt: Date.now() });
  });
}

/** The cached inbox, newest first, and its unread count. */
export async function readInbox(ownerId: string): Promise<{ items: InboxItem[]; unread: number }> {
  const inbox = open();
  const rows = await inbox.items.where('[ownerId+created_at]').between([ownerId, Dexie.minKey], [ownerId, Dexie.maxKey]).reverse().toArray();
  const meta = await inbox.meta.get(ownerId);
  return { items: rows.map(({ ownerId: _owner, ...item }) => item), unread: meta?.unread ?? rows.filter((r) => !r.read_at).length };
}

/** Sign-out: nobody's notifications stay on the device. */
export async function forgetInbox(): Promise<void> {
  const inbox = open();
  await inbox.transaction('rw', [inbox.items, inbox.meta], async () => {
    await inbox.items.clear();
    await inbox.meta.clear();
  });
}
