import type { Species } from '../../schema.ts';
import type { BUD_COLOURS } from '../../traits.ts';
import { darken, lighten, nudge } from '../colour.ts';
import { add, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { Sketch } from '../sketch.ts';
import { fitItems, type Item, type Seg } from '../svg.ts';
import { drawBud } from './shapes.ts';

type BudColour = (typeof BUD_COLOURS)[number];

const COLOURS: Record<BudColour, string> = {
  brown: '#7b5434',
  'red-brown': '#80392a',
  'orange-brown': '#a9652e',
  black: '#2a2623',
  green: '#6f8c44',
  grey: '#8d897f',
  purple: '#5d3752',
  red: '#a6352b',
  'yellow-brown': '#a68a45',
};
const TWIGS = ['#8a7860', '#7a6a58', '#8b6f55', '#767358', '#927f66', '#7d7468'];

/** Where buds sit on the twig: (position along it, side: 1 / -1 at the edges, 0 facing us, 2 behind). */
function layout(arrangement: Species['traits']['bud']['arrangement'], rng: Rng): [number, number][] {
  const a = rng.range(-0.03, 0.03);
  switch (arrangement) {
    case 'opposite':
      return [
        [0.3 + a, 1],
        [0.3 + a, -1],
        [0.64 + a, 1],
        [0.64 + a, -1],
        [0.985, 1],
        [0.985, -1],
      ];
    case 'whorled':
      return [
        [0.3 + a, 2],
        [0.3 + a, 1],
        [0.3 + a, -1],
        [0.3 + a, 0],
        [0.66 + a, 2],
        [0.66 + a, 1],
        [0.66 + a, -1],
        [0.66 + a, 0],
      ];
    case 'clustered':
      return [
        [0.42 + a, 1],
        [0.93, -1],
        [0.95, 1],
        [0.955, 0],
        [0.97, -1],
        [0.975, 2],
      ];
    case 'spiral':
      return [
        [0.18 + a, 1],
        [0.34 + a, 0],
        [0.5 + a, -1],
        [0.66 + a, 2],
        [0.8 + a, 1],
      ];
    default:
      return [
        [0.2 + a, 1],
        [0.43 + a, -1],
        [0.66 + a, 1],
        [0.86 + a, -1],
      ];
  }
}

/** A winter twig with its terminal bud and side buds in the species' arrangement, shape and colour. */
export function drawBuds(species: Species, rng: Rng): Item[] {
  const { shape, colour, arrangement } = species.traits.bud;
  const sk = new Sketch();
  const fill = nudge(COLOURS[colour], rng, 0.08);
  const paint = { fill, edge: darken(fill, 0.5) };
  const twig = nudge(rng.pick(TWIGS), rng, 0.06);
  const length = 120;
  const a = pt(0, 0);
  const c = pt(length / 2, rng.range(-8, 8));
  const b = pt(length, 0);
  const spread = rng.range(32, 48);
  const size = rng.range(1.65, 1.85);
  const sharp = shape === 'conical' || shape === 'spindle';
  const flat = shape === 'flattened';
  const placed = layout(arrangement, rng.fork('layout')).map(([t, side]) => ({ t, side, ...quadAt(a, c, b, t) }));
  const bud = (t: number, side: number, p: typeof a, angle: number, k: number) => {
    const turn = side === 0 ? rng.range(-12, 12) : side === 2 ? 180 - spread : side * (flat ? 12 : spread);
    const base = side === 0 || side === 2 ? p : add(p, polar(4 * (1 - 0.3 * t), angle + side * 90));
    drawBud(
      sk,
      shape,
      paint,
      { at: base, angle: angle + (side === 2 ? 0 : turn), k: k * size * (side === 0 ? 0.85 : 1) },
      sharp,
    );
  };
  for (const { t, side, p, angle } of placed) if (side === 2) bud(t, 1, p, angle - 35, 0.6);
  const mid = quadAt(a, c, b, 0.5).p;
  sk.band([a, mid, b], 10, 7, { fill: twig, stroke: darken(twig, 0.35), width: 0.8 });
  const dots: Seg[] = [];
  for (let i = 0; i < 14; i++) {
    const { p, angle } = quadAt(a, c, b, rng.range(0.05, 0.9));
    const q = add(p, polar(rng.range(-3, 3), angle + 90));
    dots.push(['M', q], ['L', add(q, polar(1.2, angle))]);
  }
  sk.path(dots, { stroke: lighten(twig, 0.45), width: 1.4 });
  for (const { t, side, p, angle } of placed) {
    if (side === 2 || side === 0) continue;
    if (t < 0.9)
      sk.ellipse(add(p, polar(3.4, angle + side * 90 + 180)), 4.2, 2.4, angle, {
        fill: lighten(twig, 0.3),
        stroke: darken(twig, 0.3),
        width: 0.5,
      });
    bud(t, side, p, angle, t > 0.9 ? 0.75 : 0.85);
  }
  const end = quadAt(a, c, b, 1);
  const terminal = shape === 'hidden' ? 0.9 : arrangement === 'opposite' ? 1.4 : 1.2;
  drawBud(sk, shape, paint, { at: add(end.p, polar(-1, end.angle)), angle: end.angle, k: terminal * size }, sharp);
  for (const { t, side, p, angle } of placed) if (side === 0) bud(t, 0, p, angle, 0.8);
  const lean = rng.range(8, 22) * (rng.chance(0.5) ? 1 : -1);
  return fitItems(sk.items, -90 + lean, 16, 1.5);
}
