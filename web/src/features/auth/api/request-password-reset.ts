import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';

/** Answers the same whether or not the address has an account (no account enumeration). */
const requestPasswordReset = (email: string) =>
  apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
