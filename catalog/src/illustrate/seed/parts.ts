import { darken, lighten, nudge } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { SEED_PAINT, type SeedColour, type SeedPlan } from './plan.ts';

const STALK = '#7b6a4c';
const TWIG = '#7d6650';

/** A thin stalk from a to b, bowed sideways by `bow`. */
export function stalk(sk: Sketch, a: Pt, b: Pt, bow: number, width = 1.6, colour = STALK): void {
  const mid = pt((a.x + b.x) / 2 + bow, (a.y + b.y) / 2);
  sk.quad(a, mid, b, { stroke: colour, width });
}

/** A short piece of woody twig across the top of a fruit picture. */
export function twig(sk: Sketch, from: Pt, to: Pt, width = 8, colour = TWIG): void {
  const mid = pt((from.x + to.x) / 2, (from.y + to.y) / 2 - 3);
  sk.band([from, mid, to], width, width * 0.75, { fill: colour, stroke: darken(colour, 0.35), width: 0.8 });
}

/** A glossy round or oval fruit: body, a shaded side and a highlight. */
export function fruit(sk: Sketch, c: Pt, rx: number, ry: number, angle: number, fill: string, bloom = false): void {
  sk.ellipse(c, rx, ry, angle, { fill, stroke: darken(fill, 0.45), width: 0.8 });
  sk.ellipse(add(c, polar(Math.min(rx, ry) * 0.25, angle + 45)), rx * 0.78, ry * 0.78, angle, {
    fill: darken(fill, 0.3),
    opacity: 0.35,
  });
  if (bloom) sk.ellipse(c, rx * 0.92, ry * 0.92, angle, { fill: '#c9d2dc', opacity: 0.28 });
  sk.ellipse(add(c, pt(-rx * 0.35, -ry * 0.38)), rx * 0.22, ry * 0.14, angle - 30, {
    fill: lighten(fill, 0.75),
    opacity: 0.7,
  });
}

/** Small dark remains of the flower at the end of a berry or pome. */
export function calyx(sk: Sketch, c: Pt, r: number, fill: string): void {
  const pts = [0, 72, 144, 216, 288].map((a) => add(c, polar(r, a - 90)));
  sk.poly([...pts.flatMap((p) => [c, p])], { stroke: darken(fill, 0.6), width: Math.max(0.7, r * 0.35) });
}

/** What a kind's drawing gets: the specimen's plan, its stream, and a stream for high-detail extras. */
export type Scene = { plan: SeedPlan; rng: Rng; fine?: Rng };

/** The paint of a colour word, nudged a little per specimen. */
export const paint = (colour: SeedColour, rng: Rng, spread = 0.05): string => nudge(SEED_PAINT[colour], rng, spread);

/** The colour fruit i is drawn in: the plan's, but unripe for the last `unripe` of them. */
export function fruitColour(plan: SeedPlan, i: number, rng: Rng): string {
  const young = plan.young !== undefined && i >= plan.sizes.length - plan.unripe;
  return paint(young ? (plan.young as SeedColour) : plan.colour, rng);
}

/** Tiny dots over a round fruit: lenticels, warts or bristle bases. */
export function dots(sk: Sketch, c: Pt, r: number, n: number, colour: string, width: number, rng: Rng): void {
  const marks: Seg[] = [];
  for (let k = 0; k < n; k++) {
    const p = add(c, polar(rng.range(0, r * 0.8), rng.range(0, 360)));
    marks.push(['M', p], ['L', add(p, pt(0.1, 0))]);
  }
  sk.path(marks, { stroke: colour, width });
}

/** Fine hairs standing off a round outline, for the enlarged view of a downy fruit. */
export function hairs(sk: Sketch, c: Pt, rx: number, ry: number, colour: string, fine: Rng): void {
  const marks: Seg[] = [];
  for (let a = 0; a < 360; a += 9) {
    const p = add(c, pt(rx * Math.cos((a * Math.PI) / 180), ry * Math.sin((a * Math.PI) / 180)));
    marks.push(['M', p], ['L', add(p, polar(Math.max(rx, ry) * 0.1, a + fine.range(-25, 25)))]);
  }
  sk.path(marks, { stroke: colour, width: 0.5, opacity: 0.8 });
}
