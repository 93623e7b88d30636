import type { Quiz } from '@leafwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

/**
 * POST /api/quizzes with mode review: the learner's due trees, most urgent first (of their level),
 * or exactly `treeIds` (two: a drill on a pair they mix up). Shared by home and the progress page
 * (features never import each other); the page that starts it says where it comes back to.
 */
const startReview = (treeIds?: number[]) =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', {
    method: 'POST',
    body: treeIds ? { mode: 'review', tree_ids: treeIds } : { mode: 'review' },
  }).then((answer) => answer.quiz);

export const useStartReview = () => useMutation({ mutationFn: startReview });
