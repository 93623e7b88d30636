import type { UpdateUserBodySchema } from '@leafwise/contract';
import { UserResponseSchema } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { userQueryKey } from './get-user.ts';

type UpdateUserInput = z.input<typeof UpdateUserBodySchema> & { userId: string };

/** PATCH /api/users/:userId; the earlier app sent the e-mail and user_status "good" too: only the name changes. */
async function updateUser({ userId, ...body }: UpdateUserInput) {
  const answer = await apiFetch<unknown>(`/api/users/${encodeURIComponent(userId)}`, { method: 'PATCH', body });
  return UserResponseSchema.parse(answer).user;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey(user.email), user),
  });
}
