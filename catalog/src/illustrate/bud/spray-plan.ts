import type { Rng } from '../random.ts';
import type { Side, TwigFeature } from './plan.ts';

/**
 * A side shoot of a budless, scale-leaved shoot (cypresses, thujas), with its own branchlets.
 * Flat sprays keep every shoot in the picture's plane (sides 1 and -1); round shoots branch every
 * way, some towards us (0) or away (2), seen end-on and so short.
 */
export type PlannedShoot = {
  /** Distance from the parent shoot's base along it, mm. */
  at: number;
  side: Side;
  length: number;
  /** Angle from the parent shoot's direction, in degrees. */
  lean: number;
  /** A tiny male cone at its tip (Lawson cypress in late winter). */
  cone: boolean;
  shoots: PlannedShoot[];
};

export type Spray = 'flat' | 'loose' | 'round';

/** How a scale-leaved shoot branches, from its record's words; flat where it names none. */
export const sprayOf = (features: TwigFeature[]): Spray =>
  features.includes('round-shoots') ? 'round' : features.includes('loose-sprays') ? 'loose' : 'flat';

/**
 * How long a scale-leaved spray is drawn, in mm: long enough to show how it branches, a fern-like
 * flat fan of several centimetres or a shorter tuft of round cords, at true size.
 */
export function sprayLength(features: TwigFeature[], rng: Rng): number {
  const spray = sprayOf(features);
  return spray === 'flat' ? rng.range(70, 90) : spray === 'loose' ? rng.range(60, 78) : rng.range(45, 62);
}

/** The sides a spray's shoots leave from: flat ones in the plane, round ones every way, loose ones mostly in it. */
function shootSide(spray: Spray, i: number, rng: Rng): Side {
  const inPlane: Side = i % 2 === 0 ? 1 : -1;
  if (spray === 'flat') return inPlane;
  if (spray === 'round') return ([1, 0, -1, 2] as const)[i % 4] as Side;
  return rng.chance(0.35) ? (rng.chance(0.5) ? 0 : 2) : inPlane;
}

/**
 * How each kind of spray branches, level by level: the spacing between shoots (mm), their length
 * as a share of what is left of their parent beyond them (smaller at each level), their lean.
 */
const BRANCHING: Record<Spray, { spacing: number[]; reach: number[]; lean: [number, number] }> = {
  // Fern-like: side shoots alternate in one plane, branching twice more into short flat branchlets.
  flat: { spacing: [9, 4, 2.6], reach: [0.45, 0.32, 0.5], lean: [40, 55] },
  loose: { spacing: [7.5, 3.6, 2.6], reach: [0.45, 0.35, 0.5], lean: [25, 65] },
  // Round cords: short side shoots all round, close together, branching once more.
  round: { spacing: [5, 3.2], reach: [0.38, 0.45], lean: [30, 48] },
};

/**
 * Side shoots along a scale-leaved shoot `length` mm long, each carrying branchlets of its own,
 * down to the spray's last level: a flat spray branches three times in one plane, fern-like; round
 * shoots twice, every way, shorter; loose sprays between, at irregular angles. Male cones sit at
 * the tips of at least three where the record has them.
 */
export function planShoots(features: TwigFeature[], length: number, rng: Rng): PlannedShoot[] {
  const spray = sprayOf(features);
  const { spacing, reach, lean } = BRANCHING[spray];
  const levels = spacing.length;
  const cones = features.includes('male-cones');
  const grow = (parent: number, level: number, offset: number): PlannedShoot[] => {
    const step = (spacing[level] ?? 3) * rng.range(0.85, 1.15);
    const shoots: PlannedShoot[] = [];
    for (let at = step * rng.range(0.6, 1), i = 0; at < parent * 0.88; at += step * rng.range(0.85, 1.15), i++) {
      const share = reach[level] ?? 0.4;
      const own = (parent - at) * rng.range(share * 0.8, share * 1.2) + (level === 0 ? 5 : 1.5);
      if (own < 1.5) break;
      shoots.push({
        at,
        side: shootSide(spray, i + offset, rng),
        length: own,
        lean: rng.range(...lean),
        cone: cones && rng.chance(0.35),
        shoots: level + 1 < levels && own > 5 ? grow(own, level + 1, spray === 'round' ? i : 0) : [],
      });
    }
    return shoots;
  };
  const shoots = grow(length, 0, spray === 'round' ? rng.int(0, 3) : 0);
  // "At many shoot tips": a cone on at least three of them, wherever chance fell short.
  const tips = allShoots(shoots).filter((shoot) => shoot.shoots.length === 0);
  const bare = tips.filter((tip) => !tip.cone);
  if (cones) for (const tip of bare.slice(0, Math.max(0, 3 - (tips.length - bare.length)))) tip.cone = true;
  return shoots;
}

/** Every shoot and branchlet of a spray. */
export const allShoots = (shoots: PlannedShoot[]): PlannedShoot[] =>
  shoots.flatMap((shoot) => [shoot, ...allShoots(shoot.shoots)]);
