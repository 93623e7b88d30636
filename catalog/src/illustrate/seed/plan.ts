import type { Species } from '../../schema.ts';
import type { SEED_COLOURS } from '../../traits.ts';
import { mentions, ownWords } from '../hints.ts';
import type { Rng } from '../random.ts';

type Seed = Species['traits']['seed'];
export type SeedColour = (typeof SEED_COLOURS)[number];

/**
 * Everything one specimen's fruit picture is drawn from, chosen within what the record allows:
 * truth-seed.test.ts reads it to check the drawing against the record's own words.
 */
export type SeedPlan = {
  kind: Seed['kind'];
  /** Each fruit's (key's, cone's) length in cm, one per fruit drawn. */
  sizes: number[];
  /** The colour the fruit is drawn in, and how many of `sizes` are drawn unripe in `young`. */
  colour: SeedColour;
  young?: SeedColour;
  unripe: number;
  stalk: Seed['stalk'];
  /** Length of each fruit's own stalk in cm. */
  stalkCm: number;
  surface: Seed['surface'];
  shape: Seed['shape'];
  posture: Seed['posture'];
  /** A maple's wing angle, in degrees. */
  wingAngle?: number;
  /** A cone's bracts, how it ripens, and how far this one's scales have parted (0 shut, 1 wide). */
  cone?: Seed['cone'] & { open: number };
  /** How far a fir's bracts reach out and down over the scale below, as the record says: just the tips, or long. */
  bractReach: 'tips' | 'medium' | 'long';
  /** Whether the record speaks of resin on the cone: drawn as pale beads between the scales. */
  resin: boolean;
  /** A cylindrical cone's far end: tapering to a blunt point, or rounded, where the record says. */
  coneTip: 'tapering' | 'rounded' | 'plain';
  /** A catkin's capsules: a poplar's round ones spaced along a string, or a willow's crowded, pointed flasks. */
  capsules: 'round' | 'flask';
  /** Whether cone scales end in a woody boss, as on every pine. */
  bossed: boolean;
  /** Whether the fruits hang from a long leafy bract, as a lime's do (wherever the description says so). */
  onBract: boolean;
  /** Whether the shoot the fruit sits on is clothed in scale leaves rather than needles (a juniper's). */
  scaleLeaves: boolean;
  /** Pale bands of stomata along each of those needles, as its leaf description gives them: one broad, or two narrow. */
  needleBands: 'one broad' | 'two narrow';
  /** Whether the withered calyx stays on a pome's tip (most) or falls from it (Plymouth pear). */
  calyx: 'kept' | 'falls';
  /** A birch nutlet's wings: broad, two or three times its width, or narrow, about as wide as it. */
  nutletWings: 'broad' | 'narrow';
  /** The record's own words, for what no trait carries (an acorn cup's depth, a husk's spines). */
  text: string;
};

/** Most fruits a picture draws of one bunch: an elder's sixty would crowd the tile and the budget. */
const MOST_DRAWN = 18;

/**
 * Keys, hornbeam bracts and catkins are learnt as they hang through summer, so those are drawn in
 * their summer colour where the record gives one; everything else ripe.
 */
const SEEN_UNRIPE = new Set<Seed['kind']>(['double-samara', 'winged-nutlet', 'samara']);

