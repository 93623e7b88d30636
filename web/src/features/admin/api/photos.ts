import type { AdminSpeciesPhotosResponse, AdminSpeciesResponse } from '@leafwise/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../lib/invalidate.ts';
import { adminKey } from '../../../lib/query-keys.ts';

/** Every species with its counts, and (under it) each species' photos: one invalidation refreshes both. */
export const adminSpeciesKey = adminKey.species;
export const speciesPhotosKey = (slug: string) => [...adminSpeciesKey, slug, 'photos'] as const;

/** GET /api/admin/species: each species with how many photos each part has. */
export const useAdminSpecies = () =>
  useQuery({
    queryKey: adminSpeciesKey,
    queryFn: ({ signal }) => apiFetch<AdminSpeciesResponse>('/api/admin/species', { signal }),
  });

/** GET /api/admin/species/:slug/photos: every photo with its credit, and the species as learners get it now. */
export const useSpeciesPhotos = (slug: string) =>
  useQuery({
    queryKey: speciesPhotosKey(slug),
    queryFn: ({ signal }) =>
      apiFetch<AdminSpeciesPhotosResponse>(`/api/admin/species/${encodeURIComponent(slug)}/photos`, { signal }),
  });

/**
 * After a photo is added or removed: the console's counts and lists, and the public credits the
 * species page shows, so the admin finds the change everywhere at once.
 */
export const refreshPhotos = (queryClient: QueryClient) => Promise.all([invalidateAfter(queryClient, 'photo changed')]);

/** DELETE /api/admin/photos/:photoId: the photo and its files, recorded in the audit trail. */
export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => apiFetch<null>(`/api/admin/photos/${photoId}`, { method: 'DELETE' }),
    // Refused too: a 404 means someone removed it already, and the list should show that.
    onSettled: () => refreshPhotos(queryClient),
  });
}
