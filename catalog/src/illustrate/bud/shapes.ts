import type { BUD_SHAPES } from '../../traits.ts';
import { darken, lighten } from '../colour.ts';
import { type Place, type Pt, place, pt } from '../geometry.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';

export type BudShape = (typeof BUD_SHAPES)[number];

/** Length, width and half an outline (base to tip, half-width 0..1) for each bud shape. */
const FORMS: Record<
  Exclude<BudShape, 'hidden'>,
  { length: number; width: number; half: [number, number][]; scales: number }
> = {
  ovoid: {
    length: 15,
    width: 10,
    half: [
      [0.05, 0.78],
      [0.35, 1],
      [0.72, 0.74],
      [0.93, 0.3],
    ],
    scales: 3,
  },
  conical: {
    length: 14,
    width: 11,
    half: [
      [0.04, 0.95],
      [0.3, 0.9],
      [0.66, 0.48],
      [0.9, 0.14],
    ],
    scales: 3,
  },
  globose: {
    length: 11,
    width: 11,
    half: [
      [0.05, 0.7],
      [0.3, 0.98],
      [0.65, 0.92],
      [0.92, 0.45],
    ],
    scales: 2,
  },
  spindle: {
    length: 26,
    width: 6,
    half: [
      [0.05, 0.8],
      [0.3, 1],
      [0.65, 0.7],
      [0.9, 0.22],
    ],
    scales: 7,
  },
  flattened: {
    length: 13,
    width: 8,
    half: [
      [0.05, 0.85],
      [0.4, 0.95],
      [0.8, 0.55],
      [0.96, 0.2],
    ],
    scales: 2,
  },
  naked: {
    length: 16,
    width: 10,
    half: [
      [0.05, 0.5],
      [0.35, 1],
      [0.7, 0.8],
      [0.92, 0.35],
    ],
    scales: 0,
  },
};

export type BudPaint = { fill: string; edge: string };

/** One bud with its base at where.at pointing along where.angle, where.k times its usual size. */
export function drawBud(sk: Sketch, shape: BudShape, paint: BudPaint, where: Place, sharpTip: boolean): void {
  if (shape === 'hidden') {
    sk.ellipse(place(pt(1, 0), where), 3.2 * where.k, 2.2 * where.k, where.angle, {
      fill: paint.fill,
      stroke: paint.edge,
      width: 0.7,
    });
    return;
  }
  const f = FORMS[shape];
  const w = f.width / 2;
  const at = (x: number, y: number): Pt => place(pt(x * f.length, y * w), where);
  const side = (s: number): Node[] => f.half.map(([x, y]) => soft(at(x, s * y)));
  const tip = at(1, 0);
  const outline = [
    corner(at(0, -0.7)),
    ...side(-1),
    sharpTip ? corner(tip) : soft(tip),
    ...side(1).reverse(),
    corner(at(0, 0.7)),
  ];
  sk.shape(outline, { fill: paint.fill, stroke: paint.edge, width: 0.8 });
  const lines: Seg[] = [];
  if (shape === 'naked') {
    // Tiny folded leaves: a midline and a few veins, no scales.
    lines.push(['M', at(0.05, 0)], ['L', at(0.9, 0)]);
    for (const x of [0.3, 0.5, 0.7])
      lines.push(['M', at(x, 0)], ['L', at(x + 0.15, 0.55)], ['M', at(x, 0)], ['L', at(x + 0.15, -0.55)]);
  } else {
    // Scale edges, overlapping from alternate sides, each kept inside the outline.
    const halfAt = (x: number): number => {
      const pts: [number, number][] = [[0, 0.7], ...f.half, [1, 0]];
      const i = pts.findIndex(([px]) => px >= x);
      const [x0, y0] = pts[Math.max(0, i - 1)] ?? [0, 0];
      const [x1, y1] = pts[Math.max(0, i)] ?? [1, 0];
      return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
    };
    for (let i = 0; i < f.scales; i++) {
      const x = 0.16 + (0.6 * i) / Math.max(1, f.scales);
      const s = i % 2 === 0 ? 1 : -1;
      const end = Math.min(0.9, x + 0.14);
      lines.push(['M', at(x, s * 0.9 * halfAt(x))], ['Q', at(x + 0.22, s * 0.1), at(end, -s * 0.85 * halfAt(end))]);
    }
  }
  sk.path(lines, { stroke: darken(paint.fill, 0.45), width: 0.7 });
  sk.ellipse(at(0.45, 0.35), f.length * 0.18 * where.k, w * 0.22 * where.k, where.angle, {
    fill: lighten(paint.fill, 0.5),
    opacity: 0.35,
  });
}
