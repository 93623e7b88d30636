import type { Species } from '../../schema.ts';
import type { Rng } from '../random.ts';
import { carriesNeedles, type NeedlePlan, planNeedles } from './needle-plan.ts';
import { type PlannedShoot, planShoots, sprayLength } from './spray-plan.ts';
import { planTwigLeaf, type TwigLeaf } from './twig-leaves.ts';

export { type PlannedShoot, type Spray, sprayOf } from './spray-plan.ts';

type BudTraits = Species['traits']['bud'];
export type TwigFeature = BudTraits['twig']['features'][number];

/** Where a bud sits round the twig: 1 / -1 at its edges, 0 facing us, 2 behind it. */
export type Side = 1 | -1 | 0 | 2;

/** One bud to draw, in millimetres of the real twig. */
export type PlannedBud = {
  role: 'end' | 'side' | 'tip' | 'flower' | 'spur';
  /** Distance from the twig's base along its centreline. */
  at: number;
  side: Side;
  length: number;
  width: number;
  /** Lean away from the twig's direction in degrees, signed towards its side. */
  lean: number;
  /** How far the tip bends, as a share of its length: < 0 towards the twig (hornbeam), > 0 away. */
  curl: number;
  /** Length of a stalk below the bud (alders), 0 for none. */
  stalk: number;
};

/** A sharp point on the twig: a thorn, a spine-tipped side shoot or a pair of spines. */
type Spike = { at: number; side: 1 | -1; length: number; kind: 'thorn' | 'spine' | 'paired' };

/**
 * Everything a winter twig is drawn from, in millimetres: what the record says, and where this
 * specimen (this tree) falls within it. The test reads it against the record's words.
 */
export type BudPlan = {
  formed: boolean;
  arrangement: BudTraits['arrangement'];
  shape: BudTraits['shape'];
  colour: BudTraits['colour'];
  scales: BudTraits['scales'];
  surface: BudTraits['surface'];
  stance: BudTraits['stance'];
  scar: BudTraits['leaf_scar'];
  twig: {
    length: number;
    width: number;
    colour: BudTraits['twig']['colour'];
    leaves: BudTraits['twig']['leaves'];
    /** Length of the needles or leaves drawn on the shoot, cut short where they are long. */
    leafLength: number;
    /** The record's range of that length, mm ([0, 0] where it gives none). */
    leafRange: [number, number];
    features: TwigFeature[];
    /** Sideways kink at each node, in mm (zigzag twigs). */
    kink: number;
    /** Nodes along the twig where side buds, leaves or needles sit. */
    nodes: number[];
  };
  buds: PlannedBud[];
  spikes: Spike[];
  /** Male catkins hanging near the tip in winter (hazel, alders, birches). */
  catkins: number;
  /** Side shoots of a budless, scale-leaved shoot, which carries no buds to draw. */
  shoots: PlannedShoot[];
  /** An evergreen conifer's needles or pine bundles, at true size (needle-plan.ts). */
  needles: NeedlePlan | undefined;
  /** An evergreen broadleaf's own leaf on its winter twig, at true size (twig-leaves.ts). */
  leaf: TwigLeaf | undefined;
  /** How far a drooping shoot's tip bends over, in degrees; 0 where it does not droop. */
  droop: number;
  /** The picture's lean from upright, in degrees. */
  turn: number;
};

/** Bud width as a share of its length, by shape. */
const WIDTH: Record<BudTraits['shape'], number> = {
  ovoid: 0.6,
  conical: 0.5,
  globose: 0.92,
  spindle: 0.27,
  flattened: 0.42,
  naked: 0.55,
  hidden: 0.62,
};
const THICKNESS_MM: Record<BudTraits['twig']['thickness'], [number, number]> = {
  slender: [1.4, 2.2],
  medium: [2.6, 3.6],
  stout: [5, 8],
};
/** Side buds' lean from the twig, in degrees. */
const STANCE_DEGREES: Record<BudTraits['stance'], [number, number]> = {
  pressed: [4, 10],
  angled: [24, 38],
  spreading: [48, 66],
  'tip-in': [6, 12],
  'tip-out': [8, 14],
};
const CURL: Record<BudTraits['stance'], number> = {
  pressed: 0,
  angled: 0,
  spreading: 0,
  'tip-in': -0.22,
  'tip-out': 0.2,
};

