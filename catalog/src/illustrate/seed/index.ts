import type { Species } from '../../schema.ts';
import type { SEED_KINDS } from '../../traits.ts';
import type { Drawing, DrawOptions } from '../drawing.ts';
import type { Rng } from '../random.ts';
import { SCALE_BAR_ROOM } from '../scale-bar.ts';
import { Sketch } from '../sketch.ts';
import { fit } from '../svg.ts';
import { drawAcorns } from './acorns.ts';
import { drawBerries, drawDrupes, drawFleshySeeds, drawPomes } from './berries.ts';
import { drawCapsules } from './capsules.ts';
import { drawWingedNutlets } from './catkins.ts';
import { drawCones } from './cones.ts';
import { drawArils, drawBerryCones, drawFigs } from './fleshy.ts';
import { drawCatkins, drawPods, drawSeedBalls } from './hanging.ts';
import { drawNuts } from './nuts.ts';
import type { Scene } from './parts.ts';
import { planSeed } from './plan.ts';
import { drawDoubleSamaras, drawSamaras } from './wings.ts';

export { planSeed, type SeedPlan } from './plan.ts';

type SeedKind = (typeof SEED_KINDS)[number];

/** Each kind's drawing; it returns how many of its drawing units make a centimetre. */
const KINDS: Record<SeedKind, (sk: Sketch, scene: Scene) => number> = {
  acorn: drawAcorns,
  nut: drawNuts,
  samara: drawSamaras,
  'double-samara': drawDoubleSamaras,
  'winged-nutlet': drawWingedNutlets,
  catkin: drawCatkins,
  capsule: drawCapsules,
  pod: drawPods,
  berry: drawBerries,
  drupe: drawDrupes,
  pome: drawPomes,
  cone: drawCones,
  'berry-cone': drawBerryCones,
  aril: drawArils,
  'fleshy-seed': drawFleshySeeds,
  fig: drawFigs,
  'seed-ball': drawSeedBalls,
};

/**
 * The most pixels a centimetre takes: small fruits are drawn small in the tile, beside their twig,
 * so a sloe does not look the size of a plum nor a crab apple the size of an apple.
 */
const MOST_PX_PER_CM = 44;

/** The fruit or seed of one specimen, drawn from its plan (planSeed) to scale. */
export function drawSeed(species: Species, rng: Rng, options: DrawOptions = { detail: 'normal' }): Drawing {
  const plan = planSeed(species, rng.fork('plan'));
  const sk = new Sketch();
  const fine = options.detail === 'high' ? rng.fork('detail') : undefined;
  const unitsPerCm = KINDS[plan.kind](sk, { plan, rng: rng.fork('draw'), fine });
  const { items, k } = fit(sk.items, rng.range(-6, 6), 16, MOST_PX_PER_CM / unitsPerCm, SCALE_BAR_ROOM);
  return { items, pxPerCm: k * unitsPerCm };
}
