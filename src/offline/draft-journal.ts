// The last keystrokes' safety net. An IndexedDB write started while the page is being closed may
// never complete, so when the page is hidden or left, the text still waiting for its debounced save
// is also written, synchronously, to localStorage (same-origin storage, like IndexedDB). The draft
// store removes the entry once IndexedDB has the change and folds a leftover entry into its draft on
// the next load. Only the draft's fields and step: files and the signature are Blobs saved at once.
// Every call here swallows storage errors (blocked, full, corrupt): the journal may fail, the
// draft in IndexedDB must not.
import type { DraftPatch } from './draft-patch.ts';

export const DRAFT_JOURNAL_KEY = 'flightclaim:draft-journal';

export interface JournalEntry {
  draftId: string;
  patch: DraftPatch;
  /** When the entry was written (the draft store's clock). */
  at: number;
}

/** The part of Web Storage the journal uses (the page's localStorage; the type is spelled out for the SW's lib). */
export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The page's localStorage; null in workers, in Node, or where the browser blocks it (reading it can throw). */
export function defaultJournalStorage(): JournalStorage | null {
  try {
    return (globalThis as { localStorage?: JournalStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** Writes the entry; returns what was stored (to recognise it later), or null when storage refused. */
export function writeJournal(storage: JournalStorage | null, entry: JournalEntry): string | null {
  if (!storage) return null;
  try {
    const raw = JSON.stringify({ v: 1, draftId: entry.draftId, at: entry.at, patch: journalPatch(entry.patch) });
    storage.setItem(DRAFT_JOURNAL_KEY, raw);
    return raw;
  } catch {
    return null;
  }
}

/** The stored entry and its raw text; entry is null when there is none or it cannot be read. */
export function readJournal(storage: JournalStorage | null): { entry: JournalEntry | null; raw: string | null } {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(DRAFT_JOURNAL_KEY) ?? null;
    return { entry: raw === null ? null : parseEntry(JSON.parse(raw)), raw };
  } catch {
    return { entry: null, raw };
  }
}

/** Removes the entry; with `onlyIf`, only when it is still that exact text (not another tab's newer one). */
export function clearJournal(storage: JournalStorage | null, onlyIf?: string): void {
  if (!storage) return;
  try {
    if (onlyIf !== undefined && storage.getItem(DRAFT_JOURNAL_KEY) !== onlyIf) return;
    storage.removeItem(DRAFT_JOURNAL_KEY);
  } catch {
    // Nothing to do: a leftover entry is older than its draft by then and is ignored on load.
  }
}

function parseEntry(value: unknown): JournalEntry | null {
  if (!isObject(value) || value.v !== 1) return null;
  const { draftId, at, patch } = value;
  if (typeof draftId !== 'string' || !draftId || typeof at !== 'number' || !Number.isFinite(at) || !isObject(patch)) return null;
  return { draftId, at, patch: journalPatch(patch as DraftPatch) };
}

const STRING_FIELDS = ['disruptionType', 'bookingReference'] as const;
const TEXT_SECTIONS = ['flight', 'passenger'] as const;

/**
 * The draft's own fields, each of the type it has: anything else (a Blob, a stray key, a damaged
 * value) stays out, on the way in and on the way out.
 */
function journalPatch(patch: DraftPatch): DraftPatch {
  const out: Record<string, unknown> = {};
  const source = patch as Record<string, unknown>;
  if (typeof source.step === 'number' && Number.isFinite(source.step)) out.step = source.step;
  for (const key of STRING_FIELDS) if (typeof source[key] === 'string') out[key] = source[key];
  for (const key of TEXT_SECTIONS) {
    const section = source[key];
    if (!isObject(section)) continue;
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(section)) {
      if (typeof value === 'string' || (key === 'flight' && name === 'facts' && isObject(value))) kept[name] = value;
    }
    out[key] = kept;
  }
  if (source.eligibility === null || (isObject(source.eligibility) && typeof source.eligibility.eligible === 'boolean')) {
    out.eligibility = source.eligibility;
  }
  if (Array.isArray(source.additionalPassengers)) {
    out.additionalPassengers = source.additionalPassengers.filter(isObject).map((p) => ({
      firstName: String(p.firstName ?? ''),
      lastName: String(p.lastName ?? ''),
      email: String(p.email ?? ''),
      ...(p.minor === true ? { minor: true } : {}),
    }));
  }
  return out as DraftPatch;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}
