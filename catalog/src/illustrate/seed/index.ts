import type { Species } from '../../schema.ts';
import type { SEED_KINDS } from '../../traits.ts';
import { ownWords } from '../hints.ts';
import type { Rng } from '../random.ts';
import { Sketch } from '../sketch.ts';
import { fitItems, type Item } from '../svg.ts';
import { drawAcorns } from './acorns.ts';
import { drawBerries, drawDrupes, drawPomes } from './berries.ts';
import { drawCapsules } from './capsules.ts';
import { drawWingedNutlets } from './catkins.ts';
import { drawCones } from './cones.ts';
import { drawArils, drawBerryCones, drawFigs } from './fleshy.ts';
import { drawCatkins, drawPods, drawSeedBalls } from './hanging.ts';
import { drawNuts } from './nuts.ts';
import { drawDoubleSamaras, drawSamaras } from './wings.ts';

type SeedKind = (typeof SEED_KINDS)[number];

const KINDS: Record<SeedKind, (sk: Sketch, text: string, rng: Rng) => void> = {
  acorn: drawAcorns,
  nut: drawNuts,
  samara: drawSamaras,
  'double-samara': drawDoubleSamaras,
  'winged-nutlet': drawWingedNutlets,
  catkin: (sk, _, rng) => drawCatkins(sk, rng),
  capsule: drawCapsules,
  pod: drawPods,
  berry: drawBerries,
  drupe: drawDrupes,
  pome: drawPomes,
  cone: drawCones,
  'berry-cone': drawBerryCones,
  aril: (sk, _, rng) => drawArils(sk, rng),
  // Ginkgo's naked seeds hang in their fleshy coats like plums: drawn so, yellow-orange unless the text says.
  'fleshy-seed': (sk, text, rng) => drawDrupes(sk, text, rng, '#d99a38'),
  fig: drawFigs,
  'seed-ball': drawSeedBalls,
};

/** The fruit or seed of the species, drawn for its kind with details from its description. */
export function drawSeed(species: Species, rng: Rng): Item[] {
  const sk = new Sketch();
  KINDS[species.traits.seed.kind](sk, ownWords(species.descriptions.seed), rng.fork('draw'));
  return fitItems(sk.items, rng.range(-6, 6), 16, 1.9);
}
