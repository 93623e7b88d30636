import type { Species } from '../../schema.ts';
import type { LEAF_PARTINGS } from '../../traits.ts';
import { needlesPerBundle } from '../hints.ts';
import type { Rng } from '../random.ts';

export type Parting = (typeof LEAF_PARTINGS)[number];

/** One needle, or one pine bundle, where it leaves the shoot: in mm along it, to a side, so long. */
export type PlannedNeedle = {
  at: number;
  /** Round the shoot: 1 / -1 at its edges, 0 lying over it towards us, 2 behind it. */
  side: 1 | -1 | 0 | 2;
  /** The needle's true length in mm (a bundle's longest). */
  length: number;
  /** Angle from the shoot's direction, in degrees, away from its side. */
  lean: number;
};

/**
 * How an evergreen conifer's winter shoot carries its needles, each genus its own way (truth-bud
 * holds them to it): a fir's flat needles in two rows or crowded over the top, on round flat
 * bases; a spruce's all round on woody pegs; a hemlock's unequal, in two rows on tiny pegs; a
 * yew's two flat rows running down the green shoot; a redwood's two-ranked side shoots; a pine's
 * bundles, each in its sheath. Lengths are true: the drawing has a scale bar.
 */
export type NeedlePlan = {
  kind: 'single' | 'bundle';
  parting: Parting;
  /** Needles to a bundle: two, three or five on a pine; one for single needles. */
  bundle: number;
  needles: PlannedNeedle[];
  /** Width of one needle in mm: flat ones broad, a spruce's four-sided ones and a pine's slim. */
  width: number;
  tip: 'blunt' | 'notched' | 'pointed';
  /** Flat needles showing the two white bands beneath on those turned over. */
  banded: boolean;
  /** Each needle on a little woody peg that stays when it falls (spruces, hemlocks). */
  pegs: boolean;
  /** The needle's base running down the shoot as a green ridge (yew). */
  decurrent: boolean;
  /** Needles of mixed lengths side by side (hemlocks, grand fir's shorter upper ones). */
  unequal: boolean;
  /** Needles twisted along their length (Scots and lodgepole pines). */
  twisted: boolean;
  /** A pine bundle's papery sheath at its base, mm long; 0 for single needles. */
  sheath: number;
  /** Where the older shoot shows what fallen needles left: bare pegs, round flat scars, or nothing. */
  scars: 'pegs' | 'discs' | 'none';
  /** Side shoots of a flat spray, each with its own two rows (coast redwood); empty for a single shoot. */
  sprays: { at: number; side: 1 | -1; length: number; lean: number; needles: PlannedNeedle[] }[];
};

const PINE_BUNDLE_DEFAULT = 2;

/** Needle sets a twig's leaves word says it carries in winter: single needles or pine bundles. */
export const carriesNeedles = (leaves: Species['traits']['bud']['twig']['leaves']): boolean =>
  leaves === 'needles' || leaves === 'needle-bundles';

/** Whether a description gives needles of mixed lengths. */
const UNEQUAL = /\b(?:mixed lengths|unequal|different lengths|lower ones longest)\b/i;
const TWISTED = /\btwisted\b/i;
/** Needles said to curve or press forward along the shoot (Japanese red cedar, oriental spruce). */
const FORWARD = /\b(?:curving|pressed|pointing) forward\b/i;
/** Needle bases said to run down the shoot (yew's, Japanese red cedar's green rope). */
const DECURRENT = /\bbases? running down\b/i;

