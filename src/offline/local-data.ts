// Whether this device holds any of the app's data, answered without opening the database (and
// without loading Dexie): a first visit has none, so it needs no sign-in state or outbox at start.

export const DB_NAME = 'flightclaim';

/** True when the app's IndexedDB database exists, or when the browser cannot tell. */
export async function hasLocalDatabase(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}
