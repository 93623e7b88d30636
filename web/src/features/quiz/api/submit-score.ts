import type { SubmitScoreResponse } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';

/** POST /api/leaderboards/ancient/entries: puts a finished challenge's score on the board, once. */
const submitScore = (quizId: string) =>
  apiFetch<SubmitScoreResponse>('/api/leaderboards/ancient/entries', { method: 'POST', body: { quiz_id: quizId } });

export function useSubmitScore(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitScore(quizId),
    // The run is now submitted and finished; the server has the exact times.
    onSettled: () => invalidateAfter(queryClient, 'score submitted'),
  });
}