export const stanceDegrees = (stance: BudTraits['stance']): [number, number] => STANCE_DEGREES[stance];

/** The plan one specimen of a species' winter twig is drawn from. */
export function planBuds(species: Species, rng: Rng): BudPlan {
  const traits = species.traits.bud;
  const [min, max] = traits.length_mm;
  const endLength = traits.formed ? rng.range(min, max) : 0;
  // A budless needled shoot (Japanese red cedar) is hidden under the needle bases that run down it.
  const hidden = !traits.formed && carriesNeedles(traits.twig.leaves) ? 0.5 : 1;
  const twigWidth = rng.range(...THICKNESS_MM[traits.twig.thickness]) * hidden;
  const leafLength = needleLength(traits.twig, rng);
  const leaf = planTwigLeaf(species, rng.fork('leaf'));
  // Internodes grow with the bud: a horse chestnut's buds sit far apart, a birch's close.
  const pine = traits.twig.leaves === 'needle-bundles';
  const needled = carriesNeedles(traits.twig.leaves);
  const internode = pine
    ? endLength * rng.range(0.7, 0.9)
    : Math.max(
        // Buds stand apart along a twig: even small ones a good 7 mm (hawthorn, zelkova, birch).
        7,
        needled ? 0 : leafLength * 0.3,
        // An evergreen's leaves stand apart along the twig, by a fifth of their length.
        (leaf?.lengthMm ?? 0) * 0.2,
        endLength * rng.range(1.4, 1.9),
        twigWidth * 2,
        spikeRoom(traits.twig.features, rng),
      );
  // A needled shoot is drawn long enough to show how its needles stand, at their true length.
  const shoot = needled ? needledShootLength(pine, leafLength, endLength) : 0;
  const count = needled ? Math.max(3, Math.round(shoot / internode)) : nodeCount(traits, rng);
  const nodes = Array.from({ length: count }, (_, i) => internode * (i + 0.6 + rng.range(-0.12, 0.12)));
  const scaled = traits.twig.leaves === 'scale-leaves' && !traits.formed;
  // A scale-leaved spray is drawn whole, several centimetres of it, so its branching shows.
  const length = scaled
    ? sprayLength(traits.twig.features, rng.fork('spray length'))
    : needled
      ? Math.max(shoot, internode * (count + 0.45))
      : internode * (count + 0.45);
  const kink = traits.twig.features.includes('zigzag') ? twigWidth * rng.range(0.3, 0.45) : 0;
  const plan: BudPlan = {
    formed: traits.formed,
    arrangement: traits.arrangement,
    shape: traits.shape,
    colour: traits.colour,
    scales: traits.scales,
    surface: traits.surface,
    stance: traits.stance,
    scar: traits.leaf_scar,
    twig: {
      length,
      width: twigWidth,
      colour: traits.twig.colour,
      leaves: traits.twig.leaves,
      leafLength,
      leafRange: traits.twig.leaf_mm ?? [0, 0],
      features: traits.twig.features,
      kink,
      nodes,
    },
    buds: traits.formed ? placeBuds(traits, nodes, length, endLength, rng) : [],
    spikes: placeSpikes(traits.twig.features, nodes, internode, species.descriptions.bud, rng),
    catkins: traits.twig.features.includes('catkins') ? rng.int(1, 3) : 0,
    turn: rng.range(18, 38) * (rng.chance(0.5) ? 1 : -1),
    shoots: [],
    needles: needled ? planNeedles(species, length, rng.fork('needles')) : undefined,
    leaf,
    droop: traits.twig.features.includes('drooping') ? rng.fork('droop').range(35, 55) : 0,
  };
  if (scaled) {
    // A fork of its own, so the shoots' draws leave the rest of the plan as it was.
    const shoots = rng.fork('shoots');
    plan.shoots = planShoots(traits.twig.features, length, shoots);
    plan.droop = traits.twig.features.includes('drooping') ? shoots.range(40, 65) : 0;
  }
  return plan;
}

