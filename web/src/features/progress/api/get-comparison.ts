import type { Comparison } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { comparisonKey } from '../../../lib/query-keys.ts';

/** GET /api/trees/compare?ids=a,b: two trees side by side with what tells them apart. */
const getComparison = (a: number, b: number) => apiFetch<Comparison>(`/api/trees/compare?ids=${a},${b}`);

const comparisonQueryOptions = (a: number, b: number) =>
  queryOptions({
    queryKey: comparisonKey(a, b),
    queryFn: () => getComparison(a, b),
    // The records change only with a new release.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useComparison = (a: number, b: number) => useQuery(comparisonQueryOptions(a, b));
