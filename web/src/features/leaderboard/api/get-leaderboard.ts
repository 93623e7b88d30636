import type { LeaderboardResponse } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { leaderboardKey } from '../../../lib/query-keys.ts';

export const leaderboardQueryKey = leaderboardKey;

/** GET /api/leaderboards/ancient: the best 100 and the caller's own entry. */
const getLeaderboard = (signal?: AbortSignal) => apiFetch<LeaderboardResponse>('/api/leaderboards/ancient', { signal });

// Read again on every visit: a score submitted a moment ago (from the quiz) must show. A lapsed
// session is explained on the page ("Please log in to view the leaderboard."), with its own way to log in.
const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardQueryKey,
    queryFn: ({ signal }) => getLeaderboard(signal),
    staleTime: 0,
    meta: { explainsSignedOut: true },
  });

export const useLeaderboard = () => useQuery(leaderboardQueryOptions());
