// The inbox as the app uses it: the server's list (cached on the device for offline reading),
// marking read (the server keeps it for every device), and one window event that tells the bell
// and the list to read again.
import { currentUser, getApi, isNetworkError } from '../../offline/index.ts';
import { readInbox, saveInbox, type InboxItem } from '../../offline/inbox-store.ts';

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
    const answer = await getApi().request<{ data: InboxItem[]; unread: number }>('/me/notifications?limit=50');
    await saveInbox(user.id, answer.data, answer.unread);
    return { items: answer.data, unread: answer.unread, cached: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { ...(await readInbox(user.id)), cached: true };
  }
}

export async function markInboxRead(ids: string[] | 'all'): Promise<void> {
  await getApi().request('/me/notifications/read', { method: 'POST', json: ids === 'all' ? { all: true } : { ids } });
  window.dispatchEvent(new Event(INBOX_CHANGED));
}
