import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

type SignUpInput = { name: string; email: string; password: string };
type SignUpAnswer = { token: string | null; user?: { id: string; email: string } | null };

/**
 * Creates the account and sends the verification e-mail in one step on the server; the user stays
 * signed out. An address that already has an account gets the same answer (no account enumeration).
 */
async function signUp(input: SignUpInput): Promise<void> {
  const answer = await apiFetch<SignUpAnswer | null>('/api/auth/sign-up/email', { method: 'POST', body: input });
  if (!answer?.user) throw new Error('User creation failed. No user object returned.');
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
