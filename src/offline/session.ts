// The signed-in session as the page uses it: the app's sign-in (auth.ts) plus what should happen
// around it: claims parked for this person go back to the queue and are sent after login.
import { createApiClient, type ApiClient } from './api-client.ts';
import { getAuth, type RegistrationPayload } from './auth.ts';
import { refreshClaimsFromServer, saveServerClaim } from './claims.ts';
import { getDb } from './db.ts';
import { dropEmptyDrafts, forgetLocalData } from './device-data.ts';
import { settleDraftJournal } from './draft-store.ts';
import { kick } from './outbox-triggers.ts';
import type { CurrentUser } from './token-store.ts';
import type { ClaimWire } from '../domain/claim/index.ts';
import { forgetInbox } from './inbox-store.ts';

export async function login(email: string, password: string): Promise<CurrentUser> {
  const user = await getAuth().login(email, password);
  kick();
  return user;
}

export async function register(payload: RegistrationPayload): Promise<CurrentUser> {
  const user = await getAuth().register(payload);
  kick();
  return user;
}

/**
 * Signs out. The draft journal goes: text a closed page left in it is folded into its draft first.
 * The person's unsent work (drafts, claims not on the server) stays on the device for them alone,
 * unless `removeData`: then everything of theirs leaves the device (review N4, a shared device).
 * Their empty drafts, the cached copies of sent claims (auth.ts), the inbox and push on this
 * device go in any case.
 */
export async function logout(options: { removeData?: boolean } = {}): Promise<void> {
  const db = getDb();
  const user = await currentUser().catch(() => null);
  if (user) await endPushOnDevice();
  try {
    await getAuth().logout();
  } finally {
    await settleDraftJournal(db);
    if (user) await (options.removeData ? forgetLocalData(db, user.id) : dropEmptyDrafts(db, user.id)).catch(() => undefined);
    await forgetInbox().catch(() => undefined);
  }
}

/**
 * The signed-out account's notifications must not keep arriving on this device: its push
 * subscription ends here (the server prunes it at its next push), and the server is told at once
 * while the token still works (at most 3 s, never when offline). Never throws.
 */
async function endPushOnDevice(): Promise<void> {
  try {
    const registration = await globalThis.navigator?.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    if (globalThis.navigator?.onLine !== false) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const told = getApi().request('/me/push-subscriptions/remove', { method: 'POST', json: { endpoint: subscription.endpoint } });
      await Promise.race([told.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, 3000)))]);
      clearTimeout(timer);
    }
    await subscription.unsubscribe();
  } catch {
    // Sign-out goes on: a subscription left behind is pruned by the server once it is dead.
  }
}

export const getAccessToken = (options?: { forceRefresh?: boolean }): Promise<string | null> => getAuth().getAccessToken(options);
export const currentUser = (): Promise<CurrentUser | null> => getAuth().currentUser();

let api: ApiClient | null = null;

/** The product API with the signed-in user's token. */
export function getApi(): ApiClient {
  api ??= createApiClient({ getAccessToken });
  return api;
}

/** GET /api/claims for the signed-in user, merged into IndexedDB (the hooks update by themselves). */
export async function refreshMyClaims(): Promise<void> {
  const user = await currentUser();
  if (!user) return;
  await refreshClaimsFromServer(getDb(), getApi(), user.id);
}

/** GET /api/claims/{id} into IndexedDB, and the answer. Throws the API client's errors (ApiError 404: not this user's). */
export async function refreshMyClaim(claimId: string): Promise<ClaimWire | null> {
  const user = await currentUser();
  if (!user) return null;
  const claim = await getApi().getClaim(claimId);
  await saveServerClaim(getDb(), user.id, claim);
  return claim;
}

/** DELETE /api/me with the password (asked again), then this person's data leaves the device and they are signed out. */
export async function deleteAccount(password: string): Promise<void> {
  const user = await currentUser();
  await getApi().deleteMe(password);
  if (user) await forgetLocalData(getDb(), user.id);
  await logout();
}
