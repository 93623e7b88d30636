import { darken, lighten, mix } from '../colour.ts';
import { add, lerp, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { BOX, column, WIDTH } from './box.ts';
import { shade } from './paint.ts';
import type { BarkPlan } from './plan.ts';

/** An irregular, angular flake round c; points 0 to 2 form its lower edge, which lifts. */
function flake(c: Pt, w: number, h: number, rng: Rng): Pt[] {
  return Array.from({ length: 6 }, (_, i) => {
    const p = polar(rng.range(0.78, 1.05), 30 + 60 * i + rng.range(-14, 14));
    return pt(Math.round(c.x + (p.x * w) / 2), Math.round(c.y + (p.y * h) / 2));
  });
}

/**
 * Scaly bark: thin flakes lying over one another like loose shingles, their lower edges lifting with
 * a pale rim and a shadow on the flake below. Here and there one has fallen, baring fresher bark in
 * the record's inner colour. Flake size follows the grain.
 */
export function scalySurface(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint, grain, depth } = plan;
  const crack = darken(paint.base, 0.35 + depth * 0.3);
  sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)], { fill: crack }, true);
  const bared = paint.inner[0] ?? mix(lighten(paint.base, 0.25), '#c89868', 0.3);
  const w = grain * 1.5;
  const h = grain * 1.3;
  const tones: Seg[][] = [[], [], []];
  const fallen: Node[][] = [];
  const shadows: Seg[] = [];
  const rims: Seg[] = [];
  let row = 0;
  for (let y = BOX.y1 + h * 0.3; y > BOX.y0 - h * 0.5; y -= h * rng.range(0.62, 0.75), row++) {
    const offset = row % 2 === 0 ? 0 : w * 0.5;
    for (let x = BOX.x0 - offset; x < BOX.x1 + w / 2; x += w * rng.range(0.8, 0.95)) {
      const at = pt(x + rng.range(-3, 3), y + rng.range(-4, 4));
      const points = flake(at, w * rng.range(0.9, 1.25), h * rng.range(0.85, 1.2), rng);
      if (rng.chance(0.1)) {
        fallen.push(points.map(soft));
        continue;
      }
      const lower = points.slice(0, 3);
      tones[rng.int(0, 2)]?.push(['M', points[0] as Pt], ...points.slice(1).map((p): Seg => ['L', p]), ['Z']);
      shadows.push(['M', lower[0] as Pt], ...lower.slice(1).map((p): Seg => ['L', add(p, pt(0.5, 1.5 + depth * 2))]));
      rims.push(['M', lower[0] as Pt], ...lower.slice(1).map((p): Seg => ['L', lerp(p, at, 0.12)]));
    }
  }
  // Drawn bottom row first, so each flake's lower edge lies over the flake below.
  tones.forEach((segs, i) => {
    sk.path(segs, { fill: shade(paint.base, (i - 1) * 0.08), stroke: darken(paint.crack, 0.1), width: 0.6 });
  });
  for (const nodes of fallen) sk.shape(nodes, { fill: bared, stroke: darken(bared, 0.3), width: 0.5 });
  sk.path(shadows, { stroke: paint.crack, width: 1 + depth * 2, opacity: 0.5 });
  sk.path(rims, { stroke: lighten(paint.light, 0.2), width: 1.2, opacity: 0.7 });
}

/** Fibrous bark: soft strands running up the trunk, as wide as the grain allows. */
export function fibrousSurface(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint, grain } = plan;
  const tones = [paint.crack, paint.light, darken(paint.base, 0.15), lighten(paint.base, 0.1)];
  const count = Math.round((WIDTH / grain) * 3.2);
  const strands: Seg[][] = tones.map(() => []);
  for (let i = 0; i < count; i++) {
    const nodes = column(BOX.x0 + rng.range(-4, WIDTH + 4), rng, 2.5, 22);
    const from = rng.int(0, Math.max(0, nodes.length - 5));
    const strand = nodes.slice(from, from + rng.int(4, nodes.length));
    strands[i % tones.length]?.push(['M', (strand[0] as Node).p], ...strand.slice(1).map((n): Seg => ['L', n.p]));
  }
  strands.forEach((segs, i) => {
    sk.path(segs, { stroke: tones[i] as string, width: grain * 0.12 + 0.8, opacity: 0.8 });
  });
}

/** Faint horizontal sheen bands of a lenticelled or papery bark, where the skin has stretched. */
export function stretchBands(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  for (let y = BOX.y0 + rng.range(0, 20); y < BOX.y1; y += rng.range(24, 40)) {
    const h = rng.range(3, 8);
    sk.shape(
      [
        corner(pt(BOX.x0, y)),
        corner(pt(BOX.x1, y + rng.range(-2, 2))),
        corner(pt(BOX.x1, y + h)),
        corner(pt(BOX.x0, y + h)),
      ],
      {
        fill: plan.paint.light,
        opacity: 0.3,
      },
    );
  }
}

/**
 * Papery bark (birches): thin horizontal layers of the skin, each a band across the trunk with a
 * torn, ragged edge, a little paler or duller than the next, where the outer paper has come away.
 */
export function paperLayers(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { base } = plan.paint;
  const torn: Seg[][] = [[], []];
  const edges: Seg[] = [];
  for (let y = BOX.y0 + rng.range(4, 14), i = 0; y < BOX.y1; y += rng.range(14, 30), i++) {
    const h = rng.range(5, 12);
    const top: Pt[] = [];
    for (let x = BOX.x0; x <= BOX.x1 + 6; x += rng.range(6, 12))
      top.push(pt(Math.round(x), Math.round(y + rng.range(-1.6, 1.6))));
    const bottom = top.map((p) => pt(p.x, Math.round(p.y + h + rng.range(-1.5, 1.5)))).reverse();
    torn[i % 2]?.push(
      ['M', top[0] as Pt],
      ...top.slice(1).map((p): Seg => ['L', p]),
      ...bottom.map((p): Seg => ['L', p]),
      ['Z'],
    );
    edges.push(['M', top[0] as Pt], ...top.slice(1).map((p): Seg => ['L', p]));
  }
  sk.path(torn[0] ?? [], { fill: shade(base, -0.05), opacity: 0.8 });
  sk.path(torn[1] ?? [], { fill: shade(base, 0.06), opacity: 0.9 });
  sk.path(edges, { stroke: shade(base, -0.22), width: 0.6, opacity: 0.7 });
}
