import type { PictureSlot, Tree } from '@leafwise/contract';

/** The four parts a tree is studied by, in the order every screen shows them, with a tree's fields for each. */
export const TREE_PARTS = [
  { slot: 'leaf', picture: 'tree_img_leaf', description: 'leaf_description', label: 'Leaf' },
  { slot: 'bark', picture: 'tree_img_bark', description: 'bark_description', label: 'Bark' },
  { slot: 'bud', picture: 'tree_img_bud', description: 'bud_description', label: 'Buds' },
  { slot: 'seed', picture: 'tree_img_seed', description: 'seed_description', label: 'Seed' },
] as const satisfies readonly { slot: PictureSlot; picture: keyof Tree; description: keyof Tree; label: string }[];

/** A slot's name as the screens show it ("Buds" for bud). */
export const SLOT_LABELS = Object.fromEntries(TREE_PARTS.map((part) => [part.slot, part.label])) as Record<
  PictureSlot,
  string
>;
