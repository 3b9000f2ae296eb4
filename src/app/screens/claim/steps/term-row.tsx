// A term and its value in a description list: the scan confirmation and the claim summary. Each
// list's class styles its rows (`.scan-details > div`, `.summary-list > div`).
import type { ReactNode } from 'react';
import { Ltr } from '../../../i18n/ltr.tsx';

export function TermRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A code, e-mail address or phone number, read left to right in every language; no row when not given. */
export function LtrRow({ term, value }: { term: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <TermRow term={term}>
      <Ltr>{value}</Ltr>
    </TermRow>
  );
}
