import type { DailyGoal } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { dailyGoalKey } from '../../../lib/query-keys.ts';

export const dailyGoalQueryKey = dailyGoalKey;

/** GET /api/progress/goal: the answers a day the user aims for. */
const getDailyGoal = (signal?: AbortSignal) =>
  apiFetch<DailyGoal>('/api/progress/goal', { signal }).then((answer) => answer.daily_goal);

export const useDailyGoal = () =>
  useQuery(queryOptions({ queryKey: dailyGoalQueryKey, queryFn: ({ signal }) => getDailyGoal(signal) }));
