/** The window event that tells the bell and the inbox to read again (a list marked read). */
export const INBOX_CHANGED = 'flightclaim:inbox-changed';
