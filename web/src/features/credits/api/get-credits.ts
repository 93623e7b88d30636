import type { PhotoCredits } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const creditsQuery = queryOptions({
  queryKey: ['photos', 'credits'],
  queryFn: ({ signal }) => apiFetch<PhotoCredits>('/api/photos/credits', { signal }),
  select: (credits) => credits.photos,
});

export const useCredits = () => useQuery(creditsQuery);
