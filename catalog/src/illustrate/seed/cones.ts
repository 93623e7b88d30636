import { darken, lighten, nudge } from '../colour.ts';
import { add, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions, ripeColour, sizeCm } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { stalk, twig } from './parts.ts';

type Form = 'egg' | 'cylinder' | 'barrel' | 'conical' | 'spindle';

/** Half-width along a cone from its stalk (0) to its tip (1), as a fraction of the widest. */
const PROFILE: Record<Form, (t: number) => number> = {
  egg: (t) => Math.sin(Math.PI * t ** 0.8) ** 0.7,
  cylinder: (t) => Math.min(1, 5 * t, 4 * (1 - t)) ** 0.5,
  barrel: (t) => Math.min(1, 6 * t, 7 * (1 - t)) ** 0.35,
  conical: (t) => (1 - t) ** 0.7 * Math.min(1, 5 * t) ** 0.5,
  spindle: (t) => Math.sin(Math.PI * t) ** 0.9,
};
const ASPECT: Record<Form, number> = { egg: 0.64, cylinder: 0.3, barrel: 0.58, conical: 0.42, spindle: 0.36 };

function formOf(text: string, rng: Rng): Form {
  if (mentions(text, 'cylindrical', 'cigar')) return 'cylinder';
  if (mentions(text, 'barrel')) return 'barrel';
  if (mentions(text, 'conical')) return 'conical';
  if (mentions(text, 'spindle')) return 'spindle';
  if (mentions(text, 'egg', 'oval')) return 'egg';
  return rng.pick(['egg', 'cylinder', 'conical'] as const);
}

/** One scaly cone along `angle` from `base`, `length` long. */
function cone(
  sk: Sketch,
  base: Pt,
  angle: number,
  length: number,
  form: Form,
  colour: string,
  text: string,
  rng: Rng,
): void {
  const half = (length * ASPECT[form]) / 2;
  const w = (t: number) => half * PROFILE[form](t);
  const at = (t: number, across: number) => place(pt(t * length, across), { at: base, angle, k: 1 });
  const side = (s: number): Node[] => [0.04, 0.15, 0.3, 0.5, 0.7, 0.85, 0.95].map((t) => soft(at(t, s * w(t))));
  sk.shape([corner(at(0, 0)), ...side(1), soft(at(1, 0)), ...side(-1).reverse()], {
    fill: darken(colour, 0.35),
    stroke: darken(colour, 0.55),
    width: 0.9,
  });
  const rows = Math.max(5, Math.round(length / Math.max(5, half * 0.42)));
  const bracts = mentions(text, 'bract') && mentions(text, 'poking', 'sticking', 'three-pointed');
  const curled = mentions(text, 'rose-like', 'curling', 'rolled');
  const bosses: Seg[] = [];
  const tongues: Seg[] = [];
  for (let r = rows - 1; r >= 1; r--) {
    const t = r / rows;
    const width = w(t);
    if (width < 2) continue;
    for (let k = -2; k <= 2; k++) {
      const theta = ((k + (r % 2) * 0.5) * Math.PI) / 6.2;
      if (Math.abs(theta) > 1.3) continue;
      const across = width * Math.sin(theta);
      const sw = width * 0.36 * Math.cos(theta) + 1.5;
      const sh = (length / rows) * 0.95;
      const c = at(t, across);
      const fill = nudge(colour, rng, 0.08);
      const u = sh / length;
      // The exposed part of each scale: a diamond boss on pines, a rounded lip elsewhere, facing the tip.
      const scale =
        form === 'egg' || form === 'conical'
          ? [
              corner(at(t - u * 0.55, across)),
              soft(at(t, across - sw)),
              corner(at(t + u * 0.55, across)),
              soft(at(t, across + sw)),
            ]
          : [
              corner(at(t - u * 0.6, across - sw * 0.5)),
              soft(at(t + u * 0.1, across - sw)),
              soft(at(t + u * (curled ? 0.8 : 0.55), across)),
              soft(at(t + u * 0.1, across + sw)),
              corner(at(t - u * 0.6, across + sw * 0.5)),
            ];
      sk.shape(scale, { fill, stroke: darken(colour, 0.5), width: 0.7 });
      if (form === 'egg' || form === 'conical') bosses.push(['M', c], ['L', add(c, pt(0.1, 0))]);
      if (bracts) tongues.push(['M', at(t + u * 0.5, across)], ['L', at(t + u * 1.1, across)]);
    }
  }
  sk.path(bosses, { stroke: darken(colour, 0.55), width: 1.8 });
  sk.path(tongues, { stroke: lighten(colour, 0.35), width: 1.8 });
}

