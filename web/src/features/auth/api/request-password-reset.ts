import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** Answers the same whether or not the address has an account (no account enumeration). */
export const requestPasswordReset = (email: string) =>
  apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
