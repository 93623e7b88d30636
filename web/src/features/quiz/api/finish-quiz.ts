import type { Quiz } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';

/** POST /api/quizzes/:quizId/finish: closes the quiz; the server's answer carries the final score. */
const finishQuiz = (quizId: string) =>
  apiFetch<{ quiz: Quiz }>(`/api/quizzes/${encodeURIComponent(quizId)}/finish`, { method: 'POST' }).then(
    (answer) => answer.quiz,
  );

export function useFinishQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishQuiz,
    onSuccess: (quiz) => queryClient.setQueryData(quizQueryKey(quiz.quiz_id), quiz),
  });
}
