import type { PhotoCredit, PhotoCredits } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { photoCreditsKey } from '../../../lib/query-keys.ts';

/**
 * Every photo with its credit: the credits page asks for the same list under the same key, so
 * one download serves both. Not retried: offline, the species page shows its drawings at once.
 */
const photoCreditsQuery = queryOptions({
  queryKey: photoCreditsKey,
  queryFn: ({ signal }) => apiFetch<PhotoCredits>('/api/photos/credits', { signal }),
  retry: false,
  staleTime: 5 * 60 * 1000,
});

/** The photos of one species (by its accepted name, as the credits give it), in the credits' order. */
export const useSpeciesPhotos = (nameSci: string) =>
  useQuery({
    ...photoCreditsQuery,
    select: (credits): PhotoCredit[] => credits.photos.filter((photo) => photo.tree_name_sci === nameSci),
  });
