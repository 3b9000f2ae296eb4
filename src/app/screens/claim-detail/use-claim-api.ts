// What the claim page's cards read from the server once the claim is there (GET /api/claims/{id}
// and its sub-resources), with the passenger's token. Offline, or before the claim is sent, it
// answers null and the card shows what this device holds.
import { useEffect, useState } from 'react';
import { getAccessToken } from '../../../offline/index.ts';

/** The JSON of GET /api/claims/{claimId}{suffix} once the claim is sent; null until then or on failure. */
export function useClaimApi<T>(claimId: string, suffix: '' | `/${string}`, sent: boolean): T | null {
  const [body, setBody] = useState<T | null>(null);
  useEffect(() => {
    if (!sent) return;
    let live = true;
    void (async () => {
      try {
        const token = await getAccessToken();
        if (!token) return;
        const response = await fetch(`/api/claims/${encodeURIComponent(claimId)}${suffix}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        if (response.ok && live) setBody((await response.json()) as T);
      } catch {
        // Offline: the page shows what this device holds.
      }
    })();
    return () => {
      live = false;
    };
  }, [claimId, suffix, sent]);
  return body;
}
