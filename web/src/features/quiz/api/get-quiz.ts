import type { Quiz } from '@leafwise/contract';
import { QuizParamsSchema } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { quizKey } from '../../../lib/query-keys.ts';

export const quizQueryKey = quizKey;

/** Whether `id` could name a quiz at all: anything else in ?quiz= is a broken link, not worth asking about. */
export const isQuizId = (id: string) => QuizParamsSchema.shape.quizId.safeParse(id).success;

/** The server's answer for a quiz that does not exist or is someone else's (404, never 403: docs/quizzes.md). */
export const isMissingQuiz = (error: unknown) => error instanceof ApiError && error.status === 404;

/** GET /api/quizzes/:quizId: a quiz as it stands, so a reload resumes where it was. */
const getQuiz = (quizId: string, signal?: AbortSignal) =>
  apiFetch<{ quiz: Quiz }>(`/api/quizzes/${encodeURIComponent(quizId)}`, { signal }).then((answer) => answer.quiz);

// The cache is kept up to date by the answer and finish calls, so there is nothing to refetch on focus.
const quizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizQueryKey(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isQuizId(quizId),
  });

export const useQuiz = (quizId: string) => useQuery(quizQueryOptions(quizId));
