import type { Quiz, StartQuizBody } from '@leafwise/contract';
import { TREE_ERRORS } from '@leafwise/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, errorMessage } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';

/** POST /api/quizzes: the server draws the trees and the options. */
const startQuiz = (body: StartQuizBody) =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', { method: 'POST', body }).then((answer) => answer.quiz);

export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuiz,
    onSuccess: (quiz) => queryClient.setQueryData(quizQueryKey(quiz.quiz_id), quiz),
  });
}

export const START_FAILED = 'Something went wrong starting your quiz. Please try again.';

/**
 * Why a quiz did not start. "No trees found for the given criteria." only when the server
 * says so (404); a server fault (5xx, its message hidden) is not the player's choice of trees.
 * Other refusals (a 429's wait, a 400) carry the server's own words; a dropped connection says so.
 */
export function startErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return START_FAILED;
  if (error.status === 404) return errorMessage(error, TREE_ERRORS.noneFound);
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return errorMessage(error, START_FAILED);
  return START_FAILED;
}
