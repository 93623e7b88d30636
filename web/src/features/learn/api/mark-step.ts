import type { MarkedUnitStep } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';

/**
 * PUT /api/course/units/:unitId/steps/:step: the learner has read the unit's lesson, or studied its
 * trees; "Continue" then opens the next step (docs/course.md, "Step by step"). Idempotent.
 */
const markStep = ({ unitId, step }: { unitId: string; step: MarkedUnitStep }) =>
  apiFetch<null>(`/api/course/units/${encodeURIComponent(unitId)}/steps/${step}`, { method: 'PUT' });

export function useMarkStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStep,
    // The path's Continue and the unit's steps read it.
    onSuccess: () => invalidateAfter(queryClient, 'course moved'),
  });
}
