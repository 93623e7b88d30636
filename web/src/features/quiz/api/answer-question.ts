import type { AnswerResponse, Explanation, Quiz } from '@leafwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { explanationKey } from '../../../lib/query-keys.ts';
import { quizQueryKey } from './get-quiz.ts';

/**
 * A name question is answered by the tree chosen; a picture question by the place of the picture
 * chosen (`option`, 0-3), since its pictures do not say which tree they show until it is answered.
 */
export type AnswerInput = ({ treeId: number; option?: undefined } | { option: number; treeId?: undefined }) & {
  index: number;
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
const answerQuestion = (quizId: string, { index, treeId, option }: AnswerInput) =>
  apiFetch<AnswerResponse>(`/api/quizzes/${encodeURIComponent(quizId)}/questions/${index}/answer`, {
    method: 'POST',
    body: option === undefined ? { tree_id: treeId } : { option },
  });

/** Folds an answer into the cached quiz, so the question shows it and the counts move on. */
function withAnswer(quiz: Quiz, { question, correct, incorrect, score }: AnswerResponse): Quiz {
  const questions = quiz.questions.map((old) => (old.index === question.index ? question : old));
  return { ...quiz, questions, correct, incorrect, score };
}

/** Where an answer's explanation is kept, so the question shows it until the quiz moves on. */
const explanationQueryKey = explanationKey;

/**
 * The explanation the server sent with this question's answer, if it was answered here: there is
 * nothing to fetch (an earlier answer's misses are in the end screen's debrief).
 */
export const useExplanation = (quizId: string, index: number) =>
  useQuery<Explanation | null>({
    queryKey: explanationQueryKey(quizId, index),
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

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
    onSuccess: (answer) => {
      queryClient.setQueryData(explanationQueryKey(quizId, answer.question.index), answer.explanation);
      queryClient.setQueryData<Quiz>(key, (quiz) => quiz && withAnswer(quiz, answer));
    },
    // Answered already (in another tab, or a retry after a lost reply): the server's record is the truth.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
