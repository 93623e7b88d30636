/** The levels a tree is learnt at, and the types a quiz can be filtered by (docs/product.md#constants). */

export const LEVELS = [
  { value: 1, name: 'Sapling', blurb: 'common species' },
  { value: 2, name: 'Veteran', blurb: 'common and less common species' },
  { value: 3, name: 'Ancient', blurb: 'all trees, including rare ones' },
] as const;
export type Level = (typeof LEVELS)[number]['value'];
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 3;

/** Tree types a quiz can be filtered by; "All Trees" is the absence of a type. */
export const TREE_TYPES = ['deciduous', 'evergreen'] as const;
export type TreeType = (typeof TREE_TYPES)[number];

export const DEFAULT_TREE_LIMIT = 10;
export const MAX_TREE_LIMIT = 100;
