// localStorage for the draft journal's tests: a Map that can be told to refuse (blocked storage
// throws SecurityError on every call; a full one throws QuotaExceededError on writes).
import { DRAFT_JOURNAL_KEY, type JournalStorage } from '../../../src/offline/draft-journal.ts';

/** localStorage as the journal sees it; `broken` makes every call throw, `full` makes writes throw. */
export class FakeStorage implements JournalStorage {
  readonly items = new Map<string, string>();
  broken = false;
  full = false;
  getItem(key: string): string | null {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.broken) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.delete(key);
  }
  entry(): { draftId: string; at: number; patch: Record<string, unknown> } | null {
    const raw = this.items.get(DRAFT_JOURNAL_KEY);
    return raw === undefined ? null : JSON.parse(raw);
  }
}
