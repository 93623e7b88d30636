import type { Species } from '../../schema.ts';
import { darken, hsl, lighten, mix } from '../colour.ts';
import { lobeCount } from '../hints.ts';
import type { Rng } from '../random.ts';
import type { LeafPaint } from './blade.ts';
import type { BladeDesign } from './outline.ts';
import { OUTLINES } from './shapes.ts';

export type LeafTraits = Species['traits']['leaf'];

/** The first sentence, which describes the species itself; later ones often compare it with others. */
export const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/)[0] ?? text;

const TEETH = {
  entire: [0, 0],
  serrate: [5.5, 2.3],
  'double-serrate': [9, 3.4],
  dentate: [12, 4.5],
  crenate: [8, 2.4],
  spiny: [17, 6.5],
  undulate: [17, 1.8],
} as const;

function lobesFor(leaf: LeafTraits, text: string, rng: Rng): number {
  const hint = lobeCount(text);
  if (leaf.lobing === 'pinnate') {
    if (!hint) return rng.int(4, 6);
    const n = rng.int(hint.min, hint.max);
    return Math.max(2, Math.min(9, hint.pairs ? n : Math.round((n - 1) / 2)));
  }
  const n = hint ? rng.int(hint.min, hint.max) : leaf.shape === 'palmate' ? rng.pick([3, 5, 5, 5]) : 3;
  return Math.max(3, Math.min(7, n % 2 === 0 ? n + 1 : n));
}

/** The numbers for one blade: the traits fixed, the rest drawn from the seeded stream and the description. */
export function bladeDesign(leaf: LeafTraits, description: string, rng: Rng): BladeDesign {
  const text = firstSentence(description).toLowerCase();
  const [lo, hi] = OUTLINES[leaf.shape].aspect;
  const lobes = leaf.lobing === 'none' && leaf.shape !== 'palmate' ? 0 : lobesFor(leaf, text, rng);
  const deep = /deep|more than halfway/.test(text);
  const shallow = /shallow/.test(text);
  const rounded = /(rounded|blunt|round-ended)[a-z ,-]{0,24}lobes/.test(text);
  const pointed = /(pointed|triangular|tapering)[a-z ,-]{0,24}lobes/.test(text);
  const [depthLo, depthHi] = deep ? [0.2, 0.32] : shallow ? [0.5, 0.62] : [0.3, 0.46];
  const flat = leaf.lobing === 'none' && leaf.shape === 'palmate';
  const [spacing, depth] = TEETH[leaf.margin];
  const hint = lobeCount(text);
  const form =
    leaf.lobing === 'pinnate' && deep && hint && !hint.pairs && hint.max <= 7
      ? 'cut'
      : leaf.lobing === 'palmate' && /square-cut|truncate|snipped/.test(text)
        ? 'snipped'
        : 'usual';
  const ears = /ear-like/.test(description) && !/no ear/.test(description) ? rng.range(0.9, 1.3) : 0;
  return {
    shape: leaf.shape,
    margin: leaf.margin,
    lobing: leaf.lobing,
    aspect: rng.range(lo, hi) * (leaf.lobing === 'pinnate' ? 1.15 : 1),
    lobes,
    lobeDepth: flat ? rng.range(0.72, 0.82) : rng.range(depthLo, depthHi),
    pointedLobes:
      pointed || (!rounded && (leaf.lobing === 'palmate' || !['entire', 'undulate', 'crenate'].includes(leaf.margin))),
    lobeStep: lobes >= 7 ? rng.range(36, 42) : lobes === 5 ? rng.range(46, 54) : rng.range(48, 58),
    lobeWidth: /narrow notches/.test(text)
      ? rng.range(0.36, 0.4)
      : /narrow/.test(text)
        ? rng.range(0.18, 0.22)
        : rng.range(0.24, 0.32),
    lobeLean: rng.range(0.12, 0.35),
    ears,
    irregular: [0, 1, 2, 3, 4].map(() => rng.range(-0.12, 0.12)),
    fanAngle: rng.range(56, 68),
    notch: /notch/.test(description) ? rng.range(0.12, 0.2) : rng.range(0, 0.08),
    toothSpacing: spacing * rng.range(0.85, 1.15),
    toothDepth: depth * rng.range(0.85, 1.15) * (leaf.lobing === 'pinnate' ? 0.65 : 1),
    veins: ['lanceolate', 'oblong'].includes(leaf.shape) ? rng.int(8, 12) : rng.int(5, 9),
    veinAngle: rng.range(38, 54),
    form,
  };
}

/** Greens for a leaf, nudged by the words the description uses and by the species seed. */
export function leafPaint(species: Species, rng: Rng): LeafPaint {
  // "silvery-white beneath" describes the underside, which the drawing does not show.
  const text = firstSentence(species.descriptions.leaf)
    .toLowerCase()
    .replace(/[a-z -]+ (beneath|underneath|below)/g, '');
  let hue = rng.range(80, 108);
  let sat = rng.range(26, 40);
  let light = species.type === 'evergreen' ? rng.range(28, 35) : rng.range(35, 44);
  if (/blue|glaucous/.test(text)) [hue, sat] = [rng.range(150, 175), rng.range(14, 22)];
  if (/grey/.test(text)) sat -= 10;
  if (/dark/.test(text)) light -= 6;
  if (/bright|fresh|yellow/.test(text)) [sat, light] = [sat + 10, light + 5];
  const fill = hsl(hue, sat, light);
  return {
    fill,
    edge: darken(fill, 0.38),
    shade: darken(fill, 0.3),
    vein: lighten(fill, 0.32),
    stalk: mix(fill, '#8f7a3e', 0.35),
  };
}
