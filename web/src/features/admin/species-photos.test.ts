import type { AdminPhoto, AdminSpecies, Tree } from '@leafwise/contract';
import { describe, expect, it } from 'vitest';
import { findSpecies, firstEmptySlot, missingSlots, photosBySlot, withPhoto } from './species-photos.ts';

const species = (
  name_common: string,
  name_sci: string,
  photos: Partial<AdminSpecies['photos']> = {},
): AdminSpecies => ({
  tree_id: name_sci.length,
  slug: name_sci.toLowerCase().replace(/\W+/g, '-'),
  name_common,
  name_sci,
  photos: { leaf: 0, bark: 0, bud: 0, seed: 0, ...photos },
});

const OAK = species('English oak', 'Quercus robur', { leaf: 2, bark: 1, bud: 1, seed: 3 });
const MAPLE = species('Field maple', 'Acer campestre', { leaf: 1 });
const LIME = species('Common lime', 'Tilia × europaea', { leaf: 1, bark: 1, seed: 1 });
const ERABLE = species('Érable plane', 'Acer platanoides');
const ALL = [OAK, MAPLE, LIME, ERABLE];

const photo = (photo_id: number, slot: AdminPhoto['slot'], added_at: string): AdminPhoto => ({
  photo_id,
  slot,
  author: 'A. Walker',
  licence: 'CC BY 4.0',
  licence_url: 'https://creativecommons.org/licenses/by/4.0/',
  source_url: 'https://example.org/photo',
  width: 1280,
  height: 960,
  url: `/media/photos/${photo_id}-1280.webp`,
  thumbnail_url: `/media/photos/${photo_id}-320.webp`,
  added_at,
});

describe('the species list', () => {
  it('finds a species by any words of its common or scientific name, whatever the case and accents', () => {
    expect(findSpecies(ALL, 'oak')).toEqual([OAK]);
    expect(findSpecies(ALL, 'ACER')).toEqual([MAPLE, ERABLE]);
    expect(findSpecies(ALL, 'erable')).toEqual([ERABLE]);
    expect(findSpecies(ALL, 'tilia europaea')).toEqual([LIME]);
    expect(findSpecies(ALL, 'maple campestre')).toEqual([MAPLE]);
    expect(findSpecies(ALL, '  ')).toEqual(ALL);
    expect(findSpecies(ALL, 'birch')).toEqual([]);
  });

  it('keeps only the species still missing a part when asked', () => {
    expect(findSpecies(ALL, '', true)).toEqual([MAPLE, LIME, ERABLE]);
    expect(findSpecies(ALL, 'acer', true)).toEqual([MAPLE, ERABLE]);
  });

  it('names the parts without a photo, and offers the first of them for an upload', () => {
    expect(missingSlots(LIME.photos)).toEqual(['bud']);
    expect(firstEmptySlot(LIME.photos)).toBe('bud');
    expect(firstEmptySlot(MAPLE.photos)).toBe('bark');
    expect(firstEmptySlot(ERABLE.photos)).toBe('leaf');
    // Every part has a photo: the leaf, the part learners see first.
    expect(missingSlots(OAK.photos)).toEqual([]);
    expect(firstEmptySlot(OAK.photos)).toBe('leaf');
  });
});

describe('a species’ photos', () => {
  it('groups them by part, every part present, newest first', () => {
    const grouped = photosBySlot([
      photo(1, 'leaf', '2026-01-01T10:00:00.000Z'),
      photo(2, 'bark', '2026-01-02T10:00:00.000Z'),
      photo(3, 'leaf', '2026-02-01T10:00:00.000Z'),
    ]);
    expect(Object.keys(grouped)).toEqual(['leaf', 'bark', 'bud', 'seed']);
    expect(grouped.leaf.map((entry) => entry.photo_id)).toEqual([3, 1]);
    expect(grouped.bark.map((entry) => entry.photo_id)).toEqual([2]);
    expect(grouped.bud).toEqual([]);
  });

  it('shows a chosen photo in its part of the learner’s card, leaving the other parts as they are', () => {
    const tree = {
      tree_id: 7,
      slug: 'quercus-robur',
      tree_img_leaf: '/media/photos/5-1280.webp',
      tree_img_bark: '/media/photos/6-1280.webp',
    } as Tree;
    const shown = withPhoto(tree, photo(9, 'leaf', '2026-01-01T10:00:00.000Z'));
    expect(shown.tree_img_leaf).toBe('/media/photos/9-1280.webp');
    expect(shown.tree_img_bark).toBe('/media/photos/6-1280.webp');
    expect(tree.tree_img_leaf).toBe('/media/photos/5-1280.webp');
    expect(withPhoto(tree, { slot: 'seed', url: '/media/photos/10-1280.webp' }).tree_img_seed).toBe(
      '/media/photos/10-1280.webp',
    );
    expect(withPhoto(tree, null)).toBe(tree);
  });
});
