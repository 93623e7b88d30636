import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useLeaveSignedOut } from './leave-signed-out.ts';

const signOut = () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });

/** Signs out, then goes home with a notice, as a signed-out visitor. */
export function useSignOut() {
  const leaveSignedOut = useLeaveSignedOut();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => leaveSignedOut('You have logged out.'),
    onError: (error) => console.warn('sign-out failed', error),
  });
}
