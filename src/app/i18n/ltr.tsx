import type { ReactNode } from 'react';

/**
 * Text that reads left to right in any page (flight numbers, booking references, IATA codes,
 * e-mails, IBANs, phone numbers): isolated, so right-to-left text around it does not reorder it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
