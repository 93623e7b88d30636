import { darken, lighten } from '../colour.ts';
import { add, type Pt, place, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { BudPlan, PlannedBud } from './plan.ts';

/** A point on the twig's centreline and the twig's direction there. */
export type TwigPoint = { p: Pt; angle: number };

/**
 * The twig's centreline: straight, kinked at each node away from its bud (zigzag twigs), or
 * bending over towards its tip where the shoot droops (Brewer's spruce), to the side the picture
 * leans to.
 */
export function centreline(plan: BudPlan): Pt[] {
  const { nodes, kink, length } = plan.twig;
  const sag = plan.droop > 0 && plan.twig.leaves !== 'scale-leaves' ? Math.sin((plan.droop * Math.PI) / 180) : 0;
  const bend = (x: number) => Math.sign(plan.turn) * sag * length * 0.45 * (x / length) ** 2;
  const xs = sag > 0 ? Array.from({ length: 9 }, (_, i) => (length * (i + 1)) / 10) : [];
  // A zigzag twig runs straight from node to node and bends at each: two points close either
  // side of a node keep the bend sharp where the curve through them would round it off.
  const bendAt = (x: number, i: number): Pt[] => {
    const y = (i % 2 === 0 ? -1 : 1) * kink;
    if (kink === 0) return [pt(x, y)];
    const reach = Math.min(plan.twig.width, 1.5);
    return [pt(x - reach, y * 0.8), pt(x, y), pt(x + reach, y * 0.8)];
  };
  const points = [...nodes.flatMap((x, i) => bendAt(x, i)), ...xs.map((x) => pt(x, 0))];
  points.sort((a, b) => a.x - b.x);
  return [pt(0, 0), ...points.map((p) => pt(p.x, p.y + bend(p.x))), pt(length, bend(length))];
}

export function twigAt(line: Pt[], x: number): TwigPoint {
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as Pt;
    const b = line[i] as Pt;
    if (x <= b.x || i === line.length - 1) {
      const t = Math.max(0, Math.min(1, (x - a.x) / Math.max(1e-6, b.x - a.x)));
      return {
        p: pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t),
        angle: (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI,
      };
    }
  }
  return { p: pt(0, 0), angle: 0 };
}

/** Half the twig's width at x: it tapers a little towards the tip. */
export const halfWidth = (plan: BudPlan, x: number): number =>
  (plan.twig.width / 2) * (1 - 0.22 * (x / plan.twig.length));

/** The bare twig with what its surface shows: bloom, shine, ridges, hairs, warts, lenticels, wings, rings. */
export function drawTwig(sk: Sketch, plan: BudPlan, colour: string, fine: Rng | undefined): void {
  const line = centreline(plan);
  const { features, width, length } = plan.twig;
  if (features.includes('corky-wings')) drawWings(sk, plan, line, colour);
  sk.band(line, width, width * 0.78, { fill: colour, stroke: darken(colour, 0.4), width: 0.8 });
  const along = (x: number, across: number): Pt => {
    const at = twigAt(line, x);
    return add(at.p, polar(across * halfWidth(plan, x), at.angle + 90));
  };
  if (features.includes('waxy')) sk.band(line, width * 0.8, width * 0.6, { fill: '#c7c9d3', opacity: 0.45 });
  if (features.includes('glossy'))
    sk.path(strip(along, length, -0.45), { stroke: lighten(colour, 0.55), width: 1.1, opacity: 0.8 });
  if (features.includes('ridged')) {
    // Angled ridges: a dark furrow beside each lit crest, so the twig reads as ribbed, not round.
    sk.path([...strip(along, length, 0.42), ...strip(along, length, -0.05), ...strip(along, length, -0.55)], {
      stroke: darken(colour, 0.35),
      width: 0.8,
    });
    sk.path([...strip(along, length, 0.22), ...strip(along, length, -0.28)], {
      stroke: lighten(colour, 0.3),
      width: 0.6,
    });
  }
  if (features.includes('hairy'))
    sk.path(hairs(along, length, 22, 2.6, 'both'), { stroke: lighten(colour, 0.35), width: 0.6 });
  if (features.includes('ringed')) {
    const rings: Seg[] = [];
    for (const x of plan.twig.nodes)
      rings.push(['M', along(x - 0.6, -1.05)], ['Q', along(x + 0.4, 0), along(x - 0.6, 1.05)]);
    sk.path(rings, { stroke: darken(colour, 0.45), width: 0.8 });
  }
  if (features.includes('warts')) dots(sk, along, length, 9, 0.55, '#ece7d4');
  if (features.includes('lenticels')) dots(sk, along, length, 7, 0.35, lighten(colour, 0.5));
  if (fine) {
    // Close up: more and finer lenticels, and down along the twig's edges.
    if (features.includes('lenticels') || features.includes('warts'))
      dots(sk, along, length, 16, 0.22, lighten(colour, 0.45), fine);
    if (features.includes('hairy'))
      sk.path(hairs(along, length, 60, 1.6, 'edge', fine), { stroke: lighten(colour, 0.5), width: 0.4 });
    // The fine ridges between the main ones, and a waxy twig's bloom lying thicker in streaks.
    if (features.includes('ridged'))
      sk.path([...strip(along, length, 0.62), ...strip(along, length, -0.6), ...strip(along, length, 0.02)], {
        stroke: darken(colour, 0.22),
        width: 0.3,
      });
    if (features.includes('waxy')) {
      const streaks: Seg[] = [];
      for (let i = 0; i < 18; i++) {
        const x = fine.range(0.03, 0.9) * length;
        const across = fine.range(-0.6, 0.6);
        streaks.push(['M', along(x, across)], ['L', along(x + width * fine.range(0.4, 1.1), across)]);
      }
      sk.path(streaks, { stroke: '#eef0f5', width: width * 0.12, opacity: 0.9 });
    }
  }
}

