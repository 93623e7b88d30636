import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

type ResetPasswordInput = { token: string; newPassword: string };

/** Refused with code INVALID_TOKEN when the e-mailed link is wrong, used or expired. */
const resetPassword = (input: ResetPasswordInput) =>
  apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
