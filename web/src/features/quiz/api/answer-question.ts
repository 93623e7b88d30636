import type { AnswerResponse, Quiz } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';

type AnswerInput = {
  index: number;
  treeId: number;
  /**
   * Not sent before this time (ms since the epoch): a challenge refuses answers sooner than
   * CHALLENGE.minAnswerMs after the question appeared, so a quick tap waits out the rest here
   * rather than meeting the refusal.
   */
  notBefore?: number;
};

/** Answers on their way to the server, for one quiz: a timed challenge waits for them before it ends. */
export const answerMutationKey = (quizId: string) => ['quizzes', quizId, 'answer'] as const;

/** POST /api/quizzes/:quizId/questions/:index/answer: checked once by the server, which then tells the right tree. */
export const answerQuestion = (quizId: string, { index, treeId }: AnswerInput) =>
  apiFetch<AnswerResponse>(`/api/quizzes/${encodeURIComponent(quizId)}/questions/${index}/answer`, {
    method: 'POST',
    body: { tree_id: treeId },
  });

/** Folds an answer into the cached quiz, so the question shows it and the counts move on. */
function withAnswer(quiz: Quiz, { question, correct, incorrect, score }: AnswerResponse): Quiz {
  const questions = quiz.questions.map((old) => (old.index === question.index ? question : old));
  return { ...quiz, questions, correct, incorrect, score };
}

export function useAnswerQuestion(quizId: string) {
  const queryClient = useQueryClient();
  const key = quizQueryKey(quizId);
  return useMutation({
    mutationKey: answerMutationKey(quizId),
    mutationFn: async (input: AnswerInput) => {
      const wait = (input.notBefore ?? 0) - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return answerQuestion(quizId, input);
    },
    onSuccess: (answer) => queryClient.setQueryData<Quiz>(key, (quiz) => quiz && withAnswer(quiz, answer)),
    // Answered already (in another tab, or a retry after a lost reply): the server's record is the truth.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
