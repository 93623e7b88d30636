import { describe, expect, it } from 'vitest';
import { PUBLIC_SPECIMENS, renderIllustration } from '../src/illustrate/index.ts';
import { drawLeaf } from '../src/illustrate/leaf/index.ts';
import { type Rng, seeded } from '../src/illustrate/random.ts';
import { serialise } from '../src/illustrate/svg.ts';
import { loadCatalog } from '../src/load.ts';

/**
 * Enlarging shows more: every species' enlarged leaf draws something the card's does
 * not, and the card's picture is the same whatever the enlarged view draws, because every extra
 * draw comes from the `detail` stream alone.
 */

const catalog = loadCatalog();

describe('the enlarged leaf', () => {
  it.each(catalog.map((species) => [species.slug, species] as const))('%s shows more than the card', (_, species) => {
    for (let specimen = 0; specimen < PUBLIC_SPECIMENS; specimen++) {
      const normal = renderIllustration(species, 'leaf', { specimen });
      const high = renderIllustration(species, 'leaf', { specimen, detail: 'high' });
      expect(high).not.toBe(normal);
    }
  });

  it.each(catalog.map((species) => [species.slug, species] as const))(
    '%s draws the card without the close-up stream',
    (_, species) => {
      // The card never reads the `detail` stream, so nothing drawn close up can move its shapes.
      for (let specimen = 0; specimen < PUBLIC_SPECIMENS; specimen++) {
        const seed = `${species.name_sci}/leaf${specimen === 0 ? '' : `/specimen ${specimen}`}`;
        const options = { detail: 'normal', season: specimen === 0 ? 'growing' : 'any' } as const;
        const card = serialise(drawLeaf(species, withoutDetail(seeded(seed)), options).items);
        expect(card).toBe(serialise(drawLeaf(species, seeded(seed), options).items));
      }
    },
  );
});

/** A stream that fails the test if anything asks it for the enlarged view's draws. */
function withoutDetail(rng: Rng): Rng {
  return {
    ...rng,
    fork: (label) => {
      if (label === 'detail') throw new Error('the card drew from the detail stream');
      return withoutDetail(rng.fork(label));
    },
  };
}
