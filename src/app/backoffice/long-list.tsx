// A long list on the claim view (documents, the timeline) shows a page of items and a "Show more"
// button, so a claim with hundreds of documents or events does not put every one in the page at
// once (bench:growth-ui). Focus moves to the first item the button adds, so a keyboard or
// screen-reader user reads on from there.
import { Button } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The items shown out of `total` with `limit`: the first ones, or the last ones (the newest of a timeline). */
export function pageOfList(total: number, limit: number, keep: 'first' | 'last'): { start: number; end: number; hidden: number } {
  const hidden = Math.max(0, total - limit);
  return keep === 'first' ? { start: 0, end: total - hidden, hidden } : { start: hidden, end: total, hidden };
}

export interface LongList<T> {
  shown: readonly T[];
  hidden: number;
  /** On the element around the items; each item carries data-list-item. */
  containerRef: RefObject<HTMLDivElement | null>;
  showMore: () => void;
}

export function useLongList<T>(items: readonly T[], page: number, keep: 'first' | 'last'): LongList<T> {
  const [limit, setLimit] = useState(page);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null) return;
    containerRef.current?.querySelectorAll<HTMLElement>('[data-list-item]')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [limit]);
  const { start, end, hidden } = pageOfList(items.length, limit, keep);
  const showMore = () => {
    // The first item added: after those shown (first) or at the top (last).
    focusAt.current = keep === 'first' ? end - start : 0;
    setLimit(limit + page);
  };
  return { shown: items.slice(start, end), hidden, containerRef, showMore };
}

export function ShowMoreButton({ list, page, noun }: { list: LongList<unknown>; page: number; noun: string }) {
  if (list.hidden === 0) return null;
  return (
    <Button size="xs" variant="default" onClick={list.showMore} style={{ alignSelf: 'flex-start' }}>
      {`Show ${Math.min(page, list.hidden)} more ${noun} (${list.hidden} not shown)`}
    </Button>
  );
}
