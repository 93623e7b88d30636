import { darken, lighten, mix } from '../colour.ts';
import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { anywhere, BOX, blob, column, HEIGHT, WIDTH } from './box.ts';
import type { BarkPlan } from './plan.ts';

/** Thin strips peeling round the trunk: a band lifting at one end, its paler underside curling out. */
export function peelingBands(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint } = plan;
  const under = lighten(paint.base, 0.25);
  for (let i = 0; i < plan.marks.peelingBands; i++) {
    const y = BOX.y0 + ((i + rng.range(0.2, 0.8)) / plan.marks.peelingBands) * HEIGHT;
    const x0 = BOX.x0 + rng.range(-10, WIDTH * 0.4);
    const x1 = Math.min(BOX.x1 + 6, x0 + rng.range(60, 150));
    const h = rng.range(4, 8);
    sk.poly(
      [pt(x0, y), pt(x1, y - 1), pt(x1, y + h), pt(x0, y + h + 1)],
      { fill: darken(paint.base, 0.25), opacity: 0.35 },
      true,
    );
    // The loose end rolls back on itself.
    const curl = [
      soft(pt(x1 - 4, y)),
      soft(pt(x1 + 5, y - h * 0.8)),
      soft(pt(x1 + 8, y + h * 0.5)),
      soft(pt(x1 - 2, y + h)),
    ];
    sk.shape(curl, { fill: under, stroke: darken(paint.base, 0.4), width: 0.7 });
  }
}

/** A long strip loosened from the trunk, curling away at its ends. */
function strip(
  sk: Sketch,
  x: number,
  top: number,
  length: number,
  width: number,
  fill: string,
  edge: string,
  rng: Rng,
): void {
  const left = column(x, rng, 1.5, 18, top, top + length).map((n) => n.p);
  const right = left.map((p) => pt(p.x + width * rng.range(0.85, 1.1), p.y)).reverse();
  // Straight between nodes: at this sway a curve looks no different and costs three times the points.
  sk.poly([...left, ...right], { fill, stroke: edge, width: 0.7 }, true);
  const end = left[left.length - 1] as Pt;
  sk.shape(
    [
      soft(end),
      soft(pt(end.x + width * 1.4, end.y + 2)),
      soft(pt(end.x + width * 1.2, end.y - 6)),
      soft(pt(end.x + width, end.y - 3)),
    ],
    { fill: lighten(fill, 0.2), stroke: edge, width: 0.6 },
  );
}

/** Long strips loosening up the trunk and curling at their ends (silver maple, Italian cypress). */
export function curlingStrips(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint, grain } = plan;
  for (let i = 0; i < plan.marks.curlingStrips; i++) {
    const x = BOX.x0 + rng.range(0, WIDTH - grain);
    const top = rng.range(BOX.y0 - 20, BOX.y0 + HEIGHT * 0.5);
    strip(sk, x, top, rng.range(60, 130), grain * rng.range(0.5, 0.8), darken(paint.base, 0.08), paint.crack, rng);
  }
}

/** Narrow strips hanging loose all up the trunk, dark gaps between (hop-hornbeam, junipers). */
export function shaggyStrips(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint, grain } = plan;
  const n = plan.marks.shaggyStrips;
  for (let i = 0; i < n; i++) {
    const x = BOX.x0 + ((i + rng.range(-0.3, 0.3)) / n) * WIDTH;
    const top = rng.range(BOX.y0 - 30, BOX.y1 - 80);
    const fill = mix(paint.base, i % 2 ? paint.light : paint.crack, rng.range(0.1, 0.3));
    strip(sk, x, top, rng.range(50, 120), grain * rng.range(0.4, 0.6), fill, darken(paint.crack, 0.2), rng);
  }
}

