import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session-key.ts';

/** The part of better-auth's GET /api/auth/get-session answer the app reads. */
type SessionUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role?: string | null;
  banned?: boolean | null;
};
export type Session = { session: { id: string; expiresAt: string }; user: SessionUser };

export const sessionQueryKey = sessionKey;

/** null when signed out. */
const getSession = () => apiFetch<Session | null>('/api/auth/get-session');

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    // One quick retry, not three slow ones: every guarded page waits on this.
    retry: 1,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
