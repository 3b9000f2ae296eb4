import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useLiveSession, type SessionUser } from '../../session.tsx';
import { loginPathFor } from './redirect.ts';

/**
 * The signed-in user for a page that needs one; anonymous visitors are sent to
 * /login?redirect=<path>. Null while the session is read or the redirect is under way.
 */
export function useRequiredUser(path: string): SessionUser | null {
  const { user, loading, leaving } = useLiveSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && !leaving && !user) void navigate({ href: loginPathFor(path), replace: true });
  }, [loading, leaving, user, path, navigate]);
  return user;
}
