// The inbox as the app uses it: the server's list (cached on the device for offline reading),
// marking read (on the device at once, then on the server, which keeps it for every device; offline
// the reads wait on the device and go with the next load), and one window event that tells the
// bell and the list to read again.
import { currentUser, getApi, isNetworkError } from '../../offline/index.ts';
import { confirmReads, markReadOnDevice, pendingReads, readInbox, saveInbox, type InboxItem } from '../../offline/inbox-store.ts';

import { currentLocale } from '../i18n/t.ts';
import { INBOX_CHANGED } from './inbox-events.ts';

export type { InboxItem };
export { INBOX_CHANGED };

export interface InboxState {
  items: InboxItem[];
  unread: number;
  /** True when this came from the device's copy (offline). */
  cached: boolean;
}

/** The server's inbox when online, the device's copy otherwise. */
export async function loadInbox(): Promise<InboxState | null> {
  const user = await currentUser();
  if (!user) return null;
  try {
    await sendPendingReads(user.id);
    await sendLanguage(user.id).catch(() => undefined);
    const answer = await getApi().request<{ data: InboxItem[]; unread: number }>('/me/notifications?limit=50');
    await saveInbox(user.id, answer.data, answer.unread);
    return { items: answer.data, unread: answer.unread, cached: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { ...(await readInbox(user.id)), cached: true };
  }
}

const LANGUAGE_SENT_KEY = 'flightclaim.locale.sent';

/** Tells the server the app's language once per person and language: e-mails and pushes follow it. */
async function sendLanguage(userId: string): Promise<void> {
  const locale = currentLocale();
  const sent = `${userId}:${locale}`;
  if (localStorage.getItem(LANGUAGE_SENT_KEY) === sent) return;
  await getApi().request('/me/locale', { method: 'PUT', json: { locale } });
  localStorage.setItem(LANGUAGE_SENT_KEY, sent);
}

/** Marks read on this device now; the server hears of it now or, offline, with the next load. */
export async function markInboxRead(ids: string[] | 'all'): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await markReadOnDevice(user.id, ids);
  window.dispatchEvent(new Event(INBOX_CHANGED));
  await sendPendingReads(user.id).catch((error: unknown) => {
    if (!isNetworkError(error)) throw error;
  });
}

/** Sends the device's pending reads (at most 100 ids a request, the server's limit). A refusal
 * other than the network's would be refused again, so those reads are dropped, not retried. */
async function sendPendingReads(userId: string): Promise<void> {
  const pending = await pendingReads(userId);
  if (!pending) return;
  const sent = { ...pending, ids: pending.ids.slice(0, 100) };
  try {
    await getApi().request('/me/notifications/read', { method: 'POST', json: sent.all ? { all: true } : { ids: sent.ids } });
  } catch (error) {
    if (isNetworkError(error)) throw error;
  }
  await confirmReads(userId, sent);
}
