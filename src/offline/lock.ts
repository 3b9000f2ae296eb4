// Web Locks, the one way the page, other tabs and the service worker take turns (outbox drain,
// token refresh). Written as a function so tests and browsers without navigator.locks can pass
// an in-process lock instead.

export interface LockOptions {
  /** Don't wait: run the callback with null when someone else holds the lock. */
  ifAvailable?: boolean;
}

/** The shape of navigator.locks.request: held until the callback's promise settles. */
export type LockRequest = <T>(name: string, options: LockOptions, callback: (lock: { name: string } | null) => Promise<T>) => Promise<T>;

/** A lock shared only inside this JavaScript context (tests, or browsers without Web Locks). */
export function createLocalLocks(): LockRequest {
  const tails = new Map<string, Promise<void>>();
  const held = new Set<string>();
  return async function request<T>(name: string, options: LockOptions, callback: (lock: { name: string } | null) => Promise<T>) {
    if (options.ifAvailable && (held.has(name) || tails.has(name))) return callback(null);
    const previous = tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    tails.set(name, tail);
    await previous;
    held.add(name);
    try {
      return await callback({ name });
    } finally {
      held.delete(name);
      release();
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

let fallback: LockRequest | null = null;

/** navigator.locks when the context has it (window, worker, SW), else an in-process lock. */
export function webLocks(): LockRequest {
  const locks = globalThis.navigator?.locks;
  if (locks) {
    return (name, options, callback) =>
      locks.request(name, { ifAvailable: options.ifAvailable ?? false }, (lock: { name: string } | null) => callback(lock)) as Promise<never>;
  }
  fallback ??= createLocalLocks();
  return fallback;
}
