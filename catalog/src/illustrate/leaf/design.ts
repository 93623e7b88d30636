import type { Species } from '../../schema.ts';
import { darken, hsl, lighten, mix } from '../colour.ts';
import { lobeCount } from '../hints.ts';
import type { Rng } from '../random.ts';
import type { LeafPaint } from './blade.ts';
import { ownWords } from './fine.ts';
import { edgeLength } from './margin.ts';
import type { BladeDesign } from './outline.ts';
import type { Autumn, Gloss, LeafBase, LeafTip, Underside } from './plan.ts';
import { OUTLINES } from './shapes.ts';
import { summerColour } from './summer-colour.ts';

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
    return Math.max(2, Math.min(10, hint.pairs ? n : Math.round((n - 1) / 2)));
  }
  const n = hint ? rng.int(hint.min, hint.max) : leaf.shape === 'palmate' ? rng.pick([3, 5, 5, 5]) : 3;
  return Math.max(3, Math.min(7, n % 2 === 0 ? n + 1 : n));
}

/** What the record states outright for a blade, beside its shape words. */
export type BladeFacts = {
  tip: LeafTip;
  base: LeafBase | undefined;
  veins?: number;
  teeth?: number;
  /** This specimen's length, for a width the record gives in cm. */
  lengthCm?: number;
};

/**
 * Teeth a description calls fine ("finely toothed", "fine, even teeth", "very fine, sharp teeth"):
 * closer set and smaller than the margin word's usual ones, as they are on the leaf.
 */
const FINE_TEETH =
  /\bfine(?:ly)?(?:,? (?:even|sharp|rounded|gland-tipped))?(?:[- ](?:toothed|teeth|edged|round-toothed|rounded-toothed))\b|\bvery fine, sharp teeth\b|\bfine, even-toothed\b/;

/** The closest two teeth stand on a real leaf, in mm: fine teeth (a white willow's, 7 to 10 a cm) and others. */
const FINEST_TOOTH_MM = 1.2;
const CLOSEST_TOOTH_MM = 2;
/** Fine teeth are never further apart than this, in mm, however long the blade. */
const FINE_TOOTH_MM = 2.5;

/**
 * The distance between teeth in blade units (100 to the blade's length): the margin word's, in
 * proportion to the blade, halved where the description calls the teeth fine, and kept within what
 * a real leaf of this length has, so a small blade's teeth are not crowded nor a long one's coarse.
 */
function toothSpacing(usual: number, fine: boolean, lengthCm: number | undefined): number {
  // A compound leaf's leaflets are drawn small, their teeth as the margin word has them.
  if (lengthCm === undefined) return usual;
  const unitsPerMm = 10 / lengthCm;
  const closest = (fine ? FINEST_TOOTH_MM : CLOSEST_TOOTH_MM) * unitsPerMm;
  const widest = fine ? FINE_TOOTH_MM * unitsPerMm : Number.POSITIVE_INFINITY;
  return Math.min(widest, Math.max(closest, fine ? usual * 0.5 : usual));
}

const POINTED: LeafTip[] = ['acute', 'acuminate', 'cuspidate', 'spine-tipped'];

/** The numbers for one blade: the traits fixed, the rest drawn from the seeded stream and the description. */
export function bladeDesign(leaf: LeafTraits, description: string, rng: Rng, facts: BladeFacts): BladeDesign {
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
  const fineTeeth = FINE_TEETH.test(text) ? 0.5 : 1;
  // A width the record gives sets the blade's proportion; otherwise its shape word does.
  const width = leaf.width_cm;
  const [shortest, longest] = leaf.length_cm;
  const proportion = width
    ? rng.range(width[0], width[1]) / (facts.lengthCm ?? (shortest + longest) / 2)
    : rng.range(lo, hi) * (leaf.lobing === 'pinnate' ? 1.15 : 1);
  const hint = lobeCount(text);
  const form =
    leaf.lobing === 'pinnate' && deep && hint && !hint.pairs && hint.max <= 7
      ? 'cut'
      : leaf.lobing === 'palmate' && /square-cut|truncate|snipped/.test(text)
        ? 'snipped'
        : 'usual';
  const ears = /ear-like/.test(description) && !/no ear/.test(description) ? rng.range(0.9, 1.3) : 0;
  const design: BladeDesign = {
    tip: facts.tip,
    base: facts.base,
    teeth: 0,
    shape: leaf.shape,
    margin: leaf.margin,
    lobing: leaf.lobing,
    aspect: proportion,
    lobes,
    lobeDepth: flat ? rng.range(0.72, 0.82) : rng.range(depthLo, depthHi),
    pointedLobes: pointed || (!rounded && POINTED.includes(facts.tip)),
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
    toothSpacing: toothSpacing(spacing * rng.range(0.85, 1.15), fineTeeth < 1, facts.lengthCm),
    toothDepth:
      depth * rng.range(0.85, 1.15) * (leaf.lobing === 'pinnate' ? 0.65 : 1) * (facts.lengthCm ? fineTeeth : 1),
    bristled: /\bbristle|whisker/.test(ownWords(description)),
    fineTeeth: fineTeeth < 1 && facts.lengthCm !== undefined,
    veins: ['lanceolate', 'oblong'].includes(leaf.shape) ? rng.int(8, 12) : rng.int(5, 9),
    veinAngle: rng.range(38, 54),
    form,
  };
  if (facts.veins) design.veins = facts.veins;
  if (leaf.margin !== 'entire')
    design.teeth = facts.teeth ?? Math.max(3, Math.round(edgeLength(design) / design.toothSpacing));
  return design;
}

/** Autumn colours, as a field guide paints them. */
const AUTUMN_FILL: Record<Autumn, string> = {
  yellow: '#d4b33a',
  gold: '#d69a2a',
  orange: '#cf6e2a',
  red: '#b2372b',
  purple: '#7a3552',
  brown: '#94673a',
  green: '#6f8a3c',
};

/** Underside colours against the upper side's fill. */
function undersideOf(fill: string, underside: Underside): string | undefined {
  if (underside === 'same') return undefined;
  if (underside === 'paler') return lighten(fill, 0.3);
  if (underside === 'blue-grey') return mix(fill, '#b9c9d2', 0.65);
  if (underside === 'silvery') return mix(fill, '#e3e8e4', 0.8);
  if (underside === 'white-felted') return mix(fill, '#f3f1ea', 0.9);
  if (underside === 'grey-felted') return mix(fill, '#c8cabe', 0.8);
  if (underside === 'hairy') return mix(fill, '#d7dcc4', 0.5);
  return mix(fill, '#eef2ee', 0.75);
}

export type LeafLook = { gloss: Gloss; underside: Underside; autumn: Autumn | undefined };

/** Colours for a leaf: greens nudged by the description's words and the seed, or the autumn colour. */
export function leafPaint(species: Species, look: LeafLook, rng: Rng): LeafPaint {
  // "silvery-white beneath" describes the underside, which the underside word draws.
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
  const green = summerColour(species.traits.leaf.colour, light) ?? hsl(hue, sat, light);
  const fill = look.autumn ? mix(AUTUMN_FILL[look.autumn], green, rng.range(0.05, 0.2)) : green;
  return {
    fill,
    edge: darken(fill, 0.38),
    shade: darken(fill, 0.3),
    vein: lighten(fill, 0.32),
    stalk: mix(fill, '#8f7a3e', 0.35),
    under: undersideOf(fill, look.underside),
    hairy: ['hairy', 'white-felted', 'grey-felted', 'silvery'].includes(look.underside),
    shine: look.gloss === 'glossy' ? lighten(fill, 0.55) : undefined,
  };
}
