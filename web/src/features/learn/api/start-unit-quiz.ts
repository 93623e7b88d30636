import type { Quiz } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeChoices } from '../../../components/practice-options.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';

type UnitQuizInput = { mode: 'practice' | 'checkpoint'; unitId: string; choices: PracticeChoices };

/**
 * POST /api/quizzes with mode practice or checkpoint: the server draws the unit's questions (403
 * for a locked unit, with the reason). Left at their defaults, the ways to practise are not sent.
 */
const startUnitQuiz = ({ mode, unitId, choices }: UnitQuizInput) =>
  apiFetch<{ quiz: Quiz }>('/api/quizzes', {
    method: 'POST',
    body: {
      mode,
      unit_id: unitId,
      ...(choices.names === 'common' ? {} : { names: choices.names }),
      ...(choices.slots === 'all' ? {} : { slots: choices.slots }),
    },
  }).then((answer) => answer.quiz);

export function useStartUnitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startUnitQuiz,
    // A refusal means the page's idea of the unit is out of date (a unit locked meanwhile): read it again.
    onError: () => invalidateAfter(queryClient, 'course moved'),
  });
}
