// The back office's "Show more" button under a long list (components/long-list.ts), in the agent's
// language: how many more, and how many are not shown yet.
import { Button } from '@mantine/core';
import type { LongList } from '../components/long-list.ts';
import { formatNumber, t, tp } from '../i18n/t.ts';

/** The button's words per list: the claim's documents (the first shown) and timeline (the newest shown). */
function showMoreText(what: 'documents' | 'earlier entries', count: number, hidden: number): string {
  const more =
    what === 'documents'
      ? tp(count, { one: 'Show # more document', other: 'Show # more documents' })
      : tp(count, { one: 'Show # more earlier entry', other: 'Show # more earlier entries' });
  return t('{more} ({hidden} not shown)', { more, hidden: formatNumber(hidden) });
}

export function ShowMoreButton({ list, page, what }: { list: LongList<unknown>; page: number; what: 'documents' | 'earlier entries' }) {
  if (list.hidden === 0) return null;
  return (
    <Button size="xs" variant="default" onClick={list.showMore} style={{ alignSelf: 'flex-start' }}>
      {showMoreText(what, Math.min(page, list.hidden), list.hidden)}
    </Button>
  );
}
