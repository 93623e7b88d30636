import type { Species } from '../../schema.ts';
import { darken, lighten, mix } from '../colour.ts';
import type { Detail, Drawing } from '../drawing.ts';
import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, Sketch, soft } from '../sketch.ts';
import { BOX, type Box, cutToStem, HEIGHT, stemBox, WIDTH, whole } from './box.ts';
import { drawCells } from './cells.ts';
import { closeUp } from './close-up.ts';
import * as marks from './marks.ts';
import { type BarkPlan, type CellPattern, planBark } from './plan.ts';
import { skin } from './skin.ts';
import * as strips from './strips.ts';
import { fibrousSurface, paperLayers, scalySurface, stretchBands } from './surface.ts';

export { type BarkPlan, planBark } from './plan.ts';

/**
 * A piece of trunk seen face on, drawn from the species' own bark traits (docs/pictures.md): the plan
 * (plan.ts) says what this specimen shows; this draws it. No scale bar: a swatch of bark has no
 * size a learner could check.
 */
export function drawBark(species: Species, rng: Rng, options: { detail: Detail } = { detail: 'normal' }): Drawing {
  const plan = planBark(species, rng);
  const sk = new Sketch();
  sk.poly(whole(), { fill: plan.paint.base }, true);
  drawTexture(sk, plan, rng.fork('texture'));
  drawZones(sk, plan, rng.fork('zones'));
  drawMarks(sk, plan, rng.fork('marks'));
  if (options.detail === 'high') closeUp(sk, plan, rng.fork('detail'));
  const stem = stemBox(plan.stem);
  roundTheTrunk(sk, plan, stem);
  return { items: cutToStem(sk.items, stem, options.detail === 'high' ? 0.5 : 1) };
}

function drawTexture(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { texture, cells } = plan;
  if (texture === 'scaly' && !cells) scalySurface(sk, plan, rng);
  else if (texture === 'fibrous' && !cells) fibrousSurface(sk, plan, rng);
  else if (!cells) skin(sk, plan, rng);
  if (texture === 'lenticelled') stretchBands(sk, plan, rng);
  if (texture === 'papery') paperLayers(sk, plan, rng);
  // A young trunk's smooth upper part (youngBark) covers the cracks there: they are not drawn.
  if (cells) drawCells(sk, plan, cells, rng, plan.smoothDown > 0 ? youngEdge(plan) - 14 - cells.length : BOX.y0);
  // Stringy bark in ridges (giant sequoia, western red cedar): fibres along each ridge.
  if (texture === 'fibrous' && cells) fibrousSurface(sk, { ...plan, grain: plan.grain * 1.6 }, rng);
}

/**
 * Parts of the trunk that differ from the rest: the grey, plated lower trunk under Scots pine's
 * orange upper bark, and the dark, cracked base of an old birch or poplar.
 */
function drawZones(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { orangeDown, roughBase } = plan.marks;
  if (plan.smoothDown > 0) youngBark(sk, plan, rng);
  if (orangeDown > 0) {
    const from = BOX.y0 + orangeDown * HEIGHT;
    const paint = { ...plan.paint, base: '#7a6a5c', crack: '#2e2620', light: '#a09080', inner: [] };
    lowerZone(sk, { ...plan, paint, depth: 0.9 }, from, 'block', rng);
  }
  if (roughBase > 0) {
    // A birch's base is black and rugged with pale bosses of the old paper between its fissures;
    // a poplar's or aspen's is dark grey, furrowed into long ridges.
    const papery = plan.texture === 'papery';
    const from = BOX.y1 - roughBase * HEIGHT;
    const base = mix(plan.paint.base, '#2a2622', papery ? 0.45 : 0.7);
    const crack = papery ? '#141211' : darken(base, 0.6);
    const paint = { ...plan.paint, base, crack, light: lighten(base, 0.25), inner: [] };
    lowerZone(sk, { ...plan, paint, depth: 0.9 }, from, papery ? 'lozenge' : 'ridge', rng);
  }
}

const youngEdge = (plan: BarkPlan) => BOX.y0 + plan.smoothDown * HEIGHT;

/** A young trunk's smooth bark above, ending in a ragged edge where the first cracks open. */
function youngBark(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const edge = youngEdge(plan);
  const ragged: Node[] = [];
  for (let x = BOX.x1; x >= BOX.x0 - 1; x -= WIDTH / 9) ragged.push(soft(pt(x, edge + rng.range(-14, 14))));
  const top = [corner(pt(BOX.x0, BOX.y0)), corner(pt(BOX.x1, BOX.y0))];
  sk.shape([...top, ...ragged], { fill: lighten(plan.paint.base, 0.06), stroke: plan.paint.crack, width: 0.8 });
  // The young bark is smooth skin, marked as any smooth bark is, down to where it cracks.
  skin(sk, plan, rng.fork('young skin'), edge - 16);
}

function lowerZone(sk: Sketch, plan: BarkPlan, from: number, shape: CellPattern['shape'], rng: Rng): void {
  // A rough base is deeply furrowed, whatever the bark above it.
  const ground: BarkPlan['ground'] = shape === 'block' ? 'plated' : 'furrowed';
  const pattern: CellPattern = {
    shape,
    pitch: 24,
    length: shape === 'block' ? 34 : 56,
    gap: 0.35,
    stagger: 0.5,
    wander: 0.25,
    slant: 0,
    flatTop: false,
  };
  drawCells(sk, { ...plan, ground }, pattern, rng, from);
}

function drawMarks(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const m = plan.marks;
  const steps: [number | boolean, (sk: Sketch, plan: BarkPlan, rng: Rng) => void][] = [
    [m.flutes, strips.flutes],
    [m.twist, strips.gnarl],
    [m.jigsawPatches, strips.jigsawPatches],
    [m.stripes, marks.stripes],
    [m.lenticels, marks.lenticels],
    [m.pores, marks.pores],
    [m.diamondPores, marks.diamondPores],
    [m.warts, marks.warts],
    [m.resinBlisters, marks.resinBlisters],
    [m.rings, marks.rings],
    [m.peelingBands, strips.peelingBands],
    [m.curlingStrips, strips.curlingStrips],
    [m.shaggyStrips, strips.shaggyStrips],
    [m.burrs, strips.burrs],
    [m.thorns, marks.thorns],
  ];
  // Each mark draws from its own stream, so one mark's count never moves another.
  steps.forEach(([count, draw], i) => {
    if (count) draw(sk, plan, rng.fork(String(i)));
  });
  if (m.shiny) marks.shine(sk, rng.fork('shine'));
}

/** Darker towards both sides, so the swatch reads as the curved face of a trunk. */
function roundTheTrunk(sk: Sketch, plan: BarkPlan, stem: Box): void {
  const width = stem.x1 - stem.x0;
  const { y0, y1 } = stem;
  for (let i = 0; i < 5; i++) {
    const w = width * (0.2 - i * 0.035);
    const style = { fill: '#000000', opacity: 0.06 };
    sk.poly([pt(stem.x0, y0), pt(stem.x0 + w, y0), pt(stem.x0 + w, y1), pt(stem.x0, y1)], style, true);
    sk.poly([pt(stem.x1 - w, y0), pt(stem.x1, y0), pt(stem.x1, y1), pt(stem.x1 - w, y1)], style, true);
  }
  const outline = [pt(stem.x0, y0), pt(stem.x1, y0), pt(stem.x1, y1), pt(stem.x0, y1)];
  sk.poly(outline, { stroke: darken(plan.paint.crack, 0.1), width: 1.2 }, true);
}
