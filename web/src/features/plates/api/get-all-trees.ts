import type { Tree, TreeList } from '@leafwise/contract';
import { MAX_INCORRECT_OPTIONS_LIMIT } from '@leafwise/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const poolPath = `/api/trees/incorrect-options?limit=${MAX_INCORRECT_OPTIONS_LIMIT}`;

/**
 * The whole catalog. The wrong-answer pool with no ids excluded gives up to its largest limit of
 * trees; asked again without the trees already had, it gives the rest, until a page comes short.
 * (The catalog outgrew one page at 170 species.)
 */
async function fetchAllTrees(signal: AbortSignal): Promise<TreeList> {
  const trees: Tree[] = [];
  for (;;) {
    const exclude = trees.length > 0 ? `&exclude_ids=${trees.map((tree) => tree.tree_id).join(',')}` : '';
    const page = await apiFetch<TreeList>(`${poolPath}${exclude}`, { signal });
    trees.push(...page.trees);
    if (page.trees.length < MAX_INCORRECT_OPTIONS_LIMIT) return { trees };
  }
}

const allTreesQuery = queryOptions({
  queryKey: ['trees', 'all'],
  queryFn: ({ signal }) => fetchAllTrees(signal),
  select: (list) => [...list.trees].sort((a, b) => a.tree_name_sci.localeCompare(b.tree_name_sci)),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useAllTrees = () => useQuery(allTreesQuery);
