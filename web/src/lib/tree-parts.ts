import type { PictureSlot, Tree, TreeSlot } from '@leafwise/contract';

/** The four parts a tree is studied by, in the order every screen shows them, with a tree's fields for each. */
export const TREE_PARTS = [
  { slot: 'leaf', picture: 'tree_img_leaf', description: 'leaf_description', label: 'Leaf' },
  { slot: 'bark', picture: 'tree_img_bark', description: 'bark_description', label: 'Bark' },
  { slot: 'bud', picture: 'tree_img_bud', description: 'bud_description', label: 'Buds' },
  { slot: 'seed', picture: 'tree_img_seed', description: 'seed_description', label: 'Seed' },
] as const satisfies readonly { slot: PictureSlot; picture: keyof Tree; description: keyof Tree; label: string }[];

/** The whole tree's shape at a distance: a fifth picture, after the parts, with its own sentence. */
export const WHOLE_TREE = {
  slot: 'form',
  picture: 'tree_img_form',
  description: 'form_description',
  label: 'Whole tree',
} as const satisfies {
  slot: TreeSlot;
  picture: keyof Tree;
  description: keyof Tree;
  label: string;
};

/** A slot's name as the screens show it ("Buds" for bud, "Whole tree" for form). */
export const SLOT_LABELS = Object.fromEntries(
  [...TREE_PARTS, WHOLE_TREE].map((part) => [part.slot, part.label]),
) as Record<TreeSlot, string>;
