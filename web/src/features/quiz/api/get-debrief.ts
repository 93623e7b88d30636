import type { Debrief } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizDebriefKey } from '../../../lib/query-keys.ts';

/** GET /api/quizzes/:quizId/debrief: the quiz's misses, each beside the tree taken for it. */
const getDebrief = (quizId: string, signal?: AbortSignal) =>
  apiFetch<Debrief>(`/api/quizzes/${encodeURIComponent(quizId)}/debrief`, { signal });

const debriefQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizDebriefKey(quizId),
    queryFn: ({ signal }) => getDebrief(quizId, signal),
    // Asked once the quiz is over, when its answers no longer change.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useDebrief = (quizId: string) => useQuery(debriefQueryOptions(quizId));
