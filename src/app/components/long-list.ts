// A long list shows a page of items and a "Show more" button, so hundreds of claims, documents or
// timeline entries do not put every one in the page at once (bench:growth-ui). Focus moves to the
// first item the button adds, so a keyboard or screen-reader user reads on from there. Used by the
// passenger's claim cards and the back office's claim view.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The items shown out of `total` with `limit`: the first ones, or the last ones (the newest of a timeline). */
export function pageOfList(total: number, limit: number, keep: 'first' | 'last'): { start: number; end: number; hidden: number } {
  const hidden = Math.max(0, total - limit);
  return keep === 'first' ? { start: 0, end: total - hidden, hidden } : { start: hidden, end: total, hidden };
}

export interface LongList<T> {
  shown: readonly T[];
  hidden: number;
  /** On the element around the items; each item matches the hook's `item` selector. */
  containerRef: RefObject<HTMLDivElement | null>;
  showMore: () => void;
}

/** `page` items at first and per "Show more"; `item` selects the focusable items in the container. */
export function useLongList<T>(items: readonly T[], page: number, keep: 'first' | 'last', item = '[data-list-item]'): LongList<T> {
  const [limit, setLimit] = useState(page);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    containerRef.current?.querySelectorAll<HTMLElement>(item)[focusAt.current]?.focus();
    focusAt.current = null;
  }, [limit, item]);
  const { start, end, hidden } = pageOfList(items.length, limit, keep);
  const showMore = () => {
    // The first item added: after those shown (first) or at the top (last).
    focusAt.current = keep === 'first' ? end - start : 0;
    setLimit(limit + page);
  };
  return { shown: items.slice(start, end), hidden, containerRef, showMore };
}
