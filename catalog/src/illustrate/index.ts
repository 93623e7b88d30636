import type { Species } from '../schema.ts';
import { drawBark } from './bark/index.ts';
import { drawBuds } from './bud/index.ts';
import { PAPER } from './colour.ts';
import type { Detail, DrawSlot } from './drawing.ts';
import { drawForm } from './form/index.ts';
import { drawLeaf } from './leaf/index.ts';
import { seeded } from './random.ts';
import { SCALE_BAR_ROOM, scaleBar } from './scale-bar.ts';
import { drawSeed } from './seed/index.ts';
import { pictureSkeletons } from './skeleton.ts';
import { serialise, svgDocument } from './svg.ts';
import { disguise } from './variant.ts';

export type { Detail, DrawSlot } from './drawing.ts';
export { pictureSkeletons } from './skeleton.ts';

/** The four parts a tree is studied by, then the whole tree's shape at a distance. */
export const SLOTS = ['leaf', 'bark', 'bud', 'seed', 'form'] as const;
export type Slot = (typeof SLOTS)[number];

const TITLES: Record<Slot, string> = {
  leaf: 'Leaf',
  bark: 'Bark',
  bud: 'Winter buds',
  seed: 'Fruit and seed',
  form: 'Whole tree',
};

/**
 * Each slot's drawing. A slot drawn before pictures had a scale (its function returns bare items)
 * is wrapped so it still fits the Drawing shape.
 */
const DRAW: Record<Slot, DrawSlot> = {
  leaf: drawLeaf,
  bark: drawBark,
  bud: drawBuds,
  seed: drawSeed,
  form: drawForm,
};

/** How many specimens of each slot the public pictures show (0 is the one cards show first). */
export const PUBLIC_SPECIMENS = 6;

export type RenderOptions = {
  /** Which public specimen, 0 to PUBLIC_SPECIMENS - 1 (0 by default). */
  specimen?: number;
  /** A quiz question's secret seed: a specimen of its own, disguised and titled by its slot alone. */
  variant?: string;
  detail?: Detail;
  /** Whether a skeleton (pictureSkeletons) is one a script could know; see below. */
  taken?: (skeleton: string) => boolean;
};

/**
 * A field-guide style picture of one part of a species, as a complete SVG document drawn from its
 * traits. The same record and options always give the same bytes: all variation comes from a PRNG
 * seeded with the scientific name, the slot and the specimen.
 *
 * Public specimens are other trees of the species, as a learner meets them (docs/pictures.md): leaf size
 * and proportion within the record's range, tooth count, a bud's lean, a cone's opening.
 *
 * With a `variant` (a quiz question's secret seed), the picture is a specimen of its own, disguised
 * (variant.ts) and titled by its slot alone: it must not name the tree or match a public drawing.
 * `taken` says which skeletons to avoid: by default this slot's public specimens'; the server
 * passes every public drawing's.
 */
export function renderIllustration(species: Species, slot: Slot, options: RenderOptions = {}): string {
  const detail = options.detail ?? 'normal';
  const { variant } = options;
  if (variant === undefined) {
    const specimen = options.specimen ?? 0;
    const seed = specimen === 0 ? `${species.name_sci}/${slot}` : `${species.name_sci}/${slot}/specimen ${specimen}`;
    const drawing = DRAW[slot](species, seeded(seed), { detail, season: specimen === 0 ? 'growing' : 'any' });
    const title = `${TITLES[slot]} of ${species.name_common} (${species.name_sci})`;
    return svgDocument(title, serialise(drawing.items) + bar(drawing.pxPerCm), PAPER);
  }
  // A specimen with few parts (a pod and its seeds) can, rarely, come out with a public drawing's
  // very list of commands; another draw from the same secret seed then takes its place.
  const taken = options.taken ?? ((skeleton: string) => publicSkeletons(species, slot, detail).has(skeleton));
  let svg = '';
  for (let attempt = 0; attempt < 12; attempt++) {
    const rng = seeded(`${species.name_sci}/${slot}/${variant}/${attempt}`);
    const drawing = DRAW[slot](species, rng.fork('specimen'), { detail, season: 'any' });
    const reserve = drawing.pxPerCm ? SCALE_BAR_ROOM : 0;
    const { items, k } = disguise(drawing.items, rng.fork('disguise'), reserve);
    svg = svgDocument(TITLES[slot], serialise(items) + bar(drawing.pxPerCm && drawing.pxPerCm * k), PAPER);
    if (!pictureSkeletons(svg).some(taken)) break;
  }
  return svg;
}

const bar = (pxPerCm: number | undefined) => (pxPerCm ? scaleBar(pxPerCm) : '');

/** Each record's public skeletons by slot and detail, worked out when first asked for and kept with the record. */
const skeletonsKept = new WeakMap<Species, Map<string, ReadonlySet<string>>>();

/**
 * The skeletons (pictureSkeletons) of a slot's public specimens at one detail: all a script that
 * downloads every public picture could know, and so what a quiz's drawing must not have.
 */
export function publicSkeletons(species: Species, slot: Slot, detail: Detail = 'normal'): ReadonlySet<string> {
  let kept = skeletonsKept.get(species);
  if (!kept) {
    kept = new Map();
    skeletonsKept.set(species, kept);
  }
  const key = `${slot}/${detail}`;
  let skeletons = kept.get(key);
  if (!skeletons) {
    skeletons = new Set(
      Array.from({ length: PUBLIC_SPECIMENS }, (_, specimen) =>
        pictureSkeletons(renderIllustration(species, slot, { specimen, detail })),
      ).flat(),
    );
    kept.set(key, skeletons);
  }
  return skeletons;
}
