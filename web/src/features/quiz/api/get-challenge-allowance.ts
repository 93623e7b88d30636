import type { ChallengeAllowance } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { challengeAllowanceKey } from '../../../lib/query-keys.ts';

export const challengeAllowanceQueryKey = challengeAllowanceKey;

/** GET /api/quizzes/challenges/today: the day's challenges left, and the run under way. */
const getChallengeAllowance = (signal?: AbortSignal) =>
  apiFetch<ChallengeAllowance>('/api/quizzes/challenges/today', { signal });

// Read again on every visit: a run started or finished a moment ago changes it.
export const useChallengeAllowance = () =>
  useQuery(
    queryOptions({
      queryKey: challengeAllowanceQueryKey,
      queryFn: ({ signal }) => getChallengeAllowance(signal),
      staleTime: 0,
    }),
  );
