import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/users/:userId: the account and everything of it go, and its sessions end. */
const deleteUser = (userId: string) => apiFetch<null>(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}
