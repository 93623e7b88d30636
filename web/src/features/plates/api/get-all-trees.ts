import type { TreeList } from '@leafwise/contract';
import { MAX_INCORRECT_OPTIONS_LIMIT } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

// With no ids excluded and the largest limit, the wrong-answer pool is the whole catalog.
const allTreesPath = `/api/trees/incorrect-options?limit=${MAX_INCORRECT_OPTIONS_LIMIT}`;

export const allTreesQuery = queryOptions({
  queryKey: ['trees', 'all'],
  queryFn: ({ signal }) => apiFetch<TreeList>(allTreesPath, { signal }),
  select: (list) => [...list.trees].sort((a, b) => a.tree_name_sci.localeCompare(b.tree_name_sci)),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAllTrees = () => useQuery(allTreesQuery);
