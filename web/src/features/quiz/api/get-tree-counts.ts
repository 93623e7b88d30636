import type { TreeCount, TreeCounts, TreeType } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { treeCountsKey } from '../../../lib/query-keys.ts';

/** GET /api/trees/counts: how many trees a test can ask at each level and type. */
const getTreeCounts = (signal?: AbortSignal) => apiFetch<TreeCounts>('/api/trees/counts', { signal });

// The catalog changes only when the server restarts with a new one: once a visit is enough.
export const useTreeCounts = () =>
  useQuery(
    queryOptions({
      queryKey: treeCountsKey,
      queryFn: ({ signal }) => getTreeCounts(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/** The trees at or below `level` of `type` ("all": every type), or undefined when the counts do not say. */
export function matchingTrees(counts: readonly TreeCount[], level: number, type: TreeType | 'all'): number | undefined {
  const wanted = type === 'all' ? null : type;
  return counts.find((count) => count.level === level && count.type === wanted)?.trees;
}
