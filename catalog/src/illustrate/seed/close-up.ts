import { darken, lighten, mix } from '../colour.ts';
import { add, lerp, type Pt, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';

/*
 * What the enlarged view adds to a fruit (docs/pictures.md, "Specimens and detail"): the fine
 * veins of wings and bracts, the skin's lenticels and shine, and a fruit cut open to show what it
 * holds. Every random choice here comes from the `fine` stream, so the specimen itself is the same
 * at both levels of detail.
 */

/** A line along a vein, from its start (0) to its end (1). */
export type Vein = (t: number) => Pt;

/** Straight vein from a to b. */
export const straight =
  (a: Pt, b: Pt): Vein =>
  (t) =>
    lerp(a, b, t);

/** Vein curving from a through the pull of c to b. */
export const curved =
  (a: Pt, c: Pt, b: Pt): Vein =>
  (t) =>
    lerp(lerp(a, c, t), lerp(c, b, t), t);

/**
 * The fine net between neighbouring veins of a wing or bract: short cross-veins from each vein to
 * the next, leaning a little, `per` of them in each gap.
 */
export function veinNet(sk: Sketch, veins: Vein[], per: number, colour: string, fine: Rng): void {
  const marks: Seg[] = [];
  for (let i = 0; i + 1 < veins.length; i++) {
    const [from, to] = [veins[i] as Vein, veins[i + 1] as Vein];
    for (let k = 0; k < per; k++) {
      const t = (k + fine.range(0.2, 0.8)) / per;
      const a = from(t * 0.92 + 0.05);
      const b = to(Math.min(0.98, t * 0.92 + 0.05 + fine.range(-0.04, 0.06)));
      marks.push(['M', a], ['Q', add(lerp(a, b, 0.5), pt(fine.range(-0.6, 0.6), fine.range(-0.6, 0.6))), b]);
    }
  }
  sk.path(marks, { stroke: colour, width: 0.35, opacity: 0.8 });
}

/** Side veins branching off one midrib towards both edges, as on a bract or a papery wing. */
export function sideVeins(sk: Sketch, midrib: Vein, reach: (t: number) => number, colour: string, fine: Rng): void {
  const marks: Seg[] = [];
  for (let t = 0.12; t < 0.9; t += 0.11) {
    const at = midrib(t);
    const ahead = midrib(Math.min(1, t + 0.05));
    const along = (Math.atan2(ahead.y - at.y, ahead.x - at.x) * 180) / Math.PI;
    for (const s of [-1, 1]) {
      const r = reach(t) * fine.range(0.75, 0.95);
      const tip = add(at, add(polar(r * 0.75, along + s * 90), polar(r * 0.6, along)));
      marks.push(['M', at], ['Q', add(at, polar(r * 0.5, along + s * 70)), tip]);
    }
  }
  sk.path(marks, { stroke: colour, width: 0.4, opacity: 0.85 });
}

/** Pinpoint lenticels, the breathing pores of a fruit's skin, scattered within r of c. */
export function lenticels(sk: Sketch, c: Pt, r: number, n: number, colour: string, fine: Rng): void {
  const marks: Seg[] = [];
  for (let k = 0; k < n; k++) {
    const p = add(c, polar(r * Math.sqrt(fine.next()) * 0.85, fine.range(0, 360)));
    marks.push(['M', p], ['L', add(p, pt(0.05, 0.05))]);
  }
  sk.path(marks, { stroke: colour, width: 0.7, opacity: 0.75 });
}

/** The sharp window-light of a shiny skin, and the faint light thrown back on its shaded side. */
export function gloss(sk: Sketch, c: Pt, rx: number, ry: number, fill: string): void {
  sk.ellipse(add(c, pt(-rx * 0.42, -ry * 0.44)), Math.max(0.4, rx * 0.08), Math.max(0.3, ry * 0.06), -30, {
    fill: '#ffffff',
    opacity: 0.9,
  });
  sk.shape(
    [soft(add(c, polar(rx * 0.86, 20))), soft(add(c, polar(rx * 0.9, 60))), soft(add(c, polar(rx * 0.84, 100)))],
    { stroke: lighten(fill, 0.45), width: 0.7, opacity: 0.5 },
    false,
  );
}

/** What a fleshy fruit holds, seen cut through. */
export type Inside =
  | { kind: 'stone'; flat: boolean }
  | { kind: 'core'; seeds: number; gritty: boolean }
  | { kind: 'seeds'; seeds: number; colour?: string };

/** How many seeds the record says a fruit holds, where it names a number; `otherwise` where it does not. */
export function seedCount(text: string, otherwise: number): number {
  const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
  const said = text.match(/\b(one|two|three|four|five|six)\b[\w ,-]{0,16}\b(?:seeds?|pips?|stones?)\b/);
  if (said?.[1]) return NUMBERS[said[1]] ?? otherwise;
  if (mentions(text, 'single stone', 'single seed', 'single hard')) return 1;
  if (mentions(text, 'several')) return Math.max(otherwise, 5);
  if (mentions(text, 'a few')) return 3;
  return otherwise;
}

/**
 * A fleshy fruit cut through, d long and `across` wide, beside the whole ones: its skin, its flesh,
 * and inside it the one stone of a drupe, the star-shaped core of a pome with its pips, or a
 * berry's seeds.
 */
export function cutFruit(sk: Sketch, c: Pt, d: number, across: number, skin: string, inside: Inside, fine: Rng): void {
  const flesh = mix('#f1e6c2', skin, 0.18);
  const edge = darken(skin, 0.45);
  const crossCut = inside.kind !== 'stone';
  const ry = crossCut ? across / 2 : d / 2;
  sk.ellipse(c, across / 2, ry, 0, { fill: skin, stroke: edge, width: 0.8 });
  sk.ellipse(c, across / 2 - Math.max(0.6, across * 0.04), ry - Math.max(0.6, across * 0.04), 0, { fill: flesh });
  if (inside.kind === 'stone') {
    const w = across * (inside.flat ? 0.26 : 0.3);
    const stone = '#b48f62';
    sk.ellipse(pt(c.x, c.y + d * 0.04), w, d * 0.3, 0, { fill: stone, stroke: darken(stone, 0.45), width: 0.7 });
    sk.poly([pt(c.x, c.y - d * 0.24), pt(c.x, c.y + d * 0.32)], { stroke: darken(stone, 0.3), width: 0.5 });
    return;
  }
  const r = across / 2;
  if (inside.kind === 'core') {
    if (inside.gritty) lenticels(sk, c, r * 0.7, 40, darken(flesh, 0.25), fine);
    const star: Pt[] = [];
    for (let k = 0; k < 10; k++) star.push(add(c, polar(r * (k % 2 === 0 ? 0.42 : 0.16), k * 36 - 90)));
    sk.poly(star, { fill: lighten(flesh, 0.5), stroke: darken(flesh, 0.4), width: 0.6 }, true);
    for (let k = 0; k < Math.min(5, inside.seeds); k++) pip(sk, add(c, polar(r * 0.26, k * 72 - 90)), r * 0.11, k * 72);
    return;
  }
  for (let k = 0; k < inside.seeds; k++) {
    const a = (k * 360) / inside.seeds + fine.range(-8, 8);
    const ring = inside.seeds > 8 && k % 2 === 1 ? 0.62 : 0.38;
    const size = r * (inside.seeds > 6 ? 0.1 : 0.16);
    pip(sk, add(c, polar(inside.seeds === 1 ? 0 : r * ring, a)), size, a, inside.colour ?? '#d9c79a');
  }
}

/** One seed seen in a cut fruit: a little teardrop pointing out from the middle. */
function pip(sk: Sketch, c: Pt, r: number, angle: number, colour = '#4a2c1a'): void {
  sk.ellipse(c, r * 1.6, r, angle - 90, { fill: colour, stroke: darken(colour, 0.4), width: 0.4 });
}

/** Fine silky hairs standing out along a line of points, as on a downy pod or a capsule's cotton. */
export function silk(sk: Sketch, from: Pt[], length: number, colour: string, fine: Rng): void {
  const marks: Seg[] = [];
  for (const p of from) {
    const a = fine.range(0, 360);
    marks.push(['M', p], ['Q', add(p, polar(length * 0.6, a + 25)), add(p, polar(length, a))]);
  }
  sk.path(marks, { stroke: colour, width: 0.35, opacity: 0.9 });
}