function strip(along: (x: number, across: number) => Pt, length: number, across: number): Seg[] {
  const segs: Seg[] = [['M', along(length * 0.04, across)]];
  for (let i = 1; i <= 6; i++) segs.push(['L', along((length * 0.94 * i) / 6, across)]);
  return segs;
}

/** Short hairs standing off the twig; even spacing in normal detail, a random scatter close up. */
function hairs(
  along: (x: number, across: number) => Pt,
  length: number,
  n: number,
  reach: number,
  where: 'both' | 'edge',
  rng?: Rng,
): Seg[] {
  const segs: Seg[] = [];
  for (let i = 0; i < n; i++) {
    const x = rng ? rng.range(0.02, 0.97) * length : ((i + 0.5) / n) * length;
    const s = i % 2 === 0 ? 1 : -1;
    const from = along(x, s * (where === 'edge' ? 1 : 0.95));
    const to = along(x + reach * 0.5, s * (1 + reach * 0.35));
    segs.push(['M', from], ['L', to]);
  }
  return segs;
}

function dots(
  sk: Sketch,
  along: (x: number, across: number) => Pt,
  length: number,
  n: number,
  r: number,
  fill: string,
  rng?: Rng,
): void {
  for (let i = 0; i < n; i++) {
    const x = rng ? rng.range(0.04, 0.95) * length : ((i + 0.3) / n) * length;
    const across = rng ? rng.range(-0.7, 0.7) : ((i * 37) % 11) / 8 - 0.65;
    const c = along(x, across);
    sk.ellipse(c, r * 1.8, r, 0, { fill });
  }
}

/** Corky wings along both sides of the twig: field maple, field elm. */
function drawWings(sk: Sketch, plan: BudPlan, line: Pt[], colour: string): void {
  const cork = lighten(darken(colour, 0.1), 0.2);
  for (const s of [1, -1]) {
    const edge: Pt[] = [];
    const n = 12;
    for (let i = 0; i <= n; i++) {
      const x = (plan.twig.length * 0.05 + (plan.twig.length * 0.7 * i) / n) as number;
      const at = twigAt(line, x);
      const out = halfWidth(plan, x) * (1.7 + 0.35 * Math.sin(i * 1.9));
      edge.push(add(at.p, polar(out, at.angle + 90 * s)));
    }
    const start = twigAt(line, plan.twig.length * 0.05).p;
    const end = twigAt(line, plan.twig.length * 0.75).p;
    sk.poly([start, ...edge, end], { fill: cork, stroke: darken(cork, 0.35), width: 0.6 }, true);
  }
}

/** The scar a fallen leaf left below a side bud, with its bundle traces close up (always for a horseshoe). */
export function drawLeafScar(
  sk: Sketch,
  plan: BudPlan,
  bud: PlannedBud,
  base: TwigPoint,
  colour: string,
  fine: Rng | undefined,
): void {
  const scar = plan.scar;
  if (scar === 'none' || bud.side === 2 || bud.role === 'spur') return;
  const w = plan.twig.width;
  const s = bud.side === 0 ? 0 : bud.side;
  const size = { small: 0.32, crescent: 0.45, horseshoe: 0.85, shield: 0.8, circular: 0.6, ring: 0.55 }[scar];
  const r = w * size;
  const c = add(base.p, polar(s === 0 ? 0 : w * 0.28, base.angle + 90 * s));
  const below = add(c, polar(-r * 0.7 - bud.width * 0.1, base.angle));
  const fill = lighten(colour, 0.25);
  const edge = darken(colour, 0.45);
  if (scar === 'ring') {
    // The leaf stalk hid the bud; its scar almost rings the bud's base.
    const ring = add(c, polar(bud.width * 0.35, base.angle + 90 * s));
    sk.ellipse(ring, bud.width * 0.75, bud.width * 0.62, base.angle, { stroke: edge, width: 1 });
    // Close up, the many bundle traces strung round the ring.
    if (fine)
      for (let turn = fine.range(0, 40); turn < 360; turn += fine.range(34, 46)) {
        const t = (turn * Math.PI) / 180;
        const on = pt(bud.width * 0.75 * Math.cos(t), bud.width * 0.62 * Math.sin(t));
        sk.circle(place(on, { at: ring, angle: base.angle, k: 1 }), bud.width * 0.06, { fill: edge });
      }
    return;
  }
  const ry = scar === 'small' || scar === 'crescent' ? r * 0.38 : scar === 'circular' ? r * 0.55 : r * 0.6;
  sk.ellipse(below, r * 0.62, ry, base.angle + 90, { fill, stroke: edge, width: 0.6 });
  const traces = scar === 'horseshoe' ? 7 : scar === 'shield' ? 5 : 3;
  if (!fine && scar !== 'horseshoe') return;
  for (let i = 0; i < traces; i++) {
    const t = (i / (traces - 1) - 0.5) * (scar === 'horseshoe' ? 2.6 : 1.6);
    const p = add(below, polar(r * 0.42, base.angle + 90 + t * 50 + 180));
    sk.circle(p, Math.max(0.2, r * 0.07), { fill: edge });
  }
}
