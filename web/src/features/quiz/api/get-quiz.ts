import type { Quiz } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const quizQueryKey = (quizId: string) => ['quizzes', quizId] as const;

/** GET /api/quizzes/:quizId: a quiz as it stands, so a reload resumes where it was. */
export const getQuiz = (quizId: string, signal?: AbortSignal) =>
  apiFetch<{ quiz: Quiz }>(`/api/quizzes/${encodeURIComponent(quizId)}`, { signal }).then((answer) => answer.quiz);

// The cache is kept up to date by the answer and finish calls, so there is nothing to refetch on focus.
export const quizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizQueryKey(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useQuiz = (quizId: string) => useQuery(quizQueryOptions(quizId));
