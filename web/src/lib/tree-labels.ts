import type { Level, TreeType } from '@leafwise/contract';

/** How rare a level's own trees are, beside the level's name: "Sapling (common)". */
export const LEVEL_RARITY = { 1: 'common', 2: 'less common', 3: 'rare' } as const satisfies Record<Level, string>;

export const TYPE_LABELS = { deciduous: 'Deciduous', evergreen: 'Evergreen' } as const satisfies Record<
  TreeType,
  string
>;
