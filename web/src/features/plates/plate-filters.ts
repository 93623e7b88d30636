import type { Level, TreeType } from '@leafwise/contract';
import { LEVELS, TREE_TYPES } from '@leafwise/contract/constants';
import { foldText } from '../../lib/fold-text.ts';

export { LEVEL_RARITY, TYPE_LABELS } from '../../lib/tree-labels.ts';

/** What a plate's filters read of a tree. */
export type PlateTree = {
  tree_name_common: string;
  tree_name_sci: string;
  tree_name_synonym?: string;
  level: number;
  type: TreeType;
};

/** What the plates are narrowed to: words in a name, a level, a type. */
export type PlateFilters = { query: string; level: Level | null; type: TreeType | null };

// In the URL, so a reload or Back brings the same plates: ?q=oak&level=2&type=deciduous.
const QUERY = 'q';
const LEVEL = 'level';
const TYPE = 'type';

/** The filters in a search, each only if it is one the form offers (the URL can be edited). */
export function filtersFromSearch(search: URLSearchParams): PlateFilters {
  return {
    query: search.get(QUERY) ?? '',
    level: LEVELS.find((entry) => String(entry.value) === search.get(LEVEL))?.value ?? null,
    type: TREE_TYPES.find((entry) => entry === search.get(TYPE)) ?? null,
  };
}

/** The search for `filters`, leaving out what is not set. */
export function searchOf({ query, level, type }: PlateFilters): Record<string, string> {
  return {
    ...(query ? { [QUERY]: query } : {}),
    ...(level === null ? {} : { [LEVEL]: String(level) }),
    ...(type === null ? {} : { [TYPE]: type }),
  };
}

/**
 * The trees that match: every word of the query in the common or scientific name, in any order;
 * a level keeps the trees of that level, the one each plate shows (not the commoner ones a test at
 * that level draws too), so "Ancient" finds the rare trees.
 */
export function filterTrees<T extends PlateTree>(trees: readonly T[], { query, level, type }: PlateFilters): T[] {
  const words = foldText(query).split(' ').filter(Boolean);
  return trees.filter(
    (tree) =>
      (level === null || tree.level === level) &&
      (type === null || tree.type === type) &&
      words.every((word) =>
        foldText(`${tree.tree_name_common} ${tree.tree_name_sci} ${tree.tree_name_synonym ?? ''}`).includes(word),
      ),
  );
}
