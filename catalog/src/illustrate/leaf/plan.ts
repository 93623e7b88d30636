import type { Species } from '../../schema.ts';
import type { AUTUMN_COLOURS, LEAF_BASES, LEAF_GLOSS, LEAF_TIPS, LEAF_UNDERSIDES } from '../../traits.ts';
import type { Season } from '../drawing.ts';
import { needlesPerBundle } from '../hints.ts';
import type { Rng } from '../random.ts';
import { bladeDesign, firstSentence } from './design.ts';
import type { BladeDesign } from './outline.ts';
import { countsIn, toothCount, veinPairs } from './words.ts';

export type LeafTip = (typeof LEAF_TIPS)[number];
export type LeafBase = (typeof LEAF_BASES)[number];
export type Gloss = (typeof LEAF_GLOSS)[number];
export type Underside = (typeof LEAF_UNDERSIDES)[number];
export type Autumn = (typeof AUTUMN_COLOURS)[number];

/**
 * What one specimen's leaf picture is drawn from: the record's traits, and the choices a
 * specimen makes within them (its size within the range, its number of leaflets, its season).
 * drawLeaf draws exactly this, and truth-leaf.test.ts holds it to the record's words.
 */
export type LeafPlan = {
  /** This specimen's length: the blade, a compound leaf as a whole, or one needle or scale. */
  lengthCm: number;
  /** Its width (of the blade or of the whole compound leaf's outline). */
  widthCm: number;
  tip: LeafTip;
  base: LeafBase | undefined;
  /** Lobes in all, counting the end one (0 for an unlobed blade). */
  lobes: number;
  /** Lobes a side, for a blade lobed along its midrib (oaks); 0 otherwise. */
  lobePairs: number;
  leaflets: number;
  /** Teeth along one side of the blade (0 for a smooth edge). */
  teeth: number;
  /** Pairs of side veins (0 where the veins are not drawn that way). */
  veins: number;
  gloss: Gloss;
  underside: Underside;
  /** The colour this specimen is drawn in, when it is drawn in autumn. */
  autumn: Autumn | undefined;
  /** How many leaves the picture shows (one, or several on a piece of shoot). */
  leaves: number;
  /** Needles to a bundle, on a pine. */
  bundle: number | undefined;
  design: BladeDesign;
};

/** Leaves this short are seen, and drawn, several to a piece of shoot. */
const SMALL_LEAF_CM = 6;
/** One deciduous specimen in about three is drawn in its autumn colour (never the first: DrawOptions). */
const AUTUMN_CHANCE = 1 / 3;

/** A count drawn within what the description says, or around the record's typical figure. */
function leafletCount(species: Species, rng: Rng): number {
  const { compound, leaflets } = species.traits.leaf;
  if (compound !== 'pinnate' || leaflets < 9) return leaflets;
  const said = countsIn(firstSentence(species.descriptions.leaf), 'leaflets');
  const lo = Math.max(said?.min ?? leaflets - 2, leaflets - 2);
  const hi = Math.min(said?.max ?? leaflets + 2, leaflets + 2);
  // Pinnate leaves with an end leaflet keep an odd count: pairs come and go, not single leaflets.
  const choices = [];
  for (let n = lo; n <= hi; n++) if (n % 2 === leaflets % 2) choices.push(n);
  return rng.pick(choices.length > 0 ? choices : [leaflets]);
}

function lobeCounts(d: BladeDesign): { lobes: number; lobePairs: number } {
  if (d.form === 'snipped') return { lobes: 4, lobePairs: 0 };
  // A ginkgo leaf with a notch is two-lobed.
  if (d.shape === 'fan') return { lobes: d.notch >= 0.12 ? 2 : 0, lobePairs: 0 };
  if (d.form === 'cut' || d.lobing === 'pinnate') return { lobes: 2 * d.lobes + 1, lobePairs: d.lobes };
  if (d.lobing === 'palmate' || d.shape === 'palmate') return { lobes: d.lobes, lobePairs: 0 };
  return { lobes: 0, lobePairs: 0 };
}

/** The plan one specimen of a species' leaf is drawn from; all its choices come from `rng`. */
export function planLeaf(species: Species, rng: Rng, season: Season = 'any'): LeafPlan {
  const leaf = species.traits.leaf;
  const text = species.descriptions.leaf;
  const [min, max] = leaf.length_cm ?? [5, 10];
  const choose = rng.fork('plan');
  const lengthCm = min + (max - min) * choose.range(0.1, 0.9);
  const veins = veinPairs(firstSentence(text));
  const teeth = toothCount(firstSentence(text));
  const design = bladeDesign(leaf, text, rng.fork('design'), {
    tip: leaf.tip ?? 'acute',
    base: leaf.base,
    veins: veins ? choose.int(veins.min, veins.max) : undefined,
    teeth: teeth ? choose.int(teeth.min, teeth.max) : undefined,
    // A compound leaf's length is the whole leaf's, not a leaflet's: its teeth keep to the leaflet.
    lengthCm: leaf.compound === 'simple' ? lengthCm : undefined,
  });
  const leaflets = leafletCount(species, choose);
  // Drawn whatever the season asks, so the first specimen's other choices stay as they are.
  const inAutumn = species.type === 'deciduous' && choose.chance(AUTUMN_CHANCE) && season === 'any';
  const autumn = inAutumn && leaf.autumn !== 'green' ? leaf.autumn : undefined;
  const small = leaf.compound === 'simple' && !species.conifer && max <= SMALL_LEAF_CM && leaf.shape !== 'fan';
  return {
    lengthCm,
    widthCm: lengthCm * (leaf.compound === 'simple' ? design.aspect : 0.6),
    tip: leaf.tip ?? 'acute',
    base: leaf.base,
    ...lobeCounts(design),
    leaflets,
    teeth: design.teeth,
    veins: design.lobing === 'none' && !['fan', 'needle', 'scale', 'linear'].includes(design.shape) ? design.veins : 0,
    gloss: leaf.gloss ?? 'matt',
    underside: leaf.underside ?? 'paler',
    autumn,
    leaves: small ? choose.int(3, 5) : 1,
    bundle: leaf.arrangement === 'fascicled' ? (needlesPerBundle(text) ?? 2) : undefined,
    design,
  };
}
