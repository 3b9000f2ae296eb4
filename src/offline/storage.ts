// Device storage: ask the browser to keep our data (Safari evicts after 7 idle days otherwise), and
// turn "the disk is full" into one typed error the UI can show. A failed write aborts its Dexie
// transaction, so what was saved before stays as it was.

/** Saving failed because the device (or the browser's quota for this site) is full. */
export const STORAGE_MESSAGES = {
  full: 'This device is out of storage space. Free some space, then try again.',
  /** A draft discarded (in another tab) while a file or receipt was being added to it. */
  noDraft: 'This draft no longer exists',
} as const;

export class StorageFullError extends Error {
  readonly kind = 'storage-full';
  constructor(options?: { cause?: unknown }) {
    super(STORAGE_MESSAGES.full, options);
    this.name = 'StorageFullError';
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, inner } = error as { name?: string; inner?: unknown };
  // Dexie wraps the DOMException; Safari and old Firefox use their own names.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  return inner !== undefined && inner !== error && isQuotaError(inner);
}

/** Runs a write and reports a full disk as StorageFullError; other errors pass through. */
export async function guardStorage<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError({ cause: error });
    throw error;
  }
}

/** Asks for persistent storage once; true when granted (or already persisted). */
export async function requestPersistentStorage(): Promise<boolean> {
  // persist() is window-only (not in the WebWorker lib), hence the narrow type.
  const storage = globalThis.navigator?.storage as (StorageManager & { persist?: () => Promise<boolean> }) | undefined;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Bytes used and available to this site, when the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await storage.estimate();
  return { usage, quota };
}
