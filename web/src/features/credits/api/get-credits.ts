import type { PhotoCredits } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { photoCreditsKey } from '../../../lib/query-keys.ts';

const creditsQuery = queryOptions({
  queryKey: photoCreditsKey,
  queryFn: ({ signal }) => apiFetch<PhotoCredits>('/api/photos/credits', { signal }),
  select: (credits) => credits.photos,
});

export const useCredits = () => useQuery(creditsQuery);
