import type { DailyGoal, DailyGoalBody } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { dailyGoalQueryKey } from './get-daily-goal.ts';

/** PUT /api/progress/goal: the server refuses a goal out of range, with a message saying the range. */
const setDailyGoal = (body: DailyGoalBody) =>
  apiFetch<DailyGoal>('/api/progress/goal', { method: 'PUT', body }).then((answer) => answer.daily_goal);

export function useSetDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDailyGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(dailyGoalQueryKey, goal);
      // Home's and the progress page's summaries carry the goal too.
      return invalidateAfter(queryClient, 'goal set');
    },
  });
}
