import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const sendVerificationEmail = (email: string) =>
  apiFetch<unknown>('/api/auth/send-verification-email', { method: 'POST', body: { email } });

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