/** Cypress-type cones: small balls of shield-shaped scales with a point in each. */
function globe(sk: Sketch, c: Pt, r: number, colour: string, rng: Rng): void {
  sk.circle(c, r, { fill: colour, stroke: darken(colour, 0.5), width: 0.9 });
  const lines: Seg[] = [];
  const turn = rng.range(0, 60);
  for (let i = 0; i < 5; i++) {
    const a = turn + i * 72;
    lines.push(
      ['M', add(c, polar(r * 0.42, a))],
      ['L', add(c, polar(r * 0.42, a + 72))],
      ['M', add(c, polar(r * 0.42, a))],
      ['L', add(c, polar(r * 0.98, a))],
    );
  }
  sk.path(lines, { stroke: darken(colour, 0.5), width: 0.9 });
  const points: Seg[] = [];
  for (let i = 0; i < 5; i++)
    points.push(
      ['M', add(c, polar(r * 0.7, turn + 36 + i * 72))],
      ['L', add(c, polar(r * 0.7 + 0.1, turn + 36 + i * 72))],
    );
  sk.path(points, { stroke: lighten(colour, 0.4), width: 2 });
}

/** Conifer cones: shape, size, colour, bracts and whether they stand or hang, as the description gives them. */
export function drawCones(sk: Sketch, text: string, rng: Rng): void {
  const colour = nudge(ripeColour(text) ?? '#7a5232', rng, 0.06);
  if (mentions(text, 'shield-shaped', 'round cones', 'round, winged', 'squarish', 'large, round')) {
    const big = mentions(text, 'large, round');
    twig(sk, pt(-70, -40), pt(70, -36), 5, '#6b7042');
    const spots = big ? [pt(0, 20)] : [pt(-36, -4), pt(0, 12), pt(36, -2)];
    for (const c of spots) {
      stalk(sk, pt(c.x * 0.8, -38), c, 0, 2);
      if (big) {
        const spikes: Seg[] = [];
        for (let a = 0; a < 360; a += 7) spikes.push(['M', add(c, polar(55, a))], ['L', add(c, polar(68, a + 3))]);
        sk.path(spikes, { stroke: '#c9a23c', width: 2 });
      }
      globe(sk, c, big ? 60 : rng.range(15, 19), colour, rng);
    }
    return;
  }
  const form = formOf(text, rng);
  const length = Math.max(48, Math.min(170, (sizeCm(text) ?? 6) * 13)) * rng.range(0.92, 1.06);
  const upright = mentions(text, 'upright', 'standing');
  const count = length > 95 ? 1 : length > 60 ? 2 : 3;
  const reach = (count * length * ASPECT[form] * 1.25) / 2 + 30;
  twig(sk, pt(-reach, upright ? 60 : -60), pt(reach, upright ? 56 : -64), 8);
  for (let i = 0; i < count; i++) {
    const x = (i - (count - 1) / 2) * length * ASPECT[form] * 1.25;
    const angle = (upright ? -90 : 90) + (i - (count - 1) / 2) * rng.range(8, 16) + rng.range(-5, 5);
    const base = pt(x, upright ? 56 : -58);
    const foot = add(base, polar(upright ? 4 : 10, angle));
    stalk(sk, base, foot, 0, 3, darken(colour, 0.2));
    cone(sk, foot, angle, length, form, colour, text, rng.fork(`${i}`));
  }
}