/** Jigsaw flakes fallen away, leaving patches of the record's inner colours (planes, zelkova). */
export function jigsawPatches(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const colours = plan.paint.inner.length > 0 ? plan.paint.inner : [lighten(plan.paint.base, 0.3)];
  // A young trunk has not yet begun to flake in its smooth upper part.
  const edge = BOX.y0 + plan.smoothDown * HEIGHT;
  for (let i = 0; i < plan.marks.jigsawPatches; i++) {
    const size = plan.grain * rng.range(0.9, 1.8);
    const at = anywhere(rng);
    if (at.y < edge) continue;
    const nodes = blob(at, size, size * rng.range(0.7, 1.3), rng, 7).map((n, k) => ({ ...n, sharp: k % 3 === 0 }));
    sk.shape(nodes, { fill: colours[i % colours.length] as string, stroke: darken(plan.paint.base, 0.3), width: 0.7 });
  }
}

/** Lengthwise ribs of a fluted, muscled trunk: soft light and shade in broad wavy bands. */
export function flutes(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const n = plan.marks.flutes;
  const slant = plan.cells?.slant ?? 0;
  for (let i = 0; i < n; i++) {
    const x = BOX.x0 + ((i + 0.5) / n) * WIDTH;
    const line = column(x, rng, 3, 30).map((node) => pt(node.p.x + ((node.p.y - 120) * slant) / 60, node.p.y));
    const rib = WIDTH / n;
    const band = (dx: number, w: number): Node[] => [
      ...line.map((p) => soft(pt(p.x + dx, p.y))),
      ...line.map((p) => soft(pt(p.x + dx + w, p.y))).reverse(),
    ];
    sk.shape(band(rib * 0.25, rib * 0.3), { fill: '#000000', opacity: 0.2 });
    sk.shape(band(-rib * 0.2, rib * 0.25), { fill: '#ffffff', opacity: 0.2 });
  }
}

/** Burrs: rounded lumps with rings of growth, and a tuft of sprouts from some. */
export function burrs(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint } = plan;
  for (let i = 0; i < plan.marks.burrs; i++) {
    const at = anywhere(rng, 40);
    const size = rng.range(36, 56);
    sk.shape(blob(at, size, size * 0.8, rng, 9), { fill: darken(paint.base, 0.12), stroke: paint.crack, width: 1.2 });
    sk.shape(blob(at, size * 0.55, size * 0.45, rng, 7), { stroke: paint.crack, width: 0.8, opacity: 0.6 });
    const sprouts: Seg[] = [];
    for (let k = 0; k < 4; k++) {
      const from = pt(at.x + rng.range(-8, 8), at.y + rng.range(-6, 6));
      const to = pt(from.x + rng.range(-22, 22), from.y - rng.range(12, 26));
      sprouts.push(['M', from], ['Q', pt((from.x + to.x) / 2 + 4, (from.y + to.y) / 2), to]);
    }
    sk.path(sprouts, { stroke: '#5a4a30', width: 1.6 });
  }
}

/** A gnarled trunk: the grain twisting in broad waves round swollen knobs (olive, pomegranate). */
export function gnarl(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint, marks } = plan;
  const lines: Seg[] = [];
  for (let x = BOX.x0 - 20; x < BOX.x1 + 20; x += rng.range(16, 26)) {
    const phase = rng.range(0, Math.PI * 2);
    const points: Pt[] = [];
    for (let y = BOX.y0 - 4; y <= BOX.y1 + 4; y += 18)
      points.push(pt(x + Math.sin(y / 40 + phase) * marks.twist + (y - BOX.y0) * 0.15, y));
    lines.push(['M', points[0] as Pt], ...points.slice(1).map((p): Seg => ['L', p]));
  }
  sk.path(lines, { stroke: paint.crack, width: 1.6, opacity: 0.45 });
  for (let i = 0; i < 2; i++)
    sk.shape(blob(anywhere(rng, 30), rng.range(20, 34), rng.range(16, 26), rng), { fill: paint.light, opacity: 0.3 });
}
