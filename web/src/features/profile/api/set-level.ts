import type { LearnerLevel } from '@leafwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { levelQueryKey } from '../../../api/learner-level.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { rememberLevel } from '../../../lib/remembered-user.ts';

/** PUT /api/progress/level: a level to keep to, or null to follow the course again. */
const setLevel = (level: number | null) =>
  apiFetch<LearnerLevel>('/api/progress/level', { method: 'PUT', body: { level } });

export function useSetLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLevel,
    onSuccess: (level) => {
      rememberLevel(level.level);
      queryClient.setQueryData(levelQueryKey, level);
      // The day's due trees and home's main action follow the level.
      return invalidateAfter(queryClient, 'level set');
    },
  });
}
