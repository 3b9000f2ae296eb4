// Where /login and /register go once someone is signed in: the same-site `redirect` parameter,
// else the dashboard (a claims agent's: the back office), left once (a signed-in visitor and a
// fresh login may both ask).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { landingFor, safeRedirect } from './redirect.ts';

export function useSignInExit(): { target: string; redirectGiven: boolean; leave: (user?: { agent: boolean } | null) => void } {
  const navigate = useNavigate();
  // Login and register both declare `redirect` (router.tsx), as a raw string.
  const redirectParam = useSearch({ strict: false, select: (search) => search.redirect ?? null });
  // Read once: while the screen hands over to the next route it still renders with the new URL.
  const [target] = useState(() => safeRedirect(redirectParam));
  const [redirectGiven] = useState(() => redirectParam !== null);
  const left = useRef(false);
  const leave = useCallback(
    (user?: { agent: boolean } | null) => {
      if (left.current) return;
      left.current = true;
      void navigate({ href: landingFor(user, redirectGiven ? target : null), replace: true });
    },
    [navigate, target, redirectGiven],
  );
  return { target, redirectGiven, leave };
}
