import type { Species } from '../schema.ts';
import { drawBark } from './bark/index.ts';
import { drawBuds } from './bud/index.ts';
import { PAPER } from './colour.ts';
import { drawLeaf } from './leaf/index.ts';
import { seeded } from './random.ts';
import { drawSeed } from './seed/index.ts';
import { pictureSkeletons } from './skeleton.ts';
import { type Item, serialise, svgDocument } from './svg.ts';
import { disguise } from './variant.ts';

export { pictureSkeletons } from './skeleton.ts';

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
 *
 * With a `variant` (a quiz question's secret seed), the picture is another specimen of the same
 * species instead (variant.ts), titled by its slot alone: it must not name the tree or match the
 * public drawing. `taken` says whether a skeleton (pictureSkeletons) is one a script could know:
 * by default only this drawing's public one; the server passes every public drawing's.
 */
export function renderIllustration(
  species: Species,
  slot: Slot,
  variant?: string,
  taken: (skeleton: string) => boolean = ownSkeletons(species, slot),
): string {
  if (variant === undefined) {
    const items = DRAW[slot](species, seeded(`${species.name_sci}/${slot}`));
    const title = `${TITLES[slot]} of ${species.name_common} (${species.name_sci})`;
    return svgDocument(title, serialise(items), PAPER);
  }
  // A specimen with few parts (a pod and its seeds) can, rarely, come out with a public drawing's
  // very list of commands; another draw from the same secret seed then takes its place.
  let svg = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    const rng = seeded(`${species.name_sci}/${slot}/${variant}/${attempt}`);
    const items = disguise(DRAW[slot](species, rng.fork('specimen')), rng.fork('disguise'));
    svg = svgDocument(TITLES[slot], serialise(items), PAPER);
    if (!pictureSkeletons(svg).some(taken)) break;
  }
  return svg;
}

function ownSkeletons(species: Species, slot: Slot): (skeleton: string) => boolean {
  let own: string[] | undefined;
  return (skeleton) => {
    own ??= pictureSkeletons(renderIllustration(species, slot));
    return own.includes(skeleton);
  };
}
