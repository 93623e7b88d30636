import type { AdminBoardResponse, ChallengeRunsResponse } from '@leafwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { adminQueryKeys } from '../admin-query-keys.ts';

/** GET /api/admin/board: the Ancient board in rank order, with each player's e-mail. */
const getBoard = async (signal: AbortSignal) => await apiFetch<AdminBoardResponse>('/api/admin/board', { signal });

// Read again on every visit: a score submitted a minute ago must show.
export const useAdminBoard = () =>
  useQuery({ queryKey: adminQueryKeys.board, queryFn: ({ signal }) => getBoard(signal), staleTime: 0 });

/** GET /api/admin/challenge-runs: the latest runs with each answer's time. */
const getChallengeRuns = async (signal: AbortSignal) =>
  await apiFetch<ChallengeRunsResponse>('/api/admin/challenge-runs', { signal });

export const useChallengeRuns = () =>
  useQuery({ queryKey: adminQueryKeys.challengeRuns, queryFn: ({ signal }) => getChallengeRuns(signal), staleTime: 0 });

/** DELETE /api/admin/board/entries/:entryId: one score off the board; its owner is not banned. */
const removeEntry = (entryId: number) => apiFetch<null>(`/api/admin/board/entries/${entryId}`, { method: 'DELETE' });

export function useRemoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEntry,
    onSuccess: (_answer, entryId) => {
      // Off the list at once; the ranks below move up when the board is read again.
      queryClient.setQueryData<AdminBoardResponse>(adminQueryKeys.board, (board) =>
        board ? { entries: board.entries.filter((entry) => entry.leaderboard_id !== entryId) } : board,
      );
      // A person's card shows their board entries, and the trail records the removal.
      void invalidateAfter(queryClient, 'board entry removed');
    },
  });
}
