import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { sessionQueryKey } from './get-session.ts';

/**
 * Navigation state that makes the page arrived at forget the signed-in user. Forgetting on arrival,
 * not before leaving, matters: the router changes pages in a transition, and a guarded page that saw
 * the session go first would send the user to /login instead.
 */
const FORGET_USER = 'forgetUser';

/** After signing out or deleting the account: go home with a notice, as a signed-out visitor. */
export function useLeaveSignedOut() {
  const navigate = useNavigate();
  return useCallback((notice: string) => navigate(paths.home, { state: { notice, [FORGET_USER]: true } }), [navigate]);
}

/** Drops every cached answer that belonged to the user, then checks the session with the server. */
function forgetUser(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
  // Coming back to such a page through history must not sign out a user who has since signed in again.
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

/**
 * True on the page arrived at through useLeaveSignedOut, before the user is forgotten (that waits
 * for an effect): such a page shows itself as to a visitor, so nothing on it asks the server for
 * the signed-out user's data (each such request would be a 401).
 */
export function useArrivingSignedOut(): boolean {
  const { state } = useLocation();
  return (state as Record<string, unknown> | null)?.[FORGET_USER] === true;
}

/** In the shared frame: forgets the user when a page is arrived at through useLeaveSignedOut. */
export function useForgetUserOnArrival() {
  const { state, key } = useLocation();
  const queryClient = useQueryClient();
  const forget = (state as Record<string, unknown> | null)?.[FORGET_USER] === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: each arrival forgets, even at the same page.
  useEffect(() => {
    if (forget) forgetUser(queryClient);
  }, [forget, key, queryClient]);
}
