// src/offline owns the browser data layer shared by the app and the service worker: the Dexie
// schema, the draft store, the outbox and its drain engine, the token store and refresh lock,
// and the typed API client. It may import src/domain; never src/app, src/server or React.
// (React hooks live in ./hooks.ts, imported by the app directly; the SW imports the modules it needs.)
export {
  createClaimsDb,
  getDb,
  DB_NAME,
  ANONYMOUS,
  CLAIM_SYNC_STATES,
  type ClaimsDb,
  type ClaimsDbOptions,
  type DraftFields,
  type DraftRow,
  type AttachmentRow,
  type AttachmentSummary,
  type SignatureRow,
  type ClaimRow,
  type ClaimSyncState,
  type OutboxOp,
  type OutboxKind,
  type OutboxState,
  type OpError,
} from './db.ts';
export { StorageFullError, isQuotaError, requestPersistentStorage, storageEstimate } from './storage.ts';
export { createLocalLocks, webLocks, type LockRequest } from './lock.ts';
export {
  ACCEPTED_DOCUMENT_TYPES,
  MAX_DOCUMENTS,
  MAX_DOCUMENT_BYTES,
  AttachmentError,
  documentTypeOf,
  prepareAsIs,
  sha256Hex,
  type AttachmentErrorCode,
  type PrepareDocument,
  type PreparedDocument,
  type PrepareOptions,
} from './documents.ts';
export { createDraftStore, mergePatch, MAX_SIGNATURE_BYTES, type DraftPatch, type DraftSnapshot, type DraftStore, type DraftStoreDeps } from './draft-store.ts';
export {
  submitDraft,
  resubmitClaim,
  addClaimDocument,
  refusedDocuments,
  buildCreatePayload,
  SubmitError,
  SUBMIT_MESSAGES,
  type ResubmitPatch,
  type RefusedDocument,
} from './submit.ts';
export { backoffDelay, parseRetryAfter, resumeAfterLogin, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './outbox.ts';
export { drain, OUTBOX_LOCK, type DrainEnv, type DrainOptions, type DrainReport } from './drain.ts';
export { buildRequest } from './op-request.ts';
export { outboxEnv, drainOutbox } from './outbox-env.ts';
export { kick, startOutboxTriggers, drainInPage, SYNC_TAG, DRAIN_MESSAGE } from './outbox-triggers.ts';
export {
  ApiError,
  NetworkError,
  isNetworkError,
  createApiClient,
  defaultApiBase,
  type ApiClient,
  type ApiClientOptions,
  type EligibilityWire,
  type AirportWire,
  type MeWire,
  type ReferralWire,
} from './api-client.ts';
export {
  toClaimView,
  listClaims,
  getClaimView,
  pendingCount,
  mergeServerClaims,
  refreshClaimsFromServer,
  forgetServerCopies,
  saveServerClaim,
  type ClaimView,
} from './claims.ts';
export { createKvStorage, currentUserOf, decodeJwt, type CurrentUser } from './token-store.ts';
export { refreshUnderLock, REFRESH_LOCK } from './refresh-lock.ts';
export {
  createAuth,
  getAuth,
  configureAuth,
  LockedUserManager,
  LoginError,
  RegistrationError,
  AUTH_MESSAGES,
  CLIENT_ID,
  type Auth,
  type AuthOptions,
  type RegistrationPayload,
} from './auth.ts';
export { login, register, logout, getAccessToken, currentUser, getApi, refreshMyClaims, refreshMyClaim, deleteAccount } from './session.ts';
export { adoptAnonymousDrafts, dropEmptyDrafts, forgetLocalData, unsentWork, type UnsentWork } from './device-data.ts';
export { addExpense, removeExpense, listExpenseRows, ExpenseError } from './expenses.ts';
export type { ExpenseRow } from './db.ts';