/** The plan of one specimen of the species' fruit. */
export function planSeed(species: Species, rng: Rng): SeedPlan {
  const seed = species.traits.seed;
  const text = ownWords(species.descriptions.seed);
  const [low, high] = seed.length_cm;
  const typical = rng.range(low, high);
  const [fewest, most] = seed.cluster;
  const count = rng.int(fewest, Math.max(fewest, Math.min(most, MOST_DRAWN)));
  const sizes = Array.from({ length: count }, () => clamp(typical * rng.range(0.92, 1.08), low, high));
  const summer = SEEN_UNRIPE.has(seed.kind) && seed.young_colour !== undefined;
  // Junipers take two or three years to ripen, as do many pines and cedars, so ripe cones and
  // the next year's unripe ones are on the branch together: one among the ripe at most, never all.
  const unripe = slowToRipen(species) && seed.young_colour && count > 1 && rng.chance(0.6) ? 1 : 0;
  return {
    kind: seed.kind,
    sizes,
    colour: summer ? (seed.young_colour as SeedColour) : seed.ripe_colour,
    young: seed.young_colour,
    unripe,
    stalk: seed.stalk,
    // A cone's or a key's short stalk is a stub beside it (a field elm's key sits almost on the twig).
    stalkCm:
      stalkLength(seed.stalk, typical, rng) *
      (seed.stalk === 'short' && (seed.kind === 'cone' || seed.kind === 'samara') ? 0.3 : 1),
    surface: seed.surface,
    shape: seed.shape,
    posture: seed.posture,
    wingAngle: seed.wing_angle && rng.range(seed.wing_angle[0], seed.wing_angle[1]),
    cone: seed.cone && { ...seed.cone, open: seed.cone.opening === 'stays-closed' ? 0 : rng.range(0, 1) },
    bractReach: mentions(text, 'short tips')
      ? 'tips'
      : mentions(text, 'long pointed tips', 'folding down over')
        ? 'long'
        : 'medium',
    resin: mentions(text, 'resin'),
    coneTip: mentions(text, 'tapering to a blunt') ? 'tapering' : mentions(text, 'rounded tip') ? 'rounded' : 'plain',
    capsules: species.name_sci.startsWith('Populus ') ? 'round' : 'flask',
    bossed: species.name_sci.startsWith('Pinus '),
    onBract: mentions(species.descriptions.seed, 'bract') && seed.kind === 'nut',
    scaleLeaves: species.traits.leaf.shape === 'scale',
    needleBands: mentions(species.descriptions.leaf, 'two pale bands', 'two white bands') ? 'two narrow' : 'one broad',
    calyx: CALYX_FALLS.test(clausesAbout(species.descriptions.seed)) ? 'falls' : 'kept',
    nutletWings: NARROW_WINGS.test(clausesAbout(species.descriptions.seed)) ? 'narrow' : 'broad',
    text,
  };
}

/** The remains of the flower said to fall from the fruit's tip. */
const CALYX_FALLS = /\b(?:remains of the flower|calyx|sepals)\b[^.,;]*\b(?:drop|drops|fall|falls|is shed|are shed)\b/i;
/** A nutlet's wings said to be narrow: no wider than the nutlet. */
const NARROW_WINGS = /\bwings?\b[^.;]*\b(?:only about as wide as|no wider than|narrow)\b/i;

/**
 * A description's clauses about the tree itself: each sentence up to where it turns to another
 * tree ("..., whereas on wild pear they stay attached"; "narrower than those of silver birch").
 */
const clausesAbout = (text: string): string =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.split(/,? (?:whereas|while|unlike|but)\b|,? [a-z]+er than\b/i)[0] ?? '')
    .join(' ');

/** Whether this year's ripe fruits sit beside next year's unripe ones: junipers, and cones said to take years. */
function slowToRipen(species: Species): boolean {
  const { kind } = species.traits.seed;
  if (kind === 'berry-cone') return true;
  return (
    kind === 'cone' && mentions(species.descriptions.seed, 'two years', 'three years', 'second year', 'second autumn')
  );
}

const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));

/** A stalk as the record says: none or a stub, shorter than the fruit, or as long or longer. */
function stalkLength(stalk: Seed['stalk'], length: number, rng: Rng): number {
  if (stalk === 'none') return Math.min(0.2, length * 0.1) * rng.range(0.6, 1);
  if (stalk === 'short') return length * rng.range(0.25, 0.6);
  return Math.min(5, length * rng.range(1.1, 1.8));
}

/** Paint for each colour word. */
export const SEED_PAINT: Record<SeedColour, string> = {
  red: '#a8262a',
  scarlet: '#d0392a',
  orange: '#dc7a2a',
  yellow: '#d8b53c',
  'yellow-green': '#b5b24a',
  green: '#7f9a45',
  cream: '#e4dbb4',
  purple: '#6b2f5c',
  'purple-black': '#3b2236',
  'blue-black': '#2f3552',
  black: '#1f1b1e',
  brown: '#7a5232',
  'pale-brown': '#b08c5c',
  buff: '#cdb68a',
  'yellow-brown': '#a27a3a',
  'red-brown': '#8a4527',
  'grey-brown': '#7d6e5c',
  russet: '#9a5f34',
  pink: '#d4557e',
};
