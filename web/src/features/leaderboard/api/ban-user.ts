import type { LeaderboardResponse } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { leaderboardQueryKey } from './get-leaderboard.ts';

/** PATCH /api/users/restrict/:userId (admin): bans the user, which also takes them off every board. */
const banUser = (userId: string) =>
  apiFetch<unknown>(`/api/users/restrict/${encodeURIComponent(userId)}`, { method: 'PATCH' });

/** Drops a user's entry from the board as shown; the ranks below move up when the board is read again. */
const without = (board: LeaderboardResponse, userId: string): LeaderboardResponse => ({
  leaderboard: board.leaderboard.filter((entry) => entry.user_id !== userId),
  own_entry: board.own_entry,
});

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: (_answer, userId) => {
      queryClient.setQueryData<LeaderboardResponse>(leaderboardQueryKey, (board) => board && without(board, userId));
      return invalidateAfter(queryClient, 'player banned');
    },
  });
}
