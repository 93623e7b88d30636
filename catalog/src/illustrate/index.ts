import type { Species } from '../schema.ts';
import { drawBark } from './bark/index.ts';
import { drawBuds } from './bud/index.ts';
import { PAPER } from './colour.ts';
import { drawLeaf } from './leaf/index.ts';
import { seeded } from './random.ts';
import { drawSeed } from './seed/index.ts';
import { type Item, serialise, svgDocument } from './svg.ts';

export const SLOTS = ['leaf', 'bark', 'bud', 'seed'] as const;
export type Slot = (typeof SLOTS)[number];

const TITLES: Record<Slot, string> = { leaf: 'Leaf', bark: 'Bark', bud: 'Winter buds', seed: 'Fruit and seed' };

const DRAW: Record<Slot, (species: Species, rng: ReturnType<typeof seeded>) => Item[]> = {
  leaf: drawLeaf,
  bark: drawBark,
  bud: drawBuds,
  seed: drawSeed,
};

/**
 * A field-guide style picture of one part of a species, as a complete SVG document drawn from its
 * traits. The same record always gives the same bytes: all variation comes from a PRNG seeded
 * with the scientific name and the slot.
 */
export function renderIllustration(species: Species, slot: Slot): string {
  const items = DRAW[slot](species, seeded(`${species.name_sci}/${slot}`));
  const title = `${TITLES[slot]} of ${species.name_common} (${species.name_sci})`;
  return svgDocument(title, serialise(items), PAPER);
}
