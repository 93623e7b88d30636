import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sessionQueryOptions } from './get-session.ts';

export type SignInInput = { email: string; password: string };

/** Sets the session cookie; refusals carry better-auth's codes (EMAIL_NOT_VERIFIED, BANNED_USER, ...). */
export const signIn = (input: SignInInput) =>
  apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });

/** Stays pending until the new session is loaded, so the button reads "Logging in..." until the page moves on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }),
  });
}
