// The back office's "Show more" button under a long list (components/long-list.ts), in English
// like the rest of the claim view.
import { Button } from '@mantine/core';
import type { LongList } from '../components/long-list.ts';

export function ShowMoreButton({ list, page, noun }: { list: LongList<unknown>; page: number; noun: string }) {
  if (list.hidden === 0) return null;
  return (
    <Button size="xs" variant="default" onClick={list.showMore} style={{ alignSelf: 'flex-start' }}>
      {`Show ${Math.min(page, list.hidden)} more ${noun} (${list.hidden} not shown)`}
    </Button>
  );
}
