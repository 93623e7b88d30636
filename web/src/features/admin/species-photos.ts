import type { AdminPhoto, AdminSpecies, PictureSlot, Tree } from '@leafwise/contract';
import { PICTURE_SLOTS } from '@leafwise/contract/constants';
import { foldText } from '../../lib/fold-text.ts';

type SlotCounts = AdminSpecies['photos'];

/** The parts of a species with no photo yet, in the order the screens show them. */
export const missingSlots = (counts: SlotCounts): PictureSlot[] => PICTURE_SLOTS.filter((slot) => counts[slot] === 0);

/** The part an upload most likely is for: the first with no photo, else the leaf. */
export const firstEmptySlot = (counts: SlotCounts): PictureSlot => missingSlots(counts)[0] ?? PICTURE_SLOTS[0];

/**
 * The species whose common or scientific name holds every word of `query`, in the list's order;
 * with `gapsOnly`, just those still missing a part's photo.
 */
export function findSpecies(species: readonly AdminSpecies[], query: string, gapsOnly = false): AdminSpecies[] {
  const words = foldText(query).split(' ').filter(Boolean);
  return species.filter((entry) => {
    if (gapsOnly && missingSlots(entry.photos).length === 0) return false;
    const names = `${foldText(entry.name_common)} ${foldText(entry.name_sci)}`;
    return words.every((word) => names.includes(word));
  });
}

/** A species' photos under each part, every part present (an empty list where there is none), newest first. */
export function photosBySlot(photos: readonly AdminPhoto[]): Record<PictureSlot, AdminPhoto[]> {
  const newestFirst = [...photos].sort((a, b) => b.added_at.localeCompare(a.added_at) || b.photo_id - a.photo_id);
  return Object.fromEntries(
    PICTURE_SLOTS.map((slot) => [slot, newestFirst.filter((photo) => photo.slot === slot)]),
  ) as Record<PictureSlot, AdminPhoto[]>;
}

/**
 * The species as a learner would get it with this photo drawn for its part: the trees API picks
 * one photo at random where a part has several, so a preview of one photo puts it in place itself.
 */
export function withPhoto(tree: Tree, photo: Pick<AdminPhoto, 'slot' | 'url'> | null): Tree {
  return photo ? { ...tree, [`tree_img_${photo.slot}`]: photo.url } : tree;
}
