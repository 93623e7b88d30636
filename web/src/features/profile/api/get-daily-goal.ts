import type { DailyGoal } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const dailyGoalQueryKey = ['progress', 'goal'] as const;

/** GET /api/progress/goal: the answers a day the user aims for. */
const getDailyGoal = (signal?: AbortSignal) =>
  apiFetch<DailyGoal>('/api/progress/goal', { signal }).then((answer) => answer.daily_goal);

export const useDailyGoal = () =>
  useQuery(queryOptions({ queryKey: dailyGoalQueryKey, queryFn: ({ signal }) => getDailyGoal(signal) }));