/** Thorns and spines are long beside tiny buds: the nodes stand far enough apart to hold them. */
const spikeRoom = (features: TwigFeature[], rng: Rng): number =>
  ['thorns', 'spines', 'paired-spines'].some((f) => features.includes(f as TwigFeature)) ? rng.range(12, 18) : 0;

function needleLength(twig: BudTraits['twig'], rng: Rng): number {
  if (!twig.leaf_mm) return 0;
  const real = rng.range(...twig.leaf_mm);
  // A cedar's tufts are drawn short round their spurs; single needles and pine bundles at true length.
  if (twig.leaves === 'needle-tufts') return 4 + real * 0.3;
  return real;
}

/**
 * How long a needled shoot is drawn, in mm: a pine's about as long as its needles (a year's growth
 * carries them), longer than its cluster of buds; a fir's or spruce's a few needles' length.
 */
function needledShootLength(pine: boolean, needle: number, bud: number): number {
  if (pine) return Math.min(130, Math.max(bud * 3.2, needle * 0.85, 40));
  return Math.min(90, Math.max(40, needle * 2.8, bud * 6));
}

function nodeCount(traits: BudTraits, rng: Rng): number {
  if (!traits.formed) return rng.int(3, 5);
  if (traits.twig.leaves === 'needle-bundles') return 3;
  // A close view of the shoot's tip, as field guides enlarge it: its end bud and the few below.
  if (traits.arrangement === 'opposite' || traits.arrangement === 'whorled') return rng.int(1, 2);
  if (traits.twig.leaves !== 'none') return rng.int(3, 4);
  return rng.int(2, 3);
}

/** Sides round the twig in turn, as the arrangement sets buds. */
function sidesAt(arrangement: BudTraits['arrangement'], i: number, rng: Rng): Side[] {
  switch (arrangement) {
    case 'opposite':
      return i % 2 === 0 ? [1, -1] : [0, 2];
    case 'whorled':
      return i % 2 === 0 ? [1, -1, 0] : [2, 1, -1];
    case 'spiral':
      return [([1, 0, -1, 2] as const)[(i + rng.int(0, 1)) % 4] as Side];
    default:
      return [i % 2 === 0 ? 1 : -1];
  }
}

function placeBuds(traits: BudTraits, nodes: number[], length: number, endLength: number, rng: Rng): PlannedBud[] {
  const buds: PlannedBud[] = [];
  const [lo, hi] = STANCE_DEGREES[traits.stance];
  const width = WIDTH[traits.shape];
  const sideShare = traits.end_bud === 'larger' ? rng.range(0.45, 0.65) : rng.range(0.75, 0.95);
  const stalk = (l: number) => (traits.stalked ? l * rng.range(0.35, 0.5) : 0);
  const clustered = traits.arrangement === 'clustered';
  // Pines carry no side buds along the shoot, only needle bundles; the others carry a few.
  // Spruces, firs, junipers and cedars show their side buds near the tip, among the needles.
  const { leaves, features } = traits.twig;
  const fewAlong = leaves === 'needles' || leaves === 'needle-whorls';
  const alongShoot = clustered && leaves === 'needle-bundles' ? [] : fewAlong ? nodes.slice(-2) : nodes;
  alongShoot.forEach((at, i) => {
    for (const side of sidesAt(traits.arrangement, i, rng)) {
      const l = endLength * sideShare * rng.range(0.85, 1.08) * (clustered ? 1.2 : 1);
      const lean = rng.range(lo, hi) * (side === -1 ? -1 : 1);
      buds.push({
        role: 'side',
        at,
        side,
        length: l,
        width: l * width,
        lean,
        curl: CURL[traits.stance],
        stalk: stalk(l),
      });
    }
  });
  // Cedars carry every tuft of needles on a spur; apples, cherries and larches some of their buds.
  const spurs = leaves === 'needle-tufts' ? buds.length : features.includes('spurs') ? rng.int(1, 2) : 0;
  for (const bud of buds.slice(0, Math.min(spurs, buds.length - (leaves === 'needle-tufts' ? 0 : 1)))) {
    bud.role = 'spur';
    bud.lean = (bud.side === -1 ? -1 : 1) * rng.range(40, 60);
    bud.side = bud.side === -1 ? -1 : 1;
  }
  if (features.includes('flower-buds') && buds.length > 1) {
    const bud = buds[buds.length - 2] as PlannedBud;
    Object.assign(bud, {
      role: 'flower',
      length: bud.length * 1.15,
      width: bud.length * 1.15 * Math.min(1, width * 1.45),
    });
  }
  if (traits.end_bud !== 'none') {
    const l = endLength;
    buds.push({
      role: 'end',
      at: length,
      side: 0,
      length: l,
      width: l * width,
      lean: rng.range(-6, 6),
      curl: traits.stance === 'tip-in' ? -0.12 : 0,
      stalk: stalk(l),
    });
  }
  if (clustered) buds.push(...tipCluster(traits, length, endLength, width, rng));
  else if (traits.arrangement === 'opposite' && traits.end_bud !== 'none') {
    // A pair of small buds flanks the end bud of opposite-budded twigs (ash, maples).
    for (const side of [1, -1] as const) {
      const l = endLength * rng.range(0.32, 0.45);
      buds.push({
        role: 'tip',
        at: length - endLength * 0.1,
        side,
        length: l,
        width: l * width,
        lean: side * rng.range(22, 34),
        curl: 0,
        stalk: 0,
      });
    }
  }
  return buds;
}

