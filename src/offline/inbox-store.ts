// The in-app inbox on this device: the last page of notifications the server gave, per signed-in
// person, so the bell and the list read offline. Its own small IndexedDB database (the server
// keeps the inbox; this is a cache), emptied at sign-out. Notifications opened offline are marked
// read here at once and remembered as pending reads until the server has them (every device then
// sees them read); marking read twice is harmless, so a pending read is simply sent again.
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

/** Reads made on this device that the server has not confirmed yet. */
export interface PendingReads {
  ownerId: string;
  ids: string[];
  all: boolean;
}

type InboxDb = Dexie & {
  items: EntityTable<InboxRow, 'id'>;
  meta: EntityTable<InboxMeta, 'ownerId'>;
  pending: EntityTable<PendingReads, 'ownerId'>;
};

export const INBOX_DB_NAME = 'flightclaim-inbox';
let db: InboxDb | null = null;

function open(): InboxDb {
  if (db) return db;
  db = new Dexie(INBOX_DB_NAME) as InboxDb;
  db.version(1).stores({ items: 'id, ownerId, [ownerId+created_at]', meta: 'ownerId' });
  db.version(2).stores({ pending: 'ownerId' });
  return db;
}

/** Replaces this person's cached inbox with the server's answer (reads still pending stay read). */
export async function saveInbox(ownerId: string, items: InboxItem[], unread: number): Promise<void> {
  const inbox = open();
  await inbox.transaction('rw', [inbox.items, inbox.meta, inbox.pending], async () => {
    const pending = await inbox.pending.get(ownerId);
    const rows = items.map((item) => ({ ...item, ownerId }));
    const readNow = new Date().toISOString();
    for (const row of rows) if (!row.read_at && pending && (pending.all || pending.ids.includes(row.id))) row.read_at = readNow;
    const stillUnread = pending ? rows.filter((row) => !row.read_at).length : unread;
    await inbox.items.where('ownerId').equals(ownerId).delete();
    await inbox.items.bulkPut(rows);
    await inbox.meta.put({ ownerId, unread: pending ? Math.min(unread, stillUnread) : unread, savedAt: Date.now() });
  });
}

/** Marks notifications read on this device now and remembers them until the server confirms. */
export async function markReadOnDevice(ownerId: string, ids: string[] | 'all'): Promise<void> {
  const inbox = open();
  await inbox.transaction('rw', [inbox.items, inbox.meta, inbox.pending], async () => {
    const readNow = new Date().toISOString();
    const rows = await inbox.items.where('ownerId').equals(ownerId).toArray();
    const marked = rows.filter((row) => !row.read_at && (ids === 'all' || ids.includes(row.id)));
    await inbox.items.bulkPut(marked.map((row) => ({ ...row, read_at: readNow })));
    const meta = await inbox.meta.get(ownerId);
    if (meta) await inbox.meta.put({ ...meta, unread: Math.max(0, meta.unread - marked.length) });
    const before = (await inbox.pending.get(ownerId)) ?? { ownerId, ids: [], all: false };
    const all = before.all || ids === 'all';
    await inbox.pending.put({ ownerId, all, ids: all ? [] : [...new Set([...before.ids, ...(ids as string[])])] });
  });
}

/** The reads the server has not confirmed yet, or null. */
export async function pendingReads(ownerId: string): Promise<PendingReads | null> {
  const pending = await open().pending.get(ownerId);
  return pending && (pending.all || pending.ids.length > 0) ? pending : null;
}

/** The server confirmed these reads; reads added meanwhile stay pending. */
export async function confirmReads(ownerId: string, sent: PendingReads): Promise<void> {
  const inbox = open();
  await inbox.transaction('rw', [inbox.pending], async () => {
    const now = await inbox.pending.get(ownerId);
    if (!now) return;
    const ids = sent.all ? [] : now.ids.filter((id) => !sent.ids.includes(id));
    const all = now.all && !sent.all;
    if (ids.length === 0 && !all) await inbox.pending.delete(ownerId);
    else await inbox.pending.put({ ownerId, ids, all });
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
  await inbox.transaction('rw', [inbox.items, inbox.meta, inbox.pending], async () => {
    await inbox.items.clear();
    await inbox.meta.clear();
    await inbox.pending.clear();
  });
}
