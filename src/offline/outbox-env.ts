// The drain engine wired to the app's database, sign-in and network: the same in the page and in
// the service worker (one object per context, so concurrent triggers join one drain).
import { defaultApiBase } from './api-client.ts';
import { getAuth } from './auth.ts';
import { getDb } from './db.ts';
import { drain, type DrainEnv, type DrainOptions, type DrainReport } from './drain.ts';
import { webLocks } from './lock.ts';

let shared: DrainEnv | null = null;

export function outboxEnv(): DrainEnv {
  shared ??= {
    db: getDb(),
    fetch: (input, init) => fetch(input, init),
    apiBase: defaultApiBase(),
    getAccessToken: (options) => getAuth().getAccessToken(options),
    currentUserId: async () => (await getAuth().currentUser())?.id ?? null,
    lock: webLocks(),
  };
  return shared;
}

/** Drains the app's outbox in this context. */
export function drainOutbox(options?: DrainOptions): Promise<DrainReport> {
  return drain(outboxEnv(), options);
}
