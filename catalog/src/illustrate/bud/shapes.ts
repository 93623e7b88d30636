import { darken, lighten, mix } from '../colour.ts';
import { add, type Pt, place, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { BudPlan, PlannedBud } from './plan.ts';

type Shape = BudPlan['shape'];

/** Half an outline, base to tip, as (share of length, share of half-width). */
const OUTLINES: Record<Shape, [number, number][]> = {
  ovoid: [
    [0.08, 0.8],
    [0.35, 1],
    [0.7, 0.75],
    [0.92, 0.3],
  ],
  conical: [
    [0.05, 0.95],
    [0.3, 0.88],
    [0.66, 0.46],
    [0.9, 0.12],
  ],
  globose: [
    [0.06, 0.72],
    [0.32, 0.99],
    [0.66, 0.92],
    [0.9, 0.48],
  ],
  spindle: [
    [0.06, 0.8],
    [0.3, 1],
    [0.66, 0.66],
    [0.9, 0.2],
  ],
  flattened: [
    [0.05, 0.9],
    [0.4, 0.96],
    [0.78, 0.6],
    [0.95, 0.22],
  ],
  naked: [
    [0.08, 0.55],
    [0.38, 1],
    [0.72, 0.8],
    [0.92, 0.34],
  ],
  hidden: [
    [0.06, 0.95],
    [0.35, 0.85],
    [0.7, 0.45],
    [0.92, 0.14],
  ],
};
const POINTED: Record<Shape, boolean> = {
  ovoid: false,
  conical: true,
  globose: false,
  spindle: true,
  flattened: true,
  naked: false,
  hidden: true,
};

export type BudPaint = { fill: string; edge: string; scale: string };

/** Half-width share at a point along the bud, read off its outline. */
function halfAt(shape: Shape, x: number): number {
  const pts: [number, number][] = [[0, 0.7], ...OUTLINES[shape], [1, 0]];
  const i = Math.max(
    1,
    pts.findIndex(([px]) => px >= x),
  );
  const [x0, y0] = pts[i - 1] as [number, number];
  const [x1, y1] = (pts[i] ?? [1, 0]) as [number, number];
  return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
}

/**
 * One bud, base at `at`, pointing along `angle`, in mm. Its scales, surface and curl follow the
 * plan; `fine` (high detail only) adds each scale's hairs and the like from its own stream.
 */
export function drawBud(
  sk: Sketch,
  plan: BudPlan,
  bud: PlannedBud,
  at: Pt,
  angle: number,
  paint: BudPaint,
  fine: Rng | undefined,
): void {
  const { shape } = plan;
  const l = bud.length;
  const w = bud.width / 2;
  const bendSign = bud.side === -1 ? 1 : -1;
  // Local (share of length, share of half-width) to the page, bending the tip for curled buds.
  const local = (x: number, y: number): Pt =>
    place(pt(x * l, y * w + bendSign * bud.curl * l * x * x), { at, angle, k: 1 });
  const side = (s: number): Node[] => OUTLINES[shape].map(([x, y]) => soft(local(x, s * y)));
  const tip = local(1, 0);
  const outline = [
    corner(local(0, -0.7)),
    ...side(-1),
    POINTED[shape] ? corner(tip) : soft(tip),
    ...side(1).reverse(),
    corner(local(0, 0.7)),
  ];
  const surface = plan.surface;
  if (surface.includes('woolly')) sk.shape(outline, { fill: '#e9e6de', stroke: '#d6d2c6', width: 2.2 });
  sk.shape(outline, { fill: paint.fill, stroke: paint.edge, width: 0.8 });
  sk.path(scaleLines(plan.scales, shape, local), {
    stroke: paint.scale,
    width: surface.includes('fringed') ? 1.1 : 0.7,
  });
  drawSurface(sk, plan, local, l, paint, fine);
}

/** The visible edges of the bud scales: none, a cap's seam, two or three big scales, pairs, or tiles. */
function scaleLines(scales: BudPlan['scales'], shape: Shape, local: (x: number, y: number) => Pt): Seg[] {
  const lines: Seg[] = [];
  const edge = (x: number) => 0.92 * halfAt(shape, x);
  switch (scales) {
    case 'none':
      // Young leaves folded together: a midrib and a few veins.
      lines.push(['M', local(0.08, 0)], ['L', local(0.88, 0)]);
      for (const x of [0.3, 0.55])
        lines.push(['M', local(x, 0)], ['L', local(x + 0.16, 0.6)], ['M', local(x, 0)], ['L', local(x + 0.16, -0.6)]);
      break;
    case 'one':
      // A single cap pulled over the bud: a seam down one side and its rim at the base.
      lines.push(['M', local(0.12, -edge(0.12))], ['Q', local(0.12, 0), local(0.12, edge(0.12))]);
      lines.push(['M', local(0.14, 0.35)], ['Q', local(0.6, 0.5), local(0.95, 0.08)]);
      break;
    case 'two-three':
      lines.push(['M', local(0.1, edge(0.1))], ['Q', local(0.55, -0.1), local(0.96, -0.05)]);
      lines.push(['M', local(0.1, -edge(0.1))], ['Q', local(0.3, -0.4), local(0.5, -edge(0.5))]);
      break;
    case 'few':
      for (const [x, s] of [
        [0.12, 1],
        [0.28, -1],
        [0.46, 1],
        [0.62, -1],
      ] as const)
        lines.push(['M', local(x, s * edge(x))], ['Q', local(x + 0.2, s * 0.05), local(x + 0.28, -s * edge(x + 0.28))]);
      break;
    case 'many':
      // Small scales overlapping like roof tiles, in staggered rows.
      for (let row = 0; row < 6; row++) {
        const x = 0.12 + row * 0.13;
        const h = edge(x + 0.06);
        const cuts = row % 2 === 0 ? [-h, 0, h] : [-h, -h / 3, h / 3, h];
        for (let i = 0; i < cuts.length - 1; i++) {
          const a = cuts[i] as number;
          const b = cuts[i + 1] as number;
          lines.push(['M', local(x, a)], ['Q', local(x + 0.12, (a + b) / 2), local(x, b)]);
        }
      }
      break;
  }
  return lines;
}

function drawSurface(
  sk: Sketch,
  plan: BudPlan,
  local: (x: number, y: number) => Pt,
  l: number,
  paint: BudPaint,
  fine: Rng | undefined,
): void {
  const surface = plan.surface;
  const shine = surface.includes('glossy') || surface.includes('sticky');
  const hairy = surface.includes('downy') || surface.includes('woolly');
  if (shine) {
    const c = local(0.45, 0.35);
    sk.ellipse(c, l * 0.17, l * 0.05, angleOf(local(0, 0.35), local(1, 0.35)), {
      fill: '#ffffff',
      opacity: surface.includes('sticky') ? 0.7 : 0.5,
    });
  }
  if (surface.includes('sticky'))
    sk.circle(local(0.7, -0.25), l * 0.05, { fill: lighten(paint.fill, 0.55), opacity: 0.8 });
  if (surface.includes('waxy'))
    sk.shape([soft(local(0.15, 0.5)), soft(local(0.55, 0.7)), soft(local(0.85, 0.2)), soft(local(0.45, -0.3))], {
      fill: '#c9ccd6',
      opacity: 0.45,
    });
  if (hairy) sk.path(rim(local, 0.9), { stroke: lighten(paint.fill, 0.6), width: 1.4, opacity: 0.7 });
  if (surface.includes('hair-tipped')) sk.path(tuft(local, 1, 6), { stroke: '#f1eee6', width: 0.9 });
  if (surface.includes('whiskered')) sk.path(whiskers(local), { stroke: mix(paint.fill, '#d8c7a0', 0.5), width: 0.8 });
  if (surface.includes('curled-scales')) sk.path(curls(local), { stroke: lighten(paint.fill, 0.45), width: 1 });
  if (!fine) return;
  if (hairy || surface.includes('fringed') || surface.includes('hair-tipped')) {
    const hairs: Seg[] = [];
    const n = hairy ? 28 : 12;
    for (let i = 0; i < n; i++) {
      const x = fine.range(0.08, 0.95);
      const s = fine.chance(0.5) ? 1 : -1;
      const from = local(x, s * 0.9 * halfRim(x));
      hairs.push(
        ['M', from],
        ['L', add(from, polar(l * fine.range(0.05, 0.1), angleOf(local(x, 0), from) + fine.range(-30, 30)))],
      );
    }
    sk.path(hairs, { stroke: '#efeadf', width: 0.5 });
  }
  if (plan.scales === 'many' || plan.scales === 'few')
    sk.path(rim(local, 0.97), { stroke: darken(paint.fill, 0.3), width: 0.4 });
  if (plan.scales === 'none') sk.path(youngVeins(local, fine), { stroke: paint.scale, width: 0.35 });
}

/** A naked bud's folded young leaves close up: finer veins between the main ones. */
function youngVeins(local: (x: number, y: number) => Pt, fine: Rng): Seg[] {
  const segs: Seg[] = [];
  for (const x of [0.18, 0.42, 0.66]) {
    const at = x + fine.range(-0.03, 0.03);
    for (const s of [1, -1]) segs.push(['M', local(at, 0)], ['L', local(at + 0.12, s * 0.45 * halfRim(at + 0.12))]);
  }
  return segs;
}

/** A rough half-width for hairs on the outline (the exact shape matters little at that size). */
const halfRim = (x: number) => Math.max(0.15, Math.sin(Math.PI * Math.min(0.98, x)) * 0.95);

function rim(local: (x: number, y: number) => Pt, k: number): Seg[] {
  const segs: Seg[] = [];
  for (const s of [1, -1]) {
    segs.push(['M', local(0.1, s * k * 0.7)]);
    for (const x of [0.35, 0.6, 0.85]) segs.push(['L', local(x, s * k * halfRim(x))]);
  }
  return segs;
}

function tuft(local: (x: number, y: number) => Pt, x: number, n: number): Seg[] {
  const segs: Seg[] = [];
  for (let i = 0; i < n; i++) {
    const spread = (i / (n - 1) - 0.5) * 1.6;
    segs.push(['M', local(x - 0.08, spread * 0.2)], ['L', local(x + 0.14, spread)]);
  }
  return segs;
}

/** Turkey oak's long, twisted threads round the bud. */
function whiskers(local: (x: number, y: number) => Pt): Seg[] {
  const segs: Seg[] = [];
  for (const [s, reach] of [
    [1, 1.3],
    [-1, 1.2],
    [1, 0.9],
    [-1, 1.45],
  ] as const) {
    const root = local(0.05, s * 0.6);
    segs.push(['M', root], ['C', local(0.4, s * 1.8), local(0.7, s * 0.6), local(reach, s * 1.6)]);
  }
  return segs;
}

/** Scale tips turned back along the outline (maritime and stone pines). */
function curls(local: (x: number, y: number) => Pt): Seg[] {
  const segs: Seg[] = [];
  for (const x of [0.3, 0.5, 0.7])
    for (const s of [1, -1])
      segs.push(
        ['M', local(x, s * halfRim(x) * 0.9)],
        ['Q', local(x + 0.06, s * halfRim(x) * 1.35), local(x - 0.04, s * halfRim(x) * 1.25)],
      );
  return segs;
}

const angleOf = (a: Pt, b: Pt): number => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
