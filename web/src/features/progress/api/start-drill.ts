import type { Quiz } from '@leafwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/quizzes with mode review and two tree ids: a drill on a pair the user mixes up. */
const startDrill = (treeIds: [number, number]) =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', { method: 'POST', body: { mode: 'review', tree_ids: treeIds } }).then(
    (answer) => answer.quiz,
  );

export const useStartDrill = () => useMutation({ mutationFn: startDrill });
