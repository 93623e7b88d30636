import type { OpenQuizResponse } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { openQuizKey } from '../../../lib/query-keys.ts';

/** GET /api/quizzes/open: the training, test or review the user left half-way, or null. */
const getOpenQuiz = (signal?: AbortSignal) =>
  apiFetch<OpenQuizResponse>('/api/quizzes/open', { signal }).then((answer) => answer.quiz);

// Asked again on every visit: a question answered a moment ago changes it.
const openQuizQueryOptions = () =>
  queryOptions({
    queryKey: openQuizKey,
    queryFn: ({ signal }) => getOpenQuiz(signal),
    staleTime: 0,
  });

export const useOpenQuiz = () => useQuery(openQuizQueryOptions());