/** The needles of one specimen's shoot, `length` mm long; undefined where the twig carries none. */
export function planNeedles(species: Species, length: number, rng: Rng): NeedlePlan | undefined {
  const { leaf, bud } = species.traits;
  const twig = bud.twig;
  if (!carriesNeedles(twig.leaves)) return undefined;
  const [shortest, longest] = (twig.leaf_mm ?? [leaf.length_cm[0] * 10, leaf.length_cm[1] * 10]) as [number, number];
  const own = firstSentences(species.descriptions.leaf);
  const pine = twig.leaves === 'needle-bundles';
  const parting: Parting = pine ? 'all-round' : (leaf.parting ?? 'all-round');
  // Only flat needles twist into rows; white bands beneath are a flat needle's too.
  const flat = leaf.shape === 'linear' || leaf.underside === 'white-banded' || parting !== 'all-round';
  const unequal = UNEQUAL.test(own);
  const pegs = twig.features.includes('pegs');
  const forward = parting === 'all-round' && FORWARD.test(own);
  const typical = rng.range(shortest, longest);
  const needleAt = (at: number, side: PlannedNeedle['side']): PlannedNeedle => ({
    at,
    side,
    // Mixed lengths: short ones beside long ones, all within the record.
    length:
      unequal && rng.chance(0.45)
        ? rng.range(shortest, (shortest + longest) / 2)
        : clamp(typical * rng.range(0.88, 1.1), shortest, longest),
    lean: leanOf(pine ? 'bundle' : parting, side, rng) * (forward ? 0.5 : 1),
  });
  // Needles stand close: a fir's or yew's every mm or so, a spruce's closer, a pine's bundles a little apart.
  const spacing = pine ? 2.4 : parting === 'all-round' ? (flat ? 1.2 : 0.85) : parting === 'over-top' ? 1 : 1.25;
  const step = spacing * rng.range(0.9, 1.1);
  const needles = along(length * 0.14, length * (pine ? 0.9 : 0.96), step, parting, needleAt, unequal);
  const sprays = twig.features.includes('flat-sprays') && !pine ? spraysOf(length, step, needleAt, rng) : [];
  return {
    kind: pine ? 'bundle' : 'single',
    parting,
    bundle: pine ? (leaf.bundle ?? needlesPerBundle(species.descriptions.leaf) ?? PINE_BUNDLE_DEFAULT) : 1,
    // A spray's main shoot carries scale leaves; its needles are on the side shoots.
    needles: sprays.length > 0 ? [] : needles,
    // A flat needle is about a tenth as wide as it is long, a yew's a little broader; a spruce's
    // four-sided ones and a pine's are slim.
    width: pine
      ? rng.range(1, 1.5)
      : Math.max(
          flat ? 1.5 : 0.9,
          Math.min(leaf.shape === 'linear' ? 2.6 : flat ? 2.1 : 1.1, typical * (leaf.shape === 'linear' ? 0.12 : 0.1)),
        ),
    tip: leaf.tip === 'emarginate' ? 'notched' : ['obtuse', 'rounded'].includes(leaf.tip) ? 'blunt' : 'pointed',
    banded: leaf.underside === 'white-banded' && !pine,
    pegs,
    decurrent: leaf.shape === 'linear' || DECURRENT.test(own),
    unequal,
    twisted: TWISTED.test(own),
    sheath: pine ? clamp(typical * 0.09, 4, 12) : 0,
    scars: pine ? 'none' : pegs ? 'pegs' : leaf.shape === 'linear' ? 'none' : 'discs',
    sprays,
  };
}

/** Needles or bundles at `step` mm from `from` to `to`, round the shoot as its parting sets them. */
function along(
  from: number,
  to: number,
  step: number,
  parting: Parting,
  needleAt: (at: number, side: PlannedNeedle['side']) => PlannedNeedle,
  unequal = false,
): PlannedNeedle[] {
  const needles: PlannedNeedle[] = [];
  // Round the shoot in turn: two rows keep to its edges (a hemlock's short ones lying along its
  // top), over the top none go beneath, all round every way.
  const turn: PlannedNeedle['side'][] =
    parting === 'two-rows' ? (unequal ? [1, -1, 0] : [1, -1]) : parting === 'over-top' ? [1, 0, -1, 0] : [1, 0, -1, 2];
  for (let at = from, i = 0; at < to; at += step, i++) {
    const side = turn[i % turn.length] ?? 1;
    const needle = needleAt(at, side);
    // The short needles of a hemlock's top row lie along the shoot, pointing forward.
    needles.push(
      unequal && parting === 'two-rows' && side === 0 ? { ...needle, length: needle.length * 0.45, lean: 20 } : needle,
    );
  }
  return needles;
}

/**
 * The angle a needle leaves the shoot at: two rows stand out almost square, like a comb; over the
 * top they crowd forward; all round they stand out at every angle, a bottle-brush; pine bundles
 * angle forward.
 */
function leanOf(parting: Parting | 'bundle', side: PlannedNeedle['side'], rng: Rng): number {
  const end = side === 0 || side === 2;
  switch (parting) {
    case 'two-rows':
      return rng.range(68, 88);
    case 'over-top':
      return end ? rng.range(10, 24) : rng.range(28, 46);
    case 'all-round':
      return end ? rng.range(12, 40) : rng.range(45, 80);
    case 'bundle':
      return end ? rng.range(6, 18) : rng.range(24, 42);
  }
}

/** A flat spray's side shoots, alternate and in one plane, each with its two rows of needles, shorter towards its ends. */
function spraysOf(
  length: number,
  step: number,
  needleAt: (at: number, side: PlannedNeedle['side']) => PlannedNeedle,
  rng: Rng,
): NeedlePlan['sprays'] {
  const count = rng.int(3, 4);
  return Array.from({ length: count }, (_, i) => {
    const at = length * (0.12 + (0.6 * i) / Math.max(1, count - 1)) * rng.range(0.95, 1.05);
    // Lower side shoots the longer, as in a fern's frond.
    const own = (length - at) * rng.range(0.45, 0.6) + length * 0.12;
    const needles = along(own * 0.04, own * 0.97, step, 'two-rows', needleAt).map((needle) => {
      // The needles shorten towards both ends of a side shoot.
      const t = needle.at / own;
      return { ...needle, length: needle.length * (0.55 + 0.45 * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.85))) };
    });
    return { at, side: i % 2 === 0 ? 1 : -1, length: own, lean: rng.range(42, 60), needles };
  });
}

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/** The sentences a description gives about the tree itself, before it turns to compare. */
const firstSentences = (text: string): string =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.split(/\b(?:whereas|while|unlike|but|than)\b/)[0] ?? '')
    .join(' ');
