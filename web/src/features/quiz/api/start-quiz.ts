import type { Quiz, StartQuizBody } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';

/** POST /api/quizzes: the server draws the trees and the options. */
export const startQuiz = (body: StartQuizBody) =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', { method: 'POST', body }).then((answer) => answer.quiz);

export function useStartQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuiz,
    onSuccess: (quiz) => queryClient.setQueryData(quizQueryKey(quiz.quiz_id), quiz),
  });
}
