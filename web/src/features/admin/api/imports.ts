import type { CommonsImportResponse } from '@leafwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { importPollInterval } from '../import-progress.ts';

export const latestImportKey = ['admin', 'imports', 'latest'] as const;

/** GET /api/admin/imports/latest: the latest Commons import, asked again every second while it runs. */
export const useLatestImport = () =>
  useQuery({
    queryKey: latestImportKey,
    queryFn: ({ signal }) => apiFetch<CommonsImportResponse>('/api/admin/imports/latest', { signal }),
    refetchInterval: (query) => importPollInterval(query.state.data),
  });

/** POST /api/admin/imports: one species (its slug), or every species when `species` is null. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (species: string[] | null) =>
      apiFetch<unknown>('/api/admin/imports', { method: 'POST', body: species ? { species } : {} }),
    // Refused too (one already running): the latest import is then the one to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: latestImportKey }),
  });
}

/** POST /api/admin/imports/:importId/cancel: it stops after the file in hand. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) => apiFetch<unknown>(`/api/admin/imports/${importId}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: latestImportKey }),
  });
}
