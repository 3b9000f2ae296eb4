import { useLocation } from '@tanstack/react-router';

/** A query parameter as the raw string the URL carries (not JSON-parsed), or null. */
export function useSearchParam(name: string): string | null {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return new URLSearchParams(searchStr).get(name);
}
