import type { Quiz, StartQuizBody } from '@leafwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const REVIEW: StartQuizBody = { mode: 'review' };

/** POST /api/quizzes {mode:'review'}: the server takes the user's due trees, most urgent first. */
const startReview = () =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', { method: 'POST', body: REVIEW }).then((answer) => answer.quiz);

export const useStartReview = () => useMutation({ mutationFn: startReview });
