import { describe, expect, it } from 'vitest';
import { PUBLIC_SPECIMENS, renderIllustration, SLOTS, type Slot } from '../src/illustrate/index.ts';
import { loadCatalog } from '../src/load.ts';
import { pictureDistance, thumbnail } from './distinct-pictures.ts';

/**
 * No two species of a genus or a family share a picture (issue 15): drawn from each one's own
 * traits, their drawings of a slot must look apart, not one stock texture or template in another
 * colour. Two drawings are compared as small thumbnails (distinct-pictures.ts), where outlines,
 * tone and texture still show but single lines blur; as a specimen's pose is random, the closest
 * of a few specimens of each is what counts.
 *
 * MIN_DISTANCE was set by looking: at 0.03 and below, pairs looked like one drawing twice (beech and
 * hornbeam bark measured 0.004 with one stock texture); distinct drawings of look-alikes measure
 * above it.
 */
const MIN_DISTANCE = 0.03;
const SPECIMENS = Math.min(3, PUBLIC_SPECIMENS);

const catalog = loadCatalog();
const genus = (name: string) => name.split(' ')[0];

const thumbnails = new Map<string, Promise<Float32Array[]>>();
function thumbnailsOf(slug: string, slot: Slot): Promise<Float32Array[]> {
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

describe('drawings of look-alikes', () => {
  for (const slot of SLOTS) {
    it(`no two species of a genus or family share a ${slot} drawing`, { timeout: 120_000 }, async () => {
      const tooClose: string[] = [];
      for (const [i, a] of catalog.entries()) {
        for (const b of catalog.slice(i + 1)) {
          if (genus(a.name_sci) !== genus(b.name_sci) && a.family !== b.family) continue;
          const [mine, theirs] = await Promise.all([thumbnailsOf(a.slug, slot), thumbnailsOf(b.slug, slot)]);
          const closest = Math.min(...mine.flatMap((x) => theirs.map((y) => pictureDistance(x, y))));
          if (closest < MIN_DISTANCE) tooClose.push(`${a.slug} ~ ${b.slug}: ${closest.toFixed(3)}`);
        }
      }
      expect(tooClose).toEqual([]);
    });
  }
});
