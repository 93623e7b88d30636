import type { Confusions } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { progressConfusionsKey } from '../../../lib/query-keys.ts';

/** GET /api/progress/confusions: the pairs of trees the user mixes up most, with both trees in full. */
const getConfusions = (signal?: AbortSignal) => apiFetch<Confusions>('/api/progress/confusions', { signal });

const confusionsQueryOptions = () =>
  queryOptions({
    queryKey: progressConfusionsKey,
    queryFn: ({ signal }) => getConfusions(signal),
    staleTime: 0,
  });

export const useConfusions = () => useQuery(confusionsQueryOptions());