/** The ring of smaller buds crowded round the end bud: oaks, pines, firs. */
function tipCluster(traits: BudTraits, length: number, endLength: number, width: number, rng: Rng): PlannedBud[] {
  const count = rng.int(3, traits.twig.leaves === 'needle-bundles' ? 5 : 4);
  return Array.from({ length: count }, (_, i) => {
    const side = ([1, -1, 0, 2, 1] as const)[i] as Side;
    const l = endLength * rng.range(0.45, 0.7);
    const spread = side === 0 || side === 2 ? rng.range(-10, 10) : side * rng.range(20, 38);
    return {
      role: 'tip',
      at: length - endLength * rng.range(0.05, 0.2),
      side,
      length: l,
      width: l * width,
      lean: spread,
      curl: 0,
      stalk: 0,
    };
  });
}

/** The longest thorn a bud description gives ("thorns up to 1.5 cm long"), in mm, and whether it calls them fewer. */
function thornsSaid(description: string): { longest: number; fewer: boolean } {
  const size = /\bthorns? up to (\d+(?:\.\d+)?) ?(cm|mm)\b/i.exec(description);
  const longest = size ? Number(size[1]) * (size[2] === 'cm' ? 10 : 1) : 15;
  return { longest, fewer: /\bthorns are fewer\b|\bfewer thorns\b/i.test(description) };
}

function placeSpikes(
  features: TwigFeature[],
  nodes: number[],
  internode: number,
  description: string,
  rng: Rng,
): Spike[] {
  const spikes: Spike[] = [];
  const sideOf = (i: number): 1 | -1 => (i % 2 === 0 ? -1 : 1);
  if (features.includes('paired-spines'))
    nodes.forEach((at, i) => {
      const l = rng.range(6, 12);
      spikes.push({ at, side: sideOf(i), length: l, kind: 'paired' });
    });
  if (features.includes('thorns')) {
    // As many and as long as the record's words have them: a hawthorn's at most nodes, up to
    // 1.5 cm; a Midland hawthorn's fewer and shorter.
    const { longest, fewer } = thornsSaid(description);
    const count = fewer ? 1 : Math.min(2, nodes.length);
    const first = rng.int(0, Math.max(0, nodes.length - 1 - count));
    for (let k = 0; k < count; k++) {
      const i = first + k;
      spikes.push({
        at: (nodes[i] ?? 0) + internode * 0.15,
        side: sideOf(i + 1),
        length: fewer ? rng.range(0.4, 0.65) * longest : rng.range(0.65, 1) * longest,
        kind: 'thorn',
      });
    }
  }
  if (features.includes('spines')) {
    const i = rng.int(0, Math.max(0, nodes.length - 2));
    spikes.push({
      at: (nodes[i] ?? 0) + internode * 0.3,
      side: sideOf(i + 1),
      length: internode * rng.range(0.8, 1.2),
      kind: 'spine',
    });
  }
  return spikes;
}
