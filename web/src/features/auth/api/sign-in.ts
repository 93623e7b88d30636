import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionQueryKey, sessionQueryOptions } from './get-session.ts';

type SignInInput = { email: string; password: string };

/** Sets the session cookie; refusals carry better-auth's codes (EMAIL_NOT_VERIFIED, BANNED_USER, ...). */
const signIn = (input: SignInInput) => apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });

/** Stays pending until the new session is loaded, so the button reads "Logging in..." until the page moves on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => {
      // Whatever was read before belonged to the visitor (the course as a newcomer's, say), not to this user.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    },
  });
}
