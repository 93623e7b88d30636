import { describe, expect, it } from 'vitest';
import { PUBLIC_SPECIMENS, renderIllustration, SLOTS, type Slot } from '../src/illustrate/index.ts';
import { loadCatalog } from '../src/load.ts';
import { pictureDistance, type Thumbnail, thumbnail } from './distinct-pictures.ts';

/**
 * No two species of a genus or a family share a picture: drawn from each one's own
 * traits, their drawings of a slot must look apart, not one stock texture or template in another
 * colour. Two checks:
 *
 * - Their traits for the slot differ. A drawing is drawn from its traits (the truth-*.test.ts
 *   files check it draws what they say), so two records with the same traits would get the same
 *   picture but for chance; where two species truly differ, the records must say how.
 * - Their drawings look apart: compared as small thumbnails (distinct-pictures.ts), where
 *   outlines, tone and texture still show but single lines blur, measured over the pixels either
 *   draws on. As a specimen's pose is random, the closest of a few specimens of each is what counts.
 *
 * MIN_DISTANCE was set by looking: beech and hornbeam bark, one stock texture, measured 0.004, and
 * pairs at 0.03 and below looked like one drawing twice.
 */
const MIN_DISTANCE = 0.03;
const SPECIMENS = Math.min(3, PUBLIC_SPECIMENS);

const catalog = loadCatalog();
const genus = (name: string) => name.split(' ')[0];

const thumbnails = new Map<string, Promise<Thumbnail[]>>();
function thumbnailsOf(slug: string, slot: Slot): Promise<Thumbnail[]> {
  const key = `${slug}/${slot}`;
  let made = thumbnails.get(key);
  if (!made) {
    const species = catalog.find((entry) => entry.slug === slug);
    if (!species) throw new Error(`no species ${slug}`);
    made = Promise.all(
      Array.from({ length: SPECIMENS }, (_, specimen) => thumbnail(renderIllustration(species, slot, { specimen }))),
    );
    thumbnails.set(key, made);
  }
  return made;
}

const lookAlikes = catalog.flatMap((a, i) =>
  catalog
    .slice(i + 1)
    .filter((b) => genus(a.name_sci) === genus(b.name_sci) || a.family === b.family)
    .map((b) => [a, b] as const),
);

/**
 * Barks of different families that are famously confused, held apart as firmly as a family's own:
 * silver birch's papery white against white poplar's and aspen's smooth skin with its rows of
 * diamond pores, beech's smooth silver against hornbeam's fluted, streaked grey.
 */
const BARK_LOOK_ALIKES: [string, string][] = [
  ['betula-pendula', 'populus-alba'],
  ['betula-pendula', 'populus-tremula'],
  ['betula-pubescens', 'populus-alba'],
  ['fagus-sylvatica', 'carpinus-betulus'],
];

describe('drawings of look-alikes', () => {
  it('barks famously confused across families look apart', async () => {
    const tooClose: string[] = [];
    for (const [a, b] of BARK_LOOK_ALIKES) {
      const [mine, theirs] = await Promise.all([thumbnailsOf(a, 'bark'), thumbnailsOf(b, 'bark')]);
      const closest = Math.min(...mine.flatMap((x) => theirs.map((y) => pictureDistance(x, y))));
      if (closest < MIN_DISTANCE * 2) tooClose.push(`${a} ~ ${b}: ${closest.toFixed(3)}`);
    }
    expect(tooClose).toEqual([]);
  });

  it('no two species of a genus or family have the same traits for a slot', () => {
    const same = SLOTS.flatMap((slot) =>
      lookAlikes
        .filter(([a, b]) => JSON.stringify(a.traits[slot]) === JSON.stringify(b.traits[slot]))
        .map(([a, b]) => `${slot}: ${a.slug} ~ ${b.slug}`),
    );
    expect(same).toEqual([]);
  });

  for (const slot of SLOTS) {
    it(`no two species of a genus or family share a ${slot} drawing`, { timeout: 120_000 }, async () => {
      const tooClose: string[] = [];
      for (const [a, b] of lookAlikes) {
        const [mine, theirs] = await Promise.all([thumbnailsOf(a.slug, slot), thumbnailsOf(b.slug, slot)]);
        const distances = mine.flatMap((x) => theirs.map((y) => pictureDistance(x, y)));
        const closest = Math.min(...distances);
        if (closest < MIN_DISTANCE) tooClose.push(`${a.slug} ~ ${b.slug}: ${closest.toFixed(3)}`);
      }
      expect(tooClose).toEqual([]);
    });
  }
});
